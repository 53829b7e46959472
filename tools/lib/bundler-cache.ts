/**
 * Turbopack's disk cache under `next dev` (`.next/dev/cache`) keeps what it compiled for every
 * version of every module and drops none (Next 16.4 has no limit on it), and a start reads it back
 * more slowly the larger it grows. Measured on this site, the first page after a start: 11.4–11.9 s
 * from a cache of 170–200 MB written for the files as they are, 14.4–23.8 s from one of 637 MB
 * grown over sessions of edits and code changes, 25.9 s from none (docs/performance-log.md). So at
 * each start `npm run dev` compares the cache with its size at the first start after it was last
 * emptied, and empties it once it has grown past `CACHE_GROWTH_LIMIT` times that: one start
 * compiles from scratch, the ones after it are fast again.
 */
import fs from 'node:fs';
import path from 'node:path';

/** How many times its first size the cache may grow before a start empties it. */
export const CACHE_GROWTH_LIMIT = 2.5;
/**
 * The least a cache must hold to be recorded as its first size: a server stopped before Turbopack
 * wrote its cache leaves a few bytes, and a cache of one compiled page (the bare Nextra site's) is 50 MB.
 */
export const CACHE_RECORD_FLOOR = 10_000_000;

/** The bytes of the files under `dir`; 0 when there is no such folder. */
export function folderBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return bytes;
}

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

/**
 * Checks the bundler's cache at a start (`cacheDir`, its size recorded in `recordFile`): records
 * its size when none is recorded, empties it (and forgets the size) when it has grown past the
 * limit. Returns the line to print when it emptied it.
 */
export function checkBundlerCache(cacheDir: string, recordFile: string): string | undefined {
  const bytes = folderBytes(cacheDir);
  if (bytes === 0) return undefined;
  const recorded = fs.existsSync(recordFile)
    ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as { bytes?: unknown })
    : {};
  if (typeof recorded.bytes !== 'number' || recorded.bytes < CACHE_RECORD_FLOOR) {
    if (bytes < CACHE_RECORD_FLOOR) return undefined;
    fs.mkdirSync(path.dirname(recordFile), { recursive: true });
    fs.writeFileSync(recordFile, `${JSON.stringify({ bytes })}\n`);
    return undefined;
  }
  if (bytes <= CACHE_GROWTH_LIMIT * recorded.bytes) return undefined;
  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.rmSync(recordFile, { force: true });
  return `[dev] the bundler's cache (${cacheDir}) had grown to ${mb(bytes)}, over ${CACHE_GROWTH_LIMIT} times its ${mb(recorded.bytes)} at its first start, and a larger cache makes every start slower: emptied, so this start compiles from scratch once`;
}
