import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { genOutputs } from './gen-outputs.ts';
import { SpecError } from './lib/errors.ts';
import { loadDocument } from './openapi/load.ts';
import { readJsonFile } from './cli/load.ts';
import { EXTRA_API_ENV } from './openapi/mount.ts';
import { pageText, sectionModelOfRecords } from './openapi/test-helpers.ts';

/** Readers that count how often each spec is read. */
function countingReaders() {
  const reads = new Map<string, number>();
  const count = (file: string) =>
    reads.set(path.relative(process.cwd(), file), (reads.get(path.relative(process.cwd(), file)) ?? 0) + 1);
  return {
    reads,
    readApiDocument: (file: string) => (count(file), loadDocument(file)),
    readCliSpec: (file: string) => (count(file), readJsonFile(file)),
  };
}

test('npm run gen reads each spec once, builds the index once, and links the API and CLI pages both ways', async (t) => {
  // The mounted API (if the environment names one) is left out: this is the site's own run.
  const saved = process.env[EXTRA_API_ENV];
  delete process.env[EXTRA_API_ENV];
  t.after(() => {
    if (saved !== undefined) process.env[EXTRA_API_ENV] = saved;
  });
  // The older versions served on the day the listing was written: each one's description goes through the pipeline once too.
  const day = process.env.SANDGARDEN_TODAY;
  const versions = process.env.SANDGARDEN_API_VERSIONS;
  process.env.SANDGARDEN_TODAY = '2026-11-26';
  delete process.env.SANDGARDEN_API_VERSIONS;
  t.after(() => {
    if (day === undefined) delete process.env.SANDGARDEN_TODAY;
    else process.env.SANDGARDEN_TODAY = day;
    if (versions !== undefined) process.env.SANDGARDEN_API_VERSIONS = versions;
  });
  const readers = countingReaders();
  const outputs = await genOutputs({}, readers);
  const older = Object.fromEntries(['1.0.0', '1.1.0', '1.2.0', '1.3.0'].map((v) => [`openapi/versions/${v}.yaml`, 1]));
  assert.deepEqual(Object.fromEntries(readers.reads), { 'openapi/sun-api.yaml': 1, 'cli-spec/sand.json': 1, ...older });
  assert.deepEqual(
    outputs.map((o) => o.dir),
    [
      'content/api',
      'public',
      'public/api-schemas',
      'content/api-versions',
      'content/cli',
      'content/cli-versions',
      'content/category',
      'content/tags',
      'content',
      'public',
      'public/diagrams',
    ],
  );
  const api = outputs.find((o) => o.dir === 'content/api')!.records;
  const startRun = pageText(api, 'start-run.mdx');
  assert.match(startRun, /"command":"sand runs start","href":"\/cli\/sand\/runs\/start"/);
  assert.match(startRun, /"command":"sand test-suites start","href":"\/cli\/sand\/test-suites\/start"/);
  const cli = sectionModelOfRecords(outputs.find((o) => o.dir === 'content/cli')!.records)!;
  assert.match(
    JSON.stringify(cli.pages['/cli/sand/runs/start']),
    /"operationId":"startRun","href":"\/api\/start-run","method":"POST"/,
  );
});

test("npm run gen -- --cli-spec FILE --out DIR generates only that description's CLI pages into DIR", async () => {
  const readers = countingReaders();
  const outputs = await genOutputs(
    { cliSpec: 'generator/cli/fixtures/valid-minimal.json', out: '/tmp/cli-pages' },
    readers,
  );
  assert.deepEqual(Object.fromEntries(readers.reads), {
    'openapi/sun-api.yaml': 1,
    'generator/cli/fixtures/valid-minimal.json': 1,
  });
  assert.equal(outputs.length, 1);
  assert.equal(outputs[0].dir, '/tmp/cli-pages');
  assert.ok(outputs[0].records.some((r) => r.path === 'sand/runs/start.mdx'));
  // Operations link to the site API's pages, with the method and path from the OpenAPI description.
  const model = sectionModelOfRecords(outputs[0].records)!;
  assert.match(
    JSON.stringify(model.pages['/cli/sand/runs/start']),
    /"operationId":"startRun","href":"\/api\/start-run","method":"POST"/,
  );
});

test('npm run gen -- --api-spec FILE --out DIR reads only that file and writes only its pages', async () => {
  const readers = countingReaders();
  const outputs = await genOutputs(
    { apiSpec: 'generator/openapi/fixtures/one-of.yaml', out: '/tmp/api-pages' },
    readers,
  );
  assert.deepEqual(Object.fromEntries(readers.reads), { 'generator/openapi/fixtures/one-of.yaml': 1 });
  assert.deepEqual(
    outputs.map((o) => o.dir),
    ['/tmp/api-pages'],
  );
  assert.doesNotMatch(outputs[0].records.map((r) => r.content).join(''), /ApiCliCommands/);
});

test('gen fails, before writing anything, when a command calls an operation the site API lacks', async () => {
  await assert.rejects(
    genOutputs({ cliSpec: 'generator/cli/fixtures/unknown-operation-id.json', out: '/tmp/cli-pages' }),
    (error: unknown) => {
      assert.ok(error instanceof SpecError);
      assert.match(
        error.message,
        /unknown-operation-id\.json at #\/program\/commands\/0\/commands\/1\/operations\/0: "sand runs start" calls operation "startRuns", which openapi\/sun-api\.yaml does not define/,
      );
      assert.match(error.message, /did you mean "startRun"/);
      return true;
    },
  );
});
