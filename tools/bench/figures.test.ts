import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MB, kB, seconds } from './figures.ts';

test('sizes and times print with one decimal and their unit', () => {
  assert.equal(kB(270_449), '270.4 kB');
  assert.equal(MB(45_260_000), '45.3 MB');
  assert.equal(seconds(Math.PI), '3.1 s');
});
