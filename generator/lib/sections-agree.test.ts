/**
 * The generated sections as a whole, through their real generators: every registered block
 * component is one some generator emits, and a one-word change to the site's API description is
 * a diff a reviewer can read.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { generateApi, modelApi } from '../openapi/pipeline.ts';
import { syntheticSpec } from '../openapi/large-spec.ts';
import { SITE_API_SPEC, SITE_AUTH_ENV } from '../openapi/site-api.ts';
import { loadCliModel } from '../cli/pipeline.ts';
import { commandsByOperation } from '../cli/model.ts';
import { renderCliSection } from '../cli/render/section.ts';
import { recipePages } from '../recipes/page.ts';
import { siteRecipes } from '../recipes/index.ts';
import { buildSiteIndex } from '../site-index.ts';
import { BLOCK_COMPONENTS, SECTION_MODEL_FILE, type PageBlock, type PageModel } from '../../shared/page-model.ts';
import { sectionModelOfRecords } from '../openapi/test-helpers.ts';
import type { FileRecord } from './files.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-sections-'));
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));

const cli = loadCliModel();
/** The site's API pages, generated as `npm run gen` generates them (sections.ts). */
const siteApi = (specFile: string) =>
  generateApi({
    specFile,
    publish: true,
    authEnv: SITE_AUTH_ENV,
    cliCommands: commandsByOperation(cli),
    schemaData: true,
  });
const site = await siteApi(SITE_API_SPEC);

/** The component names the section models among `records` use (or these pages, given as such). */
function emittedNames(records: FileRecord[] | PageModel[]): Set<string> {
  const names = new Set<string>();
  const visit = (blocks: PageBlock[]) => {
    for (const block of blocks) {
      if (block.kind !== 'component') continue;
      names.add(block.name);
      visit(block.children ?? []);
    }
  };
  if (records.every((r) => 'blocks' in r)) {
    for (const page of records as PageModel[]) visit(page.blocks);
    return names;
  }
  const files = (records as FileRecord[]).filter((r) => path.basename(r.path) === SECTION_MODEL_FILE);
  for (const { path: file } of files) {
    const folder = path.dirname(file);
    const model = sectionModelOfRecords(records as FileRecord[], folder === '.' ? '' : folder)!;
    for (const page of Object.values(model.pages)) visit(page.blocks);
  }
  return names;
}

test('every registered block component is emitted by a generator: the site API, the kitchen sink, a large (grouped) API, the CLI', async () => {
  const specFile = path.join(tmp, 'large.json');
  fs.writeFileSync(specFile, JSON.stringify(syntheticSpec(Array(8).fill(25))));
  const emitted = new Set([
    ...emittedNames(site.pages),
    ...emittedNames((await generateApi({ specFile: 'tests/fixtures/kitchen-sink.yaml' })).pages),
    ...emittedNames((await generateApi({ specFile, routeBase: '/api/big' })).pages),
    // The recipe pages, added to the API section by their own generator.
    ...emittedNames(
      recipePages(await siteRecipes(), SITE_AUTH_ENV, (await modelApi({ specFile: SITE_API_SPEC })).model).map(
        (p) => p.doc.page,
      ),
    ),
    ...emittedNames(
      await renderCliSection(cli, {
        operations: buildSiteIndex(await modelApi({ specFile: SITE_API_SPEC }), cli).operations,
      }),
    ),
  ]);
  assert.deepEqual(
    Object.keys(BLOCK_COMPONENTS).filter((name) => !emitted.has(name)),
    [],
    'registered in shared/page-model.ts but emitted by no generator: remove them',
  );
  assert.deepEqual(
    [...emitted].filter((name) => !(name in BLOCK_COMPONENTS)),
    [],
  );
});

/** `records` written under `dir`, as `npm run gen` writes a section's folder. */
function writeRecords(dir: string, records: FileRecord[]): void {
  for (const record of records) {
    fs.mkdirSync(path.dirname(path.join(dir, record.path)), { recursive: true });
    fs.writeFileSync(path.join(dir, record.path), record.content);
  }
}

test("a one-word change to one operation's description changes at most 3 files of content/api, in a diff under 5 kB", async () => {
  const doc = YAML.parseDocument(fs.readFileSync(SITE_API_SPEC, 'utf8'));
  const description = doc.getIn(['paths', '/api/v1/runs', 'post', 'description']);
  assert.equal(typeof description, 'string');
  const edited = (description as string).replace(/\bworkflow\b/, 'pipeline');
  assert.notEqual(edited, description);
  doc.setIn(['paths', '/api/v1/runs', 'post', 'description'], edited);
  const specFile = path.join(path.dirname(path.resolve(SITE_API_SPEC)), `.edited-${process.pid}.yaml`);
  fs.writeFileSync(specFile, doc.toString());
  try {
    const after = await siteApi(specFile);
    writeRecords(path.join(tmp, 'before'), site.pages);
    writeRecords(path.join(tmp, 'after'), after.pages);
  } finally {
    fs.rmSync(specFile);
  }
  // git's own diff, as a reviewer sees it; exit code 1 means "differs".
  const diff = (...args: string[]) => {
    try {
      return execFileSync('git', ['diff', '--no-index', ...args, 'before', 'after'], {
        cwd: tmp,
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      });
    } catch (error) {
      return (error as { stdout: string }).stdout;
    }
  };
  const changed = diff('--name-only').trim().split('\n').filter(Boolean);
  assert.ok(changed.length >= 1 && changed.length <= 3, `changed files: ${changed.join(', ')}`);
  // The page's own model file, not its stub or the section's index.
  assert.ok(changed.some((file) => /(^|\/)_pages\/.+\.json$/.test(file)));
  const bytes = Buffer.byteLength(diff());
  assert.ok(bytes < 5_000, `the diff is ${bytes} bytes`);
});
