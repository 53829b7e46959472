/**
 * `npm run bench -- --only=dev`: the writer's loop under `npm run dev`, watched in Chromium, judged
 * by the writers' targets (dev-targets.ts). The time from starting `npm run dev` after `npm run gen`
 * with nothing changed, from a warm bundler cache (a first start fills it when `.next/dev` is
 * missing), to the first page (`/api/get-run`); then edit-to-screen for one word in an operation
 * of the Sun API, in a command of `sand.json` and in a hand-written MDX page, twice each: from
 * the save to the word on the open page, which must not reload or lose its scroll position; then
 * one more API save watched at the other address `npm run dev` prints (the network one, or
 * 127.0.0.1), where the hot-reload socket is cross-origin. Every edited file is put back, and the
 * generated pages regenerated as committed, even when a step fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium } from './browser.ts';
import { metOrMissed } from './figures.ts';
import { run } from '../../generator/lib/run.ts';
import { regenerateCommittedPages, startDevProcess, type DevProcess } from '../lib/dev-process.ts';
import { devVerdicts, type SaveReading } from './dev-targets.ts';

export interface DevEdit {
  name: string;
  file: string;
  /** The page that shows the edited text. */
  route: string;
  /** The text to put the marker word in front of, found once in the file. */
  before: string;
}

export const DEV_EDITS: DevEdit[] = [
  {
    name: 'API operation',
    file: 'openapi/sun-api.yaml',
    route: '/api/get-run',
    before: 'Returns one run or batch with its status',
  },
  {
    name: 'CLI command',
    file: 'cli-spec/sand.json',
    route: '/cli/sand/runs/get',
    before: "Prints a run's status, its target",
  },
  { name: 'MDX page', file: 'content/docs/using/concepts.mdx', route: '/docs/using/concepts', before: '' },
];

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

/** Where the dev server's output goes, each line with the seconds since the start (Next's compile times are in it). */
const DEV_LOG = path.join(os.tmpdir(), 'sandgarden-bench-dev.log');

/** How long an edit may take to show before the figure says it was not shown (Next's HMR can miss a save). */
const SHOWN_WITHIN_MS = 60_000;

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
/** Every regeneration the dev server started has ended. */
const genIdle = (text: string) => count(text, /\[gen\] .*: regenerating/g) === count(text, /\[gen\] (done in|failed)/g);

/** The address besides localhost a writer may open: the network one Next prints, else 127.0.0.1. */
function otherAddress(devOutput: string, port: number): string {
  const network = /Network:\s+(http:\/\/[^\s/]+)/.exec(devOutput)?.[1];
  return network ?? `http://127.0.0.1:${port}`;
}

