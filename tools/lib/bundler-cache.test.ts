import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CACHE_GROWTH_LIMIT, CACHE_RECORD_FLOOR, checkBundlerCache, folderBytes } from './bundler-cache.ts';

test("a start records the bundler's cache size, keeps a cache that grew less than the limit and empties one that grew past it", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-cache-'));
  try {
    const cache = path.join(root, '.next/dev/cache');
    const record = path.join(root, '.cache/dev/bundler-cache.json');
    const write = (file: string, bytes: number) => {
      fs.mkdirSync(path.dirname(path.join(cache, file)), { recursive: true });
      fs.writeFileSync(path.join(cache, file), Buffer.alloc(bytes));
    };
    // No cache yet (a first start), or a few bytes of one stopped before its write: nothing to record.
    assert.equal(checkBundlerCache(cache, record), undefined);
    write('turbopack/LOG', 72);
    assert.equal(checkBundlerCache(cache, record), undefined);
    assert.equal(fs.existsSync(record), false);
    write('turbopack/a/00001.sst', CACHE_RECORD_FLOOR);
    assert.equal(checkBundlerCache(cache, record), undefined);
    const first = CACHE_RECORD_FLOOR + 72;
    assert.deepEqual(JSON.parse(fs.readFileSync(record, 'utf8')), { bytes: first });
    write('turbopack/b/00002.sst', CACHE_RECORD_FLOOR);
    assert.equal(checkBundlerCache(cache, record), undefined, 'about twice its size: kept');
    assert.equal(folderBytes(cache), first + CACHE_RECORD_FLOOR);
    write('turbopack/b/00003.sst', CACHE_RECORD_FLOOR);
    const said = checkBundlerCache(cache, record);
    assert.match(said ?? '', /grown to 30 MB, over 2\.5 times its 10 MB at its first start/);
    assert.ok(3 > CACHE_GROWTH_LIMIT);
    assert.equal(fs.existsSync(cache), false, 'emptied');
    assert.equal(fs.existsSync(record), false, 'the next start records the fresh cache');
    write('turbopack/c/00001.sst', 2 * CACHE_RECORD_FLOOR);
    assert.equal(checkBundlerCache(cache, record), undefined);
    assert.deepEqual(JSON.parse(fs.readFileSync(record, 'utf8')), { bytes: 2 * CACHE_RECORD_FLOOR });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
