import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkExampleFit, formatExampleFitFindings, namedInExample } from './example-fit.ts';
import { apiSteps } from './pipeline.ts';
import { SITE_API_SPEC } from './site-api.ts';
import { fixture, genCommand } from './test-helpers.ts';

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (example: unknown) => ({ 'application/json': { schema: { type: 'object' }, example } });
const error = (message: string, details: unknown[] = []) => ({ code: 'x', message, details });

/** A small API: a list operation with `limit`, one that takes a workflow body, one with a free-form body, one with none. */
function api(responses: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/workflows': {
        get: {
          operationId: 'listWorkflows',
          parameters: [{ $ref: '#/components/parameters/Limit' }],
          responses: { '400': ref('BadRequest') },
        },
        post: {
          operationId: 'createWorkflow',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Workflow' } } } },
          responses: { '400': ref('BadRequest'), '422': ref('Invalid') },
        },
      },
      '/steps/{stepRef}': {
        parameters: [{ name: 'stepRef', in: 'path', required: true, schema: { type: 'string' } }],
        put: {
          operationId: 'pushStep',
          parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } }],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    env: { type: 'object', additionalProperties: { type: 'string' } },
                  },
                },
              },
            },
          },
          responses: { '400': ref('BadRequest'), '422': ref('Invalid') },
        },
        delete: {
          operationId: 'deleteStep',
          responses: {
            '422': ref('Invalid'),
            '404': { description: 'gone', content: json(error('Path parameter "stepRef" names no step.')) },
          },
        },
      },
    },
    components: {
      parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
      schemas: {
        Workflow: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            stages: { type: 'array', items: { allOf: [{ $ref: '#/components/schemas/Stage' }] } },
          },
        },
        Stage: { type: 'object', properties: { step: { type: 'string' } } },
      },
      responses,
    },
    ...extra,
  };
}

const summary = (doc: Record<string, unknown>) =>
  checkExampleFit(doc).map(
    (f) =>
      `${f.example} on ${f.operationLabel} ${f.operation}: ${f.problems.map((p) => `${p.at} ${p.message}`).join('; ')}`,
  );

test('a shared error example naming a query parameter or a body pointer is reported on each operation it is not true of, with both places', () => {
  const doc = api({
    BadRequest: {
      description: 'bad',
      content: json(error('Query parameter "limit" must be an integer between 1 and 100.')),
    },
    Invalid: {
      description: 'invalid',
      content: json(
        error('2 problems', [
          { pointer: '/name', message: 'bad' },
          { pointer: '/stages/0/step', message: 'no such step' },
        ]),
      ),
    },
  });
  assert.deepEqual(summary(doc), [
    '#/components/responses/BadRequest/content/application~1json/example on POST /workflows (createWorkflow) #/paths/~1workflows/post: /message names query parameter "limit", which the operation does not have',
    '#/components/responses/BadRequest/content/application~1json/example on PUT /steps/{stepRef} (pushStep) #/paths/~1steps~1{stepRef}/put: /message names query parameter "limit", which the operation does not have',
    '#/components/responses/Invalid/content/application~1json/example on PUT /steps/{stepRef} (pushStep) #/paths/~1steps~1{stepRef}/put: /details/1/pointer points at "/stages/0/step", which is not in the request body (schema #/paths/~1steps~1{stepRef}/put/requestBody/content/application~1json/schema)',
    '#/components/responses/Invalid/content/application~1json/example on DELETE /steps/{stepRef} (deleteStep) #/paths/~1steps~1{stepRef}/delete: /details/0/pointer points at "/name" in a request body, and the operation takes none; /details/1/pointer points at "/stages/0/step" in a request body, and the operation takes none',
  ]);
});

