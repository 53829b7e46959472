/** diffApiDescriptions on descriptions built in the test: hostile shapes end, written places are kept. */
import assert from 'node:assert/strict';
import test from 'node:test';
import type { JsonObject } from '../../lib/json.ts';
import { diffApiDescriptions } from './diff.ts';
import { formatChanges, groupChanges } from './format.ts';
import { patternWidens } from './schema-diff.ts';
import type { ApiChange } from './types.ts';

/** A description with one operation, GET /things, returning `schema`, and these component schemas. */
function describe(schema: JsonObject, schemas: JsonObject = {}): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'Test', version: '1' },
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
        },
      },
    },
    components: { schemas },
  };
}

test('a $ref that points at itself, and an allOf that includes its own schema, end without a change', () => {
  const loop = describe({ $ref: '#/components/schemas/A' }, { A: { $ref: '#/components/schemas/A' } });
  assert.deepEqual(diffApiDescriptions(loop, structuredClone(loop)), []);
  const selfAllOf = describe(
    { $ref: '#/components/schemas/B' },
    {
      B: {
        allOf: [
          { $ref: '#/components/schemas/B' },
          { $ref: '#/components/schemas/B' },
          { properties: { id: { type: 'string' } } },
        ],
      },
    },
  );
  const edited = structuredClone(selfAllOf);
  ((edited.components as JsonObject).schemas as JsonObject).B = {
    allOf: [
      { $ref: '#/components/schemas/B' },
      { $ref: '#/components/schemas/B' },
      { properties: { id: { type: 'integer' } } },
    ],
  };
  assert.deepEqual(
    diffApiDescriptions(selfAllOf, edited).map((c) => c.message),
    ['In schema B: response 200 field `id` changed type from string to integer.'],
  );
});

test('a deprecation written beside a $ref (OpenAPI 3.1) marks that field', () => {
  const before = describe(
    { type: 'object', properties: { owner: { $ref: '#/components/schemas/User' } } },
    { User: { type: 'object' } },
  );
  const after = describe(
    { type: 'object', properties: { owner: { $ref: '#/components/schemas/User', deprecated: true } } },
    { User: { type: 'object' } },
  );
  const [change] = diffApiDescriptions(before, after);
  assert.equal(change.level, 'deprecation');
  assert.equal(change.message, 'In schema User: response 200 field `owner` was deprecated.');
  assert.deepEqual(change.location?.fieldPath, ['owner']);
});

test('a response field becoming optional may break readers; becoming required does not', () => {
  const optional = describe({ type: 'object', properties: { id: { type: 'string' } } });
  const required = describe({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } });
  assert.deepEqual(
    diffApiDescriptions(required, optional).map((c) => [c.level, c.message]),
    [['breaking', 'Response 200 field `id` may now be absent.']],
  );
  assert.deepEqual(
    diffApiDescriptions(optional, required).map((c) => [c.level, c.message]),
    [['non-breaking', 'Response 200 field `id` is now always present.']],
  );
});

test('an int32 widened to int64 is fine in a request and breaks readers of a response', () => {
  const withFormat = (format: string): JsonObject => ({
    openapi: '3.1.0',
    info: { title: 'Test', version: '1' },
    paths: {
      '/things': {
        post: {
          requestBody: {
            content: {
              'application/json': { schema: { type: 'object', properties: { n: { type: 'integer', format } } } },
            },
          },
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': { schema: { type: 'object', properties: { n: { type: 'integer', format } } } },
              },
            },
          },
        },
      },
    },
  });
  assert.deepEqual(
    diffApiDescriptions(withFormat('int32'), withFormat('int64')).map((c) => [c.level, c.message]),
    [
      ['non-breaking', 'Request body field `n` changed format from `int32` to `int64`.'],
      ['breaking', 'Response 200 field `n` changed format from `int32` to `int64`.'],
    ],
  );
});

test('a header parameter is the same parameter whatever the case of its name', () => {
  const withHeader = (name: string): JsonObject => ({
    openapi: '3.1.0',
    info: { title: 'Test', version: '1' },
    paths: {
      '/things': {
        get: {
          parameters: [{ name, in: 'header', schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  });
  assert.deepEqual(diffApiDescriptions(withHeader('X-Request-Id'), withHeader('x-request-id')), []);
});

test('the text groups by operation, operations with a breaking change first, breaking changes first within each', () => {
  const change = (level: ApiChange['level'], operation: string | null, message: string): ApiChange => ({
    kind: 'field-added',
    level,
    operation,
    pointer: '/x',
    message,
    action: 'Do it.',
  });
  const changes = [
    change('non-breaking', 'GET /a', 'a1'),
    change('deprecation', 'GET /b', 'b1'),
    change('non-breaking', 'GET /b', 'b2'),
    change('breaking', 'GET /b', 'b3'),
    change('non-breaking', null, 'api'),
    change('breaking', 'GET /c', 'c1'),
  ];
  assert.deepEqual(
    groupChanges(changes).map((g) => [g.operation, g.changes.map((c) => c.message)]),
    [
      ['GET /b', ['b3', 'b1', 'b2']],
      ['GET /c', ['c1']],
      ['GET /a', ['a1']],
      [null, ['api']],
    ],
  );
  const text = formatChanges(changes);
  assert.match(text, /^2 breaking changes, 1 deprecation, 3 non-breaking changes\n\nGET \/b\n {2}BREAKING {6}b3\n/);
  assert.match(text, /\nWhole API\n {2}non-breaking {2}api\n {16}→ Do it\.\n {16}at \/x\n/);
});

test('a pattern accepts more only when optional groups were added to it', () => {
  assert.equal(patternWidens('^[a-z]+$', '^[a-z]+(:[0-9]+)?$'), true);
  assert.equal(patternWidens('^[a-z]+$', '^[a-z]+(?:-(v[0-9]+)?)*$'), true);
  assert.equal(
    patternWidens('^[a-z]+$', '^[a-z0-9]+$'),
    false,
    'a wider class cannot be told from a narrower one cheaply',
  );
  assert.equal(patternWidens('^[a-z]+(:[0-9]+)?$', '^[a-z]+$'), false);
  assert.equal(patternWidens(undefined, '^[a-z]+$'), false);
});
