import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bestSubResult, cleanUrl, excerptParts, toSearchHit, type PagefindResultData } from './results.ts';

test('URLs lose .html and /index the way the static export serves them', () => {
  assert.equal(cleanUrl('/api/start-run.html'), '/api/start-run');
  assert.equal(cleanUrl('/api/start-run.html#request-body'), '/api/start-run#request-body');
  assert.equal(cleanUrl('/index.html'), '/');
  assert.equal(cleanUrl('/index.html#why'), '/#why');
  assert.equal(cleanUrl('/api.html'), '/api');
  assert.equal(cleanUrl('/cli/sand/index.html'), '/cli/sand');
  assert.equal(cleanUrl('/docs/using/concepts'), '/docs/using/concepts');
});

test('excerpts become text runs: marks highlight, entities decode, other tags never survive', () => {
  assert.deepEqual(excerptParts('Start a <mark>run</mark> of a workflow'), [
    { text: 'Start a ', highlight: false },
    { text: 'run', highlight: true },
    { text: ' of a workflow', highlight: false },
  ]);
  assert.deepEqual(excerptParts('a &lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>b</mark>'), [
    { text: 'a <script>alert(1)</script> & ', highlight: false },
    { text: 'b', highlight: true },
  ]);
  assert.deepEqual(excerptParts('<img src=x onerror=alert(1)>text &#x27;q&#39; &unknown;'), [
    { text: "text 'q' &unknown;", highlight: false },
  ]);
  assert.deepEqual(excerptParts(''), []);
});

const page = (subs: PagefindResultData['sub_results']): PagefindResultData => ({
  url: '/api/create-workflow.html',
  excerpt: 'Creates a <mark>workflow</mark>.',
  meta: { title: 'Create a workflow', method: 'POST', path: '/api/v1/workflows' },
  filters: { section: ['API'] },
  sub_results: subs,
});

test('the heading where the query matched best is where the result leads', () => {
  const data = page([
    {
      title: 'Create a workflow',
      url: '/api/create-workflow.html',
      excerpt: 'Creates a <mark>workflow</mark>.',
      weighted_locations: [{ weight: 7, balanced_score: 10, location: 0 }],
    },
    {
      title: 'Request body',
      url: '/api/create-workflow.html#request-body',
      anchor: { element: 'h2', id: 'request-body', location: 30 },
      excerpt: 'The <mark>stages</mark> run in order.',
      weighted_locations: [{ weight: 6, balanced_score: 40, location: 31 }],
    },
  ]);
  assert.equal(bestSubResult(data)?.title, 'Request body');
  const hit = toSearchHit(data);
  assert.equal(hit.url, '/api/create-workflow#request-body');
  assert.equal(hit.pageUrl, '/api/create-workflow');
  assert.equal(hit.heading, 'Request body');
  assert.equal(hit.section, 'API');
  assert.equal(hit.method, 'POST');
  assert.deepEqual(hit.excerpt[1], { text: 'stages', highlight: true });
});

test('a match at the top of the page leads to the page itself, without a heading', () => {
  const hit = toSearchHit(
    page([
      {
        title: 'Create a workflow',
        url: '/api/create-workflow.html',
        excerpt: '<mark>Creates</mark> a workflow.',
        weighted_locations: [{ weight: 7, balanced_score: 50, location: 0 }],
      },
      {
        title: 'Responses',
        url: '/api/create-workflow.html#responses',
        anchor: { element: 'h2', id: 'responses', location: 40 },
        excerpt: 'x',
        weighted_locations: [{ weight: 1, balanced_score: 2, location: 41 }],
      },
    ]),
  );
  assert.equal(hit.url, '/api/create-workflow');
  assert.equal(hit.heading, undefined);
  assert.equal(hit.excerpt[0].text, 'Creates');
});

test('without sub-results or a title the page URL and excerpt stand in', () => {
  const hit = toSearchHit({
    url: '/docs/changelog.html',
    excerpt: 'the <mark>changelog</mark>',
    meta: {},
    sub_results: [],
  });
  assert.equal(hit.url, '/docs/changelog');
  assert.equal(hit.title, '/docs/changelog');
  assert.equal(hit.section, undefined);
  assert.deepEqual(hit.excerpt, [
    { text: 'the ', highlight: false },
    { text: 'changelog', highlight: true },
  ]);
});

test("a field's result leads to the field and names its path and the heading it sits under", () => {
  const field = { element: 'li', id: 'response-200.output.summary', title: 'output.summary', location: 140 };
  const data: PagefindResultData = {
    ...page([
      {
        title: 'Create a workflow',
        url: '/api/create-workflow.html',
        excerpt: 'Creates a workflow.',
        weighted_locations: [{ weight: 7, balanced_score: 5, location: 0 }],
      },
      {
        title: 'output.summary',
        url: '/api/create-workflow.html#response-200.output.summary',
        anchor: field,
        excerpt: '<mark>summary</mark> string',
        weighted_locations: [{ weight: 0.4, balanced_score: 30, location: 141 }],
      },
    ]),
    anchors: [
      { element: 'h2', id: 'responses', text: 'Responses', location: 120 },
      { element: 'h3', id: '200-ok', text: '200 OK', location: 121 },
      { element: 'div', id: 'response-200', text: '', location: 125 },
      field,
      { element: 'h3', id: '400-bad-request', text: '400 Bad Request', location: 200 },
    ],
  };
  const hit = toSearchHit(data);
  assert.equal(hit.url, '/api/create-workflow#response-200.output.summary');
  assert.equal(hit.heading, 'output.summary in 200 OK');
  assert.equal(hit.field, 'summary');
});
