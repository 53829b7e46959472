import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { groupFindings } from './coverage.ts';
import { generateApi } from './pipeline.ts';
import { compileMdx } from './test-helpers.ts';

// tests/fixtures/kitchen-sink.yaml uses every part of OpenAPI 3.0/3.1 and the vendor extensions
// readers rely on. It must validate and generate; what its pages do not show yet is listed below.
const KITCHEN_SINK = path.resolve(import.meta.dirname, '../../tests/fixtures/kitchen-sink.yaml');

/**
 * What the pages do not show yet. When a page starts showing one of these, coverage.ts's SHOWN
 * table gets the field and the entry leaves this list.
 */
const NOT_SHOWN_YET = [
  'encoding.headers: not shown',
  'pathItem.summary: not shown',
  'schema.else: not shown',
  'schema.if: not shown',
  'schema.then: not shown',
];

const generated = generateApi({ specFile: KITCHEN_SINK, publish: true });

test('the kitchen sink validates and generates a page per public operation and webhook, each compiling as MDX', async () => {
  const { pages, model } = await generated;
  const mdx = pages.filter((p) => p.path.endsWith('.mdx'));
  assert.deepEqual(
    mdx.map((p) => p.path),
    [
      'index.mdx',
      'kitchen-sink-api.mdx',
      'list-pets.mdx',
      'add-pet.mdx',
      'get-pet.mdx',
      'replace-pet.mdx',
      'head-pet.mdx',
      'get-pet-photo.mdx',
      'place-order.mdx',
      'get-inventory.mdx',
      'get-tree.mdx',
      'new-pet-webhook.mdx',
      'pet-adopted.mdx',
      'legacy-pet-removed.mdx',
    ],
  );
  assert.equal(model.operations.length + model.webhooks.length, mdx.length - 2);
  for (const page of mdx) await compileMdx(page.content, page.path);
});

// Read from the model, not the page text, so the test does not depend on how a page draws it.
test("the kitchen sink's model has informational, redirect, range and default responses, deprecation and a referenced path item", async () => {
  const { model } = await generated;
  const op = (id: string) => model.operations.find((o) => o.operationId === id)!;
  assert.deepEqual(
    op('listPets').responses.map((r) => r.status),
    ['200', '304', '4XX', 'default'],
  );
  assert.deepEqual(
    op('addPet').responses.map((r) => r.status),
    ['102', '201', '303', '422'],
  );
  assert.equal(op('replacePet').deprecated, true);
  assert.equal(op('listPets').parameters.find((p) => p.name === 'legacyFilter')?.deprecated, true);
  assert.equal(op('getTree').path, '/trees', 'a path item $ref to components.pathItems gives its operation');
  assert.deepEqual(op('getPet').security, [], '`security: []` makes an operation public');
});

test("the kitchen sink's internal parts are in no generated file", async () => {
  const { pages, publicFiles, internal } = await generated;
  assert.equal(internal.length, 6);
  for (const file of [...pages, ...publicFiles]) assert.doesNotMatch(file.content, /kzq/i, file.path);
});

test('the coverage report on the kitchen sink lists exactly what is not shown yet', async () => {
  const { coverage } = await generated;
  const warnings = groupFindings(coverage)
    .filter((g) => g.level === 'warning')
    .map((g) => `${g.subject}: ${g.reason}`)
    .sort();
  assert.deepEqual(warnings, NOT_SHOWN_YET);
  assert.deepEqual(
    coverage.filter((f) => f.level === 'note'),
    [],
    'every extension in the kitchen sink is one readers rely on',
  );
});
