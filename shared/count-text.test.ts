import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countText, pluralOf } from './count-text.ts';

test('a count of one takes the singular, any other the plural', () => {
  assert.equal(countText(1, 'item'), '1 item');
  assert.equal(countText(0, 'item'), '0 items');
  assert.equal(countText(3, 'property'), '3 properties');
  assert.equal(countText(2, 'match'), '2 matches');
  assert.equal(countText(2, 'key'), '2 keys');
  assert.equal(countText(2, 'retry'), '2 retries');
  assert.equal(countText(1, 'time'), '1 time');
  assert.equal(pluralOf('status'), 'statuses');
});
