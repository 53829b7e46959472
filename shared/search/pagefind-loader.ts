/**
 * Loads Pagefind's script and index on first use, never before: nothing of it is in a page's
 * first load. Under `next dev` there is no index, so search reports that instead of fetching.
 */
import { PAGEFIND_OPTIONS, PAGEFIND_URL } from './search-ranking';
import type { PagefindApi } from './search-engine';

/** Thrown under `next dev`: the index exists only in the built site. */
export class SearchUnavailableInDev extends Error {
  constructor() {
    super('Search works on the built site: run `npm run build`, then `npm start`.');
    this.name = 'SearchUnavailableInDev';
  }
}

let loading: Promise<PagefindApi> | null = null;
let failures = 0;

export function loadPagefind(): Promise<PagefindApi> {
  if (process.env.NODE_ENV === 'development') return Promise.reject(new SearchUnavailableInDev());
  loading ??= (async () => {
    // A URL import the bundler leaves alone: the file exists only after the build's Pagefind step.
    // After a failure, a new URL: browsers may remember a module that failed to load.
    const url = failures > 0 ? `${PAGEFIND_URL}?attempt=${failures + 1}` : PAGEFIND_URL;
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as PagefindApi;
    await pagefind.options({ ...PAGEFIND_OPTIONS });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = null; // let "Retry" try again
    failures++;
    throw error;
  });
  return loading;
}
