/** The pure parts; the search over the built index is proven by tests/mcp (it needs out/). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ToolInputError } from './tool-errors.ts';
import { DocsSearch, resultsMarkdown, searchResult, sectionOf } from './search-docs.ts';
import { temporaryDir } from '../../generator/lib/temporary-dir.ts';

test('a section is named in any case; "all" or nothing searches everything; another is a tool error', () => {
  assert.equal(sectionOf('api'), 'API');
  assert.equal(sectionOf('Docs'), 'Docs');
  assert.equal(sectionOf(undefined), null);
  assert.equal(sectionOf('all'), null);
  assert.throws(
    () => sectionOf('blog'),
    (error: Error) => error instanceof ToolInputError && /Docs, API, CLI/.test(error.message),
  );
});

test('a hit becomes title, route, absolute URL to its heading, endpoint and a snippet with matches in bold', () => {
  const result = searchResult({
    url: '/api/start-run#request-body',
    pageUrl: '/api/start-run',
    title: 'Start a run',
    heading: 'Request body',
    section: 'API',
    excerpt: [
      { text: 'Starts a ', highlight: false },
      { text: 'run', highlight: true },
      { text: ' of a\n step', highlight: false },
    ],
    method: 'post',
    path: '/api/v1/runs',
  });
  assert.deepEqual(result, {
    title: 'Start a run',
    route: '/api/start-run',
    url: 'https://docs.sandgarden.com/api/start-run#request-body',
    section: 'API',
    heading: 'Request body',
    snippet: 'Starts a **run** of a step',
    endpoint: 'POST /api/v1/runs',
  });
  assert.equal(searchResult({ url: '/', pageUrl: '/', title: 'Home', excerpt: [] }).url, 'https://docs.sandgarden.com');
});

test('the answer numbers the results best first with their routes; none says so', () => {
  const md = resultsMarkdown(
    'start a run',
    null,
    [
      {
        title: 'Start a run',
        route: '/api/start-run',
        url: 'https://docs.sandgarden.com/api/start-run',
        section: 'API',
        snippet: 'x',
        endpoint: 'POST /api/v1/runs',
      },
    ],
    12,
  );
  assert.match(
    md,
    /^12 results for "start a run"; the first 1, best first:\n\n1\. Start a run \(API, POST \/api\/v1\/runs\) route: \/api\/start-run/,
  );
  assert.match(resultsMarkdown('zzz', 'CLI', [], 0), /No results for "zzz" in CLI/);
});

test('a built site without a search index says which file is missing and what writes it', async () => {
  const search = new DocsSearch(temporaryDir('mcp-no-index-'));
  await assert.rejects(
    search.search('runs'),
    /_pagefind\/pagefind\.js is missing: the search index is written by `npm run build`/,
  );
});
