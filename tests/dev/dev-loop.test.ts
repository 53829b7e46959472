/**
 * The writers' loop as a writer sees it: `npm run gen`, then `npm run dev`, which writes no page
 * when nothing changed (so the bundler recompiles nothing); an API page opened at 127.0.0.1 (not
 * localhost: Next's hot reload refuses hosts it does not list) showing a saved edit to
 * `openapi/sun-api.yaml` by itself, without a reload; a CLI page in Chromium showing a saved edit
 * to `cli-spec/sand.json` in place (no reload, the reader's place kept), a broken save shown in the
 * error banner with the file, the place and the fix, and the banner gone once the file is fixed;
 * a docs page opened at the network address `npm run dev` prints, drawing a diagram `npm run gen`
 * has not drawn (mermaid from the dev script's server at that host) and showing the same banner.
 * The specs are restored and the pages regenerated afterwards, whatever happened. Generous waits,
 * no timing asserted: speed is `npm run bench -- --only=dev`. `DEV_TEST_PORT` picks the port.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from '../../tools/bench/browser.ts';
import { freePort } from '../../generator/lib/free-port.ts';
import {
  networkAddress,
  regenerateCommittedPages,
  startDevProcess,
  type DevProcess,
} from '../../tools/lib/dev-process.ts';
import { run, bin } from '../../generator/lib/run.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SPEC = path.join(ROOT, 'cli-spec/sand.json');
const API_SPEC = path.join(ROOT, 'openapi/sun-api.yaml');
const API_ROUTE = '/api/get-run';
const API_SENTENCE = 'Returns one run or batch with its status';
const ROUTE = '/cli/sand/runs/get';
// A sentence of the command's description, unique in the spec.
const SENTENCE = "Prints a run's status, its target";
// Next compiles the route from scratch on a machine without `.next/dev` (CI): minutes, not seconds.
const FIRST_PAGE_MS = 300_000;
const SHOWN_MS = 60_000;
const MDX = path.join(ROOT, 'content/docs/using/concepts.mdx');
const MDX_ROUTE = '/docs/using/concepts';

/**
 * Waits for what the writer should see; when it does not come, the error carries the page's console
 * and the end of `npm run dev`'s output (did the save regenerate, did the page ask again), since a
 * failure on CI cannot be watched.
 */
async function seen(wait: Promise<unknown>, what: string, dev: DevProcess, consoleLines: string[]): Promise<void> {
  try {
    await wait;
  } catch (error) {
    throw new Error(
      `${what}: ${(error as Error).message}\n--- the page's console:\n${consoleLines.slice(-30).join('\n')}\n--- npm run dev's output:\n${dev.output().slice(-4000)}`,
    );
  }
}

/** Resolves once the server's page at `url` holds `text`; fails after SHOWN_MS. */
async function untilServed(url: string, text: string): Promise<void> {
  const end = Date.now() + SHOWN_MS;
  const served = () =>
    fetch(url).then(
      (response) => response.text(),
      () => '',
    );
  while (!(await served()).includes(text)) {
    if (Date.now() > end) throw new Error(`${url} did not serve "${text}" within ${SHOWN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** How many of the dev script's runs have ended (done or failed) in its output so far. */
const runsEnded = (output: string) => (output.match(/^\[gen\] (done in|failed)/gm) ?? []).length;

/** Resolves once `ok()` holds, checked every half second; fails with `what` after SHOWN_MS. */
async function until(ok: () => boolean, what: string, dev: DevProcess): Promise<void> {
  const end = Date.now() + SHOWN_MS;
  while (!ok()) {
    if (Date.now() > end)
      throw new Error(`${what} within ${SHOWN_MS / 1000} s\n--- npm run dev's output:\n${dev.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What `page` writes to its console from now on, a line per message. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
}

/** Every file under `dir` with its modification time. */
function mtimes(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      out.set(path.relative(ROOT, file), fs.statSync(file).mtimeMs);
    }
  }
  return out;
}

