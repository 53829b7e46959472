import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FINE_RACY_MS, RACY_MS, fileIdentity, memoByFile, racyWindow, settledIdentity } from './file-memo.ts';

test('a file is read again only when it changed; one settled on disk is read once', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-memo-'));
  try {
    const file = path.join(dir, 'a.txt');
    let reads = 0;
    const text = memoByFile((f) => {
      reads++;
      return fs.readFileSync(f, 'utf8');
    });
    fs.writeFileSync(file, 'one');
    await sleep(racyWindow(fs.statSync(file)) + 100);
    text(file);
    assert.equal(text(file), 'one');
    assert.equal(reads, 1, 'a settled file is read once');
    fs.writeFileSync(file, 'two!');
    assert.equal(text(file), 'two!', 'a changed file is read again');
    assert.equal(reads, 2);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a file is not known by its identity within its racy window: a few clock ticks where timestamps are finer than a second, two seconds where they are whole', () => {
  const stat = (mtimeMs: number) => ({ ino: 7, size: 3, mtimeMs, ctimeMs: mtimeMs }) as fs.Stats;
  const fine = stat(1_764_400_000_123.456);
  assert.equal(settledIdentity(fine, fine.mtimeMs + FINE_RACY_MS / 2), undefined, 'just written: read again');
  assert.equal(settledIdentity(fine, fine.mtimeMs + FINE_RACY_MS + 1), fileIdentity(fine));
  const whole = stat(1_764_400_000_000);
  assert.equal(settledIdentity(whole, whole.mtimeMs + 1500), undefined, 'within the same two seconds');
  assert.equal(settledIdentity(whole, whole.mtimeMs + RACY_MS + 1), fileIdentity(whole));
});
