/**
 * The chunks every page runs before it hydrates are compiled off the main thread
 * (docs/performance-log.md, "Kept for speed": compile hints).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called; starting the
 * app calls most of the functions in these chunks (each module's factory, React's and the
 * theme's render paths), so at 4× CPU about half a second of each load went to compiling on the
 * main thread, most of it in the long tasks that start and hydrate the app. The magic comment
 * `//# allFunctionsCalledOnLoad` on a file's first line (Chrome 136 and later; to other engines
 * it is only a comment) has V8 compile all of its functions eagerly, on the background thread that
 * already parses the script while it downloads. Lazy chunks (search,
 * request builder, diagrams) are not marked: most of their code may never run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../gates/site-files.ts';
import { pageChunks } from './hydration-chunks.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk with the hint on its first line; a chunk that has it already is returned unchanged. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** Every chunk some page of the export runs before it hydrates, relative to `out/_next/`, with the first page that loads it. */
export function startupChunks(outDir: string): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const file of htmlFiles(outDir)) {
    for (const chunk of pageChunks(fs.readFileSync(path.join(outDir, file), 'utf8')))
      if (!chunks.has(chunk)) chunks.set(chunk, file);
  }
  return chunks;
}

/** Marks each startup chunk of the export; a page that loads a chunk the export lacks is an error naming both. */
export function writeCompileHints(outDir: string): void {
  const chunks = startupChunks(outDir);
  const missing = [...chunks].filter(([chunk]) => !fs.existsSync(path.join(outDir, '_next', chunk)));
  if (missing.length > 0) {
    const [chunk, page] = missing[0];
    throw new Error(
      `${path.join(outDir, page)} loads /_next/${chunk}, which is not in ${outDir} (${missing.length} such chunk(s)): ` +
        'the export is incomplete; run `npm run build` again from a clean `out/`.',
    );
  }
  let marked = 0;
  for (const chunk of chunks.keys()) {
    const file = path.join(outDir, '_next', chunk);
    const code = fs.readFileSync(file, 'utf8');
    const hinted = withCompileHint(code);
    if (hinted !== code) {
      fs.writeFileSync(file, hinted);
      marked++;
    }
  }
  console.log(`${chunks.size} startup chunks compiled eagerly (${marked} marked now)`);
}
