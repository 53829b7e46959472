import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readModelFile } from './model-file.ts';

test('a model file is parsed once, again when it changes on disk, and is undefined when absent', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'model-file-'));
  try {
    const file = path.join(dir, '_model.json');
    assert.equal(readModelFile(file), undefined);
    fs.writeFileSync(file, '{"pages":{"/a":1}}');
    const first = readModelFile<{ pages: object }>(file);
    assert.deepEqual(first, { pages: { '/a': 1 } });
    assert.equal(readModelFile(file), first, 'the same object while the file is unchanged');
    // An in-place rewrite, as `npm run dev` regenerates: a later modification time.
    fs.writeFileSync(file, '{"pages":{"/b":2}}');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    assert.deepEqual(readModelFile(file), { pages: { '/b': 2 } });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