test('npm run dev after npm run gen writes no page; a saved API edit shows at 127.0.0.1 without a reload; a saved CLI edit shows in place; a new diagram is drawn at the network address; a broken save shows the error banner there and here until fixed', {
  timeout: 2 * FIRST_PAGE_MS + 6 * SHOWN_MS,
}, async () => {
  const original = fs.readFileSync(SPEC, 'utf8');
  const originalApi = fs.readFileSync(API_SPEC, 'utf8');
  const originalMdx = fs.readFileSync(MDX, 'utf8');
  assert.equal(
    original.split(SENTENCE).length,
    2,
    `"${SENTENCE}" must occur once in cli-spec/sand.json: update tests/dev/dev-loop.test.ts`,
  );
  assert.equal(
    originalApi.split(API_SENTENCE).length,
    2,
    `"${API_SENTENCE}" must occur once in openapi/sun-api.yaml: update tests/dev/dev-loop.test.ts`,
  );
  const port = Number(process.env.DEV_TEST_PORT) || (await freePort());
  let dev: DevProcess | undefined;
  let browser: Browser | undefined;
  try {
    // A writer's start: the pages as `npm run gen` writes them, then `npm run dev` with nothing changed.
    await run(bin('tsx'), ['generator/gen.ts', '--quiet'], {});
    const before = mtimes(path.join(ROOT, 'content'));
    dev = startDevProcess(port);
    await dev.served(API_ROUTE, FIRST_PAGE_MS);
    await dev.served(ROUTE, FIRST_PAGE_MS);
    const afterStart = mtimes(path.join(ROOT, 'content'));
    const rewritten = [...afterStart].filter(([file, mtime]) => before.get(file) !== mtime).map(([file]) => file);
    assert.deepEqual(
      rewritten,
      [],
      'npm run dev rewrote files under content/ that npm run gen had just written, so Next recompiles them',
    );
    browser = await launchChromium();

    // The changelog still shows what the working description changes since the current release.
    const changelog = await browser.newPage();
    await changelog.goto(`http://localhost:${port}/api/changelog`, { waitUntil: 'load', timeout: FIRST_PAGE_MS });
    await changelog.getByRole('heading', { level: 2, name: 'Unreleased' }).waitFor({ timeout: SHOWN_MS });
    await changelog.close();

    // At 127.0.0.1: the hot-reload socket connects, and a save shows without a reload.
    const apiPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const apiConsole = consoleOf(apiPage);
    const refused = () => apiConsole.filter((line) => /^error: [\s\S]*WebSocket/i.test(line));
    await apiPage.goto(`http://127.0.0.1:${port}${API_ROUTE}`, { waitUntil: 'load' });
    await apiPage.getByText(API_SENTENCE).first().waitFor();
    await apiPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    fs.writeFileSync(API_SPEC, originalApi.replace(API_SENTENCE, `Zqapiedited. ${API_SENTENCE}`));
    await seen(
      apiPage.getByText('Zqapiedited.').first().waitFor({ timeout: SHOWN_MS }),
      'the API save did not show',
      dev,
      apiConsole,
    );
    const apiKept = await apiPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
    assert.ok(
      apiKept,
      `the page at 127.0.0.1 reloaded to show the save${refused().length ? ` (${refused().join('; ')})` : ''}`,
    );
    assert.deepEqual(refused(), [], 'the hot-reload socket was refused');
    fs.writeFileSync(API_SPEC, originalApi);
    await apiPage.getByText('Zqapiedited.').first().waitFor({ state: 'detached', timeout: SHOWN_MS });
    await apiPage.close();

    const url = `http://localhost:${port}${ROUTE}`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cliConsole = consoleOf(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.getByText(SENTENCE).first().waitFor();
    await page.evaluate(() => {
      window.scrollTo(0, 400);
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const readingAt = await page.evaluate(() => window.scrollY);

    // An edit: the open page shows it by itself, without reloading, where the reader was.
    fs.writeFileSync(SPEC, original.replace(SENTENCE, `Zqedited. ${SENTENCE}`));
    await seen(
      page.getByText('Zqedited.').first().waitFor({ timeout: SHOWN_MS }),
      'the CLI save did not show in place',
      dev,
      cliConsole,
    );
    const after = await page.evaluate(() => ({
      notReloaded: (window as unknown as { notReloaded?: boolean }).notReloaded === true,
      scrollY: window.scrollY,
    }));
    assert.ok(after.notReloaded, 'the page reloaded to show the edit');
    // The browser may keep the paragraph in view by a few pixels (scroll anchoring), never jump to the top.
    assert.ok(
      Math.abs(after.scrollY - readingAt) < 100,
      `the reader's place moved from ${readingAt} to ${after.scrollY}\n--- the page's console:\n${cliConsole.slice(-30).join('\n')}`,
    );

    // At the network address: a writer's new diagram, which no image shows yet, is drawn in the
    // browser with mermaid from the dev script's server at that host.
    // With its text alternative, as `npm run gen` requires of every diagram: without one, every
    // run from now on would fail on this page, not on the spec the steps below break and fix.
    fs.writeFileSync(
      MDX,
      `${originalMdx}\n\`\`\`mermaid\nflowchart LR\n  accTitle: A writer's new diagram\n  Zqwriter --> Zqdiagram\n\`\`\`\n`,
    );
    const docsUrl = `${networkAddress(dev.output(), port)}${MDX_ROUTE}`;
    // Opened once the server renders the saved file: a page loaded while Next still compiles it may reload.
    await untilServed(docsUrl, 'Zqdiagram');
    const docsPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const docsConsole = consoleOf(docsPage);
    await docsPage.goto(docsUrl, { waitUntil: 'load' });
    const diagram = docsPage.locator('.sg-mermaid').last();
    await seen(
      diagram.waitFor({ state: 'attached', timeout: SHOWN_MS }),
      'the new diagram was not on the page',
      dev,
      docsConsole,
    );
    await diagram.scrollIntoViewIfNeeded();
    await seen(
      diagram.locator('svg', { hasText: 'Zqdiagram' }).waitFor({ timeout: SHOWN_MS }),
      'the new diagram was not drawn at the network address',
      dev,
      docsConsole,
    );

    // A broken save: the banner names the file, the place and the fix; the last good page stays.
    fs.writeFileSync(SPEC, original.replace('{', '{ "unquoted: '));
    const banner = page.locator('[data-dev-spec-error]');
    await seen(
      banner.filter({ hasText: 'sand.json' }).waitFor({ timeout: SHOWN_MS }),
      'the broken save showed no banner naming it',
      dev,
      cliConsole,
    );
    // The page at the network address hears of it too.
    await seen(
      docsPage.locator('[data-dev-spec-error]').waitFor({ timeout: SHOWN_MS }),
      'the page at the network address showed no banner',
      dev,
      docsConsole,
    );
    const text = await banner.innerText();
    assert.match(text, /could not be regenerated/);
    assert.match(text, /cli-spec\/sand\.json, at line \d+/);
    assert.match(text, /Fix: /);
    assert.ok(await page.getByText('Zqedited.').first().isVisible(), 'the last good page stays under the banner');

    // Fixed: the banner goes, the page shows the spec as saved, and the banner stays gone once the
    // run has finished (the open page's files are written first, so it goes before the run ends).
    const running = dev;
    const runsBefore = runsEnded(running.output());
    fs.writeFileSync(SPEC, original);
    await banner.waitFor({ state: 'detached', timeout: SHOWN_MS });
    await page.getByText('Zqedited.').first().waitFor({ state: 'detached', timeout: SHOWN_MS });
    await until(() => runsEnded(running.output()) > runsBefore, "the fixed save's run did not end", running);
    assert.equal(
      await banner.count(),
      0,
      `the banner came back once the fixed save's run ended:\n${dev.output().slice(-2000)}`,
    );
  } finally {
    fs.writeFileSync(SPEC, original);
    fs.writeFileSync(API_SPEC, originalApi);
    fs.writeFileSync(MDX, originalMdx);
    await browser?.close();
    await dev?.stop();
    await regenerateCommittedPages();
  }
});
