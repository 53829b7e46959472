import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateApi } from './pipeline.ts';
import { GROUP_THRESHOLD, SUBGROUP_THRESHOLD } from './layout.ts';
import { syntheticSpec } from './large-spec.ts';
import { mountApiRecords, parseExtraApi } from './mount.ts';
import { compileMdx, pageText } from './test-helpers.ts';
import { SECTION_PAGES_DIR } from '../../shared/section-model-files.ts';

/** `spec` written to a new temporary directory, removed when the test `t` ends. */
function writeSpec(t: TestContext, spec: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grouped-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'spec.json');
  fs.writeFileSync(file, JSON.stringify(spec));
  return file;
}

/** A synthetic spec of `tags` tags with `perTag` operations each, written for the test `t`. */
const specFile = (t: TestContext, tags: number, perTag: number) =>
  writeSpec(t, syntheticSpec(Array(tags).fill(perTag)));

const fileOf = (pages: Array<{ path: string; content: string }>, p: string) => pages.find((r) => r.path === p)?.content;
/** A file's content; a page's as text (its model entry written out, test-helpers.ts). */
const contentOf = (pages: Array<{ path: string; content: string }>, p: string) =>
  p.endsWith('.mdx') && fileOf(pages, p) ? pageText(pages, p) : fileOf(pages, p);

