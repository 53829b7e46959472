import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRouterPrefetch, prefetchAllowed } from './prefetch-policy.ts';

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

test('router prefetches are told apart from navigations by their header, in any header shape', () => {
  assert.equal(isRouterPrefetch({ 'Next-Router-Prefetch': '1', RSC: '1' }), true);
  assert.equal(isRouterPrefetch([['next-router-prefetch', '1']]), true);
  assert.equal(isRouterPrefetch({ RSC: '1' }), false);
  assert.equal(isRouterPrefetch(undefined), false);
});
