import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SpecError } from '../lib/errors.ts';

/** The sidebar files Nextra reads in a content folder. */
const META_FILES = ['_meta.ts', '_meta.tsx', '_meta.js', '_meta.jsx'];

/**
 * A folder's `_meta` as plain data, or undefined without one. `file` is `relDir/_meta.ts`
 * (relative to `root`), the name errors give; a file that does not load throws a SpecError.
 */
export async function readMeta(
  root: string,
  relDir: string,
): Promise<{ file: string; data: Record<string, unknown> } | undefined> {
  const found = META_FILES.find((name) => fs.existsSync(path.join(root, relDir, name)));
  if (!found) return undefined;
  const file = path.posix.join(relDir.split(path.sep).join('/'), found);
  let mod: { default?: unknown };
  try {
    mod = await import(pathToFileURL(path.resolve(root, file)).href);
  } catch (error) {
    throw new SpecError(
      file,
      '',
      `the sidebar file does not load (${(error as Error).message.split('\n')[0]})`,
      'fix the syntax so it default-exports an object',
    );
  }
  const data = mod.default;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new SpecError(
      file,
      'default export',
      'the sidebar file does not default-export an object',
      'write "export default { page: \'Title\' }"',
    );
  }
  return { file, data: data as Record<string, unknown> };
}
