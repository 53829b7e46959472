import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { OWN_PAGE_MAP_FOLDERS, patchPageMap } from './patch-page-map.ts';

const INSTALLED = 'node_modules/nextra/dist/server/page-map/find-meta-and-page-file-paths.js';

/** The installed `findMetaAndPageFilePaths`, patched, loaded from a copy beside the original (its imports resolve the same). */
async function patchedFinder(): Promise<(options: { dir: string; cwd: string }) => Promise<string[]>> {
  const { text } = patchPageMap(fs.readFileSync(INSTALLED, 'utf8'), INSTALLED);
  const copy = path.join(path.dirname(INSTALLED), `patched-${process.pid}.js`);
  fs.writeFileSync(copy, text);
  try {
    return (await import(pathToFileURL(path.resolve(copy)).href)).findMetaAndPageFilePaths;
  } finally {
    fs.rmSync(copy);
  }
}

test("Nextra's page map lists every page and sidebar under content/ but the generated references'", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-map-'));
  try {
    const files = [
      'content/index.mdx',
      'content/_meta.ts',
      'content/docs/concepts.mdx',
      'content/docs/_meta.ts',
      'content/tags/steps.mdx',
      ...OWN_PAGE_MAP_FOLDERS.flatMap((folder) => [
        `content/${folder}/_meta.ts`,
        `content/${folder}/index.mdx`,
        `content/${folder}/v1-0-0/get-run.mdx`,
        `content/${folder}/v1-0-0/_meta.ts`,
      ]),
      'app/api/[[...mdxPath]]/page.tsx',
    ];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), '');
    }
    const find = await patchedFinder();
    assert.deepEqual(await find({ dir: path.join(root, 'app'), cwd: root }), [
      'content/_meta.ts',
      'content/docs/_meta.ts',
      'content/docs/concepts.mdx',
      'content/index.mdx',
      'content/tags/steps.mdx',
    ]);
    assert.deepEqual(OWN_PAGE_MAP_FOLDERS, ['api', 'api-versions', 'cli', 'cli-versions']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('the page-map patch applies once and is recognised as applied', () => {
  const original = fs.readFileSync(INSTALLED, 'utf8');
  const once = patchPageMap(original, INSTALLED);
  assert.equal(once.status, original.includes('!${contentDir}/') ? 'already' : 'patched');
  assert.equal(patchPageMap(once.text, INSTALLED).status, 'already');
  assert.throws(() => patchPageMap('export {}', INSTALLED), /update tools\/install\/patch-page-map\.ts/);
});
