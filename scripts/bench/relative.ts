/**
 * The phone-speed budget (docs/decisions.md, "Budgets"): each page kind judged against the bare Nextra
 * docs theme measured in the same run, at the CPU slowdown Lighthouse's calibration gives for the
 * host's benchmark index, runs of ours and the bare theme's interleaved. The pure parts: the
 * slowdown, the run order, the verdicts.
 */

/**
 * Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown": its benchmark-index brackets
 * (high-end desktop 1500–2000, low-end desktop 1000–1500, high-end mobile 800–1200, mid-tier
 * mobile 125–800) and the multiplier it suggests for each to emulate a mid-tier phone (4×, 2×,
 * 2×, 1×). A host faster than 2000 stays at 4× (the table has no faster bracket); one slower than
 * a mid-tier phone cannot be slowed below 1×.
 */
export function cpuSlowdownForBenchmarkIndex(index: number): number {
  if (!Number.isFinite(index) || index <= 0) throw new Error(`benchmark index ${index}: Lighthouse reports a positive number`);
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

/** What one page kind measured, ours or the bare theme's: Lighthouse's median runs and the JS before interaction. */
export interface KindFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  appliedTbtMs: number;
  jsGzip: number;
}

/** Every run's figures of one side of one kind: the simulated runs' score, LCP and TBT, the applied runs' TBT. */
export interface EachRun {
  performance: number[];
  lcpMs: number[];
  tbtMs: number[];
  appliedTbtMs: number[];
}

/**
 * Each metric's own median over the runs. Lighthouse's median run is chosen by FCP and TTI, so its
 * TBT can be any of the runs'; this reading is printed beside the budget's, as information.
 */
export function eachMetricMedian(runs: EachRun, jsGzip: number): KindFigures {
  return { performance: median(runs.performance), lcpMs: median(runs.lcpMs), tbtMs: median(runs.tbtMs), appliedTbtMs: median(runs.appliedTbtMs), jsGzip };
}

export const TARGETS = {
  /** Performance score at least the bare theme's minus this. */
  performanceBelowBare: 2,
  /** LCP at most the bare theme's plus this. */
  lcpOverBareMs: 200,
  /** TBT at most this times the bare theme's, simulated and applied. */
  tbtFactor: 1.2,
  /** Our JS before interaction over the bare theme's, gzip, under this. */
  jsOverBareBytes: 20_000,
} as const;

export interface Verdict {
  target: string;
  ours: string;
  bare: string;
  met: boolean;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** The four targets of the budget, each `met` or not, with the figures it compared. */
export function verdicts(ours: KindFigures, bare: KindFigures): Verdict[] {
  const jsOver = ours.jsGzip - bare.jsGzip;
  return [
    { target: `performance ≥ bare − ${TARGETS.performanceBelowBare}`, ours: String(ours.performance), bare: String(bare.performance), met: ours.performance >= bare.performance - TARGETS.performanceBelowBare },
    { target: `LCP ≤ bare + ${s(TARGETS.lcpOverBareMs)}`, ours: s(ours.lcpMs), bare: s(bare.lcpMs), met: ours.lcpMs <= bare.lcpMs + TARGETS.lcpOverBareMs },
    { target: `TBT ≤ ${TARGETS.tbtFactor} × bare (simulated)`, ours: ms(ours.tbtMs), bare: ms(bare.tbtMs), met: ours.tbtMs <= TARGETS.tbtFactor * bare.tbtMs },
    { target: `TBT ≤ ${TARGETS.tbtFactor} × bare (applied)`, ours: ms(ours.appliedTbtMs), bare: ms(bare.appliedTbtMs), met: ours.appliedTbtMs <= TARGETS.tbtFactor * bare.appliedTbtMs },
    { target: `JS over bare < ${(TARGETS.jsOverBareBytes / 1000).toFixed(0)} kB gzip`, ours: `+${(jsOver / 1000).toFixed(1)} kB`, bare: `${(bare.jsGzip / 1000).toFixed(1)} kB`, met: jsOver < TARGETS.jsOverBareBytes },
  ];
}

/** "score 96 / 94, LCP 2.35 s / 2.30 s, TBT 264 ms / 245 ms, applied TBT 254 ms / 216 ms": ours / bare. */
export const figuresNote = (ours: KindFigures, bare: KindFigures) =>
  `score ${ours.performance} / ${bare.performance}, LCP ${s(ours.lcpMs)} / ${s(bare.lcpMs)}, TBT ${ms(ours.tbtMs)} / ${ms(bare.tbtMs)}, applied TBT ${ms(ours.appliedTbtMs)} / ${ms(bare.appliedTbtMs)}`;

export const metOrMissed = (met: boolean) => (met ? 'met' : 'MISSED');

/** One line per kind: `met` only when every target is. */
export function kindVerdict(list: Verdict[]): string {
  const missed = list.filter((verdict) => !verdict.met);
  return missed.length === 0 ? 'met' : `MISSED (${missed.map((verdict) => `${verdict.target}: ${verdict.ours} against ${verdict.bare}`).join('; ')})`;
}
