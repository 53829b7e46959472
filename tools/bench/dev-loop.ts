/**
 * `npm run bench -- --only=dev`: the writer's loop under `npm run dev`, watched in Chromium, judged
 * against a bare Nextra site run beside it in the same run (dev-targets.ts). First the bare site
 * (bench/bare-theme.ts: the same next, nextra and nextra-theme-docs, one MDX page) under `next dev`
 * from a warm bundler cache (a first start fills it when its `.next/dev` is missing): the time from
 * its start to its first page, then MDX saves on that page. Then ours, the same way: the time from
 * starting `npm run dev` after `npm run gen` with nothing changed to the first page
 * (`/api/get-run`); edit-to-screen for one word in an operation of the Sun API, in a command of
 * `sand.json`, in a hand-written MDX page and, when `SANDGARDEN_EXTRA_API` mounts one, in an
 * operation of the mounted description, twice each: from the save to the word on the open page,
 * which must not reload or lose its scroll position; then one more API save watched at the other
 * address `npm run dev` prints (the network one, or 127.0.0.1), where the hot-reload socket is
 * cross-origin. Every edited file is put back, and the generated pages regenerated, even when a
 * step fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import YAML from 'yaml';
import { launchChromium } from './browser.ts';
import { run, bin } from '../../generator/lib/run.ts';
import { EXTRA_API_ENV, parseExtraApi } from '../../generator/openapi/mount.ts';
import { readJsonFile, readSectionIndex } from '../../shared/section-model-files.ts';
import {
  DEV_GEN_ARGS,
  networkAddress,
  regenerateCommittedPages,
  startDevProcess,
  type DevProcess,
} from '../lib/dev-process.ts';
import { BARE_DEV_DIR, BARE_PAGE, BARE_SAME_PAGE_DIR, bareThemeFiles, writeBareTheme } from './bare-theme.ts';
import { folderBytes } from '../lib/bundler-cache.ts';
import {
  bareMdxSave,
  laterSavesMedian,
  devVerdicts,
  verdictWord,
  type BareReading,
  type SaveKind,
  type SaveReading,
} from './dev-targets.ts';

export interface DevEdit {
  name: string;
  file: string;
  kind: SaveKind;
  /** The page that shows the edited text. */
  route: string;
  /** The text to put the marker word in front of, found once in the file. */
  before: string;
}

export const DEV_EDITS: DevEdit[] = [
  {
    name: 'API operation',
    file: 'openapi/sun-api.yaml',
    kind: 'spec',
    route: '/api/get-run',
    before: 'Returns one run or batch with its status',
  },
  {
    name: 'CLI command',
    file: 'cli-spec/sand.json',
    kind: 'spec',
    route: '/cli/sand/runs/get',
    before: "Prints a run's status, its target",
  },
  {
    name: 'MDX page',
    file: 'content/docs/using/concepts.mdx',
    kind: 'mdx',
    route: '/docs/using/concepts',
    before: '',
  },
];

