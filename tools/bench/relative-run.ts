/**
 * `npm run bench -- --only=relative`: every page kind beside the bare Nextra theme in one run
 * (docs/decisions.md, "Budgets"). The CPU slowdown comes from the host's benchmark index, measured by
 * Lighthouse in calibration runs on the bare theme just before; then per kind, per throttling,
 * Lighthouse runs the one-heading bare page, the bare theme showing the same content and ours in
 * turn, and each metric's own median over the runs is judged against the same content's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './browser.ts';
import { metOrMissed, msAsSeconds } from './figures.ts';
import {
  lighthouseReport,
  medianScores,
  benchmarkIndexOf,
  type Range,
  type Report,
  type RunScores,
  type Throttling,
} from './lighthouse.ts';
import { loadResources, weigh } from './page-weight.ts';
import {
  cpuSlowdownForBenchmarkIndex,
  eachMetricMedian,
  figuresNote,
  interleavedTurns,
  kindVerdict,
  median,
  needsRemeasure,
  REMEASURE_RUNS,
  verdicts,
  type KindFigures,
  type Site,
} from './relative.ts';

/** The budget reads the performance category alone: auditing only it saves a quarter of each run. */
const PERFORMANCE_ONLY = ['performance'] as const;

export interface RelativeKind {
  kind: string;
  path: string;
  /** The exported file behind `path`, to tell a page that is not built from one that failed. */
  file: string;
  /** The kitchen-sink build (tests/fixtures/kitchen-sink.yaml at /api/kitchen-sink), a second full build. */
  kitchenSink?: boolean;
}

export const RELATIVE_KINDS: RelativeKind[] = [
  { kind: 'home', path: '/', file: 'index.html' },
  { kind: 'docs page', path: '/docs/using/prompts', file: 'docs/using/prompts.html' },
  { kind: 'docs page with a diagram', path: '/docs/using/concepts', file: 'docs/using/concepts.html' },
  { kind: 'category', path: '/category/connectors', file: 'category/connectors.html' },
  { kind: 'tag', path: '/tags/connectors', file: 'tags/connectors.html' },
  { kind: 'API overview', path: '/api/sandgarden-sun-api', file: 'api/sandgarden-sun-api.html' },
  { kind: 'API operation', path: '/api/create-step', file: 'api/create-step.html' },
  { kind: 'API changelog', path: '/api/changelog', file: 'api/changelog.html' },
  {
    kind: 'webhook page',
    path: '/api/kitchen-sink/new-pet-webhook',
    file: 'api/kitchen-sink/new-pet-webhook.html',
    kitchenSink: true,
  },
  { kind: 'CLI overview', path: '/cli', file: 'cli.html' },
  { kind: 'CLI command', path: '/cli/sand/runs/start', file: 'cli/sand/runs/start.html' },
];

/** docs/decisions.md, "Budgets": at least this many runs per page and side. */
const BUDGET_RUNS = 5;

export interface RelativeOptions {
  runs: number;
  calibrationRuns: number;
  /** The export of ours (`out/`) and, for the webhook page, the kitchen-sink build's; null: not built. */
  outDir: string;
  kitchenSinkOutDir: string | null;
  baseUrl: string;
  kitchenSinkBaseUrl: string | null;
  bareUrl: string;
  /** Only these kinds, in this order (all by default); each must be one of RELATIVE_KINDS. */
  kinds?: string[];
  /** A slowdown given by hand instead of the calibration's. */
  cpuSlowdown?: number;
  /**
   * The bare theme showing our pages' Markdown twins (bench/bare-theme.ts): the yardstick of the
   * verdict. Null: left out (`--no-same-content`), and no kind can be judged.
   */
  sameContentBaseUrl?: string | null;
}

type Print = (name: string, value: string) => void;

const load = () => os.loadavg()[0].toFixed(1);
const span = ([low, high]: Range, unit = '') => (low === high ? `${low}${unit}` : `${low}–${high}${unit}`);

