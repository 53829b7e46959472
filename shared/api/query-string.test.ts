import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formQueryString, isFormMedia, queryStringPairs } from './query-string.ts';

test('a form query string becomes decoded pairs, a leading ? allowed', () => {
  assert.deepEqual(queryStringPairs('?region=north&active=true&name=Harbour%20mast'), [
    { name: 'region', value: 'north' },
    { name: 'active', value: 'true' },
    { name: 'name', value: 'Harbour mast' },
  ]);
  assert.deepEqual(queryStringPairs(''), []);
});

test('an object is written as a form query string: arrays repeated, nested objects as JSON; other values have none', () => {
  assert.equal(
    formQueryString({ region: 'north', active: true, tag: ['a', 'b'], near: { lat: 1 } }),
    'region=north&active=true&tag=a&tag=b&near=%7B%22lat%22%3A1%7D',
  );
  assert.equal(formQueryString('region=north'), undefined);
  assert.equal(formQueryString([1]), undefined);
});

test('only application/x-www-form-urlencoded counts as form media, with or without parameters', () => {
  assert.ok(isFormMedia('application/x-www-form-urlencoded; charset=utf-8'));
  assert.ok(!isFormMedia('application/json'));
  assert.ok(!isFormMedia(undefined));
});
