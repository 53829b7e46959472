import assert from 'node:assert/strict';
import test from 'node:test';
import { BENCH_PARTS, benchParts } from './bench-parts.ts';

test('without --only every part of the bench runs', () => {
  assert.deepEqual([...benchParts(undefined)], [...BENCH_PARTS]);
});

test('--only picks the named parts', () => {
  assert.deepEqual([...benchParts('pages, lighthouse')], ['pages', 'lighthouse']);
});

test('an unknown or empty --only is an error that lists the known parts', () => {
  assert.throws(
    () => benchParts('pages,lighthose'),
    /unknown part lighthose; use a comma-separated list of gen, gen-peer, build, twins, pages, mainthread, lighthouse, relative, dev/,
  );
  assert.throws(() => benchParts(''), /\(none given\)/);
});
