import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApiAjv } from './example-check.ts';
import { sampleFromSchema, withoutHiddenFields, type SampleMode } from './examples.ts';

const ajv = openApiAjv();
/** The made-up value, after Ajv (the judge of the written examples) accepted it. */
function valid(schema: Record<string, unknown>, mode: SampleMode = 'response'): unknown {
  const value = sampleFromSchema(schema, mode);
  const validate = ajv.compile(structuredClone(schema));
  assert.ok(
    validate(value),
    `${JSON.stringify(value)} against ${JSON.stringify(schema)}: ${ajv.errorsText(validate.errors)}`,
  );
  return value;
}

test('strings: format, pattern and lengths are kept', () => {
  assert.equal(valid({ type: 'string', format: 'uuid' }), '3fa85f64-5717-4562-b3fc-2c963f66afa6');
  assert.equal(valid({ type: 'string', pattern: '^bat_[0-9a-z]{26}$' }), 'bat_00000000000000000000000000');
  assert.equal(valid({ type: 'string', minLength: 10 }), 'stringxxxx');
  assert.equal(valid({ type: 'string', maxLength: 3 }), 'str');
  valid({ type: 'string', pattern: '^[a-z]+$', minLength: 8 });
  valid({ type: 'string', format: 'date-time', maxLength: 30 });
  valid({ type: 'string', format: 'duration' });
});

test('numbers: 0 when the bounds allow it, else the nearest value inside them', () => {
  assert.equal(valid({ type: 'integer' }), 0);
  assert.equal(valid({ type: 'integer', minimum: 1 }), 1);
  assert.equal(valid({ type: 'integer', exclusiveMinimum: 0, multipleOf: 1 }), 1);
  assert.equal(valid({ type: 'integer', minimum: 3, multipleOf: 5 }), 5);
  assert.equal(valid({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 }), 0.5);
  assert.equal(valid({ type: 'number', maximum: -2.5 }), -2.5);
  assert.equal(valid({ type: 'integer', minimum: 10, maximum: 20, multipleOf: 7 }), 14);
  assert.equal(valid({ type: 'number', minimum: 0.1, multipleOf: 0.1 }), 0.1);
});

test('enum and const: a value they list (not null when another is given)', () => {
  assert.equal(valid({ type: ['string', 'null'], enum: [null, 'queued'] }), 'queued');
  assert.equal(valid({ const: 'fixed' }), 'fixed');
});

test('oneOf: a branch no other branch accepts; an optional field only another branch requires is left out', () => {
  const runStart = {
    type: 'object',
    properties: { workflow: { type: 'string' }, step: { type: 'string' }, async: { type: 'boolean' } },
    oneOf: [{ required: ['workflow'] }, { required: ['step'] }],
  };
  assert.deepEqual(valid(runStart, 'request'), { workflow: 'string', async: true });
  // Overlapping branches: the first one that the second does not accept.
  valid({ oneOf: [{ type: 'number' }, { type: 'integer', minimum: 1 }] });
  valid({
    oneOf: [
      { type: 'object', required: ['type'], properties: { type: { const: 'docker' }, image: { type: 'string' } } },
      { type: 'object', required: ['type'], properties: { type: { const: 'local' }, path: { type: 'string' } } },
    ],
  });
  assert.equal(valid({ oneOf: [{ type: 'null' }, { type: 'string', format: 'email' }] }), 'user@example.com');
});

