/**
 * Pagefind's browser module run in Node on an export's index: the search bench measures what each
 * query fetches with it, and the MCP server answers `search` with the same ranking as the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGEFIND_OPTIONS } from '../../shared/search/search-ranking.ts';
import type { PagefindApi } from '../../shared/search/search-engine.ts';

/**
 * Pagefind's browser module running in Node on the files of `pagefindDir`. Every file is fetched
 * once (the browser's cache); `take()` returns what was fetched since the last call.
 */
export async function pagefindFromDisk(pagefindDir: string) {
  const root = path.resolve(pagefindDir);
  const fetched = new Set<string>();
  let pending: Array<{ file: string; bytes: number }> = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? input.toString() : input.url,
      pathToFileURL(root + '/'),
    );
    const file = fileURLToPath(new URL(url.pathname, 'file://'));
    if (!file.startsWith(root + path.sep)) return realFetch(input as string);
    const body = fs.readFileSync(file);
    const relative = path.relative(root, file);
    if (!fetched.has(relative)) {
      fetched.add(relative);
      pending.push({ file: relative, bytes: body.length });
    }
    return new Response(body);
  }) as typeof fetch;
  const script = path.join(root, 'pagefind.js');
  pending.push({ file: 'pagefind.js', bytes: fs.statSync(script).size });
  const pagefind = (await import(pathToFileURL(script).href)) as PagefindApi;
  await pagefind.options({ ...PAGEFIND_OPTIONS });
  await pagefind.init();
  return {
    pagefind,
    take() {
      const taken = pending;
      pending = [];
      return taken;
    },
  };
}
