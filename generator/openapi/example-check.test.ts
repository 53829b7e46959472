import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkExamples, formatExampleFindings, type ExampleFinding } from './example-check.ts';
import { apiSteps } from './pipeline.ts';
import { SITE_API_SPEC } from './site-api.ts';
import { fixture, genCommand } from './test-helpers.ts';

const doc = (version: string, extra: Record<string, unknown>) => ({
  openapi: version,
  info: { title: 'T', version: '1' },
  ...extra,
});
const json = (schema: unknown, extra: Record<string, unknown> = {}) => ({ 'application/json': { schema, ...extra } });
const warnings = (findings: ExampleFinding[]) => findings.filter((f) => f.level === 'warning');
/** Each warning as `example pointer → schema pointer: problems`. */
const summary = (findings: ExampleFinding[]) =>
  warnings(findings).map(
    (f) => `${f.example} → ${f.schema}: ${f.problems.map((p) => `${p.at} ${p.message} @${p.schema}`).join('; ')}`,
  );

test('a wrong example in each position gives exactly one warning naming the example and the schema', () => {
  const count = { type: 'integer' };
  const findings = checkExamples(
    doc('3.1.0', {
      paths: {
        '/runs/{runId}': {
          parameters: [
            {
              name: 'runId',
              in: 'path',
              required: true,
              schema: { type: 'string', format: 'uuid' },
              example: 'not-a-uuid',
            },
          ],
          post: {
            parameters: [
              {
                name: 'limit',
                in: 'query',
                schema: { type: 'integer', maximum: 10 },
                examples: { big: { value: 11 } },
              },
            ],
            requestBody: {
              content: json(
                { $ref: '#/components/schemas/RunInput' },
                {
                  examples: {
                    basic: { value: { input: { count: 'three' } } },
                    shared: { $ref: '#/components/examples/SharedInput' },
                  },
                },
              ),
            },
            responses: {
              '200': {
                description: 'ok',
                headers: {
                  'X-Rate-Limit': { schema: { type: 'integer', minimum: 0 }, example: -1 },
                  'X-Id': { schema: { type: 'string' }, examples: { one: { value: 1 } } },
                },
                content: json(
                  { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
                  { example: { name: 'no id' } },
                ),
              },
            },
          },
        },
      },
      components: {
        schemas: {
          RunInput: { type: 'object', properties: { input: { type: 'object', properties: { count } } } },
          Status: { type: 'string', enum: ['queued', 'done'], examples: ['queued', 'running'] },
          Legacy: { type: 'boolean', example: 'yes' },
        },
        examples: {
          SharedInput: { summary: 'written once, used by the request body', value: { input: { count: 1.5 } } },
        },
      },
    }),
  );
  assert.deepEqual(summary(findings), [
    '#/paths/~1runs~1{runId}/parameters/0/example → #/paths/~1runs~1{runId}/parameters/0/schema:  must match format "uuid" @#/paths/~1runs~1{runId}/parameters/0/schema',
    '#/paths/~1runs~1{runId}/post/parameters/0/examples/big/value → #/paths/~1runs~1{runId}/post/parameters/0/schema:  must be <= 10 @#/paths/~1runs~1{runId}/post/parameters/0/schema',
    '#/paths/~1runs~1{runId}/post/requestBody/content/application~1json/examples/basic/value → #/components/schemas/RunInput: /input/count must be integer @#/components/schemas/RunInput/properties/input/properties/count',
    '#/components/examples/SharedInput/value → #/components/schemas/RunInput: /input/count must be integer @#/components/schemas/RunInput/properties/input/properties/count',
    '#/paths/~1runs~1{runId}/post/responses/200/headers/X-Rate-Limit/example → #/paths/~1runs~1{runId}/post/responses/200/headers/X-Rate-Limit/schema:  must be >= 0 @#/paths/~1runs~1{runId}/post/responses/200/headers/X-Rate-Limit/schema',
    '#/paths/~1runs~1{runId}/post/responses/200/headers/X-Id/examples/one/value → #/paths/~1runs~1{runId}/post/responses/200/headers/X-Id/schema:  must be string @#/paths/~1runs~1{runId}/post/responses/200/headers/X-Id/schema',
    "#/paths/~1runs~1{runId}/post/responses/200/content/application~1json/example → #/paths/~1runs~1{runId}/post/responses/200/content/application~1json/schema:  must have required property 'id' @#/paths/~1runs~1{runId}/post/responses/200/content/application~1json/schema",
    '#/components/schemas/Status/examples/1 → #/components/schemas/Status:  must be equal to one of the allowed values: "queued", "done" @#/components/schemas/Status',
    '#/components/schemas/Legacy/example → #/components/schemas/Legacy:  must be boolean @#/components/schemas/Legacy',
  ]);
  assert.equal(findings.length, 9, 'nothing else (no notes)');
});

test('gen prints one line per wrong example: file, example pointer and line, what differs, the schema pointer', () => {
  const loaded = apiSteps.load(fixture('wrong-example.yaml'));
  const findings = apiSteps.examples(loaded);
  assert.deepEqual(formatExampleFindings('wrong-example.yaml', findings), [
    'wrong-example.yaml: 1 example not matching its schema:',
    '  warning: wrong-example.yaml#/paths/~1runs/post/requestBody/content/application~1json/examples/basic/value (line 23): /input/count must be integer (schema #/components/schemas/RunInput/properties/input/properties/count)',
  ]);
});

test('examples that match pass: OpenAPI keywords are annotations, readOnly fields may be left out of a request and writeOnly ones out of a response', () => {
  const User = {
    type: 'object',
    required: ['id', 'name', 'password'],
    additionalProperties: false,
    discriminator: { propertyName: 'kind' },
    xml: { name: 'user' },
    externalDocs: { url: 'https://example.com' },
    'x-internal-note': 'kept',
    properties: {
      id: { type: 'string', readOnly: true },
      name: { type: 'string' },
      password: { type: 'string', writeOnly: true },
      kind: { type: 'string' },
    },
  };
  const findings = checkExamples(
    doc('3.1.0', {
      paths: {
        '/users': {
          post: {
            requestBody: {
              content: json({ $ref: '#/components/schemas/User' }, { example: { name: 'Ada', password: 'secret' } }),
            },
            responses: {
              '201': {
                description: 'created',
                content: json({ $ref: '#/components/schemas/User' }, { example: { id: 'u1', name: 'Ada' } }),
              },
            },
          },
        },
        '/report': {
          get: {
            responses: {
              '200': {
                description: 'XML',
                content: { 'application/xml': { schema: { type: 'object' }, example: '<report/>' } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          User,
          When: { type: 'string', format: 'date-time', examples: ['2025-01-01T00:00:00Z'] },
          Size: { type: 'integer', format: 'int32', examples: [2147483647] },
        },
      },
    }),
  );
  assert.deepEqual(findings, []);
  // Left out in the wrong place, it is a finding.
  const wrong = checkExamples(
    doc('3.1.0', {
      paths: {
        '/users': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: json({ $ref: '#/components/schemas/User' }, { example: { name: 'Ada', password: 'x' } }),
              },
            },
          },
        },
      },
      components: { schemas: { User } },
    }),
  );
  assert.deepEqual(summary(wrong), [
    "#/paths/~1users/get/responses/200/content/application~1json/example → #/components/schemas/User:  must have required property 'id' @#/components/schemas/User",
  ]);
});

test('a 3.0 document: nullable (beside a type, an enum, an allOf) and boolean exclusive bounds read as 3.0 means them; `example` is no constraint', () => {
  const findings = checkExamples(
    doc('3.0.3', {
      paths: {
        '/pets': {
          get: {
            parameters: [
              {
                name: 'after',
                in: 'query',
                schema: { type: 'number', minimum: 0, exclusiveMinimum: true },
                example: 0.5,
              },
            ],
            responses: {
              '200': {
                description: 'ok',
                content: json(
                  { $ref: '#/components/schemas/Pet' },
                  {
                    examples: {
                      noOwner: { value: { name: 'Rex', tag: null, owner: null, colour: null } },
                      owned: { value: { name: 'Rex', tag: 'dog', owner: { name: 'Ada' }, colour: 'brown' } },
                    },
                  },
                ),
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Pet: {
            type: 'object',
            required: ['name'],
            example: { name: 'Tom', tag: null },
            properties: {
              name: { type: 'string', example: 'Tom' },
              tag: { type: 'string', nullable: true, example: null },
              owner: { nullable: true, allOf: [{ $ref: '#/components/schemas/Owner' }], example: null },
              colour: { type: 'string', enum: ['brown', 'white'], nullable: true },
            },
          },
          Owner: { type: 'object', required: ['name'], properties: { name: { type: 'string', example: 'Ada' } } },
        },
      },
    }),
  );
  assert.deepEqual(findings, []);
  // The same bounds are exclusive: 0 is out.
  const bound = checkExamples(
    doc('3.0.3', {
      paths: {
        '/p': {
          get: {
            parameters: [
              {
                name: 'after',
                in: 'query',
                schema: { type: 'number', minimum: 0, exclusiveMinimum: true },
                example: 0,
              },
            ],
            responses: {},
          },
        },
      },
    }),
  );
  assert.deepEqual(summary(bound), [
    '#/paths/~1p/get/parameters/0/example → #/paths/~1p/get/parameters/0/schema:  must be > 0 @#/paths/~1p/get/parameters/0/schema',
  ]);
  // In a 3.0 document, an example inside a nullable allOf is named where it is written.
  const inner = checkExamples(
    doc('3.0.3', {
      components: {
        schemas: {
          A: { nullable: true, allOf: [{ type: 'object', properties: { n: { type: 'integer', example: 'x' } } }] },
        },
      },
    }),
  );
  assert.deepEqual(summary(inner), [
    '#/components/schemas/A/allOf/0/properties/n/example → #/components/schemas/A/allOf/0/properties/n:  must be integer @#/components/schemas/A/allOf/0/properties/n',
  ]);
});

test('a schema Ajv cannot compile is a note, not a warning: the example was not checked', () => {
  const findings = checkExamples(
    doc('3.1.0', { components: { schemas: { Odd: { type: 'integer', exclusiveMaximum: true, example: 3 } } } }),
  );
  assert.equal(warnings(findings).length, 0);
  assert.equal(findings.length, 1);
  assert.match(findings[0].problems[0].message, /not checked: the schema cannot be compiled/);
});

test("the site's description (the Sun API): every example matches its schema", () => {
  const { loaded } = apiSteps.stripInternal(apiSteps.load(SITE_API_SPEC));
  assert.deepEqual(formatExampleFindings(SITE_API_SPEC, apiSteps.examples(loaded)), []);
});

test('npm run gen -- --strict fails on a wrong example and writes nothing; without it the warning is printed', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-examples-'));
  try {
    const out = path.join(tmp, 'pages');
    const gen = (args: string[]) => genCommand(['--api-spec', fixture('wrong-example.yaml'), '--out', out, ...args]);
    const strict = await gen(['--strict']);
    assert.equal(strict.status, 1);
    assert.match(
      strict.stderr,
      /warning: .*wrong-example\.yaml#\/paths\/~1runs\/post\/requestBody\/content\/application~1json\/examples\/basic\/value \(line 23\): \/input\/count must be integer \(schema #\/components\/schemas\/RunInput\/properties\/input\/properties\/count\)/,
    );
    assert.match(strict.stderr, /--strict: 1 example not matching its schema; nothing written\./);
    assert.equal(fs.existsSync(out), false);
    const normal = await gen([]);
    assert.equal(normal.status, 0, normal.stderr);
    assert.match(normal.stderr, /1 example not matching its schema/);
    assert.ok(fs.readdirSync(out).includes('index.mdx'));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
