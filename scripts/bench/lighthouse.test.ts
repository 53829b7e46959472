import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoresOf } from './lighthouse.ts';

test('category scores become whole numbers out of 100', () => {
  const report = { categories: { performance: { score: 0.987 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 1 } } };
  assert.deepEqual(scoresOf(report), { performance: 99, accessibility: 100, 'best-practices': 96, seo: 100 });
});

test('a category Lighthouse could not score is an error, not a zero', () => {
  const report = { categories: { performance: { score: null }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 1 } } };
  assert.throws(() => scoresOf(report), /no performance score/);
});

test('the Largest Contentful Paint of a report, in milliseconds', async () => {
  const { lcpOf } = await import('./lighthouse.ts');
  assert.equal(lcpOf({ audits: { 'largest-contentful-paint': { numericValue: 2512.4 } } }), 2512);
  assert.throws(() => lcpOf({ audits: {} }), /no largest-contentful-paint/);
});

test('the Total Blocking Time of a report, in milliseconds', async () => {
  const { tbtOf } = await import('./lighthouse.ts');
  assert.equal(tbtOf({ audits: { 'total-blocking-time': { numericValue: 301.6 } } }), 302);
  assert.throws(() => tbtOf({ audits: {} }), /no total-blocking-time/);
});
