import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { generateApi } from './pipeline.ts';
import { SITE_API_SPEC } from './site-api.ts';
import { component, heading, page, paragraph } from './page-blocks.ts';
import { fixture, pageModelOf, sectionModelOfRecords, stubRoute } from './test-helpers.ts';
import { readJsonFile, readSectionModel } from '../../shared/section-model-files.ts';
import type { ApiSectionModel } from '../../shared/api/page-model.ts';
import { findComponent, sectionFolders } from '../../shared/page-model.ts';
import { headingToc } from '../../shared/page-toc.ts';
import { SITE_API_CONTENT } from '../lib/generated-content.ts';

test('page() gives h2 to h6 the ids of MDX headings (custom ids slugged too, a repeat numbered), none to h1, and prose curly quotes', () => {
  const built = page([
    heading(1, "Get a run's logs"),
    heading(2, 'Responses'),
    heading(3, '200 OK'),
    heading(2, 'Payload', 'request-body'),
    heading(4, 'Responses', 'callback-x-post-responses'),
    heading(2, 'Responses'),
    component('ApiOperationAside', {}, [paragraph('"Quoted" -- text')]),
  ]);
  assert.deepEqual(
    built.blocks.map((b) => (b.kind === 'heading' ? b.id : undefined)),
    [undefined, 'responses', '200-ok', 'request-body', 'callback-x-post-responses', 'responses-1', undefined],
  );
  assert.equal((built.blocks[0] as { text: string }).text, 'Get a run’s logs');
  assert.deepEqual(findComponent(built.blocks, 'ApiOperationAside')?.children, [
    { kind: 'paragraph', content: ['“Quoted” — text'] },
  ]);
  // The table of contents in the shape (and key order) Nextra's compiler exports it.
  assert.deepEqual(
    JSON.stringify(headingToc(built.blocks).slice(0, 2)),
    JSON.stringify([
      { value: 'Responses', id: 'responses', depth: 2 },
      { value: '200 OK', id: '200-ok', depth: 3 },
    ]),
  );
  assert.ok(built.blocks.every((b) => !('customId' in b)));
});

test('every page file is a stub naming its route; the section model holds the page, its code highlighted', async () => {
  const { pages } = await generateApi({ specFile: fixture('code-samples.yaml') });
  const model = sectionModelOfRecords(pages) as ApiSectionModel;
  const stubs = pages.filter((p) => p.path.endsWith('.mdx'));
  assert.deepEqual(stubs.map((p) => stubRoute(p.content)).sort(), Object.keys(model.pages).sort());
  for (const stub of stubs) {
    assert.ok(Buffer.byteLength(stub.content) <= 3_000, `${stub.path} is ${Buffer.byteLength(stub.content)} bytes`);
    assert.match(stub.content, /^---\ntitle: [^\n]+\n[\s\S]*---\n\n<GeneratedPage route=\{"\/api[^"]*"\} \/>\n$/);
  }
  assert.match(pages.find((p) => p.path === 'get-thing.mdx')!.content, /<GeneratedPage route=\{"\/api\/get-thing"\}/);
  assert.equal(pages.find((p) => p.path === 'index.mdx')!.content.match(/route=\{"([^"]*)"\}/)![1], '/api');
  const getThing = pageModelOf(pages, 'get-thing.mdx');
  assert.deepEqual(getThing, model.pages['/api/get-thing']);
  assert.deepEqual(findComponent(getThing.blocks, 'ApiOperationHeader')?.props.operationId, 'getThing');
  const samples = findComponent(getThing.blocks, 'ApiRequestSamples')!.children!;
  assert.ok(
    samples.length >= 4 &&
      samples.every(
        (b) => b.kind === 'code' && b.tree?.[0] && typeof b.tree[0] === 'object' && b.tree[0].tag === 'pre',
      ),
  );
});

test('a changed page changes its model file, not its stub: next dev compiles no MDX page for a save', async () => {
  const a = await generateApi({ specFile: fixture('code-samples.yaml') });
  const b = await generateApi({ specFile: fixture('code-samples.yaml'), authEnv: 'OTHER_KEY' });
  const file = (r: typeof a, name: string) => r.pages.find((p) => p.path === name)!.content;
  assert.equal(file(a, 'get-thing.mdx'), file(b, 'get-thing.mdx'));
  assert.notEqual(file(a, '_pages/get-thing.json'), file(b, '_pages/get-thing.json'));
  assert.equal(file(a, '_pages/index.json'), file(b, '_pages/index.json'));
});

test("the site's API pages are stubs of a few hundred bytes, each route in content/api/_model.json", () => {
  const model = readSectionModel(SITE_API_CONTENT, readJsonFile) as ApiSectionModel;
  const files = fs
    .readdirSync(SITE_API_CONTENT, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.mdx'));
  assert.ok(files.length > 60);
  for (const file of files) {
    const content = fs.readFileSync(path.join(SITE_API_CONTENT, file), 'utf8');
    assert.ok(Buffer.byteLength(content) <= 1_000, `${file} is ${Buffer.byteLength(content)} bytes`);
    assert.ok(model.pages[stubRoute(content)], `${file} names ${stubRoute(content)}`);
  }
});

test('a page looks for its section files at or above its own folder, nearest first', () => {
  assert.deepEqual(sectionFolders(['api', 'github', 'repos', 'x']), [
    'api/github/repos/x',
    'api/github/repos',
    'api/github',
    'api',
  ]);
  assert.deepEqual(sectionFolders(['api']), ['api']);
});

test('the samples of an operation that needs a credential say which variable to set and how it is sent; others say nothing', async () => {
  const secured = await generateApi({ specFile: fixture('api-key-schemes.yaml'), authEnv: 'THINGS_KEY' });
  const listThings = findComponent(pageModelOf(secured.pages, 'list-things.mdx').blocks, 'ApiRequestSamples')!;
  assert.deepEqual(listThings.props.credential, { envs: ['THINGS_KEY'], sentAs: 'X-Api-Key header' });
  const open = await generateApi({ specFile: fixture('code-samples.yaml') });
  const getThing = findComponent(pageModelOf(open.pages, 'get-thing.mdx').blocks, 'ApiRequestSamples')!;
  assert.equal(getThing.props.credential, undefined);
});

test("search leaves out an error body's named schema and the CLI commands list; a success body stays", async () => {
  const cliCommands = { listAssets: [{ command: 'sand assets list', href: '/cli/sand/assets/list' }] };
  const { pages } = await generateApi({ specFile: SITE_API_SPEC, cliCommands });
  const blocks = (sectionModelOfRecords(pages) as ApiSectionModel).pages['/api/list-assets'].blocks;
  const skipped = (idPrefix: string) => {
    const block = blocks.find((b) => b.kind === 'component' && b.name === 'ApiSchema' && b.props.idPrefix === idPrefix);
    assert.ok(block, idPrefix);
    return block.kind === 'component' && block.searchSkip === true;
  };
  assert.equal(skipped('response-400'), true);
  assert.equal(skipped('response-200'), false);
  const cli = blocks.find((b) => b.kind === 'heading' && b.text === 'CLI commands');
  assert.equal(cli?.kind === 'heading' && cli.searchSkip, true);
});
