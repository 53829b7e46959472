/**
 * `npm run bench`: measures generation, the build, page weight, search and Lighthouse scores on
 * this machine; its options are in BENCH's usage below (`npm run bench -- --help`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCommandLine, type Command } from '../../generator/lib/command-line.ts';
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser.ts';
import { dirSize } from './dir-size.ts';
import { MB, kB, metOrMissed, printFigure, seconds, type Figure } from './figures.ts';
import { BARE_SAME_CONTENT_DIR, buildBareTheme, removeBareTheme } from './bare-theme.ts';
import { versionsCost } from './versions-cost.ts';
import { OLDER_VERSIONS_SECTION } from '../../shared/api/api-versions.ts';
import { NO_EXPORT_PARTS, benchParts } from './bench-parts.ts';
import { benchGenPeer } from './gen-peer.ts';
import { lighthouseScores, type RunScores } from './lighthouse.ts';
import { benchRelative, relativeTable, resultWord, RELATIVE_KINDS } from './relative-run.ts';
import { buildLargeSite, buildStepTimes } from './large-site.ts';
import { blockingNote, CPU_SLOWDOWN, mainThreadBlocking } from './main-thread.ts';
import { measure } from './measure.ts';
import { loadResources, weigh } from './page-weight.ts';
import { weighRequestBuilder } from './request-builder.ts';
import { serveOut } from './static-server.ts';
import { benchDevLoop } from './dev-loop.ts';
import { missingReason, pageKinds } from '../lib/page-kinds.ts';

const GITHUB_SPEC = 'node_modules/@octokit/openapi/generated/api.github.com.json';
const SEARCH_BENCH = 'tools/bench/search-cost.ts';
const LIGHTHOUSE_KINDS = ['home', 'API operation', 'CLI command'];
/** The request builder may add this much JS (gzip) to an operation page's first load (docs/decisions.md, "Budgets"). */
const REQUEST_BUILDER_BUDGET = 5_000;
/** Our JS over the bare theme (gzip) on every page kind (docs/decisions.md, "Budgets"). */
const OVER_BARE_THEME_BUDGET = 20_000;
const tsx = 'node_modules/.bin/tsx';

const summary: string[] = [];
const figure = (name: string, value: string) => printFigure([name, value] satisfies Figure);
const peak = (bytes: number | null) => (bytes === null ? 'n/a' : MB(bytes));
const cpu = (cpuSeconds: number | null) => (cpuSeconds === null ? 'n/a' : seconds(cpuSeconds));

/** The host the figures were taken on, and how busy it was. */
const machineFigure = () =>
  figure(
    'machine',
    `${os.cpus().length} cores, ${MB(os.totalmem())} RAM, node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

let targetMissed = false;

/**
 * Runs one generator alone on `spec` into a temporary directory (`--api-spec` or `--cli-spec`;
 * the CLI generator also reads the site's OpenAPI description to link operations); the repository
 * is untouched.
 */
async function benchOneGenerator(name: string, section: 'api' | 'cli', spec: string) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `sandgarden-bench-${section}-`));
  try {
    const run = await measure(tsx, [
      'generator/gen.ts',
      '--quiet',
      `--${section}-spec`,
      spec,
      '--out',
      path.join(outDir, section),
    ]);
    const pages = dirSize(outDir, (file) => file.endsWith('.mdx'));
    figure(`gen ${name} time`, seconds(run.seconds));
    figure(`gen ${name} cpu time`, cpu(run.cpuSeconds));
    figure(`gen ${name} peak memory`, peak(run.peakBytes));
    figure(`gen ${name} pages`, `${pages.files} (${MB(pages.bytes)} of MDX)`);
    return run;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

async function benchGen() {
  const ours = await measure(tsx, ['generator/gen.ts', '--quiet']);
  figure('gen ours time', seconds(ours.seconds));
  figure('gen ours cpu time', cpu(ours.cpuSeconds));
  figure('gen ours peak memory', peak(ours.peakBytes));
  summary.push(`gen ${seconds(ours.seconds)}`);
  await benchOneGenerator('sun api only', 'api', 'openapi/sun-api.yaml');
  const cli = await benchOneGenerator('sand cli only', 'cli', 'cli-spec/sand.json');
  summary.push(`CLI gen ${seconds(cli.seconds)}`);
  try {
    // Information: its target is judged beside a peer in the same run (`--only=gen-peer`).
    const github = await benchOneGenerator('github rest', 'api', GITHUB_SPEC);
    summary.push(
      `GitHub REST gen ${seconds(github.seconds)} (CPU ${cpu(github.cpuSeconds)}) / ${peak(github.peakBytes)}`,
    );
  } catch (error) {
    figure('gen github rest', `failed: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
    summary.push('GitHub REST gen failed');
    targetMissed = true;
  }
}

