import { test } from 'node:test';
import assert from 'node:assert/strict';
import { devVerdicts, type SaveReading } from './dev-targets.ts';

const save = (name: string, kind: SaveReading['kind'], seconds: number | null, reloaded = false): SaveReading => ({
  name,
  kind,
  seconds,
  reloaded,
});
const loop = [
  save('API first', 'spec', 2.9),
  save('API second', 'spec', 1.9),
  save('CLI first', 'spec', 2.0),
  save('MDX first', 'mdx', 0.8),
  save('MDX second', 'mdx', 1.0),
];

test('a loop within every writer target: one met line per target, the slowest save named', () => {
  const list = devVerdicts(14.9, loop);
  assert.deepEqual(
    list.map((v) => v.target),
    [
      'first page ≤ 15 s when nothing changed',
      'first save after the start ≤ 3 s',
      'later API or CLI saves ≤ 2 s',
      'MDX saves ≤ 1 s',
    ],
  );
  assert.ok(
    list.every((v) => v.met),
    JSON.stringify(list),
  );
  assert.equal(list[2].reading, 'slowest 2.00 s of 2 (CLI first)');
});

test('each target misses on its own just past its limit', () => {
  assert.equal(devVerdicts(15.1, loop)[0].met, false);
  assert.equal(devVerdicts(14, [save('API first', 'spec', 3.1), ...loop.slice(1)])[1].met, false);
  const later = devVerdicts(14, [loop[0], save('API second', 'spec', 2.01), ...loop.slice(2)]);
  assert.equal(later[2].met, false);
  assert.match(later[2].reading, /^1 of 2 missed: 2\.01 s \(API second\)/);
  assert.equal(devVerdicts(14, [...loop.slice(0, 4), save('MDX second', 'mdx', 1.01)])[3].met, false);
});

test('the first save is judged by the first-save target, whatever its kind, and not again as a later save', () => {
  const list = devVerdicts(10, [save('MDX first', 'mdx', 2.5), save('MDX second', 'mdx', 0.5)]);
  assert.equal(list[1].met, true, '2.5 s is within the first save’s 3 s');
  assert.equal(list[2].target, 'MDX saves ≤ 1 s');
  assert.equal(list[2].met, true);
});

test('a save shown by a full reload or not shown at all misses, however fast', () => {
  const reloaded = devVerdicts(10, [save('API first', 'spec', 1.2, true), ...loop.slice(1)]);
  assert.equal(reloaded[1].met, false);
  assert.equal(reloaded[1].reading, '1.20 s by a full reload (API first)');
  const lost = devVerdicts(10, [...loop, save('API at 127.0.0.1', 'spec', null)]);
  assert.equal(lost[2].met, false);
  assert.match(lost[2].reading, /not shown \(API at 127\.0\.0\.1\)/);
});
