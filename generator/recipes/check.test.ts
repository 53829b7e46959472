import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadApiModel } from '../openapi/pipeline.ts';
import { SpecError } from '../lib/errors.ts';
import { loadRecipe } from './index.ts';
import { defaultServerUrl, type RecipeApi } from './check.ts';

const FIXTURES = 'generator/recipes/fixtures';
let api: RecipeApi;

before(async () => {
  const { model, loaded } = await loadApiModel('openapi/sun-api.yaml');
  api = { file: 'openapi/sun-api.yaml', doc: loaded.doc, model, route: (id) => `/api/${id}` };
});

const fixture = (name: string) => path.join(FIXTURES, `${name}.arazzo.yaml`);

test('a valid recipe becomes the model the pages and runners use', async () => {
  const recipe = await loadRecipe(fixture('valid'), api);
  assert.equal(recipe.workflowId, 'fixture');
  assert.equal(recipe.slug, 'valid');
  assert.deepEqual(
    recipe.steps.map((s) => [s.stepId, s.method, s.path, s.href]),
    [
      ['start', 'post', '/api/v1/runs', '/api/startRun'],
      ['wait', 'get', '/api/v1/runs/{runId}', '/api/getRun'],
    ],
  );
  assert.deepEqual(recipe.inputs, [
    { name: 'workflow', required: false, type: 'string', default: 'analyze-support-ticket:production' },
  ]);
});

test("a recipe runs against the API's first server, its variables at their defaults, unless that is no address", async () => {
  assert.equal((await loadRecipe(fixture('valid'), api)).server, 'https://api.sandgarden.com');
  const variable = { name: 'host', default: 'eu.example.com' };
  assert.equal(
    defaultServerUrl({ servers: [{ url: 'https://{host}/v1', variables: [variable] }] }),
    'https://eu.example.com/v1',
  );
  assert.equal(defaultServerUrl({ servers: [{ url: '/v1' }] }), undefined);
  assert.equal(defaultServerUrl({ servers: [] }), undefined);
});

/** Each validation error: its fixture, the place it names (pointer and line) and words of its reason and fix. */
const CASES: Array<[string, RegExp, RegExp]> = [
  [
    'schema-unknown-field',
    /#\/workflows\/0\/steps\/0\/retries \(line 20\)/,
    /retries.*not expected|Property `retries` is not expected/,
  ],
  [
    'unknown-operation',
    /#\/workflows\/0\/steps\/0\/operationId \(line 19\)/,
    /no operation "startRuns"[\s\S]*fix: use an operationId of openapi\/sun-api.yaml, such as startRun/,
  ],
  [
    'unknown-operation-path',
    /#\/workflows\/0\/steps\/1\/operationPath \(line 30\)/,
    /no operation GET \/api\/v1\/jobs\/\{runId\}/,
  ],
  [
    'unknown-parameter',
    /#\/workflows\/0\/steps\/1\/parameters\/1 \(line 35\)/,
    /getRun has no query parameter "verbose"[\s\S]*fix: use one it has: runId \(path\)/,
  ],
  ['missing-path-parameter', /#\/workflows\/0\/steps\/1 \(line 29\)/, /does not give getRun's path parameter "runId"/],
  [
    'later-step-output',
    /#\/workflows\/0\/steps\/0\/requestBody\/payload\/workflow \(line 23\)/,
    /uses step "wait", which runs later/,
  ],
  [
    'undeclared-output',
    /#\/workflows\/0\/steps\/1\/parameters\/0\/value \(line 34\)/,
    /output "id", which step "start" does not declare[\s\S]*use one of: runId/,
  ],
  [
    'unknown-input',
    /#\/workflows\/0\/steps\/0\/requestBody\/payload\/workflow \(line 23\)/,
    /input "workflowRef", which the workflow does not declare/,
  ],
  [
    'response-field-missing',
    /#\/workflows\/0\/steps\/1\/successCriteria\/0\/condition \(line 36\)/,
    /response schema of getRun has no field at \/state/,
  ],
  [
    'bad-condition',
    /#\/workflows\/0\/steps\/1\/successCriteria\/0\/condition \(line 36\)/,
    /cannot be read: "succeeded" is neither[\s\S]*quote strings/,
  ],
  [
    'not-an-expression',
    /#\/workflows\/0\/steps\/0\/outputs\/runId \(line 28\)/,
    /"\$response.bodyy#\/id" is not a runtime expression/,
  ],
  [
    'wrong-source',
    /#\/sourceDescriptions\/0 \(line 6\)/,
    /is not the site's API[\s\S]*fix: set its type to openapi and its url to/,
  ],
  ['two-workflows', /#\/workflows \(line 10\)/, /holds 2 workflows[\s\S]*one workflow per file/],
];

for (const [name, placeRe, reasonRe] of CASES) {
  test(`validation error: ${name} names the file, the place and the fix`, async () => {
    await assert.rejects(loadRecipe(fixture(name), api), (error: unknown) => {
      assert.ok(error instanceof SpecError, String(error));
      assert.equal(error.file, fixture(name));
      assert.match(error.place, placeRe);
      assert.match(error.message, reasonRe);
      assert.match(error.message, /\n {2}fix: /);
      return true;
    });
  });
}
