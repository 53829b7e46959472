import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  HOT_RELOAD_RETRIES,
  HOT_RELOAD_RETRY_WINDOW_MS,
  isChunkLoadError,
  isHotReloadMismatch,
  mayRetryHotReload,
} from './chunk-error.ts';

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

test("React's element-type error under next dev is a hot-reload mismatch; in a build, or any other error, it is not", () => {
  const mismatch = new Error(
    'Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: undefined. You likely forgot to export your component',
  );
  assert.equal(isHotReloadMismatch(mismatch, true), true);
  assert.equal(isHotReloadMismatch(mismatch, false), false, 'never in a build');
  assert.equal(
    isHotReloadMismatch(new Error('Element type is invalid: expected a string but got: object.'), true),
    false,
  );
  assert.equal(isHotReloadMismatch(new Error('Cannot read properties of undefined'), true), false);
  assert.equal(isHotReloadMismatch('Element type is invalid … got: undefined', true), false);
});

test('a page asks for its render again after a mismatch at most a few times a minute', () => {
  const times: number[] = [];
  for (let i = 0; i < HOT_RELOAD_RETRIES; i++) assert.equal(mayRetryHotReload(times, 1000 + i), true);
  assert.equal(mayRetryHotReload(times, 2000), false, 'a page that keeps failing stops asking');
  assert.equal(
    mayRetryHotReload(times, 1000 + HOT_RELOAD_RETRY_WINDOW_MS + 1),
    true,
    'and may ask again once the window has passed',
  );
});
