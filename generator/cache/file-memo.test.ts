import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { memoByFile } from './file-memo.ts';

test('a file is read again only when it changed; one changed within the last second is never remembered', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-memo-'));
  try {
    const file = path.join(dir, 'a.txt');
    let reads = 0;
    const text = memoByFile((f) => {
      reads++;
      return fs.readFileSync(f, 'utf8');
    });
    fs.writeFileSync(file, 'one');
    // Just written: read each time, as a second write in the same clock tick could look the same.
    assert.equal(text(file), 'one');
    assert.equal(text(file), 'one');
    assert.equal(reads, 2);
    await sleep(1100);
    text(file);
    assert.equal(text(file), 'one');
    assert.equal(reads, 3, 'a file older than a second is read once');
    fs.writeFileSync(file, 'two!');
    assert.equal(text(file), 'two!', 'a changed file is read again');
    assert.equal(reads, 4);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
