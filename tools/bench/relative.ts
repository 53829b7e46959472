/**
 * The phone-speed budget (docs/decisions.md, "Budgets"): each page kind judged against the bare Nextra docs theme showing the
 * same content (our pages' Markdown twins), measured in the same run at the CPU slowdown
 * Lighthouse's calibration gives for the host's benchmark index, runs of each site interleaved.
 * The pure parts: the slowdown, the run order, the reading, the verdicts and the re-measure rule.
 */
import { msAsSeconds } from './figures.ts';

/**
 * Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown": its benchmark-index brackets
 * (high-end desktop 1500–2000, low-end desktop 1000–1500, high-end mobile 800–1200, mid-tier
 * mobile 125–800) and the multiplier it suggests for each to emulate a mid-tier phone (4×, 2×,
 * 2×, 1×). A host faster than 2000 stays at 4× (the table has no faster bracket); one slower than
 * a mid-tier phone cannot be slowed below 1×.
 */
export function cpuSlowdownForBenchmarkIndex(index: number): number {
  if (!Number.isFinite(index) || index <= 0)
    throw new Error(`benchmark index ${index}: Lighthouse reports a positive number`);
  if (index >= 1500) return 4;
  if (index >= 800) return 2;
  return 1;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Ours, the bare theme's one-heading page, and the bare theme showing our pages' Markdown twins (`--same-content`). */
export type Site = 'bare' | 'ours' | 'same';
export interface Turn {
  site: Site;
  run: number;
}

/** bare, ours, bare, ours… (or each of `sites` in turn): each run of ours right after the yardsticks', so a slow minute hits all. */
export function interleavedTurns(runs: number, sites: Site[] = ['bare', 'ours']): Turn[] {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`${runs} runs: give a whole number, 1 or more`);
  return Array.from({ length: runs }, (_, run) => sites.map((site) => ({ site, run }))).flat();
}

/**
 * Every valid run's figures of one side of one kind, in run order: the simulated runs' score and
 * paints, the applied runs' paints and TBT.
 */
export interface EachRun {
  performance: number[];
  fcpMs: number[];
  lcpMs: number[];
  appliedFcpMs: number[];
  appliedLcpMs: number[];
  appliedTbtMs: number[];
}

/**
 * One side of one kind read as the budget reads it: each metric's own
 * median over the runs, not Lighthouse's median run (chosen by FCP and TTI, so its TBT can be any
 * run's). The score is the simulated one, as PageSpeed reports it; paints and TBT are applied, what
 * a slow phone shows; the simulated paints are kept as information. `spread`: the highest minus the
 * lowest run of each judged metric, for the re-measure rule.
 */
export interface KindFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  appliedFcpMs: number;
  appliedLcpMs: number;
  appliedTbtMs: number;
  jsGzip: number;
  spread: { performance: number; appliedLcpMs: number; appliedTbtMs: number };
}

const spreadOf = (values: number[]) => (values.length ? Math.max(...values) - Math.min(...values) : 0);

export function eachMetricMedian(runs: EachRun, jsGzip: number): KindFigures {
  return {
    performance: median(runs.performance),
    fcpMs: median(runs.fcpMs),
    lcpMs: median(runs.lcpMs),
    appliedFcpMs: median(runs.appliedFcpMs),
    appliedLcpMs: median(runs.appliedLcpMs),
    appliedTbtMs: median(runs.appliedTbtMs),
    jsGzip,
    spread: {
      performance: spreadOf(runs.performance),
      appliedLcpMs: spreadOf(runs.appliedLcpMs),
      appliedTbtMs: spreadOf(runs.appliedTbtMs),
    },
  };
}

/** The targets against the yardstick (the bare theme showing the same content). */
export const TARGETS = {
  /** Score (simulated) at least the yardstick's minus this. */
  performanceBelow: 5,
  /** LCP (applied) at most the yardstick's plus this. */
  lcpOverMs: 200,
  /** TBT (applied) at most the larger of this times the yardstick's… */
  tbtFactor: 1.2,
  /** …and the yardstick's plus this: a few milliseconds of noise on a page that hardly blocks is no miss. */
  tbtOverMs: 50,
  /** Our JS before interaction over the bare theme's, gzip, under this. */
  jsOverBytes: 20_000,
} as const;

/** A kind re-measured for a near miss is measured with this many runs a side, and that reading stands. */
export const REMEASURE_RUNS = 15;

/** The highest applied TBT that meets the target beside a yardstick's. */
export const tbtLimitMs = (yardstickMs: number) =>
  Math.max(TARGETS.tbtFactor * yardstickMs, yardstickMs + TARGETS.tbtOverMs);

