/**
 * Pagefind options shared by the site's search and the bench: how strongly a match in each
 * metadata field counts next to matches in the page body. Body text is weighted by Pagefind
 * itself (h1 7, h2 6, … paragraphs 1); code blocks are left out of the index (Nextra's
 * `search.codeblocks: false`).
 */
export const PAGEFIND_OPTIONS = {
  baseUrl: '/',
  excerptLength: 24,
  ranking: {
    metaWeights: {
      title: 6,
      operationId: 6,
      command: 6,
      keywords: 3,
      path: 2,
      // "get" or "post" alone would lift every operation of that method.
      method: 0,
    },
  },
} as const;

/** Where the build writes the index (Nextra's search looks there too). */
export const PAGEFIND_URL = '/_pagefind/pagefind.js';
