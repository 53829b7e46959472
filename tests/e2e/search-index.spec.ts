/**
 * What the built Pagefind index holds, read in Chromium through Pagefind's own script: every
 * docs, API and CLI page, each with its section; no unlisted page, tag listing or 404; no page
 * chrome. Unlisted pages also never show up when searched for by their own words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OUT, openSearch, resultPages, search } from './search-helpers';

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

async function indexedPages(page: import('@playwright/test').Page): Promise<IndexedPage[]> {
  await page.goto('/');
  return page.evaluate(async () => {
    const url = '/_pagefind/pagefind.js';
    const pagefind = await import(/* webpackIgnore: true */ url);
    await pagefind.options({ baseUrl: '/' });
    const response = await pagefind.search(null, { filters: { section: { any: ['Docs', 'API', 'CLI'] } } });
    const all = await Promise.all(
      response.results.map((r: { data(): Promise<{ url: string; filters: { section: string[] }; content: string }> }) =>
        r.data(),
      ),
    );
    return all.map((d) => ({
      url: d.url.replace(/\.html$/, '').replace(/^\/index$/, '/'),
      section: d.filters.section,
      content: d.content,
    }));
  });
}

test('the index holds every listed docs, API and CLI page with its section, and nothing else', async ({ page }) => {
  const pages = exportedPages();
  const indexed = await indexedPages(page);
  const indexedRoutes = indexed.map((p) => p.url).sort();
  const expected = pages
    .filter((p) => p.searchable)
    .map((p) => p.route)
    .sort();
  expect(expected.length).toBeGreaterThan(20);
  expect(indexedRoutes).toEqual(expected);
  for (const p of indexed) expect(p.section, p.url).toEqual([sectionOf(p.url)]);
});

test('unlisted pages, tag listings and the 404 page are not in the index', async ({ page }) => {
  const indexed = new Set((await indexedPages(page)).map((p) => p.url));
  const unlisted = exportedPages()
    .filter((p) => p.noindex)
    .map((p) => p.route);
  // The standalone templates too: the home page's alternative layout and the Markdown style sheet.
  expect(unlisted).toEqual(
    expect.arrayContaining([
      '/docs/reference/test-suite-lifecycle',
      '/docs/reference/connectors/template',
      '/index2',
      '/markdown-page',
    ]),
  );
  for (const route of unlisted) expect(indexed.has(route), route).toBe(false);
  expect([...indexed].filter((url) => url.startsWith('/tags') || /404|not-found/.test(url))).toEqual([]);
});

test('page chrome (navbar, sidebar, footer, banner, TOC) is not indexed', async ({ page }) => {
  const indexed = await indexedPages(page);
  for (const p of indexed) {
    expect(p.content, p.url).not.toContain('Copyright ©');
    expect(p.content, p.url).not.toContain('Skip to Content');
    expect(p.content, p.url).not.toContain('Scroll to top');
    expect(p.content, p.url).not.toContain('On This Page');
  }
});

test('unlisted pages never appear in results, even for their own titles', async ({ page }) => {
  const unlisted = exportedPages()
    .filter((p) => p.noindex)
    .map((p) => p.route);
  await page.goto('/');
  await openSearch(page);
  for (const query of [
    'test suite lifecycle',
    'custom connector template',
    'troubleshooting a local director',
    'unlisted',
    'markdown styles',
  ]) {
    await search(page, query);
    const results = await resultPages(page);
    for (const route of unlisted) expect(results, `"${query}"`).not.toContain(route);
  }
});

/**
 * Controls (buttons, selects, tabs, fields) are not content: their labels would land in the index
 * run together ("1.4.0 (current)1.3.0…", "curlJavaScriptTypeScript…"). Each one with text inside
 * the indexed body must be left out (data-pagefind-ignore), or sit where Pagefind drops it
 * (form, label, nav, footer).
 */
test('no control with text is indexed on any kind of searchable page', async ({ page }) => {
  const pages = [
    '/',
    '/docs/using/concepts',
    '/docs/reference/connectors/pinecone',
    '/api',
    '/api/sandgarden-sun-api',
    '/api/create-step',
    '/api/list-runs',
    '/api/changelog',
    '/cli/sand/runs/start',
    '/category/connectors',
  ];
  const problems: string[] = [];
  for (const route of pages) {
    await page.goto(route);
    const found = await page.evaluate(() => {
      const body = document.querySelector('[data-pagefind-body]');
      if (!body) return ['no [data-pagefind-body]'];
      const controls = body.querySelectorAll('button, select, input, textarea, [role="tab"], [role="button"]');
      return [...controls]
        .filter((c) => !c.closest('[data-pagefind-ignore], form, label, nav, footer, template, noscript'))
        .map(
          (c) =>
            `${c.tagName.toLowerCase()}${c.getAttribute('role') ? `[role=${c.getAttribute('role')}]` : ''} "${(c.textContent ?? '').trim().slice(0, 40)}"`,
        )
        .filter((text) => !text.endsWith('""'));
    });
    for (const control of found) problems.push(`${route}: ${control}`);
  }
  expect(problems).toEqual([]);
});

test('labels and values keep their spaces in the indexed text of an operation page', async ({ page }) => {
  const indexed = await indexedPages(page);
  const operation = indexed.find((p) => p.url === '/api/create-step');
  expect(operation, '/api/create-step is indexed').toBeDefined();
  const content = operation!.content;
  expect(content).not.toMatch(/\d+\.\d+\.\d+ \(current\)/);
  expect(content).not.toMatch(/operationId(?=[A-Za-z])/);
  expect(content).not.toMatch(/Servers?(?=https?:)/);
  expect(content).not.toMatch(/curl ?JavaScript ?TypeScript/);
  for (const p of indexed) expect(p.content, p.url).not.toMatch(/\(current\)\d/);
});
