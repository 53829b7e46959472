import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lighthouseArgs, scoresOf } from './lighthouse.ts';

test('category scores become whole numbers out of 100', () => {
  const report = {
    categories: {
      performance: { score: 0.987 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
  };
  assert.deepEqual(scoresOf(report), { performance: 99, accessibility: 100, 'best-practices': 96, seo: 100 });
});

test('a category Lighthouse could not score is an error, not a zero', () => {
  const report = {
    categories: {
      performance: { score: null },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
  };
  assert.throws(() => scoresOf(report), /no performance score/);
});

test('the Largest Contentful Paint of a report, in milliseconds', async () => {
  const { lcpOf } = await import('./lighthouse.ts');
  assert.equal(lcpOf({ audits: { 'largest-contentful-paint': { numericValue: 2512.4 } } }), 2512);
  assert.throws(() => lcpOf({ audits: {} }), /no largest-contentful-paint/);
});

test('the Total Blocking Time of a report, in milliseconds', async () => {
  const { tbtOf } = await import('./lighthouse.ts');
  assert.equal(tbtOf({ audits: { 'total-blocking-time': { numericValue: 301.6 } } }), 302);
  assert.throws(() => tbtOf({ audits: {} }), /no total-blocking-time/);
});

test('several runs give the median run’s scores (Lighthouse’s choice: nearest the median FCP and TTI) and the spread', async () => {
  const { medianScores } = await import('./lighthouse.ts');
  const run = (performance: number, fcp: number, tti: number, lcp: number) => ({
    categories: {
      performance: { score: performance / 100 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      interactive: { numericValue: tti },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 100 },
    },
    environment: { benchmarkIndex: 1000 },
  });
  const scores = medianScores([run(80, 2000, 6000, 3100), run(95, 1100, 3000, 2200), run(90, 1300, 3500, 2400)]);
  assert.equal(scores.performance, 90);
  assert.equal(scores.lcpMs, 2400);
  assert.equal(scores.runs, 3);
  assert.deepEqual(scores.performanceRange, [80, 95]);
  assert.throws(() => medianScores([]), /none of the 0 Lighthouse runs/);
});

test('applied throttling runs the browser itself slowed down; simulated is Lighthouse’s default', () => {
  const applied = lighthouseArgs('http://localhost:1/', 'mobile', '/tmp/r.json', { throttling: 'applied' });
  assert.ok(applied.includes('--throttling-method=devtools'));
  assert.ok(!applied.includes('--preset=desktop'));
  const simulated = lighthouseArgs('http://localhost:1/', 'desktop', '/tmp/r.json');
  assert.ok(!simulated.some((arg) => arg.startsWith('--throttling-method')));
  assert.ok(simulated.includes('--preset=desktop') && simulated.includes('--output-path=/tmp/r.json'));
});

test('the host’s CPU benchmark index comes with the scores; a report without one is an error', async () => {
  const { benchmarkIndexOf, medianScores } = await import('./lighthouse.ts');
  assert.equal(benchmarkIndexOf({ environment: { benchmarkIndex: 1043.6 } }), 1044);
  assert.throws(() => benchmarkIndexOf({}), /no environment.benchmarkIndex/);
  const report = {
    categories: {
      performance: { score: 0.8 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 1200 },
      interactive: { numericValue: 3000 },
      'largest-contentful-paint': { numericValue: 2400 },
      'total-blocking-time': { numericValue: 400 },
    },
    environment: { benchmarkIndex: 1500 },
  };
  assert.equal(medianScores([report]).benchmarkIndex, 1500);
});

test('a CPU slowdown other than the preset’s is passed to Lighthouse; without one the preset’s stands', () => {
  const calibrated = lighthouseArgs('http://localhost:1/', 'mobile', '/tmp/r.json', { cpuSlowdown: 2 });
  assert.ok(calibrated.includes('--throttling.cpuSlowdownMultiplier=2'));
  const preset = lighthouseArgs('http://localhost:1/', 'mobile', '/tmp/r.json');
  assert.ok(!preset.some((arg) => arg.startsWith('--throttling.cpuSlowdownMultiplier')));
});

test('the median run comes with the spread of LCP, TBT and the host’s benchmark index over all runs', async () => {
  const { medianScores } = await import('./lighthouse.ts');
  const run = (fcp: number, tti: number, lcp: number, tbt: number, index: number) => ({
    categories: {
      performance: { score: 0.9 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      interactive: { numericValue: tti },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
    },
    environment: { benchmarkIndex: index },
  });
  const scores = medianScores([
    run(2000, 6000, 3100, 400, 1015),
    run(1100, 3000, 2200, 90, 2105),
    run(1300, 3500, 2400, 150, 1500),
  ]);
  assert.equal(scores.tbtMs, 150);
  assert.deepEqual(scores.lcpRange, [2200, 3100]);
  assert.deepEqual(scores.tbtRange, [90, 400]);
  assert.equal(scores.benchmarkIndex, 1500);
  assert.deepEqual(scores.benchmarkIndexRange, [1015, 2105]);
  assert.deepEqual(scores.each.tbtMs, [400, 90, 150], 'every run, in run order');
  assert.deepEqual(scores.each.lcpMs, [3100, 2200, 2400]);
});

test('a run asked for performance alone scores performance, and the categories it skipped are not zeros', () => {
  const args = lighthouseArgs('http://localhost:1/', 'mobile', '/tmp/r.json', { categories: ['performance'] });
  assert.ok(args.includes('--only-categories=performance'));
  const scores = scoresOf({
    categories: { performance: { score: 0.91 } },
    configSettings: { onlyCategories: ['performance'] },
  });
  assert.equal(scores.performance, 91);
  assert.ok(Number.isNaN(scores.accessibility));
  assert.throws(
    () => scoresOf({ categories: {}, configSettings: { onlyCategories: ['performance'] } }),
    /no performance score/,
  );
});
