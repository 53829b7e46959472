import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CACHE_GROWTH_LIMIT, checkBundlerCache, folderBytes } from './bundler-cache.ts';

test("a start records the bundler's cache size, keeps a cache that grew less than the limit and empties one that grew past it", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-cache-'));
  try {
    const cache = path.join(root, '.next/dev/cache');
    const record = path.join(root, '.cache/dev/bundler-cache.json');
    const write = (file: string, bytes: number) => {
      fs.mkdirSync(path.dirname(path.join(cache, file)), { recursive: true });
      fs.writeFileSync(path.join(cache, file), Buffer.alloc(bytes));
    };
    // No cache yet (a first start): nothing to record.
    assert.equal(checkBundlerCache(cache, record), undefined);
    assert.equal(fs.existsSync(record), false);
    write('turbopack/a/00001.sst', 1_000_000);
    assert.equal(checkBundlerCache(cache, record), undefined);
    assert.deepEqual(JSON.parse(fs.readFileSync(record, 'utf8')), { bytes: 1_000_000 });
    write('turbopack/b/00002.sst', 1_000_000);
    assert.equal(checkBundlerCache(cache, record), undefined, 'twice its size: kept');
    assert.equal(folderBytes(cache), 2_000_000);
    write('turbopack/b/00003.sst', 1_000_000);
    const said = checkBundlerCache(cache, record);
    assert.match(said ?? '', /grown to 3 MB, over 2\.5 times its 1 MB at its first start/);
    assert.ok(3 > CACHE_GROWTH_LIMIT);
    assert.equal(fs.existsSync(cache), false, 'emptied');
    assert.equal(fs.existsSync(record), false, 'the next start records the fresh cache');
    write('turbopack/c/00001.sst', 1_200_000);
    assert.equal(checkBundlerCache(cache, record), undefined);
    assert.deepEqual(JSON.parse(fs.readFileSync(record, 'utf8')), { bytes: 1_200_000 });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
