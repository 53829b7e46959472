import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editDistance } from './edit-distance.ts';

test('the edit distance counts the fewest one-character changes', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
});
