import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bareMdxSave, devVerdicts, verdictWord, type BareReading, type SaveReading } from './dev-targets.ts';

const save = (
  name: string,
  kind: SaveReading['kind'],
  seconds: number | null,
  { reloaded = false, network = false } = {},
): SaveReading => ({ name, kind, seconds, reloaded, network });

/** A bare site whose MDX save reads 0.80 s (the median of its saves after the first) and whose first page took 10 s. */
const bare: BareReading = {
  firstPageSeconds: 10,
  mdxSaves: [
    save('bare first', 'mdx', 3.5),
    save('bare 2', 'mdx', 0.7),
    save('bare 3', 'mdx', 0.8),
    save('bare 4', 'mdx', 1.9),
  ],
};
const loop = [
  save('API first', 'spec', 2.8),
  save('API second', 'spec', 1.7),
  save('CLI first', 'spec', 1.8),
  save('MDX first', 'mdx', 1.0),
  save('MDX second', 'mdx', 1.1),
  save('API at the network address', 'spec', 1.75, { network: true }),
];

test('the yardstick is the median of the bare site’s saves after its first, those shown in place only', () => {
  assert.deepEqual(bareMdxSave(bare), { seconds: 0.8, of: 3 });
  const oneLost = { ...bare, mdxSaves: [...bare.mdxSaves.slice(0, 3), save('bare 4', 'mdx', 0.2, { reloaded: true })] };
  assert.deepEqual(bareMdxSave(oneLost), { seconds: 0.75, of: 2 });
  assert.equal(bareMdxSave({ firstPageSeconds: 10, mdxSaves: [save('bare first', 'mdx', 1)] }), null);
});

test('a loop within every target: one met line per target, ours beside the bare site’s figure', () => {
  const list = devVerdicts(15, loop, bare);
  assert.deepEqual(
    list.map((v) => v.target),
    [
      "first page when nothing changed ≤ bare site's + 5 s",
      'first save after the start ≤ bare MDX save + 1 s + 1 s',
      'MDX saves at localhost ≤ bare MDX save + 0.3 s',
      'API or CLI saves at localhost ≤ bare MDX save + 1 s',
      'API or CLI saves at the network address ≤ bare MDX save + 1 s',
    ],
  );
  assert.ok(
    list.every((v) => v.met === true),
    JSON.stringify(list),
  );
  assert.equal(list[0].reading, 'ours 15.0 s, bare 10.0 s (limit 15.0 s)');
  assert.equal(
    list[3].reading,
    'ours slowest 1.80 s of 2 (CLI first), bare MDX save 0.80 s (median of 3) (limit 1.80 s)',
  );
});

test('each target misses on its own just past the bare figure plus its margin', () => {
  assert.equal(devVerdicts(15.1, loop, bare)[0].met, false);
  assert.equal(devVerdicts(14, [save('API first', 'spec', 2.81), ...loop.slice(1)], bare)[1].met, false);
  const later = devVerdicts(14, [loop[0], save('API second', 'spec', 1.81), ...loop.slice(2)], bare);
  assert.deepEqual(
    later.map((v) => v.met),
    [true, true, true, false, true],
  );
  assert.match(later[3].reading, /^ours 1 of 2 over: 1\.81 s \(API second\); bare MDX save 0\.80 s/);
  assert.equal(devVerdicts(14, [...loop.slice(0, 4), save('MDX second', 'mdx', 1.11), loop[5]], bare)[2].met, false);
  assert.equal(
    devVerdicts(14, [...loop.slice(0, 5), save('API at the network address', 'spec', 1.81, { network: true })], bare)[4]
      .met,
    false,
  );
});

test('the same loop beside a slower bare site meets what it missed: the limits follow the yardstick', () => {
  const slow = devVerdicts(20, [save('API first', 'spec', 4), ...loop.slice(1)], bare);
  assert.deepEqual(
    slow.map((v) => v.met),
    [false, false, true, true, true],
  );
  const slowerBare: BareReading = {
    firstPageSeconds: 16,
    mdxSaves: bare.mdxSaves.map((s) => ({ ...s, seconds: s.seconds! + 1.5 })),
  };
  assert.ok(devVerdicts(20, [save('API first', 'spec', 4), ...loop.slice(1)], slowerBare).every((v) => v.met));
});

test('the first save is judged by the first-save target, with its own kind’s margin, and not again', () => {
  const list = devVerdicts(10, [save('MDX first', 'mdx', 2.1), save('MDX second', 'mdx', 0.9)], bare);
  assert.equal(list[1].target, 'first save after the start ≤ bare MDX save + 0.3 s + 1 s');
  assert.equal(list[1].met, true, '2.1 s is within 0.8 + 0.3 + 1 s');
  assert.equal(list[2].target, 'MDX saves at localhost ≤ bare MDX save + 0.3 s');
  assert.match(list[2].reading, /of 1 \(MDX second\)/);
});

test('a mounted API’s saves get a line of their own, held to the API margin', () => {
  const list = devVerdicts(
    10,
    [...loop, save('mounted API first', 'mounted', 1.5), save('mounted API second', 'mounted', 1.9)],
    bare,
  );
  const mounted = list.find((v) => v.target.startsWith('mounted API saves at localhost'));
  assert.equal(mounted?.target, 'mounted API saves at localhost ≤ bare MDX save + 1 s');
  assert.equal(mounted?.met, false);
  assert.match(mounted!.reading, /1 of 2 over: 1\.90 s \(mounted API second\)/);
});

test('a save shown by a full reload or not shown at all misses, however fast', () => {
  const reloaded = devVerdicts(10, [save('API first', 'spec', 1.2, { reloaded: true }), ...loop.slice(1)], bare);
  assert.equal(reloaded[1].met, false);
  assert.match(reloaded[1].reading, /^ours 1 of 1 over: 1\.20 s by a full reload \(API first\)/);
  const lost = devVerdicts(10, [...loop.slice(0, 5), save('API at 127.0.0.1', 'spec', null, { network: true })], bare);
  assert.equal(lost[4].met, false);
  assert.match(lost[4].reading, /not shown \(API at 127\.0\.0\.1\)/);
});

test('without a bare MDX save to read against, the save targets are not judged, and say why', () => {
  const noYardstick: BareReading = {
    firstPageSeconds: 10,
    mdxSaves: [
      save('bare first', 'mdx', 3),
      save('bare 2', 'mdx', null),
      save('bare 3', 'mdx', 0.5, { reloaded: true }),
    ],
  };
  const list = devVerdicts(12, loop, noYardstick);
  assert.equal(list[0].met, true, 'the first page is still read against the bare first page');
  assert.ok(list.slice(1).every((v) => v.met === null));
  assert.match(
    list[1].reading,
    /bare MDX save not read \(its saves after the first: not shown, 0\.50 s by a full reload\): not judged$/,
  );
  assert.equal(verdictWord(null), 'NOT JUDGED');
});
