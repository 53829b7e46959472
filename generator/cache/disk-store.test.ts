import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diskStore } from './disk-store.ts';

test('values outlive the process in their namespace only, and the folder is safe to delete', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-store-'));
  try {
    const first = diskStore<{ tree: string[] }>(dir, 'code-v1');
    assert.equal(first.get('```bash\nsand run\n```'), undefined);
    first.set('```bash\nsand run\n```', { tree: ['pre'] });
    first.save();
    assert.deepEqual(
      diskStore(dir, 'code-v1').get('```bash\nsand run\n```'),
      { tree: ['pre'] },
      'a later run finds it',
    );
    assert.equal(
      diskStore(dir, 'code-v2').get('```bash\nsand run\n```'),
      undefined,
      'changed code (another namespace) does not',
    );
    assert.equal(diskStore(dir, 'code-v1').get('```bash\nsand runs\n```'), undefined, 'other input does not');
    fs.rmSync(dir, { recursive: true });
    assert.equal(diskStore(dir, 'code-v1').get('```bash\nsand run\n```'), undefined);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('an unreadable file starts empty, and only the newest namespaces are kept', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-store-'));
  try {
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"half');
    assert.equal(diskStore(dir, 'broken').get('x'), undefined);
    for (const [i, namespace] of ['a', 'b', 'c', 'd'].entries()) {
      const store = diskStore<number>(dir, namespace);
      store.set('x', i);
      store.save();
      fs.utimesSync(path.join(dir, `${namespace}.json`), new Date(), new Date(Date.now() + i * 1000));
    }
    assert.deepEqual(fs.readdirSync(dir).sort(), ['b.json', 'c.json', 'd.json']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