test('allOf: the parts merged (properties, required, the stricter bound)', () => {
  const value = valid({
    allOf: [
      { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      {
        type: 'object',
        required: ['count'],
        properties: { count: { type: 'integer', minimum: 5 }, id: { maximum: 9 } },
      },
    ],
  });
  assert.deepEqual(value, { id: 1, count: 5 });
});

test('objects: required fields without a schema, additionalProperties false, minProperties, readOnly and writeOnly by direction', () => {
  assert.deepEqual(valid({ type: 'object', required: ['name'], additionalProperties: { type: 'integer' } }), {
    name: 0,
  });
  assert.deepEqual(valid({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }), {
    a: 'string',
  });
  valid({ type: 'object', minProperties: 2, additionalProperties: { type: 'string' } });
  const user = {
    type: 'object',
    properties: { id: { type: 'string', readOnly: true }, password: { type: 'string', writeOnly: true } },
  };
  assert.deepEqual(valid(user, 'request'), { password: 'string' });
  assert.deepEqual(valid(user, 'response'), { id: 'string' });
});

test('arrays: minItems, maxItems, uniqueItems, prefixItems', () => {
  assert.deepEqual(valid({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }), [0, 0]);
  assert.deepEqual(valid({ type: 'array', items: { type: 'string' }, minItems: 3, uniqueItems: true }), [
    'string',
    'string1',
    'string2',
  ]);
  assert.deepEqual(valid({ type: 'array', items: { enum: ['a', 'b'] }, minItems: 2, uniqueItems: true }), ['a', 'b']);
  assert.deepEqual(valid({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false }), [
    'string',
    0,
  ]);
  assert.deepEqual(valid({ type: 'array', maxItems: 0 }), []);
});

test('a schema that contains itself: the optional field that recurses is left out, not null', () => {
  const node: Record<string, unknown> = {
    type: 'object',
    required: ['value'],
    properties: { value: { type: 'string' } },
  };
  (node.properties as Record<string, unknown>).parent = node;
  (node.properties as Record<string, unknown>).children = { type: 'array', items: node };
  assert.deepEqual(sampleFromSchema(node), { value: 'string', children: [] });
});

test('if/then/else: the branch the value takes is applied', () => {
  assert.equal(
    valid({ if: { properties: { quantity: { minimum: 10 } } }, then: { const: true }, else: { type: 'boolean' } }),
    true,
  );
  assert.equal(valid({ type: 'integer', if: { minimum: 0 }, then: { minimum: 3 } }), 3);
});

test('a 3.0 schema: nullable and boolean exclusive bounds', () => {
  assert.equal(sampleFromSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true }), 1);
  assert.deepEqual(
    sampleFromSchema({ nullable: true, allOf: [{ type: 'object', properties: { a: { type: 'string' } } }] }),
    { a: 'string' },
  );
});

test('a written example wins, then examples, const, default', () => {
  assert.equal(sampleFromSchema({ type: 'string', example: 'ex', examples: ['exs'], default: 'd' }), 'ex');
  assert.equal(sampleFromSchema({ type: 'string', examples: ['exs'], default: 'd' }), 'exs');
  assert.equal(sampleFromSchema({ type: 'string', default: 'd' }), 'd');
});

test('a written example loses the fields hidden on its side: readOnly in a request, writeOnly in a response, at any depth', () => {
  const owner = { type: 'object', properties: { email: { type: 'string' }, at: { type: 'string', readOnly: true } } };
  const schema = {
    type: 'object',
    properties: {
      id: { type: 'string', readOnly: true },
      password: { type: 'string', writeOnly: true },
      owners: { type: 'array', items: owner },
    },
    allOf: [{ properties: { etag: { type: 'string', readOnly: true } } }],
  };
  const written = { id: 'a', password: 'p', owners: [{ email: 'e', at: 't' }], etag: 'x', extra: 1 };
  assert.deepEqual(withoutHiddenFields(written, schema, 'request'), {
    password: 'p',
    owners: [{ email: 'e' }],
    extra: 1,
  });
  assert.deepEqual(withoutHiddenFields(written, schema, 'response'), {
    id: 'a',
    owners: [{ email: 'e', at: 't' }],
    etag: 'x',
    extra: 1,
  });
  assert.equal(withoutHiddenFields('text', schema, 'request'), 'text');
  assert.deepEqual(written.owners[0], { email: 'e', at: 't' }, 'the spec value is untouched');
});
