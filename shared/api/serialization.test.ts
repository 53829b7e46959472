import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serializationPhrases } from './serialization.ts';

test('serialization phrases name only what the spec states, in a fixed order', () => {
  assert.deepEqual(serializationPhrases({}), []);
  assert.deepEqual(serializationPhrases({ style: 'form', explode: false }), ['style form', 'not exploded']);
  assert.deepEqual(serializationPhrases({ allowEmptyValue: true, allowReserved: true, explode: true }), [
    'exploded',
    'reserved characters sent as they are',
    'may be sent with an empty value',
  ]);
  assert.deepEqual(serializationPhrases({ allowReserved: false }), ['reserved characters percent-encoded']);
});
