/**
 * What the built Pagefind index holds, read in Node through Pagefind's own module on
 * out/_pagefind (tools/lib/pagefind-from-disk.ts, as the MCP server reads it): every docs, API and
 * CLI page, each with its section; no unlisted page, tag listing or 404; no page chrome. Unlisted
 * pages also never show up when searched for by their own words, searched as the dialog searches.
 * That no control with text sits in a page's indexed body is read from the rendered page:
 * tests/e2e/search-index.spec.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { type PagefindApi, runSearch } from '../../shared/search/search-engine.ts';
import type { PagefindResultData } from '../../shared/search/results.ts';
import { pagefindFromDisk } from '../../tools/lib/pagefind-from-disk.ts';

const OUT = 'out';

interface IndexedPage {
  url: string;
  section: string[];
  content: string;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const routeOf = (file: string) => {
  const route =
    '/' +
    path
      .relative(OUT, file)
      .split(path.sep)
      .join('/')
      .replace(/\.html$/, '');
  return route === '/index' ? '/' : route;
};

const sectionOf = (route: string) =>
  route === '/api' || route.startsWith('/api/')
    ? 'API'
    : route === '/cli' || route.startsWith('/cli/')
      ? 'CLI'
      : 'Docs';

/** The export's pages and whether each must be searchable: not unlisted (noindex), not a tag listing, not the 404. */
function exportedPages() {
  return htmlFiles(OUT)
    .filter((file) => !/(^|\/)(404|_not-found)\.html$/.test(file))
    .map((file) => {
      const route = routeOf(file);
      const html = fs.readFileSync(file, 'utf8');
      const noindex = /<meta name="robots" content="noindex/.test(html);
      const searchable = !noindex && !route.startsWith('/tags');
      return { route, searchable, noindex };
    });
}

let pagefind: PagefindApi;
let indexed: IndexedPage[];
before(async () => {
  const script = path.join(OUT, '_pagefind', 'pagefind.js');
  assert.ok(fs.existsSync(script), `${script} is missing: the search index is written by \`npm run build\``);
  pagefind = (await pagefindFromDisk(path.join(OUT, '_pagefind'))).pagefind;
  // Every indexed page has a section: a search for nothing in all three returns every page.
  const response = await pagefind.search(null, { filters: { section: { any: ['Docs', 'API', 'CLI'] } } });
  assert.ok(response, 'a search for every page answers');
  // The page's indexed text is in the data Pagefind returns, beside the fields the site reads.
  const all = (await Promise.all(response.results.map((r) => r.data()))) as Array<
    PagefindResultData & { content: string }
  >;
  indexed = all.map((d) => ({
    url: d.url.replace(/\.html$/, '').replace(/^\/index$/, '/'),
    section: d.filters?.section ?? [],
    content: d.content,
  }));
});

test('the index holds every listed docs, API and CLI page with its section, and nothing else', () => {
  const pages = exportedPages();
  const indexedRoutes = indexed.map((p) => p.url).sort();
  const expected = pages
    .filter((p) => p.searchable)
    .map((p) => p.route)
    .sort();
  assert.ok(expected.length > 20, `more than 20 searchable pages are exported (${expected.length})`);
  assert.deepEqual(indexedRoutes, expected);
  for (const p of indexed) assert.deepEqual(p.section, [sectionOf(p.url)], p.url);
});

test('unlisted pages, tag listings and the 404 page are not in the index', () => {
  const urls = new Set(indexed.map((p) => p.url));
  const unlisted = exportedPages()
    .filter((p) => p.noindex)
    .map((p) => p.route);
  // The standalone templates too: the home page's alternative layout and the Markdown style sheet.
  for (const route of [
    '/docs/reference/test-suite-lifecycle',
    '/docs/reference/connectors/template',
    '/index2',
    '/markdown-page',
  ])
    assert.ok(unlisted.includes(route), `${route} is exported unlisted (noindex)`);
  for (const route of unlisted) assert.equal(urls.has(route), false, route);
  assert.deepEqual(
    [...urls].filter((url) => url.startsWith('/tags') || /404|not-found/.test(url)),
    [],
  );
});

test('page chrome (navbar, sidebar, footer, banner, TOC) is not indexed', () => {
  for (const p of indexed) {
    for (const chrome of ['Copyright ©', 'Skip to Content', 'Scroll to top', 'On This Page'])
      assert.ok(!p.content.includes(chrome), `${p.url} holds "${chrome}"`);
  }
});

test('unlisted pages never appear in results, even for their own titles', async () => {
  const unlisted = exportedPages()
    .filter((p) => p.noindex)
    .map((p) => p.route);
  for (const query of [
    'test suite lifecycle',
    'custom connector template',
    'troubleshooting a local director',
    'unlisted',
    'markdown styles',
  ]) {
    // The dialog's search: ten results, all sections.
    const results = (await runSearch(pagefind, query, null, 10)).hits.map((hit) => hit.url.split('#')[0]);
    for (const route of unlisted) assert.ok(!results.includes(route), `"${query}" finds ${route}`);
  }
});

test('labels and values keep their spaces in the indexed text of an operation page', () => {
  const operation = indexed.find((p) => p.url === '/api/create-step');
  assert.ok(operation, '/api/create-step is indexed');
  const content = operation.content;
  assert.doesNotMatch(content, /\d+\.\d+\.\d+ \(current\)/);
  assert.doesNotMatch(content, /operationId(?=[A-Za-z])/);
  assert.doesNotMatch(content, /Servers?(?=https?:)/);
  assert.doesNotMatch(content, /curl ?JavaScript ?TypeScript/);
  for (const p of indexed) assert.doesNotMatch(p.content, /\(current\)\d/, p.url);
});

test('a method and its path read apart in the indexed text (search excerpts), on operation and tag pages', () => {
  const operation = indexed.find((p) => p.url === '/api/create-workflow');
  assert.ok(operation, '/api/create-workflow is indexed');
  assert.match(operation.content, /POST \/api\/v1\/workflows/);
  for (const p of indexed.filter((page) => page.url.startsWith('/api')))
    assert.doesNotMatch(p.content, /\b(GET|POST|PUT|PATCH|DELETE)\/[a-z]/, p.url);
});
