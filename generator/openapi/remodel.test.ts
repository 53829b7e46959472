/**
 * A save to some path items, modelled from the last model (remodel.ts), gives what modelling the
 * whole edited description gives: the same pages, byte for byte, and the same findings. The
 * description is the kitchen sink (callbacks, webhooks, shared responses, a foreign spec's links)
 * without its internal marks, which this path leaves to a whole run.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from './load.ts';
import { modelApi, renderApi, type ApiGenOptions, type ModelledApi } from './pipeline.ts';
import { documentParts, remodel, type RemodelBase } from './remodel.ts';
import type { ResolvedDocument } from './resolve.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remodel-'));
const file = path.join(dir, 'kitchen-sink.yaml');
const original = fs
  .readFileSync('tests/fixtures/kitchen-sink.yaml', 'utf8')
  .replace(/^\s*x-(internal|hidden): true\n/gm, '');
const options: ApiGenOptions = { specFile: file, routeBase: '/api/kitchen', schemaData: true, foreignLinks: true };

/** The whole pipeline on `text`, and what it leaves for the next save. */
async function modelWhole(text: string): Promise<RemodelBase> {
  let parts: RemodelBase['parts'] | undefined;
  let resolved: ResolvedDocument | undefined;
  const api = await modelApi(options, {
    readDocument: () => parseDocument(file, text),
    onLoaded: (written) => void (parts = documentParts(written.doc)),
    onResolved: (r) => void (resolved = r),
  });
  return { parts: parts!, resolved: resolved!, api };
}

/** What a run shows of a model: its files, and its findings. */
async function shown(api: ModelledApi) {
  const { pages, schemaData } = await renderApi(api, options);
  return {
    files: Object.fromEntries([...pages, ...schemaData].map((r) => [r.path, String(r.content)])),
    findings: JSON.stringify([api.coverage, api.examples, api.exampleFit, api.internal]),
  };
}

const NEW_PATH = `paths:
  /pets/count:
    get:
      tags: [pets]
      summary: Count pets
      operationId: countPets
      responses:
        '200':
          $ref: '#/components/responses/PetFound'
        '404':
          description: It does not.
`;

/** Edits a writer saves, each to the text the one before it left. */
const EDITS: Array<{ name: string; edit: (text: string) => string; byParts: boolean }> = [
  { name: 'a summary', edit: (t) => t.replace('summary: List pets\n', 'summary: List the pets\n'), byParts: true },
  // Its slug now meets listPets': the later of the two takes `-2`.
  { name: 'an operationId', edit: (t) => t.replace('operationId: addPet\n', 'operationId: ListPets\n'), byParts: true },
  // First in the section, with a component's response and an error response another operation repeats.
  { name: 'a new path', edit: (t) => t.replace('paths:\n', NEW_PATH), byParts: true },
  { name: 'the new path removed', edit: (t) => t.replace(NEW_PATH, 'paths:\n'), byParts: true },
  {
    name: 'a component',
    edit: (t) => t.replace('A pet; the `petType` says which kind.', 'A pet; its `petType` says which kind.'),
    byParts: false,
  },
  {
    name: 'a $ref with a key beside it',
    edit: (t) =>
      t.replace(
        "      - $ref: '#/components/parameters/RequestId'\n",
        "      - $ref: '#/components/parameters/RequestId'\n        description: Beside.\n",
      ),
    byParts: false,
  },
];

test('a save to path items, modelled from the last model, shows what modelling it whole shows', async () => {
  let text = original;
  let base = await modelWhole(text);
  for (const { name, edit, byParts } of EDITS) {
    const edited = edit(text);
    assert.notEqual(edited, text, `the ${name} edit no longer applies to the kitchen sink`);
    text = edited;
    const again = await remodel(base, parseDocument(file, text), options);
    const whole = await modelWhole(text);
    assert.equal(again !== undefined, byParts, `the ${name} edit ${byParts ? 'was' : 'was not'} left to a whole run`);
    if (again) {
      const [partly, fully] = [await shown(again.api), await shown(whole.api)];
      assert.deepEqual(Object.keys(partly.files), Object.keys(fully.files), `the ${name} edit: other files`);
      for (const [file, content] of Object.entries(fully.files))
        assert.equal(partly.files[file], content, `the ${name} edit: ${file} differs from a whole run's`);
      assert.equal(partly.findings, fully.findings, `the ${name} edit: other findings`);
    }
    base = again?.base ?? whole;
  }
});

test('an error in the changed path items is left to a whole run, which names it', async () => {
  const base = await modelWhole(original);
  const broken = original.replace(
    "$ref: '#/components/requestBodies/NewPet'",
    "$ref: '#/components/requestBodies/NoSuch'",
  );
  assert.equal(await remodel(base, parseDocument(file, broken), options), undefined);
  const invalid = original.replace('operationId: listPets\n', 'operationId: listPets\n      deprecated: sometimes\n');
  assert.equal(await remodel(base, parseDocument(file, invalid), options), undefined);
  const duplicate = original.replace('operationId: addPet\n', 'operationId: listPets\n');
  assert.equal(await remodel(base, parseDocument(file, duplicate), options), undefined);
});
