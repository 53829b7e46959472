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

test('a value is read from its own file when asked for; an unreadable one is made again; only the newest namespaces are kept', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-store-'));
  try {
    const store = diskStore<number>(dir, 'ns');
    store.set('x', 1);
    store.set('y', 2);
    store.save();
    const files = fs
      .readdirSync(path.join(dir, 'ns'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json'));
    assert.equal(files.length, 2, 'one file per value');
    // A value cut short (a crash mid-write by an older version): undefined, so it is made again.
    fs.writeFileSync(path.join(dir, 'ns', files[0]!), '{"half');
    const later = diskStore<number>(dir, 'ns');
    assert.deepEqual([later.get('x'), later.get('y')].filter((v) => v !== undefined).length, 1);
    // An older store's single file, as earlier versions wrote, is pruned like an old namespace.
    fs.writeFileSync(path.join(dir, 'old.json'), '{}');
    fs.utimesSync(path.join(dir, 'old.json'), new Date(0), new Date(0));
    fs.utimesSync(path.join(dir, 'ns'), new Date(0), new Date(1000));
    for (const [i, namespace] of ['a', 'b', 'c', 'd'].entries()) {
      const next = diskStore<number>(dir, namespace);
      next.set('x', i);
      next.save();
      // Used i seconds apart, the last one now.
      fs.utimesSync(path.join(dir, namespace), new Date(), new Date(Date.now() - (3 - i) * 1000));
    }
    assert.deepEqual(fs.readdirSync(dir).sort(), ['b', 'c', 'd']);
    assert.equal(diskStore<number>(dir, 'd').get('x'), 3);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
