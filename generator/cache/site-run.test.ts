import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GEN_CACHE_DIR, siteRunCache } from './site-run.ts';
import { RACY_MS } from './file-memo.ts';
import { readManifest } from './output-manifest.ts';
import { GENERATED_CONTENT } from '../lib/generated-content.ts';
import { fixtureProject } from './test-fixture.ts';
import type { FileRecord } from '../lib/files.ts';

const ENV = { SANDGARDEN_TODAY: '2026-01-01' };
const cacheOf = (root: string, env: Record<string, string | undefined> = ENV) =>
  siteRunCache({ generatedContent: GENERATED_CONTENT, unreleased: false, env, root });

/** What a run "generated" into the fixture: the API section and one file in the shared public folder. */
const OUTPUTS: Array<{ dir: string; records: FileRecord[]; partial?: boolean }> = [
  {
    dir: 'content/api',
    records: [
      { path: 'get-run.mdx', content: 'generated\n' },
      { path: 'runs/list-runs.mdx', content: 'list ✓\n' },
    ],
  },
  { dir: 'public', records: [{ path: 'openapi.yaml', content: 'openapi: 3.1.0\n' }], partial: true },
];

/** A fixture after a recorded run: its outputs on disk as generated. */
function recordedProject(): string {
  const root = fixtureProject();
  for (const { dir, records } of OUTPUTS) {
    for (const r of records) {
      fs.mkdirSync(path.dirname(path.join(root, dir, r.path)), { recursive: true });
      fs.writeFileSync(path.join(root, dir, r.path), r.content);
    }
  }
  fs.writeFileSync(path.join(root, 'public/favicon.svg'), '<svg/>');
  assert.equal(cacheOf(root).unchanged(), undefined, 'nothing is recorded before a run');
  assert.ok(cacheOf(root).record(OUTPUTS, ['a note']));
  return root;
}

