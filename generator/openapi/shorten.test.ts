import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shortenExample } from './shorten.ts';

test('small examples are shown as they are', () => {
  const value = { items: [1, 2, 3] };
  assert.deepEqual(shortenExample(value, 1000), { value });
});

test('a large list example keeps the first item of each list, and says so', () => {
  const item = { id: 1, name: 'x'.repeat(50), tags: ['a', 'b', 'c'] };
  const value = { total: 200, items: Array.from({ length: 200 }, (_, i) => ({ ...item, id: i })) };
  const shown = shortenExample(value, 2000);
  assert.deepEqual(shown.value, { total: 200, items: [{ id: 0, name: 'x'.repeat(50), tags: ['a'] }] });
  assert.match(shown.note!, /^shortened from \d+ kB: lists show their first item$/);
});

test('a large example of long strings gets its strings cut too', () => {
  const shown = shortenExample({ body: 'y'.repeat(5000) }, 1000);
  assert.equal((shown.value as { body: string }).body, 'y'.repeat(80) + '…');
  assert.match(shown.note!, /long strings are cut/);
});

test('a large map keeps its first fields', () => {
  const value = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`key${i}`, `https://example.com/${i}.png`]));
  const shown = shortenExample(value, 2000);
  assert.deepEqual(
    Object.keys(shown.value as object),
    Array.from({ length: 12 }, (_, i) => `key${i}`),
  );
  assert.match(shown.note!, /objects show their first 12 fields/);
});