/** GitHub's description through `npm run gen` beside docusaurus-openapi-docs' `gen-api-docs` (bench/gen-peer.ts). */
async function genPeerPart(): Promise<string> {
  try {
    const { summary: words, verdicts } = await benchGenPeer(figure);
    targetMissed ||= verdicts.some((verdict) => verdict.met === false);
    return words;
  } catch (error) {
    figure('gen-peer', `failed: ${(error as Error).message.split('\n').slice(0, 12).join('\n  ')}`);
    targetMissed = true;
    return 'GitHub gen beside gen-api-docs failed';
  }
}

const API_VERSIONS_SWITCH = { SANDGARDEN_API_VERSIONS: 'current' };

/**
 * The build with the current API version only, before the full one (so out/ ends as the
 * real site). Generates without the older versions, builds, and always generates them back.
 */
async function benchCurrentVersionOnly(): Promise<{ nextBuild: number; pages: number; apiPages: number }> {
  try {
    // measure() rejects on a non-zero exit, with the output.
    await measure(tsx, ['generator/gen.ts', '--quiet'], { env: API_VERSIONS_SWITCH });
    const build = await measure(tsx, ['postbuild/build.ts'], { env: API_VERSIONS_SWITCH });
    const nextBuild =
      buildStepTimes(build.output).find((s) => s.step.startsWith('next build'))?.seconds ?? build.seconds;
    const out = dirSize('out');
    const pages = dirSize('out', (file) => file.endsWith('.html'));
    const apiPages = dirSize('out', (file) => file.endsWith('.html') && /(^|\/)out\/api(\/|\.html$)/.test(file));
    figure('build time, current API version only', `${seconds(build.seconds)} (next build ${seconds(nextBuild)})`);
    figure('out size, current API version only', `${MB(out.bytes)} (${out.files} files, ${pages.files} pages)`);
    return { nextBuild, pages: pages.files, apiPages: apiPages.files };
  } finally {
    await measure(tsx, ['generator/gen.ts', '--quiet']);
  }
}

async function benchBuild(skip: boolean, outDir: string) {
  if (!skip) {
    const currentOnly = await benchCurrentVersionOnly();
    const build = await measure(tsx, ['postbuild/build.ts']);
    figure('build time', seconds(build.seconds));
    figure('build cpu time', cpu(build.cpuSeconds));
    figure('build peak memory', peak(build.peakBytes));
    for (const { step, seconds: stepSeconds } of buildStepTimes(build.output))
      figure(`build step ${step}`, seconds(stepSeconds));
    summary.push(`build ${seconds(build.seconds)}`);
    const olderVersions = fs
      .readdirSync(path.join('content', OLDER_VERSIONS_SECTION), { withFileTypes: true })
      .filter((e) => e.isDirectory()).length;
    const nextBuild =
      buildStepTimes(build.output).find((s) => s.step.startsWith('next build'))?.seconds ?? build.seconds;
    const cost = versionsCost({
      nextBuildAll: nextBuild,
      nextBuildCurrent: currentOnly.nextBuild,
      pagesCurrent: currentOnly.pages,
      apiPagesCurrent: currentOnly.apiPages,
      olderVersions,
    });
    figure(
      'build time, all API versions',
      `${seconds(build.seconds)} (next build ${seconds(nextBuild)}, ${olderVersions} older versions)`,
    );
    figure(
      'API versions: next build per older version',
      `${seconds(cost.perOlderVersion)} (target: at most half the current API section's ${seconds(cost.apiSection)}, by its share of pages) ${metOrMissed(cost.met)}`,
    );
    summary.push(`older API version +${seconds(cost.perOlderVersion)} each (${metOrMissed(cost.met)})`);
  } else if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`--skip-build needs an existing ${outDir}/: run \`npm run build\` first`);
  }
  const out = dirSize(outDir);
  const pages = dirSize(outDir, (file) => file.endsWith('.html'));
  figure(
    'out size',
    `${MB(out.bytes)} (${out.files} files; all served API versions unless SANDGARDEN_API_VERSIONS=current)`,
  );
  figure('out html pages', String(pages.files));
  summary.push(`out/ ${MB(out.bytes)}`);
}

