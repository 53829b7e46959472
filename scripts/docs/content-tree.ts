import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { SpecError } from '../lib/errors.ts';

/** Reads the YAML frontmatter of an MDX file; a page without one gets `{}`. */
export function readFrontmatter(file: string, text = fs.readFileSync(file, 'utf8')): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return {};
  try {
    const data = YAML.parse(match[1]);
    return data && typeof data === 'object' ? data : {};
  } catch (error) {
    const line = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line;
    throw new SpecError(file, line ? `line ${line + 1}` : 'frontmatter', `invalid YAML frontmatter: ${(error as Error).message.split('\n')[0]}`, 'fix the YAML between the two --- lines');
  }
}

/** Loads a folder's `_meta.ts` (or `_meta.json`) as plain data. */
export async function readMeta(dir: string): Promise<{ file: string; data: Record<string, unknown> } | null> {
  for (const name of ['_meta.ts', '_meta.tsx', '_meta.js', '_meta.json']) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    if (name.endsWith('.json')) return { file, data: JSON.parse(fs.readFileSync(file, 'utf8')) };
    const mod = await import(path.resolve(file));
    return { file, data: (mod.default ?? {}) as Record<string, unknown> };
  }
  return null;
}
