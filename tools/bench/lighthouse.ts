/**
 * Lighthouse scores and Largest Contentful Paint of one page, with the desktop or the mobile preset
 * (Lighthouse's default: a mid-range phone on a throttled 4G connection), from the installed `lighthouse` CLI driving
 * Chromium (CHROME_PATH, Debian's by default).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../../generator/lib/chromium.ts';
import { measure } from './measure.ts';
// Lighthouse's own median-run choice (the package has no exports map, so its modules are importable).
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

/**
 * The 0–100 category scores of a Lighthouse JSON report; a category the run was not asked for
 * (`AuditOptions.categories`) is NaN.
 */
export function scoresOf(report: {
  categories: Record<string, { score: number | null }>;
  configSettings?: { onlyCategories?: string[] | null };
}): Scores {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, NaN])) as Scores;
  const asked = report.configSettings?.onlyCategories ?? CATEGORIES;
  for (const category of CATEGORIES.filter((c) => asked.includes(c))) {
    const score = report.categories[category]?.score;
    if (score === undefined || score === null) throw new Error(`the Lighthouse report has no ${category} score`);
    scores[category] = Math.round(score * 100);
  }
  return scores;
}

export type Preset = 'desktop' | 'mobile';
/**
 * `simulated` (Lighthouse's default): the page loads at full speed and a model replays it on the
 * preset's network and CPU. `applied`: the browser itself runs with the preset's network and CPU
 * slowdown (`--throttling-method=devtools`), so the times are what was observed under them.
 */
export type Throttling = 'simulated' | 'applied';

type Audits = { audits: Record<string, { numericValue?: number }> };

/** An audit's value in milliseconds, rounded. */
function millisecondsOf(report: Audits, audit: string): number {
  const value = report.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`the Lighthouse report has no ${audit} value`);
  return Math.round(value);
}

/** Largest Contentful Paint in milliseconds. */
export const lcpOf = (report: Audits) => millisecondsOf(report, 'largest-contentful-paint');

/** First Contentful Paint in milliseconds. */
const fcpOf = (report: Audits) => millisecondsOf(report, 'first-contentful-paint');

/** Total Blocking Time in milliseconds: main-thread work (mostly hydration) past 50 ms per task. */
export const tbtOf = (report: Audits) => millisecondsOf(report, 'total-blocking-time');

/**
 * Lighthouse's measure of the host's CPU (its `benchmarkIndex`), saved with every report. Its 4x
 * mobile CPU slowdown assumes a high-end desktop (1500-2000); on a slower host the same 4x
 * emulates a slower phone than Lighthouse's mid-tier one (Lighthouse's docs/throttling.md).
 */
type HostEnvironment = { environment?: { benchmarkIndex?: number } };

export function benchmarkIndexOf(report: HostEnvironment): number {
  const index = report.environment?.benchmarkIndex;
  if (index === undefined) throw new Error('the Lighthouse report has no environment.benchmarkIndex');
  return Math.round(index);
}

export type Report = Audits & HostEnvironment & { categories: Record<string, { score: number | null }> };
export type Range = [low: number, high: number];
export type RunScores = Scores & {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  runs: number;
  performanceRange: Range;
  lcpRange: Range;
  tbtRange: Range;
  benchmarkIndex: number;
  /** The host's benchmark index over all the runs: it moves run to run on a shared host. */
  benchmarkIndexRange: Range;
  /** Every valid run's figures in run order, for a reading other than Lighthouse's median run. */
  each: { performance: number[]; fcpMs: number[]; lcpMs: number[]; tbtMs: number[] };
};

const rangeOf = (values: number[]): Range => [Math.min(...values), Math.max(...values)];

/**
 * The scores of several runs of one page: those of Lighthouse's own median run (the run nearest
 * the median First Contentful Paint and Time to Interactive), with the spread of the performance
 * score. One run's LCP moves by a second with when the first paint falls (docs/performance.md).
 */
export function medianScores(reports: Report[]): RunScores {
  const valid = filterToValidRuns(reports as never[]) as unknown as Report[];
  if (valid.length === 0) throw new Error(`none of the ${reports.length} Lighthouse runs has an FCP and a TTI`);
  const median = computeMedianRun(valid as never[]) as unknown as Report;
  const each = {
    performance: valid.map((report) => scoresOf(report).performance),
    fcpMs: valid.map(fcpOf),
    lcpMs: valid.map(lcpOf),
    tbtMs: valid.map(tbtOf),
  };
  return {
    ...scoresOf(median),
    fcpMs: fcpOf(median),
    lcpMs: lcpOf(median),
    tbtMs: tbtOf(median),
    runs: valid.length,
    performanceRange: rangeOf(each.performance),
    lcpRange: rangeOf(each.lcpMs),
    tbtRange: rangeOf(each.tbtMs),
    benchmarkIndex: benchmarkIndexOf(median),
    benchmarkIndexRange: rangeOf(valid.map(benchmarkIndexOf)),
    each,
  };
}

/**
 * How one page is audited. `cpuSlowdown`: a CPU slowdown other than the preset's (Lighthouse's
 * calibration for a host slower or faster than the one its 4x assumes); absent, the preset's own.
 */
export interface AuditOptions {
  throttling?: Throttling;
  cpuSlowdown?: number;
  /** Only these categories (all by default). */
  categories?: readonly Category[];
}

/** The `lighthouse` command line for one run that writes its JSON report to `reportPath`. */
export function lighthouseArgs(
  url: string,
  preset: Preset,
  reportPath: string,
  { throttling = 'simulated', cpuSlowdown, categories = CATEGORIES }: AuditOptions = {},
): string[] {
  return [
    url,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(throttling === 'applied' ? ['--throttling-method=devtools'] : []),
    ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    `--only-categories=${categories.join(',')}`,
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
  ];
}

export async function lighthouseReport(url: string, preset: Preset, options: AuditOptions): Promise<Report> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandgarden-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    await measure('node_modules/.bin/lighthouse', lighthouseArgs(url, preset, report, options), {
      env: { CHROME_PATH: chromiumPath() },
    });
    return JSON.parse(fs.readFileSync(report, 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse `runs` times on one page, one after another; the median run's scores. */
export async function lighthouseScores(
  url: string,
  preset: Preset = 'desktop',
  runs = 1,
  options: AuditOptions = {},
): Promise<RunScores> {
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) reports.push(await lighthouseReport(url, preset, options));
  return medianScores(reports);
}
