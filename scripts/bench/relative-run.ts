/**
 * `npm run bench -- --only=relative`: every page kind beside the bare Nextra theme in one run
 * (docs/decisions.md, "Budgets"). The CPU slowdown comes from the host's benchmark index, measured by
 * Lighthouse in calibration runs on the bare theme just before; then per kind, per throttling,
 * Lighthouse runs bare, ours, bare, ours… and the median run of each side is compared.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser.ts';
import { lighthouseReport, medianScores, benchmarkIndexOf, type Range, type Report, type RunScores, type Throttling } from './lighthouse.ts';
import { loadResources, weigh } from './page-weight.ts';
import { cpuSlowdownForBenchmarkIndex, eachMetricMedian, figuresNote, interleavedTurns, kindVerdict, median, metOrMissed, verdicts, type KindFigures, type Site } from './relative.ts';

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
  { kind: 'webhook page', path: '/api/kitchen-sink/new-pet-webhook', file: 'api/kitchen-sink/new-pet-webhook.html', kitchenSink: true },
  { kind: 'CLI overview', path: '/cli', file: 'cli.html' },
  { kind: 'CLI command', path: '/cli/sand/runs/start', file: 'cli/sand/runs/start.html' },
];

/** docs/decisions.md, "Budgets": at least this many runs per page and side. */
export const BUDGET_RUNS = 5;

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
  /** The bare theme showing our pages' Markdown twins (bench/bare-theme.ts), measured as a third site where given. */
  sameContentBaseUrl?: string | null;
}

type Print = (name: string, value: string) => void;

const load = () => os.loadavg()[0].toFixed(1);
const span = ([low, high]: Range, unit = '') => (low === high ? `${low}${unit}` : `${low}–${high}${unit}`);
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Runs of one throttling on one kind, interleaved; the median run of each side. */
async function interleavedScores(urls: Partial<Record<Site, string>>, runs: number, throttling: Throttling, cpuSlowdown: number) {
  const sites = (['bare', 'same', 'ours'] as const).filter((site) => urls[site] !== undefined);
  const reports: Partial<Record<Site, Report[]>> = {};
  const loads: number[] = [];
  for (const turn of interleavedTurns(runs, sites)) {
    (reports[turn.site] ??= []).push(await lighthouseReport(urls[turn.site]!, 'mobile', { throttling, cpuSlowdown, categories: PERFORMANCE_ONLY }));
    loads.push(os.loadavg()[0]);
  }
  const scores = Object.fromEntries(Object.entries(reports).map(([site, list]) => [site, medianScores(list)])) as Partial<Record<Site, RunScores>>;
  return { scores, load: [Math.min(...loads), Math.max(...loads)] as Range };
}

const scoresNote = (scores: RunScores) =>
  `performance ${scores.performance} (${span(scores.performanceRange)}), FCP ${sec(scores.fcpMs)}, LCP ${sec(scores.lcpMs)} (${span(scores.lcpRange.map((v) => Number((v / 1000).toFixed(2))) as Range, ' s')}), TBT ${scores.tbtMs} ms (${span(scores.tbtRange, ' ms')}; each run ${scores.each.tbtMs.join(', ')}), benchmark index ${span(scores.benchmarkIndexRange)}`;

/** The host's benchmark index: the median over calibration runs of Lighthouse on the bare theme. */
export async function calibrate(bareUrl: string, runs: number, print: Print): Promise<{ index: number; indexes: number[]; cpuSlowdown: number }> {
  const indexes: number[] = [];
  for (let run = 0; run < runs; run++) indexes.push(benchmarkIndexOf(await lighthouseReport(bareUrl, 'mobile', { categories: PERFORMANCE_ONLY })));
  const index = Math.round(median(indexes));
  const cpuSlowdown = cpuSlowdownForBenchmarkIndex(index);
  print('relative calibration', `benchmark index ${index} (median of ${indexes.join(', ')}; load average ${load()}) → CPU slowdown ${cpuSlowdown}× (Lighthouse docs/throttling.md: 4× at 1500 and over, 2× at 800–1500, 1× below)`);
  return { index, indexes, cpuSlowdown };
}