/** The JS (gzip) a page of the bare docs theme loads, built with the same versions. */
/** The Markdown twins: what the build step adds (timed alone on the export) and what it writes. */
async function benchTwins() {
  const run = await measure(tsx, ['tools/bench/twins.ts']);
  figure('twins build time', `${seconds(run.seconds)} (cpu ${cpu(run.cpuSeconds)}, peak ${peak(run.peakBytes)})`);
  let largest = { file: '', bytes: 0 };
  const twins = dirSize('out', (file) => {
    if (!file.endsWith('.md')) return false;
    const bytes = fs.statSync(file).size;
    if (bytes > largest.bytes) largest = { file: path.relative('out', file), bytes };
    return true;
  });
  figure('twins', `${twins.files} files, ${MB(twins.bytes)}`);
  figure('twins largest', `${kB(largest.bytes)} (${largest.file})`);
  for (const file of ['llms.txt', 'llms-full.txt'])
    figure(`twins ${file}`, kB(fs.statSync(path.join('out', file)).size));
  summary.push(`twins ${twins.files} (${MB(twins.bytes)}) in ${seconds(run.seconds)}`);
}

/** The bare theme showing the Markdown twins of `outDir` (bench/bare-theme.ts), built and served; removed on close. */
async function sameContentSite(outDir: string): Promise<{ baseUrl: string; close(): void }> {
  const built = await buildBareTheme('.', outDir);
  figure(
    'relative same-content yardstick',
    `the bare theme with the Markdown twins of ${outDir}/, built in ${seconds(built.seconds)}`,
  );
  const server = await serveOut(built.outDir);
  return {
    baseUrl: server.baseUrl,
    close: () => {
      server.close();
      removeBareTheme('.', BARE_SAME_CONTENT_DIR);
    },
  };
}

/**
 * The bare theme (bench/bare-theme.ts), served: its JS, our yardstick for "our JS over the theme",
 * and its main-thread figures; the relative budget measures it beside each page kind.
 */
