import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cpuSlowdownForBenchmarkIndex,
  eachMetricMedian,
  figuresNote,
  interleavedTurns,
  kindVerdict,
  median,
  needsRemeasure,
  REMEASURE_RUNS,
  tbtLimitMs,
  verdicts,
  type KindFigures,
} from './relative.ts';

test('the CPU slowdown follows Lighthouse’s calibration table: 4× only for a high-end desktop host', () => {
  assert.equal(cpuSlowdownForBenchmarkIndex(2105), 4);
  assert.equal(cpuSlowdownForBenchmarkIndex(1500), 4);
  assert.equal(cpuSlowdownForBenchmarkIndex(1499), 2);
  assert.equal(cpuSlowdownForBenchmarkIndex(1015), 2);
  assert.equal(cpuSlowdownForBenchmarkIndex(800), 2);
  assert.equal(cpuSlowdownForBenchmarkIndex(640), 1);
  assert.throws(() => cpuSlowdownForBenchmarkIndex(0), /positive/);
  assert.throws(() => cpuSlowdownForBenchmarkIndex(Number.NaN), /positive/);
});

test('runs alternate bare, ours, bare, ours…, each run of ours right after one of the bare theme’s', () => {
  assert.deepEqual(
    interleavedTurns(3).map((turn) => `${turn.site}${turn.run}`),
    ['bare0', 'ours0', 'bare1', 'ours1', 'bare2', 'ours2'],
  );
  assert.throws(() => interleavedTurns(0), /1 or more/);
});

test('with the same-content yardstick each run takes the three sites in turn', () => {
  assert.deepEqual(
    interleavedTurns(2, ['bare', 'same', 'ours']).map((turn) => `${turn.site}${turn.run}`),
    ['bare0', 'same0', 'ours0', 'bare1', 'same1', 'ours1'],
  );
});

test('the median of odd and even counts', () => {
  assert.equal(median([1500, 1015, 2105]), 1500);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.throws(() => median([]), /no values/);
});

const noSpread = { performance: 0, appliedLcpMs: 0, appliedTbtMs: 0 };
/** The bare theme showing the same content: the yardstick. */
const same: KindFigures = {
  performance: 99,
  fcpMs: 1200,
  lcpMs: 2300,
  appliedFcpMs: 1400,
  appliedLcpMs: 1690,
  appliedTbtMs: 500,
  jsGzip: 236_400,
  spread: noSpread,
};

test('a page as fast as the same content within the margins meets every target', () => {
  const ours = { ...same, performance: 94, appliedLcpMs: 1890, appliedTbtMs: 600, jsGzip: 256_300 };
  const list = verdicts(ours, same);
  assert.ok(
    list.every((verdict) => verdict.met),
    JSON.stringify(list),
  );
  assert.equal(kindVerdict(list), 'met');
});

