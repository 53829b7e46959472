import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isEditorScratch, watchSpecs } from './watch-specs.ts';

/** A watcher on a real temporary folder whose reported batches can be awaited one by one. */
async function watchedFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-watch-'));
  const spec = path.join(dir, 'sun-api.yaml');
  fs.writeFileSync(spec, 'openapi: 3.1.0\n');
  const batches: string[][] = [];
  let wake: (() => void) | undefined;
  const watcher = watchSpecs(
    [dir],
    (files) => {
      batches.push(files);
      wake?.();
    },
    50,
  );
  await watcher.ready;
  const nextBatch = async (what: string) => {
    const deadline = Date.now() + 5000;
    while (batches.length === 0) {
      if (Date.now() > deadline) assert.fail(`no change reported after ${what}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 200);
      });
    }
    return batches.shift()!;
  };
  return {
    dir,
    spec,
    nextBatch,
    close: () => watcher.close().then(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/** vim, IDEs and `sed -i`: write a temporary file, then rename it over the spec. */
function saveAtomically(spec: string, text: string) {
  const temp = path.join(path.dirname(spec), `sed${process.pid}`);
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, spec);
}

test('in-place saves are still noticed after an atomic save (rename over the file), every time', async () => {
  const folder = await watchedFolder();
  try {
    const inode = fs.statSync(folder.spec).ino;
    saveAtomically(folder.spec, 'openapi: 3.1.0\ninfo: {}\n');
    assert.ok((await folder.nextBatch('an atomic save')).includes(folder.spec));
    assert.notEqual(fs.statSync(folder.spec).ino, inode, 'the atomic save replaced the file');
    for (const text of ['openapi: 3.1.0\ninfo: { title: A }\n', 'openapi: 3.1.0\ninfo: { title: B }\n']) {
      fs.writeFileSync(folder.spec, text);
      assert.deepEqual(await folder.nextBatch('an in-place save'), [folder.spec]);
    }
    saveAtomically(folder.spec, 'openapi: 3.1.0\ninfo: { title: C }\n');
    assert.ok((await folder.nextBatch('a second atomic save')).includes(folder.spec));
    fs.appendFileSync(folder.spec, '# appended\n');
    assert.deepEqual(await folder.nextBatch('an in-place append'), [folder.spec]);
  } finally {
    await folder.close();
  }
});

test('a burst of writes from one save is reported once, and a new file in a watched folder counts', async () => {
  const folder = await watchedFolder();
  try {
    for (let i = 0; i < 5; i++) fs.writeFileSync(folder.spec, `openapi: 3.1.0\n# ${i}\n`);
    assert.deepEqual(await folder.nextBatch('five quick writes'), [folder.spec]);
    const extra = path.join(folder.dir, 'schemas', 'run.yaml');
    fs.mkdirSync(path.dirname(extra));
    fs.writeFileSync(extra, 'type: object\n');
    assert.ok((await folder.nextBatch('a new file')).includes(extra));
  } finally {
    await folder.close();
  }
});

test("editors' swap files, backups and probe files are not specs", () => {
  for (const scratch of [
    'openapi/.sun-api.yaml.swp',
    'openapi/.sun-api.yaml.swx',
    'openapi/sun-api.yaml~',
    'openapi/4913',
  ])
    assert.ok(isEditorScratch(scratch), scratch);
  for (const spec of ['openapi/sun-api.yaml', 'cli-spec/sand.json', 'openapi/v2.yaml'])
    assert.ok(!isEditorScratch(spec), spec);
});
