/**
 * The bundler's one-time cost, paid before the writer's first save. After a start from its disk
 * cache, Turbopack compiles nothing until a page's file changes; the first change then starts its
 * MDX loader's worker processes and takes seconds (3.0–3.4 s against 0.2–0.5 s for the saves after
 * it, docs/performance-log.md). So once a page is open, `npm run dev` changes one generated page's
 * file in a way MDX cannot see (a blank line at its end), lets Next compile it, and puts the exact
 * bytes back. The open page is rendered again with the same content; the generator's record of
 * its outputs compares bytes, so the next start still skips generating.
 */
import fs from 'node:fs';
import { SITE_API_CONTENT } from '../../generator/openapi/site-api.ts';

/** A generated page every site has: the API section's first page. */
export const WARM_FILE = `${SITE_API_CONTENT}/index.mdx`;

/** Long enough for Next's watcher to see the change and start compiling it, so the restore is a second change, not a cancelled one. */
export const SEEN_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Appends a newline to `file`, waits `seenMs`, writes its original bytes back. Whether it ran:
 * false when the file is missing (nothing generated yet). The bytes are put back even when the
 * wait throws.
 */
export async function warmBundler(file = WARM_FILE, seenMs = SEEN_MS, sleep = wait): Promise<boolean> {
  let original: Buffer;
  try {
    original = fs.readFileSync(file);
  } catch {
    return false;
  }
  try {
    fs.writeFileSync(file, Buffer.concat([original, Buffer.from('\n')]));
    await sleep(seenMs);
  } finally {
    fs.writeFileSync(file, original);
  }
  return true;
}