test('each target misses on its own, just past its margin, and the verdict names it', () => {
  const cases: Array<[Partial<KindFigures>, RegExp]> = [
    [{ performance: 93 }, /score \(simulated\) ≥ same content − 5: 93 against 99/],
    [{ appliedLcpMs: 1891 }, /LCP \(applied\) ≤ same content \+ 0\.20 s: 1\.89 s against 1\.69 s/],
    [
      { appliedTbtMs: 601 },
      /TBT \(applied\) ≤ max\(1\.2 × same content, same content \+ 50 ms\): 601 ms against 500 ms/,
    ],
    [{ jsGzip: 256_400 }, /JS over the bare theme < 20 kB gzip: \+20\.0 kB/],
  ];
  for (const [change, message] of cases) {
    const list = verdicts({ ...same, ...change }, same);
    assert.equal(list.filter((verdict) => !verdict.met).length, 1, JSON.stringify(change));
    assert.match(kindVerdict(list), /^MISSED \(/);
    assert.match(kindVerdict(list), message);
  }
});

test('paints are judged applied: a simulated LCP far behind the yardstick’s is information, not a miss', () => {
  const list = verdicts({ ...same, fcpMs: 4000, lcpMs: 6000 }, same);
  assert.equal(kindVerdict(list), 'met');
});

test('the TBT target is the larger of 1.2 × and +50 ms: a page that hardly blocks gets 50 ms, a heavy one 20 %', () => {
  assert.equal(tbtLimitMs(22), 72, '22 ms: +50 ms is the larger');
  assert.equal(tbtLimitMs(250), 300, 'at 250 ms both give 300 ms');
  assert.equal(tbtLimitMs(500), 600, '500 ms: 1.2 × is the larger');
  const light = { ...same, appliedTbtMs: 22 };
  assert.equal(
    verdicts({ ...light, appliedTbtMs: 72 }, light)[2].met,
    true,
    '72 ms against 22 ms: met, where 1.2 × (26 ms) alone would miss',
  );
  assert.equal(verdicts({ ...light, appliedTbtMs: 73 }, light)[2].met, false);
  assert.equal(verdicts({ ...same, appliedTbtMs: 600 }, same)[2].met, true);
  assert.equal(verdicts({ ...same, appliedTbtMs: 601 }, same)[2].met, false);
});

test('the one-heading page is named as such when read for information', () => {
  assert.match(
    kindVerdict(verdicts({ ...same, performance: 80 }, same, 'one heading')),
    /score \(simulated\) ≥ one heading − 5: 80 against 99/,
  );
});

test('a near miss (by less than the runs’ spread) is measured again with 15 runs a side, once', () => {
  const spread = { performance: 6, appliedLcpMs: 400, appliedTbtMs: 150 };
  const wide = { ...same, spread };
  // LCP 0.1 s past its limit, the runs spread over 0.4 s: another reading could meet it.
  const near = verdicts({ ...wide, appliedLcpMs: 1990 }, same);
  assert.equal(near[1].missedBy, 100);
  assert.equal(near[1].spread, 400, 'the wider of the two sides’ spreads');
  assert.equal(needsRemeasure(near, 5), true);
  assert.equal(REMEASURE_RUNS, 15);
  assert.equal(needsRemeasure(near, REMEASURE_RUNS), false, 'the 15-run reading stands: no third reading');
  // LCP 0.5 s past its limit: wider than its spread, the miss stands.
  assert.equal(needsRemeasure(verdicts({ ...wide, appliedLcpMs: 2390 }, same), 5), false);
  // One near miss beside a clear one: re-measuring cannot turn the verdict, so it is not done.
  assert.equal(needsRemeasure(verdicts({ ...wide, appliedLcpMs: 1990, appliedTbtMs: 900 }, same), 5), false);
  // A JS miss never varies run to run.
  assert.equal(needsRemeasure(verdicts({ ...wide, jsGzip: 256_500 }, same), 5), false);
  // Met: nothing to re-measure.
  assert.equal(needsRemeasure(verdicts(wide, same), 5), false);
  // The spread of the yardstick's runs counts too.
  assert.equal(
    needsRemeasure(verdicts({ ...same, performance: 92 }, { ...same, spread: { ...noSpread, performance: 3 } }), 5),
    true,
  );
});

test('the table reads each kind against the same content, the one-heading page beside it, and says when a kind was not judged', async () => {
  const { relativeTable } = await import('./relative-run.ts');
  const site = (tbt: number) => ({
    ...same,
    performance: 95,
    appliedFcpMs: 1400,
    appliedLcpMs: 1500,
    appliedTbtMs: tbt,
    jsGzip: 250_000,
    htmlBytes: 100_000,
    htmlGzip: 20_000,
  });
  const judged = {
    kind: 'docs page',
    ours: site(200),
    bare: site(150),
    same: site(210),
    verdict: 'met',
    met: true,
    runs: 15,
    remeasured: true,
  };
  const table = relativeTable([
    judged,
    { ...judged, kind: 'webhook page', same: undefined, met: null, runs: 5, remeasured: false },
  ]);
  assert.match(table, /\| bare theme, same content, same runs \| bare theme, one heading \(information\) \|/);
  assert.match(
    table,
    /\| docs page \| 95; 1\.40 s, 1\.50 s, 200 ms \| 95; 1\.40 s, 1\.50 s, 210 ms \| 95; 1\.40 s, 1\.50 s, 150 ms \| \+0\.0 kB \| met \(15 runs, re-measured\) \|/,
  );
  assert.match(table, /\| webhook page \| .* \| not measured \| .* \| not judged \(5 runs\) \|/);
});

test('each metric’s own median is judged, not Lighthouse’s median run, and printed ours / yardstick', () => {
  const ours = eachMetricMedian(
    {
      performance: [97, 95, 99, 96, 98],
      fcpMs: [900, 950, 1000, 920, 980],
      lcpMs: [2100, 2300, 2200, 2500, 2000],
      appliedFcpMs: [1300, 1400, 1350, 1500, 1450],
      appliedLcpMs: [1500, 1510, 1600, 1400, 1700],
      appliedTbtMs: [246, 524, 454, 300, 280],
    },
    270_000,
  );
  assert.deepEqual(ours, {
    performance: 97,
    fcpMs: 950,
    lcpMs: 2200,
    appliedFcpMs: 1400,
    appliedLcpMs: 1510,
    appliedTbtMs: 300,
    jsGzip: 270_000,
    spread: { performance: 4, appliedLcpMs: 300, appliedTbtMs: 278 },
  });
  const yardstick = eachMetricMedian(
    {
      performance: [99, 99, 98, 97, 99],
      fcpMs: [800, 800, 800, 800, 800],
      lcpMs: [1700, 1800, 1750, 1900, 1710],
      appliedFcpMs: [1500, 1500, 1500, 1500, 1500],
      appliedLcpMs: [1690, 1700, 1650, 1720, 1680],
      appliedTbtMs: [279, 344, 333, 300, 290],
    },
    255_000,
  );
  const list = verdicts(ours, yardstick);
  assert.equal(list[2].met, true, 'applied TBT 300 against 300 ms: met, where a median run of 454 ms would miss');
  assert.equal(kindVerdict(list), 'met');
  assert.equal(
    figuresNote(ours, yardstick),
    'score 97 / 99, applied FCP 1.40 s / 1.50 s, LCP 1.51 s / 1.69 s, TBT 300 ms / 300 ms; simulated FCP 0.95 s / 0.80 s, LCP 2.20 s / 1.75 s (information)',
  );
  assert.throws(
    () =>
      eachMetricMedian(
        { performance: [], fcpMs: [], lcpMs: [], appliedFcpMs: [], appliedLcpMs: [], appliedTbtMs: [] },
        0,
      ),
    /median of no values/,
  );
});