/** The bare site's one MDX page, edited as ours is. */
const BARE_EDIT: DevEdit = {
  name: 'bare MDX page',
  file: path.join(BARE_DEV_DIR, BARE_PAGE.file),
  kind: 'mdx',
  route: BARE_PAGE.route,
  before: '',
};
/** Puts back each edited file that does not hold its original text. */
function restoreOriginals(originals: Map<string, string>): void {
  for (const [file, text] of originals) if (fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

/** Saves on the bare site after its first: their median is the yardstick. */
const BARE_LATER_SAVES = 3;

/**
 * Our edited MDX page's text as a second page of the bare site (information beside the verdict):
 * what the bare theme's MDX save costs for the same page, so a reading tells the page's own size
 * from what our site adds to it. The theme's own MDX components only: a page using ours is not read.
 */
const BARE_SAME_PAGE: DevEdit = {
  name: "bare MDX page, our edited page's text",
  file: path.join(BARE_SAME_PAGE_DIR, 'content/same-page.mdx'),
  kind: 'mdx',
  route: '/same-page',
  before: '',
};
const ourMdxEdit = () => DEV_EDITS.find((edit) => edit.kind === 'mdx')!;

/** The file's text with `word` put in front of `before` (or of the first prose line after the front matter). */
export function withMarker(text: string, before: string, word: string): string {
  if (before) {
    const at = text.indexOf(before);
    if (at < 0 || text.indexOf(before, at + 1) >= 0)
      throw new Error(`bench dev: "${before}" is not found exactly once; update DEV_EDITS in tools/bench/dev-loop.ts`);
    return text.slice(0, at) + `${word} ` + text.slice(at);
  }
  const lines = text.split('\n');
  const bodyStart = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
  const prose = lines.findIndex((line, i) => i >= bodyStart && /^[A-Z]/.test(line));
  if (prose < 0)
    throw new Error('bench dev: the MDX page has no prose line to edit; update DEV_EDITS in tools/bench/dev-loop.ts');
  lines[prose] = `${word} ${lines[prose]}`;
  return lines.join('\n');
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The operation of a mounted description a save edits: the first, in the file's order, whose
 * description opens with plain words (letters, spaces, commas) found exactly once in the file's
 * text, so the word can go in front of them whether the file is JSON or YAML.
 */
export function mountedOperation(text: string): { operationId: string; before: string } | undefined {
  const trimmed = text.trimStart();
  // JSON.parse where it can: YAML's parser takes many times longer on a description of megabytes.
  const spec = (trimmed.startsWith('{') ? JSON.parse(trimmed) : YAML.parse(text)) as {
    paths?: Record<string, Record<string, unknown>>;
  };
  for (const item of Object.values(spec?.paths ?? {}))
    for (const method of METHODS) {
      const op = item?.[method] as { operationId?: unknown; description?: unknown } | undefined;
      if (typeof op?.operationId !== 'string' || typeof op.description !== 'string') continue;
      const words = /^[A-Za-z][A-Za-z ,]{19,59}(?=[ ,])/.exec(op.description)?.[0].replace(/[ ,]+$/, '');
      if (!words) continue;
      const at = text.indexOf(words);
      if (at >= 0 && text.indexOf(words, at + 1) < 0) return { operationId: op.operationId, before: words };
    }
  return undefined;
}

/** The generated page of `operationId` under `/api/{mount}/`, read from the API section's index after `gen`. */
function mountedRoute(mount: string, operationId: string): string | undefined {
  for (const dir of [path.join('content/api', mount), 'content/api']) {
    const section = readSectionIndex(dir, readJsonFile);
    if (!section) continue;
    for (const [route, file] of Object.entries(section.index.pageFiles)) {
      if (!route.startsWith(`/api/${mount}/`)) continue;
      const model = readJsonFile(path.join(dir, file)) as { blocks?: Array<{ props?: { operationId?: unknown } }> };
      if (model?.blocks?.some((block) => block.props?.operationId === operationId)) return route;
    }
  }
  return undefined;
}

/** The save to the API mounted by `SANDGARDEN_EXTRA_API`, when set; called after `gen` wrote its pages. */
function mountedEdit(): DevEdit | undefined {
  const extra = parseExtraApi(process.env[EXTRA_API_ENV]);
  if (!extra) return undefined;
  const where = `${EXTRA_API_ENV}=${process.env[EXTRA_API_ENV]}`;
  if (!fs.existsSync(extra.specFile)) throw new Error(`bench dev: ${where}: ${extra.specFile} does not exist`);
  const found = mountedOperation(fs.readFileSync(extra.specFile, 'utf8'));
  if (!found)
    throw new Error(
      `bench dev: ${extra.specFile} (${where}): no operation whose description opens with words found once in the file; mount a description with operationIds and descriptions`,
    );
  const route = mountedRoute(extra.mount, found.operationId);
  if (!route)
    throw new Error(
      `bench dev: ${extra.specFile} (${where}): no generated page under /api/${extra.mount}/ shows operation ${found.operationId}; check that \`npm run gen\` mounts it`,
    );
  return {
    name: `mounted API operation ${found.operationId}`,
    file: extra.specFile,
    kind: 'mounted',
    route,
    before: found.before,
  };
}

/** Where the dev servers' output goes, each line with the seconds since its start (Next's compile times are in it). */
const DEV_LOG = path.join(os.tmpdir(), 'sandgarden-bench-dev.log');
const BARE_DEV_LOG = path.join(os.tmpdir(), 'sandgarden-bench-dev-bare.log');

/** How long an edit may take to show before the figure says it was not shown (Next's HMR can miss a save). */
const SHOWN_WITHIN_MS = 60_000;

type Print = (name: string, value: string) => void;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `test` holds of the dev server's output so far; rejects after `timeoutMs`. */
async function untilOutput(
  log: () => string,
  test: (text: string) => boolean,
  what: string,
  timeoutMs = 180_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test(log())) {
    if (Date.now() > end) throw new Error(`bench dev: no ${what} within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** Every regeneration the dev server started has ended (always so for the bare site, which has none). */
const genIdle = (text: string) => count(text, /\[gen\] .*: regenerating/g) === count(text, /\[gen\] (done in|failed)/g);

/** Each chunk's lines stamped with the seconds since `started`. */
const stamped = (started: number) => (chunk: string) =>
  chunk.replace(/^(?=.)/gm, `[${((Date.now() - started) / 1000).toFixed(1)} s] `);

/** What `next dev` prints once Turbopack has written its disk cache. */
const CACHE_WRITTEN = /Finished writing to filesystem cache/;

/**
 * A server started once, its first page served and its bundler cache (`cacheDir`) written, then
 * stopped: the measured start then finds a cache of exactly these files, as a writer's second
 * start does (a cache left by an earlier session with edits, or by older code, would be measured
 * recompiling them). A cache grown over many sessions is emptied by `npm run dev` itself
 * (tools/lib/bundler-cache.ts); its size is printed. Then the measured start, timed to `route`.
 */
async function warmThenStart(
  label: string,
  cacheDir: string,
  route: string,
  start: (format?: (chunk: string) => string) => DevProcess,
  print: Print,
  /** Given the measured server as soon as it starts, so the caller stops it and keeps its output even when it never serves. */
  started: (dev: DevProcess) => void,
): Promise<number> {
  const hadCache = fs.existsSync(cacheDir);
  const warming = Date.now();
  const first = start();
  try {
    await first.served(route, 900_000);
    // Stopped before Turbopack has written its cache, the next start would compile again. With
    // a cache already there, a start that changed little may write nothing: a shorter wait.
    await untilOutput(
      first.output,
      (text) => CACHE_WRITTEN.test(text),
      "Turbopack's cache write",
      hadCache ? 30_000 : 300_000,
    ).catch(() => {});
  } finally {
    await first.stop();
  }
  print(
    `${label}: .next cache`,
    `${hadCache ? 'present' : 'absent'}: brought up to these files by a first start in ${((Date.now() - warming) / 1000).toFixed(1)} s (${Math.round(folderBytes(path.join(cacheDir, 'cache')) / 1e6)} MB), not measured`,
  );
  const loadBefore = load();
  const startedAt = Date.now();
  const dev = start(stamped(startedAt));
  started(dev);
  // Generous: a slow first page is a reading (a MISSED line), not a failure.
  await dev.served(route, 1_800_000);
  const firstPage = (Date.now() - startedAt) / 1000;
  print(
    `${label}: first page (${route}) from start, nothing changed`,
    `${firstPage.toFixed(1)} s (load average before ${loadBefore}, after ${load()})`,
  );
  return firstPage;
}

/**
 * How long the last save's run took to write the open page's files (the page is shown from them
 * while the run goes on), or the whole run when it wrote none first.
 */
export function genTimeOfLastSave(output: string): string {
  const run = output.slice(output.lastIndexOf(': regenerating'));
  const open = /\[gen\] open page written in ([\d.]+ s)/.exec(run)?.[1];
  if (open) return `${open} to the open page's files`;
  return /\[gen\] done in ([\d.]+ s)/.exec(run)?.[1] ?? 'n/a';
}

/** Saves of one site's files watched on one open page; each file put back and the page settled after. */
function saveWatcher(page: Page, output: () => string, originals: Map<string, string>, label: string, print: Print) {
  return async (edit: DevEdit, round: string, at: string, network: boolean): Promise<SaveReading> => {
    const original = originals.get(edit.file) ?? fs.readFileSync(edit.file, 'utf8');
    originals.set(edit.file, original);
    await page.evaluate(() => {
      window.scrollTo(0, Math.min(600, document.documentElement.scrollHeight - window.innerHeight));
      (window as unknown as { benchNotReloaded: boolean }).benchNotReloaded = true;
    });
    await sleep(500);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    const marker = `zqmark${Date.now()}`;
    const loadAtEdit = load();
    const saved = Date.now();
    fs.writeFileSync(edit.file, withMarker(original, edit.before, marker));
    const shown = await page
      .waitForFunction((word) => document.body.innerText.includes(word), marker, {
        polling: 50,
        timeout: SHOWN_WITHIN_MS,
      })
      .then(
        () => true,
        () => false,
      );
    const seconds = (Date.now() - saved) / 1000;
    const name = `${edit.name}, ${round}, at ${at}`;
    const figureName = `${label}: edit-to-screen, ${name} (${edit.file} → ${edit.route})`;
    const regenerates = edit.kind !== 'mdx';
    if (!shown) {
      // Whether the server renders the edit (the open page missed Next's refresh) or not (the server's render is stale).
      const served = await fetch(`${at}${edit.route}`)
        .then((r) => r.text())
        .then(
          (html) => (html.includes(marker) ? "the server's page has it" : "the server's page lacks it too"),
          (error: Error) => `the server's page not read: ${error.message}`,
        );
      print(
        figureName,
        `NOT SHOWN within ${SHOWN_WITHIN_MS / 1000} s without a reload (${served}); load average ${loadAtEdit}`,
      );
      const regenerations = count(output(), /\[gen\] .*: regenerating/g);
      fs.writeFileSync(edit.file, original);
      // A spec's restore regenerates: wait for it to start (the watcher's delay), then to end, before the reload.
      if (regenerates)
        await untilOutput(
          output,
          (text) => count(text, /\[gen\] .*: regenerating/g) > regenerations,
          'regeneration of the restored spec',
          10_000,
        ).catch(() => {});
      await untilOutput(output, genIdle, 'end of the regeneration');
      await page.reload({ waitUntil: 'load' });
      return { name, kind: edit.kind, network, seconds: null, reloaded: false };
    }
    const kept = await page.evaluate(() => ({
      reloaded: !(window as unknown as { benchNotReloaded?: boolean }).benchNotReloaded,
      scrollY: window.scrollY,
    }));
    print(
      figureName,
      `${seconds.toFixed(2)} s${regenerates ? `, of which gen ${genTimeOfLastSave(output())}` : ''}; ${kept.reloaded ? 'the page RELOADED' : 'no reload'}, scroll ${scrolledTo} → ${kept.scrollY}; load average ${loadAtEdit}`,
    );
    fs.writeFileSync(edit.file, original);
    const gone = await page
      .waitForFunction((word) => !document.body.innerText.includes(word), marker, {
        polling: 100,
        timeout: SHOWN_WITHIN_MS,
      })
      .then(
        () => true,
        () => false,
      );
    if (!gone) await page.reload({ waitUntil: 'load' });
    await untilOutput(output, genIdle, 'end of the regeneration');
    return { name, kind: edit.kind, network, seconds, reloaded: kept.reloaded };
  };
}

/** `next dev` in a bare site's folder on `port`, as the bench starts ours. */
const bareDevStart = (dir: string, port: number) => (format?: (chunk: string) => string) =>
  startDevProcess(port, format, { command: path.resolve(bin('next')), args: ['dev', '-p', String(port)], cwd: dir });

/** A bare site's saves of one page, watched on that page: the first, then BARE_LATER_SAVES more. */
async function bareSaves(
  browser: Browser,
  base: string,
  edit: DevEdit,
  watcher: (page: Page) => ReturnType<typeof saveWatcher>,
): Promise<SaveReading[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}${edit.route}`, { waitUntil: 'load', timeout: 300_000 });
  const watch = watcher(page);
  const saves: SaveReading[] = [];
  for (let round = 0; round <= BARE_LATER_SAVES; round++)
    saves.push(await watch(edit, round === 0 ? 'first edit' : `edit ${round + 1}`, base, false));
  await page.close();
  return saves;
}

/** The yardstick: the bare site's first page from a warm cache, then its MDX saves (one, then BARE_LATER_SAVES more). */
async function benchBareSite(browser: Browser, port: number, print: Print): Promise<BareReading> {
  writeBareTheme(BARE_DEV_DIR, bareThemeFiles());
  const originals = new Map<string, string>();
  let dev: DevProcess | undefined;
  const output = () => dev?.output() ?? '';
  try {
    const firstPage = await warmThenStart(
      'dev bare site',
      path.join(BARE_DEV_DIR, '.next/dev'),
      BARE_PAGE.route,
      bareDevStart(BARE_DEV_DIR, port),
      print,
      (started) => {
        dev = started;
      },
    );
    const base = `http://localhost:${port}`;
    const mdxSaves = await bareSaves(browser, base, BARE_EDIT, (page) =>
      saveWatcher(page, output, originals, 'dev bare site', print),
    );
    return { firstPageSeconds: firstPage, mdxSaves };
  } finally {
    restoreOriginals(originals);
    fs.writeFileSync(BARE_DEV_LOG, output());
    print("dev bare site: next dev's output, timed from its start", BARE_DEV_LOG);
    await dev?.stop();
  }
}

/**
 * Information beside the MDX verdict: the bare theme showing our edited page's text, in a folder
 * of its own so the yardstick's one-page site (its first page, its cache) stays as decided.
 */
async function benchBareSamePage(browser: Browser, port: number, print: Print): Promise<SaveReading[]> {
  writeBareTheme(BARE_SAME_PAGE_DIR, {
    ...bareThemeFiles(),
    [path.relative(BARE_SAME_PAGE_DIR, BARE_SAME_PAGE.file)]: fs.readFileSync(ourMdxEdit().file, 'utf8'),
  });
  const originals = new Map<string, string>();
  const dev = bareDevStart(BARE_SAME_PAGE_DIR, port)();
  try {
    await dev.served(BARE_SAME_PAGE.route, 900_000);
    return await bareSaves(browser, `http://localhost:${port}`, BARE_SAME_PAGE, (page) =>
      saveWatcher(page, dev.output, originals, 'dev bare site with our page', print),
    );
  } finally {
    restoreOriginals(originals);
    await dev.stop();
  }
}

/** Ours: the first page from a warm cache after `gen`, then every save of DEV_EDITS (and the mounted API's), in order. */
async function benchOurSite(
  browser: Browser,
  port: number,
  print: Print,
): Promise<{ firstPage: number; saves: SaveReading[] }> {
  const originals = new Map<string, string>();
  let dev: DevProcess | undefined;
  const output = () => dev?.output() ?? '';
  const saves: SaveReading[] = [];
  try {
    // "Nothing changed": the pages as `npm run dev`'s own start generates them (with Unreleased),
    // so the measured start finds its record and skips generating, as a writer's second start does.
    await run(bin('tsx'), ['generator/gen.ts', '--quiet', ...DEV_GEN_ARGS]);
    const mounted = mountedEdit();
    const edits = mounted ? [...DEV_EDITS, mounted] : DEV_EDITS;
    const firstPage = await warmThenStart(
      'dev',
      '.next/dev',
      DEV_EDITS[0].route,
      (format) => startDevProcess(port, format),
      print,
      (started) => {
        dev = started;
      },
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const watch = saveWatcher(page, output, originals, 'dev', print);
    const base = `http://localhost:${port}`;
    for (const edit of edits) {
      await page.goto(`${base}${edit.route}`, { waitUntil: 'load', timeout: 300_000 });
      if (edit === edits[0] && /generated pages are up to date \(inputs/.test(output())) {
        // A skipped start warms the generator's caches once a page is open (tools/dev/main.ts); edits wait for it.
        const warming = Date.now();
        await untilOutput(output, (text) => text.includes('caches warmed'), 'cache warm-up');
        print(
          'dev: caches warmed after the first page opened',
          `${((Date.now() - warming) / 1000).toFixed(1)} s (load ${load()})`,
        );
      }
      // Twice: Next's first recompile of a route after it started costs more than the later ones.
      for (const round of ['first edit', 'second edit']) saves.push(await watch(edit, round, base, false));
    }
    // The same loop at the other address `npm run dev` prints: its hot-reload socket is cross-origin to Next.
    const other = networkAddress(output(), port);
    await page.goto(`${other}${DEV_EDITS[0].route}`, { waitUntil: 'load', timeout: 300_000 });
    saves.push(await watch(DEV_EDITS[0], 'another edit', other, true));
    return { firstPage, saves };
  } finally {
    restoreOriginals(originals);
    fs.writeFileSync(DEV_LOG, output());
    print("dev: the dev server's output, timed from its start", DEV_LOG);
    if (dev) {
      await untilOutput(output, genIdle, 'end of the regeneration', 60_000).catch(() => {});
      await dev.stop();
    }
    await regenerateCommittedPages();
  }
}

/**
 * The bare site (on `port` + 1), then ours (on `port`), one after the other: two dev servers at
 * once would share the cores. One verdict line per target, ours beside the bare site's figure.
 */
export async function benchDevLoop(port: number, print: Print): Promise<string> {
  const browser = await launchChromium();
  let bare: BareReading;
  let samePageSaves: SaveReading[];
  let ours: { firstPage: number; saves: SaveReading[] };
  try {
    bare = await benchBareSite(browser, port + 1, print);
    const yardstick = bareMdxSave(bare);
    print(
      'dev bare site: MDX save (the yardstick)',
      yardstick
        ? `${yardstick.seconds.toFixed(2)} s, the median of its ${yardstick.of} saves after the first shown in place`
        : 'not read: no save after the first was shown in place',
    );
    samePageSaves = await benchBareSamePage(browser, port + 2, print);
    ours = await benchOurSite(browser, port, print);
  } finally {
    await browser.close();
  }
  const verdicts = devVerdicts(ours.firstPage, ours.saves, bare);
  for (const verdict of verdicts) print(`dev: ${verdict.target}`, `${verdict.reading}: ${verdictWord(verdict.met)}`);
  const samePage = laterSavesMedian(samePageSaves);
  const ourMdxSaves = ours.saves.filter((save) => save.kind === 'mdx' && save.seconds !== null);
  print(
    'dev: MDX saves beside the bare site showing the same page (information)',
    samePage
      ? `ours ${ourMdxSaves.map((save) => `${save.seconds!.toFixed(2)} s`).join(' / ')} on ${ourMdxEdit().file}; the bare site with its text ${samePage.seconds.toFixed(2)} s (median of ${samePage.of} saves after the first)`
      : "not read: the bare site showed no save of our page's text after the first in place",
  );
  return `dev loop beside a bare Nextra site: ${verdicts.map((verdict) => `${verdict.target} ${verdictWord(verdict.met)}`).join(', ')} (load ${load()})`;
}
