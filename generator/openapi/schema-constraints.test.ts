import { test } from 'node:test';
import assert from 'node:assert/strict';
import { convertSchema, createSchemaContext } from './schema.ts';
import type { OpenApiDocument } from './resolve.ts';

const constraints = (schema: object) =>
  convertSchema(schema, createSchemaContext(new WeakMap(), { openapi: '3.1.0' } as OpenApiDocument)).constraints;

test('a count of one reads in the singular: "at least 1 item", "exactly 1 character", "at most 1 property"', () => {
  assert.deepEqual(constraints({ type: 'array', minItems: 1 }), ['at least 1 item']);
  assert.deepEqual(constraints({ type: 'array', minItems: 2 }), ['at least 2 items']);
  assert.deepEqual(constraints({ type: 'string', minLength: 1, maxLength: 1 }), ['exactly 1 character']);
  assert.deepEqual(constraints({ type: 'string', minLength: 1, maxLength: 64 }), ['1–64 characters']);
  assert.deepEqual(constraints({ type: 'object', maxProperties: 1 }), ['at most 1 property']);
});