export async function benchDevLoop(port: number, figure: (name: string, value: string) => void): Promise<string> {
  const originals = new Map(DEV_EDITS.map((edit) => [edit.file, fs.readFileSync(edit.file, 'utf8')]));
  let dev: DevProcess | undefined;
  const output = () => dev?.output() ?? '';
  const browser = await launchChromium();
  const saves: SaveReading[] = [];
  let firstPage = 0;
  try {
    // "Nothing changed": the pages as `npm run gen` writes them, as a writer has them after a gen.
    await run('node_modules/.bin/tsx', ['generator/gen.ts', '--quiet']);
    if (!fs.existsSync('.next/dev')) {
      // The targets are for a warm cache: one start fills it, the next is measured.
      const warming = Date.now();
      const first = startDevProcess(port);
      try {
        await first.served('/api/get-run', 900_000);
      } finally {
        await first.stop();
      }
      figure(
        'dev: .next cache',
        `absent: filled by a first start in ${((Date.now() - warming) / 1000).toFixed(1)} s, not measured`,
      );
    } else figure('dev: .next cache', 'present (Next compiled before)');
    const loadBefore = load();
    const started = Date.now();
    dev = startDevProcess(port, (chunk) =>
      chunk.replace(/^(?=.)/gm, `[${((Date.now() - started) / 1000).toFixed(1)} s] `),
    );
    const base = `http://localhost:${port}`;
    await dev.served('/api/get-run', 600_000);
    firstPage = (Date.now() - started) / 1000;
    figure(
      'dev: first page (/api/get-run) from start, nothing changed',
      `${firstPage.toFixed(1)} s (load average before ${loadBefore}, after ${load()})`,
    );

    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    /** One save of `edit` watched on the open page; the file put back and the page settled after. */
    const saveAndWatch = async (edit: DevEdit, label: string, at: string) => {
      await page.evaluate(() => {
        window.scrollTo(0, Math.min(600, document.documentElement.scrollHeight - window.innerHeight));
        (window as unknown as { benchNotReloaded: boolean }).benchNotReloaded = true;
      });
      await sleep(500);
      const scrolledTo = await page.evaluate(() => window.scrollY);
      const marker = `zqmark${Date.now()}`;
      const loadAtEdit = load();
      const saved = Date.now();
      fs.writeFileSync(edit.file, withMarker(originals.get(edit.file)!, edit.before, marker));
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
      const name = `${edit.name}, ${label}, at ${at}`;
      const kind = edit.file.startsWith('content/') ? 'mdx' : 'spec';
      if (!shown) {
        // Whether the server renders the edit (the open page missed Next's refresh) or not (the server's render is stale).
        const served = await fetch(`${at}${edit.route}`)
          .then((r) => r.text())
          .then(
            (html) => (html.includes(marker) ? "the server's page has it" : "the server's page lacks it too"),
            (error: Error) => `the server's page not read: ${error.message}`,
          );
        figure(
          `dev: edit-to-screen, ${name} (${edit.file} → ${edit.route})`,
          `NOT SHOWN within ${SHOWN_WITHIN_MS / 1000} s without a reload (${served}); load average ${loadAtEdit}`,
        );
        saves.push({ name, kind, seconds: null, reloaded: false });
        const regenerations = count(output(), /\[gen\] .*: regenerating/g);
        fs.writeFileSync(edit.file, originals.get(edit.file)!);
        // A spec's restore regenerates: wait for it to start (the watcher's delay), then to end, before the reload.
        if (kind === 'spec')
          await untilOutput(
            output,
            (text) => count(text, /\[gen\] .*: regenerating/g) > regenerations,
            'regeneration of the restored spec',
            10_000,
          ).catch(() => {});
        await untilOutput(output, genIdle, 'end of the regeneration');
        await page.reload({ waitUntil: 'load' });
        return;
      }
      const kept = await page.evaluate(() => ({
        reloaded: !(window as unknown as { benchNotReloaded?: boolean }).benchNotReloaded,
        scrollY: window.scrollY,
      }));
      const genTime = /\[gen\] done in ([\d.]+ s)\n(?![\s\S]*\[gen\] done in)/.exec(output())?.[1];
      figure(
        `dev: edit-to-screen, ${name} (${edit.file} → ${edit.route})`,
        `${seconds.toFixed(2)} s${kind === 'mdx' ? '' : `, of which gen ${genTime ?? 'n/a'}`}; ${kept.reloaded ? 'the page RELOADED' : 'no reload'}, scroll ${scrolledTo} → ${kept.scrollY}; load average ${loadAtEdit}`,
      );
      saves.push({ name, kind, seconds, reloaded: kept.reloaded });
      fs.writeFileSync(edit.file, originals.get(edit.file)!);
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
    };
    for (const edit of DEV_EDITS) {
      await page.goto(`${base}${edit.route}`, { waitUntil: 'load', timeout: 300_000 });
      if (edit === DEV_EDITS[0] && /generated pages are up to date \(inputs/.test(output())) {
        // A skipped start warms the generator's caches once a page is open (tools/dev/main.ts); edits wait for it.
        const warming = Date.now();
        await untilOutput(output, (text) => text.includes('caches warmed'), 'cache warm-up');
        figure(
          'dev: caches warmed after the first page opened',
          `${((Date.now() - warming) / 1000).toFixed(1)} s (load ${load()})`,
        );
      }
      // Twice: Next's first recompile of a route after it started costs more than the later ones.
      for (const round of ['first edit', 'second edit']) await saveAndWatch(edit, round, base);
    }
    // The same loop at the other address `npm run dev` prints: its hot-reload socket is cross-origin to Next.
    const other = otherAddress(output(), port);
    await page.goto(`${other}${DEV_EDITS[0].route}`, { waitUntil: 'load', timeout: 300_000 });
    await saveAndWatch(DEV_EDITS[0], 'another edit', other);
  } finally {
    for (const [file, text] of originals) if (fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
    await browser.close();
    fs.writeFileSync(DEV_LOG, output());
    figure("dev: the dev server's output, timed from its start", DEV_LOG);
    if (dev) {
      await untilOutput(output, genIdle, 'end of the regeneration', 60_000).catch(() => {});
      await dev.stop();
    }
    await regenerateCommittedPages();
  }
  const verdicts = devVerdicts(firstPage, saves);
  for (const verdict of verdicts) figure(`dev: ${verdict.target}`, `${verdict.reading}: ${metOrMissed(verdict.met)}`);
  return `dev loop: ${verdicts.map((verdict) => `${verdict.target} ${metOrMissed(verdict.met)}`).join(', ')} (load ${load()})`;
}
