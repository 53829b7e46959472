import fs from 'node:fs';
import path from 'node:path';

/** What the exported site is built from: when any of it is newer than `out/`, rebuild. */
const SITE_SOURCES = [
  'app',
  'components',
  'shared',
  'content',
  'openapi',
  'cli-spec',
  'public',
  'generator',
  'postbuild',
  'tools/install',
  'theme.config.tsx',
  'site.config.ts',
  'mdx-components.tsx',
  'next.config.mjs',
  'package-lock.json',
];

function newestMtime(root: string, entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(root, path.posix.join(entry, child)));
  return newest;
}

/** The marker `npm run build` writes last, so a half-finished build never counts as built. */
export const BUILD_MARKER = path.join('out', '.build-complete');

export function isBuildStale(root = '.'): boolean {
  const marker = path.join(root, BUILD_MARKER);
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  return SITE_SOURCES.some((entry) => newestMtime(root, entry) > built);
}
