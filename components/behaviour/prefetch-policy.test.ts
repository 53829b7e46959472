import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRouterNavigation, isRouterPrefetch, pageUrlOfPayload, prefetchAllowed } from './prefetch-policy.ts';

test('prefetch is on when the browser says nothing about the connection', () => {
  assert.equal(prefetchAllowed(undefined), true);
  assert.equal(prefetchAllowed({}), true);
});

test('prefetch is on for 3g and 4g without data saver', () => {
  assert.equal(prefetchAllowed({ effectiveType: '4g', saveData: false }), true);
  assert.equal(prefetchAllowed({ effectiveType: '3g' }), true);
});

test('prefetch is off with data saver on, whatever the speed', () => {
  assert.equal(prefetchAllowed({ effectiveType: '4g', saveData: true }), false);
});

test('prefetch is off on slow-2g and 2g', () => {
  assert.equal(prefetchAllowed({ effectiveType: 'slow-2g' }), false);
  assert.equal(prefetchAllowed({ effectiveType: '2g', saveData: false }), false);
});

test('router prefetches are told apart by their header, in any header shape', () => {
  assert.equal(isRouterPrefetch({ headers: { 'Next-Router-Prefetch': '1', RSC: '1' } }), true);
  assert.equal(isRouterPrefetch({ headers: [['next-router-prefetch', '1']] }), true);
  assert.equal(isRouterPrefetch({ headers: { RSC: '1' } }), false);
  assert.equal(isRouterPrefetch({}), false);
});

test("the static export's bare HEAD probe counts as a prefetch; the offline check's HEAD does not", () => {
  assert.equal(isRouterPrefetch({ method: 'HEAD' }), true);
  assert.equal(isRouterPrefetch({ method: 'head', headers: {} }), true);
  assert.equal(isRouterPrefetch({ method: 'HEAD', headers: { RSC: '1' } }), false);
});

test('a navigation is a GET with the RSC header and without the prefetch header', () => {
  assert.equal(isRouterNavigation({ headers: { RSC: '1', 'Next-Url': '/x' } }), true);
  assert.equal(isRouterNavigation({ headers: { RSC: '1', 'Next-Router-Prefetch': '1' } }), false);
  assert.equal(isRouterNavigation({ method: 'HEAD', headers: { RSC: '1' } }), false);
  assert.equal(isRouterNavigation({ headers: { Accept: 'text/html' } }), false);
});

test("a page's data file maps back to the page, keeping its query", () => {
  const page = (url: string) => pageUrlOfPayload(new URL(url, 'http://docs.test')).href;
  assert.equal(page('/docs/using/concepts.txt?_rsc=abc'), 'http://docs.test/docs/using/concepts');
  assert.equal(page('/index.txt?_rsc=abc'), 'http://docs.test/');
  assert.equal(page('/api.txt?tab=go&_rsc=abc'), 'http://docs.test/api?tab=go');
  assert.equal(page('/cli/sand?_rsc=abc'), 'http://docs.test/cli/sand');
});