test('a spec over the threshold gets one folder per tag, each with an index page and its own sidebar', async (t) => {
  const { pages, model } = await generateApi({ specFile: specFile(t, 8, 25), routeBase: '/api/big' });
  assert.ok(model.operations.length > GROUP_THRESHOLD);
  const root = JSON.parse(contentOf(pages, '_meta.json')!);
  // The landing is the mount folder's own link (asIndexPage), so `index` is no sidebar entry.
  assert.deepEqual(Object.keys(root), ['synthetic-api', ...Array.from({ length: 8 }, (_, i) => `group-${i + 1}`)]);
  const tagMeta = JSON.parse(contentOf(pages, 'group-3/_meta.json')!);
  assert.equal(Object.keys(tagMeta).length, 25);
  assert.equal(tagMeta['get-group3-thing7'], 'GET Get thing 7 of group 3');
  const tagIndex = contentOf(pages, 'group-3/index.mdx')!;
  assert.match(tagIndex, /asIndexPage: true/);
  assert.match(tagIndex, /"href":"\/api\/big\/group-3\/get-group3-thing7"/);
  assert.doesNotMatch(tagIndex, /group-4\//);
  // The operation's tag links to the tag page, not to a heading on the landing.
  assert.match(contentOf(pages, 'group-3/get-group3-thing7.mdx')!, /tagHref=\{"\/api\/big\/group-3"\}/);
  const landing = contentOf(pages, 'index.mdx')!;
  assert.match(landing, /<ApiTagList/);
  assert.match(landing, /asIndexPage: true/);
  // The landing lists tags, not operations: it does not grow with the operations per tag.
  assert.doesNotMatch(landing, /get-group1-thing1/);
  // Code blocks are data for <ApiCode>, not fences: nothing to highlight at build time.
  const op = contentOf(pages, 'group-3/get-group3-thing7.mdx')!;
  assert.match(op, /<ApiCode lang=\{"bash"\}/);
  assert.doesNotMatch(op, /^```/m);
  for (const p of ['index.mdx', 'group-3/index.mdx', 'group-3/get-group3-thing7.mdx'])
    await compileMdx(fileOf(pages, p)!, p);
});

test('a spec at or under the threshold keeps the flat sidebar', async (t) => {
  const { pages } = await generateApi({ specFile: specFile(t, 3, 10) });
  // No folders of pages (the pages' own model files are in `_pages/`, beside them).
  assert.ok(pages.every((p) => !p.path.includes('/') || p.path.startsWith(`${SECTION_PAGES_DIR}/`)));
  assert.match(contentOf(pages, '_meta.json')!, /"--tag-1-group_1"/);
});

test('mounting an API puts it in its own folder, listed last in the section sidebar', () => {
  const base = [
    { path: '_meta.json', content: '{"index":"API reference","start-run":"POST Start a run"}\n' },
    { path: 'start-run.mdx', content: 'x' },
  ];
  const mounted = [
    { path: 'index.mdx', content: 'y' },
    { path: 'repos/repos-get.mdx', content: 'z' },
  ];
  const out = mountApiRecords(base, mounted, 'github', 'GitHub REST API');
  assert.deepEqual(
    out.map((r) => r.path),
    ['_meta.json', 'start-run.mdx', 'github/index.mdx', 'github/repos/repos-get.mdx'],
  );
  assert.deepEqual(Object.entries(JSON.parse(out[0].content)).at(-1), ['github', 'GitHub REST API']);
  assert.throws(() => mountApiRecords(base, mounted, 'start-run', 'T'), /already has start-run\.mdx/);
});

test('the extra API setting must be MOUNT=SPEC_FILE', () => {
  assert.equal(parseExtraApi(undefined), undefined);
  assert.deepEqual(parseExtraApi('github=a/b.json'), { mount: 'github', specFile: 'a/b.json' });
  assert.throws(() => parseExtraApi('a/b.json'), /is not MOUNT=SPEC_FILE/);
  assert.throws(() => parseExtraApi('Git Hub=a.json'), /kebab-case/);
});

test("a large API's pages point at per-page schema data that holds each view's root and the schemas it needs", async (t) => {
  const { pages, schemaData } = await generateApi({
    specFile: specFile(t, 8, 25),
    routeBase: '/api/big',
    schemaData: true,
  });
  const op = contentOf(pages, 'group-3/get-group3-thing7.mdx')!;
  assert.match(op, /export const apiSchemaData = "\/api-schemas\/api\/big\/group-3\/get-group3-thing7\.json"/);
  assert.equal(op.match(/dataHref=\{apiSchemaData\}/g)?.length, 3); // path parameter, 200 and 404 bodies
  assert.equal(schemaData.length, 200);
  const data = JSON.parse(contentOf(schemaData, 'api-schemas/api/big/group-3/get-group3-thing7.json')!);
  assert.deepEqual(Object.keys(data.roots).sort(), ['param-path-thingId', 'response-200', 'response-404']);
  assert.deepEqual(data.roots['response-200'], { ref: 'Thing' });
  assert.deepEqual(Object.keys(data.schemas).sort(), ['Error', 'Owner', 'Thing']);
  await compileMdx(fileOf(pages, 'group-3/get-group3-thing7.mdx')!, 'op.mdx');
  // Without a place to publish the data (`--api-spec … --out`), schemas render in full as before.
  const alone = await generateApi({ specFile: specFile(t, 8, 25), routeBase: '/api/big' });
  assert.equal(alone.schemaData.length, 0);
  assert.doesNotMatch(contentOf(alone.pages, 'group-3/get-group3-thing7.mdx')!, /apiSchemaData/);
});

test('a large API\'s page leaves the schema "Try it" checks a body against in its schema data, not in the page', async (t) => {
  const spec = syntheticSpec(Array(8).fill(25), { replaceable: [{ group: 3, thing: 7 }] });
  const { pages, schemaData } = await generateApi({
    specFile: writeSpec(t, spec),
    routeBase: '/api/big',
    schemaData: true,
  });
  const href = '/api/big/group-3/replace-group3-thing7';
  const page = contentOf(pages, 'group-3/replace-group3-thing7.mdx')!;
  assert.match(page, new RegExp(`"schemaAt":\\{"href":"/api-schemas${href}\\.json","index":0\\}`));
  assert.doesNotMatch(page, /"bodies":\[\{[^\]]*"schema":/, 'the page carries no body schema');
  const data = JSON.parse(contentOf(schemaData, `api-schemas${href}.json`)!);
  assert.equal(data.bodyChecks.length, 1);
  assert.equal(typeof data.bodyChecks[0], 'object');
  assert.match(JSON.stringify(data.bodyChecks[0]), /"required"/);
  // A GET has no body: its data file has no checks.
  assert.equal(
    JSON.parse(contentOf(schemaData, 'api-schemas/api/big/group-3/get-group3-thing7.json')!).bodyChecks,
    undefined,
  );
});

test('our own API is not grouped and renders its schemas in full, with no schema data', async (t) => {
  const { pages, schemaData } = await generateApi({ specFile: specFile(t, 3, 10), schemaData: true });
  assert.equal(schemaData.length, 0);
  assert.ok(pages.every((p) => !p.content.includes('dataHref')));
});

test('a tag over the subgroup threshold whose operations name a subcategory gets a folder per subcategory', async (t) => {
  const spec = syntheticSpec([SUBGROUP_THRESHOLD + 10, ...Array(4).fill(25)]) as {
    paths: Record<string, { get: Record<string, unknown> }>;
  };
  // GitHub's way: every operation of the big tag says which part of it it belongs to.
  for (const item of Object.values(spec.paths)) {
    const id = item.get.operationId as string;
    const n = Number(/^getGroup1Thing(\d+)$/.exec(id)?.[1] ?? 0);
    if (n) item.get['x-github'] = { subcategory: n % 2 ? 'branch-protection' : 'webhooks' };
  }
  const { pages, schemaData } = await generateApi({
    specFile: writeSpec(t, spec),
    routeBase: '/api/big',
    schemaData: true,
  });
  assert.deepEqual(JSON.parse(contentOf(pages, 'group-1/_meta.json')!), {
    'branch-protection': 'Branch protection',
    webhooks: 'Webhooks',
  });
  assert.equal(
    Object.keys(JSON.parse(contentOf(pages, 'group-1/webhooks/_meta.json')!)).length,
    (SUBGROUP_THRESHOLD + 10) / 2,
  );
  assert.ok(contentOf(pages, 'group-1/branch-protection/get-group1-thing1.mdx'));
  assert.match(
    contentOf(pages, 'group-1/branch-protection/index.mdx')!,
    /asIndexPage: true[\s\S]*# Group 1: Branch protection/,
  );
  // The tag page lists its subcategories with their counts; each subcategory page its operations.
  const tagPage = contentOf(pages, 'group-1/index.mdx')!;
  assert.match(
    tagPage,
    /## Subcategories[\s\S]*"name":"Branch protection","href":"\/api\/big\/group-1\/branch-protection","operationCount":35[\s\S]*"name":"Webhooks"/,
  );
  assert.match(
    contentOf(pages, 'group-1/branch-protection/index.mdx')!,
    /"href":"\/api\/big\/group-1\/branch-protection\/get-group1-thing1"/,
  );
  assert.ok(contentOf(schemaData, 'api-schemas/api/big/group-1/webhooks/get-group1-thing2.json'));
  // Smaller tags, and big ones without subcategories, stay one folder.
  assert.ok(contentOf(pages, 'group-2/get-group2-thing1.mdx'));
  for (const p of pages.filter((r) => r.path.startsWith('group-1/') && r.path.endsWith('.mdx')).slice(0, 5))
    await compileMdx(p.content, p.path);
});
