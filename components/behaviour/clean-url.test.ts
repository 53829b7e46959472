import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanHtmlPath } from './clean-url.ts';

test('a page file maps to its clean path', () => {
  assert.equal(cleanHtmlPath('/docs/using/concepts.html'), '/docs/using/concepts');
});

test('a folder index maps to the folder', () => {
  assert.equal(cleanHtmlPath('/api/index.html'), '/api');
});

test('the root index maps to the root', () => {
  assert.equal(cleanHtmlPath('/index.html'), '/');
});

test('clean paths are left alone', () => {
  assert.equal(cleanHtmlPath('/'), null);
  assert.equal(cleanHtmlPath('/docs/using/concepts'), null);
  assert.equal(cleanHtmlPath('/docs/html'), null);
});

test('only the last segment counts: an index.html folder name in the middle stays', () => {
  assert.equal(cleanHtmlPath('/a.html/b'), null);
  assert.equal(cleanHtmlPath('/reindex.html'), '/reindex');
});