function withProject(check: (root: string) => void) {
  const root = recordedProject();
  try {
    check(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

test('a run with the recorded inputs, whose outputs are as it left them, is skipped and prints its notes again', () =>
  withProject((root) => {
    assert.deepEqual(cacheOf(root).unchanged()?.notes, ['a note']);
    fs.writeFileSync(path.join(root, 'public/favicon.svg'), '<svg id="new"/>');
    assert.ok(cacheOf(root).unchanged(), "a hand-made file in a shared folder is not gen's");
  }));

const staleCases: Array<[string, (root: string) => void]> = [
  [
    'an edited input (the API description)',
    (root) => fs.appendFileSync(path.join(root, 'openapi/sun-api.yaml'), 'info: {}\n'),
  ],
  [
    'an edited hand-written docs page',
    (root) => fs.appendFileSync(path.join(root, 'content/docs/intro.mdx'), 'more\n'),
  ],
  [
    'changed generator code (a module gen.ts imports)',
    (root) => fs.appendFileSync(path.join(root, 'generator/lib/render.ts'), 'export const x = 1;\n'),
  ],
  [
    'a hand edit of a generated page',
    (root) => fs.writeFileSync(path.join(root, 'content/api/get-run.mdx'), 'generated, then edited\n'),
  ],
  [
    'a hand edit of a generated file in a shared folder',
    (root) => fs.writeFileSync(path.join(root, 'public/openapi.yaml'), 'openapi: 3.0.0\n'),
  ],
  ['a deleted generated page', (root) => fs.rmSync(path.join(root, 'content/api/runs/list-runs.mdx'))],
  ['a deleted generated file in a shared folder', (root) => fs.rmSync(path.join(root, 'public/openapi.yaml'))],
  [
    'a stray file in a generated folder',
    (root) => fs.writeFileSync(path.join(root, 'content/api/old-page.mdx'), 'stale\n'),
  ],
  ['another day (the notes about sunsets depend on it)', () => {}],
];

for (const [what, change] of staleCases) {
  test(`the cache never skips a run after ${what}`, () =>
    withProject((root) => {
      change(root);
      const env = what.startsWith('another day') ? { SANDGARDEN_TODAY: '2026-01-02' } : ENV;
      assert.equal(cacheOf(root, env).unchanged(), undefined);
    }));
}

test('an edited output stays detected after the edit is undone only by a full run: its record is dropped', () =>
  withProject((root) => {
    fs.writeFileSync(path.join(root, 'content/api/get-run.mdx'), 'edited\n');
    assert.equal(cacheOf(root).unchanged(), undefined);
    fs.writeFileSync(path.join(root, 'content/api/get-run.mdx'), 'generated\n');
    assert.equal(cacheOf(root).unchanged(), undefined, 'the record is gone; the next run generates and records again');
  }));

test('outputs settled on disk are known by their identity, and an edit that keeps the size is still found', async () => {
  const root = recordedProject();
  try {
    // Written within the last second: read and hashed, then known by identity once settled.
    await new Promise((resolve) => setTimeout(resolve, RACY_MS + 100));
    const cache = cacheOf(root);
    assert.ok(cache.unchanged());
    const manifest = readManifest(path.join(root, GEN_CACHE_DIR), cache.key)!;
    assert.deepEqual(Object.keys(manifest.outputs[0].identities ?? {}).sort(), ['get-run.mdx', 'runs/list-runs.mdx']);
    assert.ok(cacheOf(root).unchanged(), 'known by identity: still unchanged');
    fs.writeFileSync(path.join(root, 'content/api/get-run.mdx'), 'generatex\n');
    assert.equal(cacheOf(root).unchanged(), undefined);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a run whose inputs changed while it ran is not recorded (its outputs may be of either)', () =>
  withProject((root) => {
    const cache = cacheOf(root)!;
    fs.appendFileSync(path.join(root, 'cli-spec/sand.json'), ' ');
    assert.equal(cache.record(OUTPUTS, []), false);
    fs.writeFileSync(path.join(root, 'cli-spec/sand.json'), '{}\n');
    assert.ok(cacheOf(root).unchanged(), 'the earlier record stands');
  }));

test('a failed check forgets the key', () =>
  withProject((root) => {
    cacheOf(root).forget();
    assert.equal(cacheOf(root).unchanged(), undefined);
  }));

test('a run with a mounted API outside the project is skipped when unchanged, and runs again after an edit to its description or to a file it refers to', () =>
  withProject((root) => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-mounted-'));
    try {
      const spec = path.join(elsewhere, 'api.yaml');
      fs.writeFileSync(spec, "openapi: 3.1.0\npaths:\n  /x:\n    $ref: './paths/x.yaml'\n");
      fs.mkdirSync(path.join(elsewhere, 'paths'));
      fs.writeFileSync(path.join(elsewhere, 'paths/x.yaml'), 'get: {}\n');
      const mounted = { ...ENV, SANDGARDEN_EXTRA_API: `github=${spec}` };
      assert.equal(cacheOf(root, mounted).unchanged(), undefined, 'the run without the mount is another run');
      assert.ok(cacheOf(root, mounted).record(OUTPUTS, []));
      assert.ok(cacheOf(root, mounted).unchanged(), 'the same mounted file again: skipped');
      assert.equal(
        cacheOf(root, { ...ENV, SANDGARDEN_EXTRA_API: `gh=${spec}` }).unchanged(),
        undefined,
        'another mount',
      );
      fs.appendFileSync(path.join(elsewhere, 'paths/x.yaml'), 'post: {}\n');
      assert.equal(cacheOf(root, mounted).unchanged(), undefined, 'a file the description refers to changed');
      assert.ok(cacheOf(root, mounted).record(OUTPUTS, []));
      fs.appendFileSync(spec, 'info: {}\n');
      assert.equal(cacheOf(root, mounted).unchanged(), undefined, 'the description changed');
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  }));

test('the cache folder is safe to delete', () =>
  withProject((root) => {
    fs.rmSync(path.join(root, '.cache'), { recursive: true });
    assert.equal(cacheOf(root).unchanged(), undefined);
    assert.ok(cacheOf(root).record(OUTPUTS, []));
    assert.ok(cacheOf(root).unchanged());
  }));