test('examples true of every operation that shows them pass: own parameters (path-level, by $ref, headers in any case), pointers through $ref, allOf, items and additionalProperties', () => {
  const doc = api({
    BadRequest: {
      description: 'bad',
      content: {
        'application/json': {
          schema: { type: 'object' },
          examples: { header: { value: error('Header "idempotency-key" is too long.') } },
        },
      },
    },
    Invalid: { description: 'invalid', content: json(error('the body', [{ pointer: '' }])) },
  });
  // The list operation and createWorkflow have no Idempotency-Key: this example is written where it is true.
  const paths = doc.paths as unknown as Record<string, Record<string, Record<string, unknown>>>;
  paths['/workflows'].get.responses = {
    '400': { description: 'bad', content: json(error('Query parameter "limit" must be at most 100.')) },
  };
  paths['/workflows'].post.responses = {
    '422': { description: 'invalid', content: json(error('x', [{ pointer: '/stages/3/step' }, { pointer: '/name' }])) },
  };
  paths['/steps/{stepRef}'].put.responses = {
    '400': ref('BadRequest'),
    '422': { description: 'invalid', content: json(error('x', [{ pointer: '/env/OPENAI_KEY' }])) },
  };
  paths['/steps/{stepRef}'].delete.responses = {
    '404': { description: 'gone', content: json(error('Path parameter "stepRef" names no step.')) },
  };
  assert.deepEqual(summary(doc), []);
});

test('success examples are not error bodies, and JSON:API and problem-details fields are read', () => {
  assert.deepEqual(
    namedInExample({
      errors: [{ source: { pointer: '/data/name', parameter: 'sort', header: 'X-Tenant' } }],
      detail: 'Cookie parameter "sid" expired',
    }),
    [
      { kind: 'pointer', pointer: '/data/name', at: '/errors/0/source/pointer' },
      { kind: 'parameter', in: undefined, name: 'sort', at: '/errors/0/source/parameter' },
      { kind: 'parameter', in: 'header', name: 'X-Tenant', at: '/errors/0/source/header' },
      { kind: 'parameter', in: 'cookie', name: 'sid', at: '/detail' },
    ],
  );
  const doc = api({
    BadRequest: { description: 'bad', content: json(error('fine')) },
    Invalid: { description: 'invalid', content: json(error('fine')) },
  });
  const paths = doc.paths as unknown as Record<string, Record<string, Record<string, unknown>>>;
  paths['/workflows'].get.responses = {
    '200': { description: 'ok', content: json({ pointer: '/nowhere', message: 'Query parameter "page" is new' }) },
  };
  assert.deepEqual(summary(doc), []);
});

test('gen warns with the example and the operation, and --strict fails with nothing written', async () => {
  const file = fixture('example-not-true.yaml');
  const lines = formatExampleFitFindings('example-not-true.yaml', apiSteps.exampleFit(apiSteps.load(file)));
  assert.deepEqual(lines, [
    'example-not-true.yaml: 1 example shown on an operation it is not true of (write the example on the operation, or make the shared one fit every operation that refers to it):',
    '  warning: example-not-true.yaml#/components/responses/BadRequest/content/application~1json/example (line 43) shown on POST /steps (pushStep) at example-not-true.yaml#/paths/~1steps/post: /message names query parameter "limit", which the operation does not have',
  ]);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-example-fit-'));
  try {
    const out = path.join(tmp, 'pages');
    const gen = (args: string[]) => genCommand(['--api-spec', file, '--out', out, ...args]);
    const strict = await gen(['--strict']);
    assert.equal(strict.status, 1);
    const shown =
      'example-not-true.yaml#/components/responses/BadRequest/content/application~1json/example (line 43) shown on POST /steps (pushStep) at ';
    assert.ok(strict.stderr.includes(shown), strict.stderr);
    assert.match(strict.stderr, /--strict: 1 example not true of an operation that shows it; nothing written\./);
    assert.equal(fs.existsSync(out), false);
    const normal = await gen([]);
    assert.equal(normal.status, 0, normal.stderr);
    assert.ok(normal.stderr.includes(shown), normal.stderr);
    assert.ok(fs.readdirSync(out).includes('index.mdx'));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('every error example of the Sun API is true of every operation that shows it', () => {
  const loaded = apiSteps.stripInternal(apiSteps.load(SITE_API_SPEC)).loaded;
  assert.deepEqual(formatExampleFitFindings(SITE_API_SPEC, apiSteps.exampleFit(loaded)), []);
});