/** Runs of one throttling on one kind, interleaved; every run of each side, with Lighthouse's median run. */
async function interleavedScores(
  urls: Partial<Record<Site, string>>,
  runs: number,
  throttling: Throttling,
  cpuSlowdown: number,
) {
  const sites = (['bare', 'same', 'ours'] as const).filter((site) => urls[site] !== undefined);
  const reports: Partial<Record<Site, Report[]>> = {};
  const loads: number[] = [];
  for (const turn of interleavedTurns(runs, sites)) {
    (reports[turn.site] ??= []).push(
      await lighthouseReport(urls[turn.site]!, 'mobile', { throttling, cpuSlowdown, categories: PERFORMANCE_ONLY }),
    );
    loads.push(os.loadavg()[0]);
  }
  const scores = Object.fromEntries(
    Object.entries(reports).map(([site, list]) => [site, medianScores(list)]),
  ) as Partial<Record<Site, RunScores>>;
  return { scores, load: [Math.min(...loads), Math.max(...loads)] as Range };
}

const scoresNote = (scores: RunScores) =>
  `performance ${scores.performance} (${span(scores.performanceRange)}), FCP ${msAsSeconds(scores.fcpMs)}, LCP ${msAsSeconds(scores.lcpMs)} (${span(scores.lcpRange.map((v) => Number((v / 1000).toFixed(2))) as Range, ' s')}), TBT ${scores.tbtMs} ms (${span(scores.tbtRange, ' ms')}; each run ${scores.each.tbtMs.join(', ')}), benchmark index ${span(scores.benchmarkIndexRange)}`;

/** The host's benchmark index: the median over calibration runs of Lighthouse on the bare theme. */
async function calibrate(
  bareUrl: string,
  runs: number,
  print: Print,
): Promise<{ index: number; indexes: number[]; cpuSlowdown: number }> {
  const indexes: number[] = [];
  for (let run = 0; run < runs; run++)
    indexes.push(benchmarkIndexOf(await lighthouseReport(bareUrl, 'mobile', { categories: PERFORMANCE_ONLY })));
  const index = Math.round(median(indexes));
  const cpuSlowdown = cpuSlowdownForBenchmarkIndex(index);
  print(
    'relative calibration',
    `benchmark index ${index} (median of ${indexes.join(', ')}; load average ${load()}) → CPU slowdown ${cpuSlowdown}× (Lighthouse docs/throttling.md: 4× at 1500 and over, 2× at 800–1500, 1× below)`,
  );
  return { index, indexes, cpuSlowdown };
}

type SiteFigures = KindFigures & { htmlGzip: number; htmlBytes: number };

export interface KindResult {
  kind: string;
  ours: SiteFigures;
  /** The one-heading bare page: information. */
  bare: SiteFigures;
  /** The yardstick: the bare theme showing this page's Markdown twin; absent when it was not measured. */
  same?: SiteFigures;
  verdict: string;
  /** Null: not judged, the yardstick was not measured. */
  met: boolean | null;
  /** Lighthouse runs a side of the reading that stands (REMEASURE_RUNS after a near miss). */
  runs: number;
  remeasured: boolean;
}

type Weight = ReturnType<typeof weigh>;

/** One reading of a kind: `runs` interleaved runs a side per throttling, each metric's own median per site. */
async function readKind(
  urls: Partial<Record<Site, string>>,
  weights: Partial<Record<Site, Weight>>,
  runs: number,
  cpuSlowdown: number,
) {
  const simulated = await interleavedScores(urls, runs, 'simulated', cpuSlowdown);
  const applied = await interleavedScores(urls, runs, 'applied', cpuSlowdown);
  const figures = (site: Site): SiteFigures => {
    const [sim, app, weight] = [simulated.scores[site]!.each, applied.scores[site]!.each, weights[site]!];
    const medians = eachMetricMedian(
      {
        performance: sim.performance,
        fcpMs: sim.fcpMs,
        lcpMs: sim.lcpMs,
        appliedFcpMs: app.fcpMs,
        appliedLcpMs: app.lcpMs,
        appliedTbtMs: app.tbtMs,
      },
      weight.jsGzip,
    );
    return { ...medians, htmlBytes: weight.htmlBytes, htmlGzip: weight.htmlGzip };
  };
  const load: Range = [Math.min(simulated.load[0], applied.load[0]), Math.max(simulated.load[1], applied.load[1])];
  return { simulated, applied, figures, load };
}

