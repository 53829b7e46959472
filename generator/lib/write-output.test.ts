import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diffFiles, diffOutputDir, placingOrder, updateOutputDir, writeFiles, writerAhead } from './write-output.ts';
import type { FileRecord } from './files.ts';

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-write-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return path.join(dir);
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
/** A file's identity and date: a file left alone keeps both, so `next dev` sees no change to it. */
const stamp = (dir: string, file: string) => {
  const s = fs.statSync(path.join(dir, file));
  return `${s.ino}:${s.mtimeMs}`;
};

test('only the files whose bytes change are written; removed files and their emptied folders go', () => {
  const dir = folder({ 'same.mdx': 'same\n', 'changed.mdx': 'old\n', 'gone/only.mdx': 'x\n', '_meta.json': '{}\n' });
  try {
    const before = { same: stamp(dir, 'same.mdx'), meta: stamp(dir, '_meta.json') };
    const records: FileRecord[] = [
      { path: 'same.mdx', content: 'same\n' },
      { path: 'changed.mdx', content: 'new ✓\n' },
      { path: 'new/page.mdx', content: 'added\n' },
      { path: '_meta.json', content: '{}\n' },
    ];
    const diff = diffOutputDir(dir, records);
    assert.deepEqual(diff, { added: ['new/page.mdx'], changed: ['changed.mdx'], removed: ['gone/only.mdx'] });
    updateOutputDir(dir, records, diff);
    assert.equal(stamp(dir, 'same.mdx'), before.same, 'an unchanged page is not rewritten');
    assert.equal(stamp(dir, '_meta.json'), before.meta);
    assert.equal(read(dir, 'changed.mdx'), 'new ✓\n');
    assert.equal(read(dir, 'new/page.mdx'), 'added\n');
    assert.ok(!fs.existsSync(path.join(dir, 'gone')), 'the emptied folder is removed');
    assert.deepEqual(diffOutputDir(dir, records), { added: [], changed: [], removed: [] });
    assert.deepEqual(
      fs.readdirSync(path.dirname(dir)).filter((n) => n.includes(`-${path.basename(dir)}-`)),
      [],
      'no temporary folder is left',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a failure part-way puts every file back as it was', () => {
  // `same.mdx` stays a file, so a page under `same.mdx/` cannot be placed: the update fails after
  // the changed page was set aside.
  const dir = folder({ 'same.mdx': 'same\n', 'changed.mdx': 'old\n', 'removed.mdx': 'bye\n' });
  try {
    const records: FileRecord[] = [
      { path: 'same.mdx', content: 'same\n' },
      { path: 'changed.mdx', content: 'new\n' },
      { path: 'same.mdx/inner.mdx', content: 'cannot be\n' },
    ];
    assert.throws(() => updateOutputDir(dir, records, diffOutputDir(dir, records)));
    assert.equal(read(dir, 'changed.mdx'), 'old\n');
    assert.equal(read(dir, 'removed.mdx'), 'bye\n');
    assert.equal(read(dir, 'same.mdx'), 'same\n');
    assert.deepEqual(fs.readdirSync(dir).sort(), ['changed.mdx', 'removed.mdx', 'same.mdx']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('in a shared folder only the changed files are written and the others are left alone', () => {
  const dir = folder({ 'openapi.yaml': 'a\n', 'openapi.json': '{}\n', 'favicon.svg': '<svg/>' });
  try {
    const before = stamp(dir, 'openapi.json');
    const records = [
      { path: 'openapi.yaml', content: 'b\n' },
      { path: 'openapi.json', content: '{}\n' },
    ];
    writeFiles(dir, records, diffFiles(dir, records));
    assert.equal(read(dir, 'openapi.yaml'), 'b\n');
    assert.equal(stamp(dir, 'openapi.json'), before);
    assert.equal(read(dir, 'favicon.svg'), '<svg/>');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the data a page reads goes in before the pages, so the page that changes first is drawn from the new model', () => {
  assert.deepEqual(placingOrder(['get-run.mdx', '_model.json', 'runs/list.mdx', '_meta.json', 'schemas.json']), [
    '_model.json',
    '_meta.json',
    'schemas.json',
    'get-run.mdx',
    'runs/list.mdx',
  ]);
});

test('a replaced page keeps its place in the folder while it is replaced: renamed over, never removed first', () => {
  const dir = folder({ 'changed.mdx': 'old\n', '_model.json': '{"v":1}\n' });
  try {
    const records: FileRecord[] = [
      { path: 'changed.mdx', content: 'new\n' },
      { path: '_model.json', content: '{"v":2}\n' },
    ];
    // Watch what a dev server sees: with a remove-then-place update the page is briefly missing.
    const missing: string[] = [];
    const original = fs.renameSync;
    fs.renameSync = ((from: fs.PathLike, to: fs.PathLike) => {
      if (!fs.existsSync(path.join(dir, 'changed.mdx'))) missing.push(`before ${String(to)}`);
      original(from, to);
      if (!fs.existsSync(path.join(dir, 'changed.mdx'))) missing.push(`after ${String(to)}`);
    }) as typeof fs.renameSync;
    try {
      updateOutputDir(dir, records, diffOutputDir(dir, records));
    } finally {
      fs.renameSync = original;
    }
    assert.deepEqual(missing, []);
    assert.equal(read(dir, 'changed.mdx'), 'new\n');
    assert.equal(read(dir, '_model.json'), '{"v":2}\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a file compared before is read again once anything rewrote it, even at the same size and modification time', () => {
  const dir = folder({ 'page.mdx': 'one\n' });
  try {
    const file = path.join(dir, 'page.mdx');
    // Older than the racy window, so the first comparison remembers it.
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    assert.deepEqual(diffOutputDir(dir, [{ path: 'page.mdx', content: 'one\n' }]).changed, []);
    // Another writer (a checkout) puts different bytes of the same length and keeps the old mtime.
    fs.writeFileSync(file, 'two\n');
    fs.utimesSync(file, past, past);
    assert.deepEqual(diffOutputDir(dir, [{ path: 'page.mdx', content: 'one\n' }]).changed, ['page.mdx']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('files written ahead of a run are written models first, only when they change, and put back on a failure', () => {
  const dir = folder({ 'page.mdx': 'old page\n', '_pages/page.json': '{"old":1}\n', 'same.mdx': 'same\n' });
  try {
    const sameBefore = stamp(dir, 'same.mdx');
    const ahead = writerAhead();
    const written = ahead.write(dir, [
      { path: 'page.mdx', content: 'new page\n' },
      { path: 'same.mdx', content: 'same\n' },
      { path: '_pages/page.json', content: '{"new":1}\n' },
      { path: '_pages/added.json', content: '{}\n' },
    ]);
    assert.deepEqual(written, [`${dir}/_pages/added.json`, `${dir}/_pages/page.json`, `${dir}/page.mdx`]);
    assert.equal(read(dir, 'page.mdx'), 'new page\n');
    assert.equal(stamp(dir, 'same.mdx'), sameBefore, 'a file whose bytes are the same is not touched');
    // Written twice before the run fails: the file as it was before the first write comes back.
    ahead.write(dir, [{ path: 'page.mdx', content: 'newer page\n' }]);
    ahead.restore();
    assert.equal(read(dir, 'page.mdx'), 'old page\n');
    assert.equal(read(dir, '_pages/page.json'), '{"old":1}\n');
    assert.equal(fs.existsSync(path.join(dir, '_pages/added.json')), false, 'a file the run added is removed');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
