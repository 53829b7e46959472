import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SpecError } from '../lib/errors.ts';
import { generateDocs } from './index.ts';
import { loadDocsInput } from './load.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

test('loading reads pages with routes, _meta order and _category.json', async () => {
  const input = await loadDocsInput(path.join(fixtures, 'complete-tree'));
  assert.deepEqual(input.pages.map((p) => p.route).sort(), [
    '/',
    '/docs/everything',
    '/docs/guide/step-one',
    '/docs/secret',
  ]);
  const guide = input.folders.find((f) => f.dir === 'content/docs/guide')!;
  assert.deepEqual(Object.keys(guide.meta!), ['overview', 'step-one']);
  assert.deepEqual(guide.category, { description: 'From nothing to a first run.' });
  assert.equal(input.folders.find((f) => f.dir === 'content/docs')!.isRoot, true);
});

test('generating a complete tree gives a category page and 50 tag pages', async () => {
  const out = await generateDocs(path.join(fixtures, 'complete-tree'));
  assert.deepEqual(
    out.category.map((f) => f.path),
    ['getting-started.mdx'],
  );
  assert.match(out.category[0].content, /^<DocCards routes=\{\[.*"\/docs\/guide\/step-one"\]\} \/>$/m);
  assert.equal(out.tags.length, 50);
  const wip = out.tags.find((f) => f.path === 'wip.mdx')!;
  assert.doesNotMatch(wip.content, /\/docs\/secret/, 'unlisted pages stay off tag pages');
});

test('a _meta key naming no page fails the generator with file, key and fix', async () => {
  await assert.rejects(generateDocs(path.join(fixtures, 'meta-key-without-page')), (e: unknown) => {
    assert.ok(e instanceof SpecError);
    assert.equal(e.file, 'content/docs/_meta.ts');
    assert.equal(e.place, 'key "workflow-detail"');
    assert.match(e.fix, /create content\/docs\/workflow-detail\.mdx or remove "workflow-detail"/);
    return true;
  });
});
