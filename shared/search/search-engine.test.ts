import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldTier, headingTier, runSearch, type PagefindApi, type PagefindSearchResult } from './search-engine.ts';
import type { PagefindResultData } from './results.ts';

interface FakePage {
  id: string;
  section: string;
  endpoint?: string;
  words: string[];
}

const PAGES: FakePage[] = [
  { id: 'check', section: 'API', endpoint: 'POST /api/v1/workflows/check', words: ['post', 'workflows', 'check'] },
  { id: 'docs', section: 'Docs', words: ['post', 'workflows'] },
  { id: 'create', section: 'API', endpoint: 'POST /api/v1/workflows', words: ['workflows'] },
  { id: 'cli', section: 'CLI', words: ['workflows', 'push'] },
];

/** A Pagefind stand-in: word results in PAGES order, filters as Pagefind applies them. */
function fakePagefind(): PagefindApi & { searches: Array<[string | null, unknown]> } {
  const result = (page: FakePage): PagefindSearchResult => ({
    id: page.id,
    score: 1,
    data: async (): Promise<PagefindResultData> => ({
      url: `/${page.id}.html`,
      excerpt: page.words.join(' '),
      meta: { title: page.id },
      filters: { section: [page.section] },
      sub_results: [],
    }),
  });
  const matchesFilters = (page: FakePage, filters: Record<string, unknown> = {}) =>
    Object.entries(filters).every(([name, value]) => {
      const actual = name === 'section' ? page.section : page.endpoint;
      return typeof value === 'object' && value !== null
        ? (value as { any: string[] }).any.includes(actual!)
        : actual === value;
    });
  const fake = {
    searches: [] as Array<[string | null, unknown]>,
    async options() {},
    async init() {},
    async search(term: string | null, options?: { filters?: Record<string, unknown> }) {
      fake.searches.push([term, options?.filters]);
      const words =
        term
          ?.toLowerCase()
          .split(/[\s/]+/)
          .filter(Boolean) ?? [];
      const hits = PAGES.filter((p) => words.every((w) => p.words.includes(w)));
      const inScope = (term === null ? PAGES : hits).filter((p) => matchesFilters(p, options?.filters));
      const totals: Record<string, number> = {};
      for (const p of hits) totals[p.section] = (totals[p.section] ?? 0) + 1;
      return { results: inScope.map(result), totalFilters: { section: totals } };
    },
    async filters() {
      return { endpoint: Object.fromEntries(PAGES.filter((p) => p.endpoint).map((p) => [p.endpoint!, 1])) };
    },
  };
  return fake;
}

test('an endpoint query pins the operation it names above the word matches', async () => {
  const outcome = await runSearch(fakePagefind(), 'POST /workflows', null);
  assert.deepEqual(
    outcome.hits.map((h) => h.url),
    ['/create', '/check', '/docs'],
  );
  assert.equal(outcome.total, 3);
  assert.deepEqual(outcome.counts, { Docs: 1, API: 2, CLI: 0 });
});

test("ordinary words follow Pagefind's ranking and count per section", async () => {
  const outcome = await runSearch(fakePagefind(), 'workflows', null);
  assert.deepEqual(
    outcome.hits.map((h) => h.url),
    ['/check', '/docs', '/create', '/cli'],
  );
  assert.deepEqual(outcome.counts, { Docs: 1, API: 2, CLI: 1 });
});

test('a section scopes the results but the counts still cover every section', async () => {
  const pagefind = fakePagefind();
  const outcome = await runSearch(pagefind, 'workflows', 'CLI');
  assert.deepEqual(
    outcome.hits.map((h) => h.url),
    ['/cli'],
  );
  assert.deepEqual(outcome.counts, { Docs: 1, API: 2, CLI: 1 });
  assert.deepEqual(pagefind.searches[0], ['workflows', { section: 'CLI' }]);
});

test('an endpoint in another section than the chosen one is not pinned', async () => {
  const outcome = await runSearch(fakePagefind(), 'POST /workflows', 'Docs');
  assert.deepEqual(
    outcome.hits.map((h) => h.url),
    ['/docs'],
  );
});

test('a blank query searches nothing', async () => {
  const pagefind = fakePagefind();
  const outcome = await runSearch(pagefind, '   ', null);
  assert.equal(outcome.hits.length, 0);
  assert.equal(pagefind.searches.length, 0);
});

test('the limit caps the hits but not the total', async () => {
  const outcome = await runSearch(fakePagefind(), 'workflows', null, 2);
  assert.equal(outcome.hits.length, 2);
  assert.equal(outcome.total, 4);
});

test('a page the query names comes before pages that only mention it, pinned endpoints first', async () => {
  const page = (id: string, title: string, keywords?: string): PagefindSearchResult => ({
    id,
    score: 1,
    data: async () => ({
      url: `/${id}.html`,
      excerpt: '',
      meta: { title, keywords },
      filters: { section: ['Docs'] },
      sub_results: [],
    }),
  });
  const pagefind: PagefindApi = {
    async options() {},
    async init() {},
    async search() {
      return {
        results: [
          page('update', 'sand connectors update pinecone'),
          page('create', 'sand connectors create pinecone'),
          page('docs', 'Pinecone'),
        ],
        totalFilters: { section: { Docs: 3 } },
      };
    },
    async filters() {
      return {};
    },
  };
  const outcome = await runSearch(pagefind, 'pinecone', null);
  assert.deepEqual(
    outcome.hits.map((h) => h.url),
    ['/docs', '/update', '/create'],
  );
});

test('a query that is a field name puts the operations with that field before prose that mentions it, not before a page it names', () => {
  assert.equal(fieldTier('connectedDirectors', { field: 'connectedDirectors' }), 1.5);
  assert.equal(fieldTier(' ConnectedDirectors ', { field: 'connectedDirectors' }), 1.5);
  assert.equal(fieldTier('connected', { field: 'connectedDirectors' }), 0);
  assert.equal(fieldTier('connectedDirectors', {}), 0);
  // Between a page named by the query (2) and one half named (1).
  assert.ok(fieldTier('prompts', { field: 'prompts' }) < 2 && fieldTier('prompts', { field: 'prompts' }) > 1);
});

test('a question is searched by its topic words: the answer need not say "how"', async () => {
  const pagefind = fakePagefind();
  const outcome = await runSearch(pagefind, 'how do I push workflows?', null);
  assert.deepEqual(pagefind.searches[0], ['push workflows', { section: { any: ['Docs', 'API', 'CLI'] } }]);
  assert.deepEqual(
    outcome.hits.map((h) => h.url),
    ['/cli'],
  );
});

test('a section the query names comes after a page it names and before fields and mentions', () => {
  assert.equal(headingTier('rate limits', { heading: 'Rate limits' }), 1.75);
  assert.equal(
    headingTier('how do I authenticate', { heading: 'Authentication' }),
    0,
    'the engine passes the topic words',
  );
  assert.equal(headingTier('authenticate', { heading: 'Authentication' }), 1.75);
  assert.equal(headingTier('errors', { heading: '500 Internal Server Error' }), 0);
  assert.equal(headingTier('summary', { heading: 'output.summary in 200 OK', field: 'summary' }), 0);
  assert.equal(headingTier('errors', {}), 0);
});