/**
 * Measures every kind beside the bare theme showing the same content and prints one verdict line
 * per kind and target; a near miss is measured again with REMEASURE_RUNS runs a side, once.
 */
export async function benchRelative(options: RelativeOptions, print: Print): Promise<KindResult[]> {
  let cpuSlowdown = options.cpuSlowdown;
  if (cpuSlowdown === undefined)
    cpuSlowdown = (await calibrate(options.bareUrl, options.calibrationRuns, print)).cpuSlowdown;
  else
    print(
      'relative calibration',
      `CPU slowdown ${cpuSlowdown}× given by hand (--lighthouse-cpu-slowdown), no calibration`,
    );
  const results: KindResult[] = [];
  const browser = await launchChromium();
  try {
    const bareWeight = weigh(await loadResources(browser, options.bareUrl));
    // In the order --kinds names them, so the kinds that matter most are measured first.
    const chosen = options.kinds
      ? options.kinds.map((name) => RELATIVE_KINDS.find((kind) => kind.kind === name)!)
      : RELATIVE_KINDS;
    for (const kind of chosen) {
      const outDir = kind.kitchenSink ? options.kitchenSinkOutDir : options.outDir;
      const baseUrl = kind.kitchenSink ? options.kitchenSinkBaseUrl : options.baseUrl;
      if (outDir === null || baseUrl === null) {
        print(
          `relative ${kind.kind}`,
          'not measured: the kitchen-sink build is a second full build of the site (minutes); run with --kitchen-sink',
        );
        continue;
      }
      if (!fs.existsSync(path.join(outDir, kind.file))) {
        print(`relative ${kind.kind}`, `not built (${path.join(outDir, kind.file)} is missing)`);
        continue;
      }
      const url = baseUrl + kind.path;
      // The same-content site has our main export's twins only, not the kitchen-sink build's.
      const sameUrl =
        options.sameContentBaseUrl && !kind.kitchenSink ? options.sameContentBaseUrl + kind.path : undefined;
      const weights: Partial<Record<Site, Weight>> = {
        bare: bareWeight,
        ours: weigh(await loadResources(browser, url)),
      };
      if (sameUrl) weights.same = weigh(await loadResources(browser, sameUrl));
      const urls = { bare: options.bareUrl, ours: url, ...(sameUrl ? { same: sameUrl } : {}) };
      let runs = options.runs;
      let reading = await readKind(urls, weights, runs, cpuSlowdown);
      let remeasured = false;
      if (sameUrl) {
        const first = verdicts(reading.figures('ours'), reading.figures('same'));
        if (needsRemeasure(first, runs)) {
          const near = first
            .filter((v) => !v.met)
            .map((v) => `${v.target}: ${v.ours} against ${v.yardstick}, past its limit by less than the runs' spread`);
          print(
            `relative ${kind.kind} re-measured`,
            `${runs} runs a side missed narrowly (${near.join('; ')}); measured again with ${REMEASURE_RUNS} runs a side, and that reading stands`,
          );
          runs = REMEASURE_RUNS;
          reading = await readKind(urls, weights, runs, cpuSlowdown);
          remeasured = true;
        }
      }
      const ours = reading.figures('ours');
      const bare = reading.figures('bare');
      const same = sameUrl ? reading.figures('same') : undefined;
      const loads = `load average ${span(reading.load.map((v) => Number(v.toFixed(1))) as Range)}`;
      // Lighthouse's median run of each side and throttling: information.
      for (const [site, name] of [
        ['ours', 'ours'],
        ['same', 'bare, same content'],
        ['bare', 'bare, one heading'],
      ] as const) {
        if (reading.simulated.scores[site])
          print(
            `relative ${kind.kind} simulated ${name}, Lighthouse's median run`,
            scoresNote(reading.simulated.scores[site]),
          );
        if (reading.applied.scores[site])
          print(
            `relative ${kind.kind} applied ${name}, Lighthouse's median run`,
            scoresNote(reading.applied.scores[site]),
          );
      }
      print(
        `relative ${kind.kind} html`,
        `${(ours.htmlBytes / 1000).toFixed(1)} kB (gzip ${(ours.htmlGzip / 1000).toFixed(1)} kB); same content ${same ? `${(same.htmlBytes / 1000).toFixed(1)} kB` : 'not measured'}; one-heading page ${(bare.htmlBytes / 1000).toFixed(1)} kB`,
      );
      print(
        `relative ${kind.kind} against the one-heading page`,
        `${figuresNote(ours, bare)}: ${kindVerdict(verdicts(ours, bare, 'one heading'))} (ours / the bare theme's one-heading page, each metric's median; information)`,
      );
      const indicative =
        runs < BUDGET_RUNS ? `; indicative only: the budget asks for at least ${BUDGET_RUNS} runs` : '';
      const how = `${cpuSlowdown}× CPU, each metric's median of ${runs} interleaved runs a side${remeasured ? ' (re-measured after a near miss)' : ''}, ${loads}${indicative}`;
      let verdict: string;
      let met: boolean | null;
      if (same) {
        const list = verdicts(ours, same);
        print(
          `relative ${kind.kind} against the same content`,
          `${figuresNote(ours, same)} (ours / the bare theme showing this page's Markdown twin)`,
        );
        for (const v of list)
          print(`relative ${kind.kind} ${v.target}`, `${v.ours} against ${v.yardstick}: ${metOrMissed(v.met)}`);
        verdict = kindVerdict(list);
        met = list.every((v) => v.met);
      } else {
        const why = kind.kitchenSink
          ? "the bare theme showing the same content has our main export's pages only, not the kitchen-sink build's"
          : 'the bare theme showing the same content was left out (--no-same-content)';
        verdict = `not judged on the decided yardstick: ${why}; the line against the one-heading page is information`;
        met = null;
      }
      print(`relative ${kind.kind}`, `${verdict} (${how})`);
      results.push({ kind: kind.kind, ours, bare, same, verdict, met, runs, remeasured });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const resultWord = (met: boolean | null) => (met === null ? 'not judged' : metOrMissed(met));

/** The table of the run, ours beside the yardstick's, as Markdown for docs/performance.md. */
export function relativeTable(results: KindResult[]): string {
  const row = (f: SiteFigures) =>
    `${f.performance}; ${msAsSeconds(f.appliedFcpMs)}, ${msAsSeconds(f.appliedLcpMs)}, ${Math.round(f.appliedTbtMs)} ms`;
  const lines = [
    '| page kind | ours: score (simulated); applied FCP, LCP, TBT | bare theme, same content, same runs | bare theme, one heading (information) | JS over the bare theme (gzip) | verdict |',
    '|---|---|---|---|---|---|',
    ...results.map((r) => {
      const js = r.same ? r.ours.jsGzip - r.same.jsGzip : r.ours.jsGzip - r.bare.jsGzip;
      const runs = `${r.runs} runs${r.remeasured ? ', re-measured' : ''}`;
      return `| ${r.kind} | ${row(r.ours)} | ${r.same ? row(r.same) : 'not measured'} | ${row(r.bare)} | +${(js / 1000).toFixed(1)} kB | ${resultWord(r.met)} (${runs}) |`;
    }),
  ];
  return lines.join('\n');
}