async function benchBareTheme(
  mainThreadRuns: number,
): Promise<{ jsGzip: number; baseUrl: string; close(): void } | null> {
  let server;
  try {
    const bare = await buildBareTheme('.');
    server = await serveOut(bare.outDir);
    const browser = await launchChromium();
    try {
      const weight = weigh(await loadResources(browser, server.baseUrl + '/'));
      figure(
        'page bare theme js before interaction',
        `${kB(weight.jsBytes)} (gzip ${kB(weight.jsGzip)}, ${weight.jsFiles} files)`,
      );
      figure('page bare theme css', `${kB(weight.cssBytes)} (gzip ${kB(weight.cssGzip)})`);
      if (mainThreadRuns > 0) await benchMainThreadOf(browser, 'bare theme', server.baseUrl + '/', mainThreadRuns);
      const served = server;
      return {
        jsGzip: weight.jsGzip,
        baseUrl: served.baseUrl,
        close: () => {
          served.close();
          removeBareTheme('.');
        },
      };
    } finally {
      await browser.close();
    }
  } catch (error) {
    figure('page bare theme', `failed: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
    server?.close();
    removeBareTheme('.');
    return null;
  }
}

async function benchPagesAndSearch(baseUrl: string, bareJsGzip: number | null) {
  const browser = await launchChromium();
  try {
    let heaviest = { kind: '', jsGzip: 0 };
    for (const kind of pageKinds) {
      const missing = missingReason(kind);
      if (missing) {
        figure(`page ${kind.kind}`, `not measured: ${missing}`);
        continue;
      }
      const weight = weigh(await loadResources(browser, baseUrl + kind.path));
      figure(`page ${kind.kind} html`, `${kB(weight.htmlBytes)} (gzip ${kB(weight.htmlGzip)})`);
      figure(
        `page ${kind.kind} js before interaction`,
        `${kB(weight.jsBytes)} (gzip ${kB(weight.jsGzip)}, ${weight.jsFiles} files)`,
      );
      if (bareJsGzip !== null) {
        const over = weight.jsGzip - bareJsGzip;
        figure(
          `page ${kind.kind} js over the bare theme`,
          `${kB(over)} gzip (target < ${kB(OVER_BARE_THEME_BUDGET)}: ${metOrMissed(over < OVER_BARE_THEME_BUDGET)})`,
        );
      }
      figure(`page ${kind.kind} css`, `${kB(weight.cssBytes)} (gzip ${kB(weight.cssGzip)})`);
      if (weight.jsGzip > heaviest.jsGzip) heaviest = { kind: kind.kind, jsGzip: weight.jsGzip };
    }
    await benchRequestBuilder(browser, baseUrl);
    summary.push(
      `JS ≤ ${kB(heaviest.jsGzip)} gzip (${heaviest.kind}${bareJsGzip === null ? '' : `, +${kB(heaviest.jsGzip - bareJsGzip)} over the bare theme`})`,
    );

    const index = dirSize('out/_pagefind');
    figure('pagefind index size', `${MB(index.bytes)} (${index.files} files)`);
    // The site's own search code on the built index (search-cost.ts); pass its lines through.
    const search = await measure(tsx, [SEARCH_BENCH], { env: { BENCH_OUT_DIR: 'out' } });
    for (const line of search.output.split('\n')) if (/^[^:\s][^:]*: .+/.test(line)) console.log(line);
    const first = /^search bytes fetched, first query "([^"]+)": (\S+ \S+)/m.exec(search.output);
    if (first) summary.push(`search "${first[1]}" ${first[2]}`);
  } finally {
    await browser.close();
  }
}

/**
 * What the request builder costs an operation page (at most 5 kB gzip before
 * interaction): its modules among the first-load scripts, and the form fetched when opened.
 */
async function benchRequestBuilder(browser: Browser, baseUrl: string) {
  const operation = pageKinds.find((kind) => kind.kind === 'API operation')!;
  if (missingReason(operation)) return;
  const weight = await weighRequestBuilder(browser, baseUrl + operation.path);
  const met = weight.firstLoadGzip <= REQUEST_BUILDER_BUDGET;
  figure(
    'page API operation request builder js before interaction',
    `${kB(weight.firstLoadGzip)} gzip (${weight.firstLoadModules} modules; target ≤ ${kB(REQUEST_BUILDER_BUDGET)}: ${metOrMissed(met)})`,
  );
  figure(
    'page API operation request builder form, fetched when opened',
    `${kB(weight.onOpenGzip)} gzip (${weight.onOpenFiles} files)`,
  );
  summary.push(
    `request builder ${kB(weight.firstLoadGzip)} gzip before interaction, ${kB(weight.onOpenGzip)} when opened`,
  );
}

/**
 * Main-thread blocking while each page kind loads at a phone's CPU speed (bench/main-thread.ts):
 * what hydration and the restyles around it cost, steadier than Lighthouse's simulated TBT.
 */
async function benchMainThreadOf(browser: Browser, name: string, url: string, runs: number) {
  const blocking = await mainThreadBlocking(browser, url, runs);
  figure(
    `main thread at ${CPU_SLOWDOWN}x cpu ${name}`,
    `${blockingNote(blocking)} (load average ${os.loadavg()[0].toFixed(1)})`,
  );
  return blocking;
}

async function benchMainThread(baseUrl: string, runs: number) {
  const browser = await launchChromium();
  const parts: string[] = [];
  try {
    for (const kind of pageKinds) {
      if (missingReason(kind) || kind.status !== 200) continue;
      const blocking = await benchMainThreadOf(browser, kind.kind, baseUrl + kind.path, runs);
      parts.push(`${kind.kind} ${blocking.tbtMs} ms`);
    }
  } finally {
    await browser.close();
  }
  summary.push(`TBT at ${CPU_SLOWDOWN}x cpu: ${parts.join(', ')}`);
}

/**
 * "median of 3 runs, performance 89–94, CPU benchmark index 1044": how many runs the scores come
 * from, how far they spread, and how fast Lighthouse found the host.
 */
const runsNote = ({ runs, performanceRange: [low, high], benchmarkIndex }: RunScores) =>
  `${runs === 1 ? '1 run' : `median of ${runs} runs, performance ${low === high ? low : `${low}–${high}`}`}, CPU benchmark index ${benchmarkIndex}`;

/** Lighthouse's desktop preset on three pages. Phones: the relative budget (bench/relative-run.ts). */
async function benchLighthouseDesktop(baseUrl: string, runs: number) {
  const parts: string[] = [];
  for (const kind of pageKinds.filter((k) => LIGHTHOUSE_KINDS.includes(k.kind))) {
    const missing = missingReason(kind);
    if (missing) {
      figure(`lighthouse desktop ${kind.kind}`, `not measured: ${missing}`);
      continue;
    }
    const scores = await lighthouseScores(baseUrl + kind.path, 'desktop', runs);
    figure(
      `lighthouse desktop ${kind.kind} performance`,
      `${scores.performance} (${runsNote(scores)}, load average ${os.loadavg()[0].toFixed(1)})`,
    );
    figure(`lighthouse desktop ${kind.kind} accessibility`, String(scores.accessibility));
    figure(`lighthouse desktop ${kind.kind} best practices`, String(scores['best-practices']));
    figure(`lighthouse desktop ${kind.kind} seo`, String(scores.seo));
    const lcp = seconds(scores.lcpMs / 1000);
    figure(`lighthouse desktop ${kind.kind} LCP`, lcp);
    parts.push(
      `${kind.kind} ${scores.performance}/${scores.accessibility}/${scores['best-practices']}/${scores.seo} LCP ${lcp}`,
    );
  }
  summary.push(`Lighthouse desktop (perf/a11y/bp/seo, LCP) ${parts.join(', ')}`);
}

/** The kitchen-sink site (the webhook page's kind), built in a temporary copy; null without --kitchen-sink. */
async function kitchenSinkSite(wanted: boolean) {
  if (!wanted) return null;
  const site = await buildLargeSite(process.cwd(), 'kitchen-sink', 'tests/fixtures/kitchen-sink.yaml');
  figure('kitchen-sink build time', `${seconds(site.build.seconds)} (load average ${os.loadavg()[0].toFixed(1)})`);
  const outDir = path.join(site.dir, 'out');
  const server = await serveOut(outDir);
  return {
    outDir,
    server,
    remove: () => {
      server.close();
      fs.rmSync(site.dir, { recursive: true, force: true });
    },
  };
}

/** The flags that count runs or page loads, and their defaults. */
const COUNT_DEFAULTS = { 'lighthouse-runs': '5', 'calibration-runs': '3', 'mainthread-runs': '9' };

/** A count flag's value as a number; anything but a whole number from 1 up is an error naming the flag. */
function wholeCount(flag: keyof typeof COUNT_DEFAULTS, value: string, what: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(
      `--${flag}=${value}: give a whole number of ${what}, 1 or more (${COUNT_DEFAULTS[flag]} by default)`,
    );
  return count;
}

const BENCH: Command = {
  name: 'npm run bench',
  usage: `usage: npm run bench [-- OPTIONS]

  Measures generation, the build, page weight, search and Lighthouse scores on
  this machine. Prints one \`name: value\` line per figure, then a one-line summary.
  Exits non-zero when the API generator misses a target on GitHub's description (gen, gen-peer).

  --skip-build        measure the existing out/ instead of building it again
  --skip-bare-theme   leave out the bare-theme yardstick (one more small Next build; the
                      relative budget needs it)
  --lighthouse-runs=N  Lighthouse runs per page and side (default 5); desktop reports Lighthouse's median run, the phone budget each metric's own median
  --calibration-runs=N  Lighthouse runs on the bare theme whose median benchmark index sets the
                        mobile CPU slowdown (default 3; Lighthouse's docs/throttling.md)
  --mainthread-runs=N  page loads per page for the main-thread figures (default 9)
  --lighthouse-cpu-slowdown=X  the mobile CPU slowdown given by hand instead of the calibration's
  --kinds=home,API operation  the relative budget on these page kinds only, in this order (all by default)
  --kitchen-sink      also build the kitchen-sink site (a second full build) for the webhook page
  --no-same-content   leave out the relative budget's yardstick, the bare theme showing our pages'
                      Markdown twins (one more Next build; runs take half as long again): then no
                      kind is judged, only read against the one-heading page (\`--same-content\`,
                      the default, is still accepted)
  --out=DIR           measure another export than out/ (with --skip-build)
  --only=pages,relative   measure only these parts (gen, gen-peer (GitHub's description through
                            \`npm run gen\` fresh and unchanged beside docusaurus-openapi-docs'
                            \`gen-api-docs\` on the same file; needs no out/), build, twins, pages, mainthread,
                            lighthouse (desktop), relative (the phone budget: every kind beside the
                            bare theme, interleaved); the bare theme goes with each, dev (the writer's loop under
                            \`npm run dev\` beside a bare Nextra site: first page, edit-to-screen in Chromium)); out/ must exist when build is left out
  --dev-port=N        the port \`next dev\` listens on for the dev part (default 3313; the bare site's N+1)
  -h, --help          this text`,
};

async function main() {
  const parsed = parseCommandLine(BENCH, {
    args: process.argv.slice(2),
    options: {
      'skip-build': { type: 'boolean', default: false },
      'skip-bare-theme': { type: 'boolean', default: false },
      only: { type: 'string' },
      'lighthouse-runs': { type: 'string', default: COUNT_DEFAULTS['lighthouse-runs'] },
      'calibration-runs': { type: 'string', default: COUNT_DEFAULTS['calibration-runs'] },
      kinds: { type: 'string' },
      'kitchen-sink': { type: 'boolean', default: false },
      'same-content': { type: 'boolean', default: true },
      'no-same-content': { type: 'boolean', default: false },
      out: { type: 'string', default: 'out' },
      'mainthread-runs': { type: 'string', default: COUNT_DEFAULTS['mainthread-runs'] },
      'lighthouse-cpu-slowdown': { type: 'string' },
      'dev-port': { type: 'string', default: '3313' },
    },
  });
  if (typeof parsed === 'number') process.exit(parsed);
  const { values } = parsed;
  const parts = benchParts(values.only);
  const devPort = Number(values['dev-port']);
  if (!Number.isInteger(devPort) || devPort < 1)
    throw new Error(`--dev-port=${values['dev-port']}: give a port number`);
  if ([...parts].every((part) => NO_EXPORT_PARTS.has(part))) {
    // These need no export: gen-peer generates in copies, the dev loop runs `npm run dev`.
    machineFigure();
    const words = [
      ...(parts.has('gen-peer') ? [await genPeerPart()] : []),
      ...(parts.has('dev') ? [await benchDevLoop(devPort, figure)] : []),
    ];
    console.log(`summary: ${words.join('; ')}${targetMissed ? '; API generator target MISSED' : ''}`);
    if (targetMissed) process.exit(1);
    return;
  }
  const lighthouseRuns = wholeCount('lighthouse-runs', values['lighthouse-runs']!, 'runs');
  const calibrationRuns = wholeCount('calibration-runs', values['calibration-runs']!, 'runs');
  const outDir = values.out!;
  if (outDir !== 'out' && !values['skip-build'])
    throw new Error(`--out=${outDir}: measuring another export needs --skip-build (the build writes out/)`);
  if (outDir !== 'out' && [...parts].some((part) => part !== 'relative'))
    throw new Error(`--out=${outDir}: only the relative part measures another export; add --only=relative`);
  if (!fs.existsSync(path.join(outDir, 'index.html')))
    throw new Error(`--out=${outDir}: no exported site there (index.html is missing)`);
  const mainThreadRuns = wholeCount('mainthread-runs', values['mainthread-runs']!, 'page loads');
  const cpuSlowdown =
    values['lighthouse-cpu-slowdown'] === undefined ? undefined : Number(values['lighthouse-cpu-slowdown']);
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
    throw new Error(
      `--lighthouse-cpu-slowdown=${values['lighthouse-cpu-slowdown']}: give a slowdown of 1 or more (Lighthouse's mobile preset uses ${CPU_SLOWDOWN})`,
    );
  const kinds = values.kinds
    ?.split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  const unknownKinds = (kinds ?? []).filter((kind) => !RELATIVE_KINDS.some((known) => known.kind === kind));
  if (unknownKinds.length)
    throw new Error(
      `--kinds=${values.kinds}: unknown kind ${unknownKinds.join(', ')}; known: ${RELATIVE_KINDS.map((known) => known.kind).join(', ')}`,
    );
  machineFigure();
  if (parts.has('gen')) await benchGen();
  if (parts.has('gen-peer')) summary.push(await genPeerPart());
  await benchBuild(values['skip-build']! || !parts.has('build'), outDir);
  if (parts.has('twins')) await benchTwins();
  const bare =
    values['skip-bare-theme'] || !(parts.has('pages') || parts.has('relative') || parts.has('mainthread'))
      ? null
      : await benchBareTheme(parts.has('mainthread') ? mainThreadRuns : 0);
  const server = await serveOut(outDir);
  const kitchenSink = parts.has('relative') ? await kitchenSinkSite(values['kitchen-sink']!) : null;
  const sameContent = parts.has('relative') && !values['no-same-content'] ? await sameContentSite(outDir) : null;
  try {
    if (parts.has('pages')) await benchPagesAndSearch(server.baseUrl, bare?.jsGzip ?? null);
    if (parts.has('mainthread')) await benchMainThread(server.baseUrl, mainThreadRuns);
    if (parts.has('lighthouse')) await benchLighthouseDesktop(server.baseUrl, lighthouseRuns);
    if (parts.has('relative')) {
      if (!bare)
        throw new Error('the relative budget measures every kind beside the bare theme: leave out --skip-bare-theme');
      const results = await benchRelative(
        {
          runs: lighthouseRuns,
          calibrationRuns,
          outDir,
          kitchenSinkOutDir: kitchenSink?.outDir ?? null,
          baseUrl: server.baseUrl,
          kitchenSinkBaseUrl: kitchenSink?.server.baseUrl ?? null,
          bareUrl: bare.baseUrl + '/',
          kinds,
          cpuSlowdown,
          sameContentBaseUrl: sameContent?.baseUrl ?? null,
        },
        figure,
      );
      console.log(`relative table:\n${relativeTable(results)}`);
      summary.push(
        `phone budget beside the bare theme showing the same content: ${results.map((result) => `${result.kind} ${resultWord(result.met)}`).join(', ')}`,
      );
    }
  } finally {
    server.close();
    bare?.close();
    kitchenSink?.remove();
    sameContent?.close();
  }
  // Last: it edits the specs and a page (put back afterwards) and runs `npm run dev`.
  if (parts.has('dev')) summary.push(await benchDevLoop(devPort, figure));
  console.log(`summary: ${summary.join('; ')}${targetMissed ? '; API generator target MISSED' : ''}`);
  figure(
    'load average after',
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
  );
  // A missed generator target fails the run, as the API generator's own bench did.
  if (targetMissed) process.exit(1);
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});
