import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { warmBundler } from './warm-bundler.ts';

const page = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-warm-'));
  const file = path.join(dir, 'index.mdx');
  // No newline at the end and a non-ASCII character: the bytes put back must be these exactly.
  fs.writeFileSync(file, '---\ntitle: Übersicht\n---\n\n<GeneratedPage route={"/api"} />');
  return file;
};

test('the bundler sees the page change while it waits, then the exact bytes are back', async () => {
  const file = page();
  const before = fs.readFileSync(file);
  let seenWhileWaiting: Buffer | undefined;
  const ran = await warmBundler(file, 2000, async (ms) => {
    assert.equal(ms, 2000);
    seenWhileWaiting = fs.readFileSync(file);
  });
  assert.equal(ran, true);
  assert.deepEqual(seenWhileWaiting, Buffer.concat([before, Buffer.from('\n')]));
  assert.deepEqual(fs.readFileSync(file), before);
});

test('the bytes are put back when the wait fails', async () => {
  const file = page();
  const before = fs.readFileSync(file);
  await assert.rejects(
    warmBundler(file, 10, async () => {
      throw new Error('stopped');
    }),
    /stopped/,
  );
  assert.deepEqual(fs.readFileSync(file), before);
});

test('nothing is written when the page is not generated yet', async () => {
  const missing = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sg-warm-')), 'index.mdx');
  assert.equal(await warmBundler(missing, 10, async () => assert.fail('waited for a missing page')), false);
  assert.equal(fs.existsSync(missing), false);
});