type SiteFigures = KindFigures & { fcpMs: number; appliedFcpMs: number; appliedLcpMs: number; htmlGzip: number; htmlBytes: number };

export interface KindResult {
  kind: string;
  ours: SiteFigures;
  bare: SiteFigures;
  verdict: string;
  met: boolean;
  /** The bare theme with the same content (`--same-content`), and the targets read against it: information, not the verdict. */
  same?: { figures: SiteFigures; verdict: string; met: boolean };
}

/** Measures every kind beside the bare theme and prints one verdict line per kind. */
export async function benchRelative(options: RelativeOptions, print: Print): Promise<KindResult[]> {
  let cpuSlowdown = options.cpuSlowdown;
  if (cpuSlowdown === undefined) cpuSlowdown = (await calibrate(options.bareUrl, options.calibrationRuns, print)).cpuSlowdown;
  else print('relative calibration', `CPU slowdown ${cpuSlowdown}× given by hand (--lighthouse-cpu-slowdown), no calibration`);
  const results: KindResult[] = [];
  const browser = await launchChromium();
  try {
    const bareWeight = weigh(await loadResources(browser, options.bareUrl));
    // In the order --kinds names them, so the kinds that matter most are measured first.
    const chosen = options.kinds ? options.kinds.map((name) => RELATIVE_KINDS.find((kind) => kind.kind === name)!) : RELATIVE_KINDS;
    for (const kind of chosen) {
      const outDir = kind.kitchenSink ? options.kitchenSinkOutDir : options.outDir;
      const baseUrl = kind.kitchenSink ? options.kitchenSinkBaseUrl : options.baseUrl;
      if (outDir === null || baseUrl === null) {
        print(`relative ${kind.kind}`, 'not measured: the kitchen-sink build is a second full build of the site (minutes); run with --kitchen-sink');
        continue;
      }
      if (!fs.existsSync(path.join(outDir, kind.file))) {
        print(`relative ${kind.kind}`, `not built (${path.join(outDir, kind.file)} is missing)`);
        continue;
      }
      const url = baseUrl + kind.path;
      // The same-content site has our main export's twins only, not the kitchen-sink build's.
      const sameUrl = options.sameContentBaseUrl && !kind.kitchenSink ? options.sameContentBaseUrl + kind.path : undefined;
      const ourWeight = weigh(await loadResources(browser, url));
      const sameWeight = sameUrl ? weigh(await loadResources(browser, sameUrl)) : undefined;
      const urls = { bare: options.bareUrl, ours: url, ...(sameUrl ? { same: sameUrl } : {}) };
      const simulated = await interleavedScores(urls, options.runs, 'simulated', cpuSlowdown);
      const applied = await interleavedScores(urls, options.runs, 'applied', cpuSlowdown);
      const figures = (site: Site, weight: typeof ourWeight): SiteFigures => {
        const [sim, app] = [simulated.scores[site]!, applied.scores[site]!];
        return {
          performance: sim.performance,
          fcpMs: sim.fcpMs,
          lcpMs: sim.lcpMs,
          tbtMs: sim.tbtMs,
          appliedFcpMs: app.fcpMs,
          appliedLcpMs: app.lcpMs,
          appliedTbtMs: app.tbtMs,
          jsGzip: weight.jsGzip,
          htmlBytes: weight.htmlBytes,
          htmlGzip: weight.htmlGzip,
        };
      };
      const ours = figures('ours', ourWeight);
      const bare = figures('bare', bareWeight);
      const medians = (site: Site, weight: typeof ourWeight) => {
        const [sim, app] = [simulated.scores[site]!.each, applied.scores[site]!.each];
        return eachMetricMedian({ performance: sim.performance, lcpMs: sim.lcpMs, tbtMs: sim.tbtMs, appliedTbtMs: app.tbtMs }, weight.jsGzip);
      };
      const list = verdicts(ours, bare);
      const met = list.every((verdict) => verdict.met);
      const loads = `load average ${span([Math.min(simulated.load[0], applied.load[0]), Math.max(simulated.load[1], applied.load[1])].map((v) => Number(v.toFixed(1))) as Range)}`;
      for (const [site, name] of [['ours', 'ours'], ['bare', 'bare'], ['same', 'bare, same content']] as const) {
        if (simulated.scores[site]) print(`relative ${kind.kind} simulated ${name}`, scoresNote(simulated.scores[site]));
        if (applied.scores[site]) print(`relative ${kind.kind} applied ${name}`, scoresNote(applied.scores[site]));
      }
      print(`relative ${kind.kind} html`, `${(ours.htmlBytes / 1000).toFixed(1)} kB (gzip ${(ours.htmlGzip / 1000).toFixed(1)} kB); bare ${(bare.htmlBytes / 1000).toFixed(1)} kB`);
      for (const verdict of list) print(`relative ${kind.kind} ${verdict.target}`, `${verdict.ours} against ${verdict.bare}: ${metOrMissed(verdict.met)}`);
      const verdict = kindVerdict(list);
      const indicative = options.runs < BUDGET_RUNS ? `; indicative only: the budget asks for at least ${BUDGET_RUNS} runs` : '';
      print(`relative ${kind.kind}`, `${verdict} (${cpuSlowdown}× CPU, median of ${options.runs} interleaved runs each, ${loads}${indicative})`);
      const oursMedians = medians('ours', ourWeight);
      // The same targets on each metric's own median, against a yardstick's: information only.
      const readMedians = (yardstick: KindFigures) => `${figuresNote(oursMedians, yardstick)}: ${kindVerdict(verdicts(oursMedians, yardstick))}`;
      print(`relative ${kind.kind} each metric's median`, `${readMedians(medians('bare', bareWeight))} (ours / bare, each metric's own median over the runs, not Lighthouse's median run; information, the verdict above is the budget's)`);
      const result: KindResult = { kind: kind.kind, ours, bare, verdict, met };
      if (sameWeight) {
        const sameFigures = figures('same', sameWeight);
        const sameList = verdicts(ours, sameFigures);
        result.same = { figures: sameFigures, verdict: kindVerdict(sameList), met: sameList.every((v) => v.met) };
        print(`relative ${kind.kind} against the same content`, `${result.same.verdict} (the bare theme showing this page's Markdown twin; information, the verdict above is the budget's)`);
        print(`relative ${kind.kind} each metric's median against the same content`, `${readMedians(medians('same', sameWeight))} (ours / the bare theme with the same content; information)`);
      }
      results.push(result);
    }
  } finally {
    await (browser as Browser).close();
  }
  return results;
}

/** The table of the run, ours beside the bare theme's, as Markdown for docs/performance.md. */
export function relativeTable(results: KindResult[]): string {
  const row = (f: SiteFigures) => `${f.performance}, ${sec(f.lcpMs)}, ${f.tbtMs} ms; ${sec(f.appliedFcpMs)}, ${sec(f.appliedLcpMs)}, ${f.appliedTbtMs} ms`;
  const withSame = results.some((r) => r.same);
  const same = (r: KindResult) => (withSame ? ` ${r.same ? `${row(r.same.figures)}: ${metOrMissed(r.same.met)}` : 'not measured'} |` : '');
  const lines = [
    `| page kind | ours: simulated performance, LCP, TBT; applied FCP, LCP, TBT | bare theme, same runs |${withSame ? ' bare theme with the same content, same runs: targets |' : ''} JS over bare (gzip) | verdict |`,
    `|---|---|---|${withSame ? '---|' : ''}---|---|`,
    ...results.map((r) => `| ${r.kind} | ${row(r.ours)} | ${row(r.bare)} |${same(r)} +${((r.ours.jsGzip - r.bare.jsGzip) / 1000).toFixed(1)} kB | ${r.met ? 'met' : 'MISSED'} |`),
  ];
  return lines.join('\n');
}
