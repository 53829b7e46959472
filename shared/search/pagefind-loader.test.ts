import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPagefind, SearchUnavailableInDev } from './pagefind-loader.ts';

test('under next dev the loader fetches nothing and says search works on the built site', async () => {
  const saved = process.env.NODE_ENV;
  const savedFetch = globalThis.fetch;
  let fetched = 0;
  globalThis.fetch = (async () => {
    fetched++;
    throw new Error('no fetch expected');
  }) as typeof fetch;
  try {
    (process.env as Record<string, string>).NODE_ENV = 'development';
    await assert.rejects(
      loadPagefind(),
      (error: Error) => error instanceof SearchUnavailableInDev && /works on the built site/.test(error.message),
    );
    assert.equal(fetched, 0);
  } finally {
    (process.env as Record<string, string | undefined>).NODE_ENV = saved;
    globalThis.fetch = savedFetch;
  }
});
