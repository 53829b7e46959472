import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SpecError } from '../lib/errors.ts';
import { loadDocument } from './load.ts';
import { API_STEPS, apiSteps, generateApi, loadApiModel, modelApi, type ApiStep } from './pipeline.ts';
import { apiSectionFiles } from './render/section.ts';
import { fixture } from './test-helpers.ts';

const ONE_OF = fixture('one-of.yaml');
const INTERNAL = fixture('internal-parts.yaml');

test('the pipeline runs its steps in the listed order, each once, and reads the file once', async () => {
  assert.deepEqual(API_STEPS, [
    'load',
    'validate',
    'stripInternal',
    'coverage',
    'examples',
    'exampleFit',
    'resolve',
    'model',
    'layout',
    'downloads',
    'render',
  ]);
  const steps: ApiStep[] = [];
  const reads: string[] = [];
  const readDocument = (file: string) => (reads.push(file), loadDocument(file));
  const result = await generateApi(
    { specFile: ONE_OF, publish: true },
    { readDocument, onStep: (step) => steps.push(step) },
  );
  assert.deepEqual(steps, API_STEPS);
  assert.deepEqual(reads, [ONE_OF]);
  assert.ok(result.pages.some((r) => r.path === '_model.json'));
});

test('a caller that needs only the model runs the first steps, and gets the document as written', async () => {
  const steps: ApiStep[] = [];
  const { model, loaded } = await loadApiModel(ONE_OF, { onStep: (step) => steps.push(step) });
  assert.deepEqual(steps, [
    'load',
    'validate',
    'stripInternal',
    'coverage',
    'examples',
    'exampleFit',
    'resolve',
    'model',
    'layout',
  ]);
  assert.ok(model.operations.length > 0);
  assert.match(JSON.stringify(loaded.doc), /"\$ref":"#\/components\/schemas\//, 'resolve ran on a copy');
});

test('load: parses YAML and places a pointer on its line', () => {
  const loaded = apiSteps.load(ONE_OF);
  assert.equal(loaded.format, 'yaml');
  assert.match(loaded.lineOf('#/info'), /^line \d+$/);
});

test('validate: rejects Swagger 2.0 naming the way out, and reports whether external references exist', async () => {
  await assert.rejects(
    apiSteps.validate(apiSteps.load(fixture('swagger-2.json'))),
    (error: unknown) => error instanceof SpecError && /convert the document to OpenAPI 3/.test(error.fix),
  );
  assert.deepEqual(await apiSteps.validate(apiSteps.load(ONE_OF)), { externalRefs: false });
});

test('stripInternal: leaves the internal parts out and names where they stood', () => {
  const { loaded, internal } = apiSteps.stripInternal(apiSteps.load(INTERNAL));
  assert.ok(internal.length > 0 && internal.every((pointer) => pointer.startsWith('#/')));
  assert.doesNotMatch(JSON.stringify(loaded.doc), /zqx/i);
  assert.doesNotMatch(loaded.text, /x-internal: true/);
});

test('coverage: reports what the pages do not show, by JSON pointer', () => {
  const doc = apiSteps.load(ONE_OF);
  (doc.doc.info as Record<string, unknown>)['x-unshown'] = 1;
  assert.ok(apiSteps.coverage(doc).some((f) => f.pointer === '#/info/x-unshown'));
});

test('downloads: the description as YAML and JSON, and its TypeScript types', async () => {
  const loaded = apiSteps.load(ONE_OF);
  const { files, findings } = await apiSteps.downloads(loaded);
  assert.deepEqual(findings, []);
  assert.deepEqual(
    files.map((f) => f.path),
    ['openapi.yaml', 'openapi.json', 'openapi.d.ts'],
  );
  assert.equal(files[0].content, loaded.text);
  assert.deepEqual(JSON.parse(files[1].content), loaded.doc);
  assert.match(files[2].content, /export interface paths/);
});

test('resolve: no $ref is left; in place unless asked for a copy', async () => {
  const copied = apiSteps.load(ONE_OF);
  const resolved = await apiSteps.resolve(copied, { externalRefs: false, copy: true, routeBase: '/api' });
  assert.doesNotMatch(JSON.stringify(resolved.doc), /\$ref/);
  assert.match(JSON.stringify(copied.doc), /\$ref/);
  const inPlace = apiSteps.load(ONE_OF);
  await apiSteps.resolve(inPlace, { externalRefs: false, routeBase: '/api' });
  assert.doesNotMatch(JSON.stringify(inPlace.doc), /\$ref/);
});

test('model, layout and render: a small API is one flat folder, a page per operation', async () => {
  const api = await modelApi({ specFile: ONE_OF });
  const model = apiSteps.model(
    await apiSteps.resolve(apiSteps.load(ONE_OF), { externalRefs: false, routeBase: '/api' }),
  );
  assert.deepEqual(
    model.operations.map((op) => op.slug),
    api.model.operations.map((op) => op.slug),
  );
  const layout = apiSteps.layout(model, '/api');
  assert.equal(layout.grouping, 'none');
  assert.deepEqual(
    layout.pages.filter((p) => p.kind === 'operation').map((p) => p.file),
    model.operations.map((op) => `${op.slug}.mdx`),
  );
  const { rendered, schemaData } = apiSteps.render(api, { specFile: ONE_OF });
  const pages = await apiSectionFiles(api.model, api.layout, rendered);
  assert.deepEqual(
    pages
      .filter((r) => r.path.endsWith('.mdx'))
      .map((r) => r.path)
      .sort(),
    layout.pages.map((p) => p.file).sort(),
  );
  assert.deepEqual(schemaData, []);
});
