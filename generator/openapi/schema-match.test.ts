import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matches, sameJson } from './schema-match.ts';

test('matches reads the keywords a made-up value can break', () => {
  const runStart = {
    type: 'object',
    properties: { workflow: { type: 'string' }, step: { type: 'string' } },
    oneOf: [{ required: ['workflow'] }, { required: ['step'] }],
  };
  assert.equal(matches(runStart, { workflow: 'w' }), true);
  assert.equal(matches(runStart, { workflow: 'w', step: 's' }), false, 'oneOf: both branches match');
  assert.equal(matches({ type: 'integer', exclusiveMinimum: 0 }, 0), false);
  assert.equal(matches({ type: 'integer', minimum: 0, exclusiveMinimum: true }, 0), false, "3.0's boolean bound");
  assert.equal(matches({ type: 'number', multipleOf: 0.5 }, 1.5), true);
  assert.equal(matches({ type: 'string', pattern: '^[A-Z]{2}$' }, 'string'), false);
  assert.equal(matches({ type: 'array', uniqueItems: true }, [1, 1]), false);
  assert.equal(matches({ type: 'object', additionalProperties: false, properties: { a: {} } }, { a: 1, b: 2 }), false);
  assert.equal(matches({ type: 'string', nullable: true, enum: ['a'] }, null), true);
  assert.equal(
    matches({ if: { properties: { q: { minimum: 10 } } }, then: { const: true } }, null),
    false,
    'if holds for a non-object: then applies',
  );
  assert.equal(matches({ not: { type: 'string' } }, 'x'), false);
});

test('sameJson ignores key order', () => {
  assert.equal(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }), true);
  assert.equal(sameJson({ a: 1 }, { a: '1' }), false);
});