export interface Verdict {
  target: string;
  ours: string;
  yardstick: string;
  met: boolean;
  /** How far past its limit a missed target is (0 when met), in the metric's unit. */
  missedBy: number;
  /** The larger spread of the two sides' runs for this metric (0 for the JS, which does not vary). */
  spread: number;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The four targets, each `met` or not, with the figures it compared. `name`: what the yardstick is
 * called in the lines (the same content for the verdict, the one-heading page for information).
 */
export function verdicts(ours: KindFigures, yardstick: KindFigures, name = 'same content'): Verdict[] {
  const scoreLimit = yardstick.performance - TARGETS.performanceBelow;
  const lcpLimit = yardstick.appliedLcpMs + TARGETS.lcpOverMs;
  const tbtLimit = tbtLimitMs(yardstick.appliedTbtMs);
  const jsOver = ours.jsGzip - yardstick.jsGzip;
  const wider = (metric: keyof KindFigures['spread']) => Math.max(ours.spread[metric], yardstick.spread[metric]);
  const tbtRule = `max(${TARGETS.tbtFactor} × ${name}, ${name} + ${TARGETS.tbtOverMs} ms)`;
  return [
    {
      target: `score (simulated) ≥ ${name} − ${TARGETS.performanceBelow}`,
      ours: String(ours.performance),
      yardstick: String(yardstick.performance),
      met: ours.performance >= scoreLimit,
      missedBy: Math.max(0, scoreLimit - ours.performance),
      spread: wider('performance'),
    },
    {
      target: `LCP (applied) ≤ ${name} + ${msAsSeconds(TARGETS.lcpOverMs)}`,
      ours: msAsSeconds(ours.appliedLcpMs),
      yardstick: msAsSeconds(yardstick.appliedLcpMs),
      met: ours.appliedLcpMs <= lcpLimit,
      missedBy: Math.max(0, ours.appliedLcpMs - lcpLimit),
      spread: wider('appliedLcpMs'),
    },
    {
      target: `TBT (applied) ≤ ${tbtRule}`,
      ours: ms(ours.appliedTbtMs),
      yardstick: ms(yardstick.appliedTbtMs),
      met: ours.appliedTbtMs <= tbtLimit,
      missedBy: Math.max(0, ours.appliedTbtMs - tbtLimit),
      spread: wider('appliedTbtMs'),
    },
    {
      target: `JS over the bare theme < ${(TARGETS.jsOverBytes / 1000).toFixed(0)} kB gzip`,
      ours: `+${(jsOver / 1000).toFixed(1)} kB`,
      yardstick: `${(yardstick.jsGzip / 1000).toFixed(1)} kB`,
      met: jsOver < TARGETS.jsOverBytes,
      missedBy: jsOver < TARGETS.jsOverBytes ? 0 : jsOver - TARGETS.jsOverBytes,
      spread: 0,
    },
  ];
}

/**
 * The re-measure rule: a kind that misses, where every missed target misses by less than the
 * spread of its runs (so another reading could meet it), is measured again with REMEASURE_RUNS
 * runs a side. A miss wider than its spread, or any JS miss, stands. `runs`: those just read; a
 * reading of REMEASURE_RUNS or more is final (no third reading).
 */
export function needsRemeasure(list: Verdict[], runs: number): boolean {
  const missed = list.filter((verdict) => !verdict.met);
  return runs < REMEASURE_RUNS && missed.length > 0 && missed.every((verdict) => verdict.missedBy < verdict.spread);
}

/** "score 96 / 99, applied FCP 1.40 s / 1.50 s, LCP 1.51 s / 1.69 s, TBT 82 ms / 112 ms; simulated FCP …, LCP …": ours / yardstick. */
export const figuresNote = (ours: KindFigures, yardstick: KindFigures) =>
  `score ${ours.performance} / ${yardstick.performance}, applied FCP ${msAsSeconds(ours.appliedFcpMs)} / ${msAsSeconds(yardstick.appliedFcpMs)}, LCP ${msAsSeconds(ours.appliedLcpMs)} / ${msAsSeconds(yardstick.appliedLcpMs)}, TBT ${ms(ours.appliedTbtMs)} / ${ms(yardstick.appliedTbtMs)}; simulated FCP ${msAsSeconds(ours.fcpMs)} / ${msAsSeconds(yardstick.fcpMs)}, LCP ${msAsSeconds(ours.lcpMs)} / ${msAsSeconds(yardstick.lcpMs)} (information)`;

/** One line per kind: `met` only when every target is. */
export function kindVerdict(list: Verdict[]): string {
  const missed = list.filter((verdict) => !verdict.met);
  return missed.length === 0
    ? 'met'
    : `MISSED (${missed.map((verdict) => `${verdict.target}: ${verdict.ours} against ${verdict.yardstick}`).join('; ')})`;
}
