/**
 * Hydration starts once every chunk the page loads is there (docs/performance-log.md, "Kept for speed").
 *
 * Next's bootstrap (an inline `TURBOPACK.push({otherChunks, runtimeModuleIds})`) waits only for
 * the framework's own chunks. Our pages' client components sit in a nested layout's chunks, so
 * on a slow network React starts hydrating before they arrive, suspends on the first one below
 * the root layout, and commits the still-empty root again and again until it comes: thousands
 * of commits a second, long main-thread work on every load at a phone's speed. The bare theme never
 * does this, because its theme sits in the root layout, whose chunks the first element waits
 * for. Listing the page's other chunks in `otherChunks` makes ours wait the same way. The
 * runtime loads each through its `<script>` tag already in the page, so nothing is fetched twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../gates/site-files.ts';

const BOOTSTRAP = /"otherChunks":\[([^\]]*)\]/;
/** The page's chunk scripts, as Next writes them; `noModule` polyfills never run, so they are not waited for. */
const CHUNK_SCRIPT = /<script src="\/_next\/(static\/chunks\/[^"]+\.js)"(?![^>]*noModule)[^>]*>/g;
/** The runtime chunk itself runs the bootstrap: it is not one of the chunks to wait for. */
const RUNTIME_CHUNK = /\/turbopack-[^/]*\.js$/;

/** The chunks a page runs before it hydrates (`static/chunks/….js`, relative to `_next/`), in page order, once each. */
export function pageChunks(html: string): string[] {
  return [...new Set([...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]))];
}

/**
 * The page with every chunk script it loads listed in the bootstrap; unchanged when it loads no
 * chunk (a plain HTML file); null when it loads chunks but has no bootstrap.
 */
export function waitForPageChunks(html: string): { html: string; added: number } | null {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return pageChunks(html).length > 0 ? null : { html, added: 0 };
  const listed: string[] = JSON.parse(`[${bootstrap[1]}]`);
  const missing = pageChunks(html).filter((chunk) => !RUNTIME_CHUNK.test(chunk) && !listed.includes(chunk));
  if (missing.length === 0) return { html, added: 0 };
  const list = `"otherChunks":${JSON.stringify([...listed, ...missing])}`;
  return {
    html: html.slice(0, bootstrap.index) + list + html.slice(bootstrap.index + bootstrap[0].length),
    added: missing.length,
  };
}

/** Rewrites every exported page; a page with Next's chunks but not its bootstrap means its format changed, which must not pass unseen. */
export function writeHydrationChunks(outDir: string): void {
  let pages = 0;
  let chunks = 0;
  for (const file of htmlFiles(outDir)) {
    const full = path.join(outDir, file);
    const result = waitForPageChunks(fs.readFileSync(full, 'utf8'));
    if (!result) {
      throw new Error(
        `${full}: the page loads Next's chunks but has no Turbopack bootstrap ("otherChunks":[…]). Next's export format has changed: ` +
          'update postbuild/export-files/hydration-chunks.ts to its new bootstrap, or remove the step from postbuild/build.ts ' +
          "once hydration no longer starts before the page's chunks (docs/performance-log.md, Kept for speed).",
      );
    }
    if (result.added > 0) {
      fs.writeFileSync(full, result.html);
      pages++;
    }
    chunks += result.added;
  }
  console.log(
    `${pages} pages wait for their own chunks before hydrating (${chunks} chunks added to the bootstrap in all)`,
  );
}
