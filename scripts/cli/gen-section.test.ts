import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sections } from '../sections.ts';
import { SpecError } from '../lib/errors.ts';
import { pageText } from '../openapi/test-helpers.ts';

test('npm run gen -- --cli-spec FILE --out DIR generates only that description\'s CLI pages into DIR', async () => {
  const list = sections({ cliSpec: 'scripts/cli/fixtures/valid-minimal.json', out: '/tmp/cli-pages' });
  assert.deepEqual(list.map((s) => s.name), ['CLI reference']);
  const outputs = await list[0].generate();
  assert.equal(outputs.length, 1);
  assert.equal(outputs[0].dir, '/tmp/cli-pages');
  assert.ok(outputs[0].records.some((r) => r.path === 'sand/runs/start.mdx'));
  // Operations link to the site API's pages, with the method and path from the OpenAPI description.
  const model = JSON.parse(outputs[0].records.find((r) => r.path === '_model.json')!.content);
  assert.match(JSON.stringify(model.pages['/cli/sand/runs/start']), /"operationId":"startRun","href":"\/api\/start-run","method":"POST"/);
});

test('gen fails, before writing anything, when a command calls an operation the site API lacks', async () => {
  const [cli] = sections({ cliSpec: 'scripts/cli/fixtures/unknown-operation-id.json', out: '/tmp/cli-pages' });
  await assert.rejects(cli.generate(), (error: unknown) => {
    assert.ok(error instanceof SpecError);
    assert.match(error.message, /unknown-operation-id\.json at #\/program\/commands\/0\/commands\/1\/operations\/0: "sand runs start" calls operation "startRuns", which openapi\/sun-api\.yaml does not define/);
    assert.match(error.message, /did you mean "startRun"/);
    return true;
  });
});

test('the site\'s API pages list the sand commands that call each operation', async () => {
  const api = sections({}).find((s) => s.name === 'API reference')!;
  const outputs = await api.generate();
  const pages = outputs.find((o) => o.dir === 'content/api')!.records;
  const startRun = pageText(pages, 'start-run.mdx');
  assert.match(startRun, /"command":"sand runs start","href":"\/cli\/sand\/runs\/start"/);
  assert.match(startRun, /"command":"sand test-suites start","href":"\/cli\/sand\/test-suites\/start"/);
});
