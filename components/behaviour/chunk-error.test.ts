import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isChunkLoadError } from './chunk-error.ts';

test('bundler chunk failures are chunk load errors', () => {
  const webpack = Object.assign(new Error('Loading chunk 42 failed.\n(error: /_next/static/chunks/42.js)'), {
    name: 'ChunkLoadError',
  });
  assert.equal(isChunkLoadError(webpack), true);
  assert.equal(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 123')), true);
});

test('browser module import failures are chunk load errors', () => {
  assert.equal(
    isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/x.js')),
    true,
  );
  assert.equal(isChunkLoadError(new TypeError('Importing a module script failed.')), true);
});

test('errors thrown by running code are not', () => {
  assert.equal(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')")), false);
  assert.equal(isChunkLoadError('Loading chunk 1 failed'), false);
  assert.equal(isChunkLoadError(null), false);
});
