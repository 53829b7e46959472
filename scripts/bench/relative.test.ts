import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpuSlowdownForBenchmarkIndex, interleavedTurns, kindVerdict, median, verdicts, type KindFigures } from './relative.ts';

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

const bare: KindFigures = { performance: 97, lcpMs: 2300, tbtMs: 100, appliedTbtMs: 500, jsGzip: 236_400 };

test('a page as fast as the bare theme within the margins meets every target', () => {
  const ours = { performance: 95, lcpMs: 2500, tbtMs: 120, appliedTbtMs: 600, jsGzip: 254_800 };
  const list = verdicts(ours, bare);
  assert.ok(list.every((verdict) => verdict.met), JSON.stringify(list));
  assert.equal(kindVerdict(list), 'met');
});

test('each target misses on its own, just past its margin, and the verdict names it', () => {
  const cases: Array<[Partial<KindFigures>, RegExp]> = [
    [{ performance: 94 }, /performance ≥ bare − 2: 94 against 97/],
    [{ lcpMs: 2501 }, /LCP ≤ bare \+ 0\.20 s: 2\.50 s against 2\.30 s/],
    [{ tbtMs: 121 }, /TBT ≤ 1\.2 × bare \(simulated\): 121 ms against 100 ms/],
    [{ appliedTbtMs: 601 }, /TBT ≤ 1\.2 × bare \(applied\): 601 ms against 500 ms/],
    [{ jsGzip: 256_400 }, /JS over bare < 20 kB gzip: \+20\.0 kB/],
  ];
  for (const [change, message] of cases) {
    const list = verdicts({ ...bare, ...change }, bare);
    assert.equal(list.filter((verdict) => !verdict.met).length, 1, JSON.stringify(change));
    assert.match(kindVerdict(list), /^MISSED \(/);
    assert.match(kindVerdict(list), message);
  }
});

test('the table gains a same-content column only when that yardstick was measured', async () => {
  const { relativeTable } = await import('./relative-run.ts');
  const site = (tbt: number) => ({ performance: 95, lcpMs: 2000, tbtMs: tbt, appliedTbtMs: tbt, fcpMs: 900, appliedFcpMs: 1400, appliedLcpMs: 1500, jsGzip: 250_000, htmlBytes: 100_000, htmlGzip: 20_000 });
  const plain = { kind: 'docs page', ours: site(200), bare: site(150), verdict: 'MISSED (…)', met: false };
  assert.doesNotMatch(relativeTable([plain]), /same content/);
  const table = relativeTable([{ ...plain, same: { figures: site(210), verdict: 'met', met: true } }, { ...plain, kind: 'webhook page' }]);
  assert.match(table, /\| bare theme with the same content, same runs: targets \|/);
  assert.match(table, /\| docs page \| .* \| 95, 2\.00 s, 210 ms; 1\.40 s, 1\.50 s, 210 ms: met \| \+0\.0 kB \| MISSED \|/);
  assert.match(table, /\| webhook page \| .* \| not measured \| \+0\.0 kB \| MISSED \|/);
});

test('each metric’s own median is judged by the budget’s targets and printed ours / bare', async () => {
  const { eachMetricMedian, figuresNote } = await import('./relative.ts');
  const ours = eachMetricMedian({ performance: [97, 95, 99, 96, 98], lcpMs: [2100, 2300, 2200, 2500, 2000], tbtMs: [130, 90, 150, 110, 400], appliedTbtMs: [246, 524, 454, 300, 280] }, 270_000);
  assert.deepEqual(ours, { performance: 97, lcpMs: 2200, tbtMs: 130, appliedTbtMs: 300, jsGzip: 270_000 });
  const bare = eachMetricMedian({ performance: [99, 99, 98, 97, 99], lcpMs: [1700, 1800, 1750, 1900, 1710], tbtMs: [120, 130, 140, 110, 100], appliedTbtMs: [279, 344, 333, 300, 290] }, 255_000);
  const list = verdicts(ours, bare);
  assert.equal(list.find((v) => v.target.includes('(applied)'))!.met, true, 'applied TBT 300 against 300 ms: met, where a median run of 454 ms would miss');
  assert.equal(list.find((v) => v.target.startsWith('LCP'))!.met, false, 'LCP 2.20 against 1.75 s');
  assert.equal(figuresNote(ours, bare), 'score 97 / 99, LCP 2.20 s / 1.75 s, TBT 130 ms / 120 ms, applied TBT 300 ms / 300 ms');
  assert.throws(() => eachMetricMedian({ performance: [], lcpMs: [], tbtMs: [], appliedTbtMs: [] }, 0), /median of no values/);
});
