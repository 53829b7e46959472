/**
 * The writers' loop as a writer sees it: `npm run dev` serving a CLI page in Chromium, a saved edit
 * to `cli-spec/sand.json` appearing on the open page by itself (no reload, the reader's place
 * kept), a broken save shown in the error banner with the file, the place and the fix, and the
 * banner gone once the file is fixed. The spec is restored and the pages regenerated afterwards,
 * whatever happened. Generous waits, no timing asserted: speed is `npm run bench -- --only=dev`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { launchChromium } from '../../scripts/bench/browser.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { regenerateCommittedPages, startDevProcess, type DevProcess } from '../../scripts/dev/dev-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SPEC = path.join(ROOT, 'cli-spec/sand.json');
const ROUTE = '/cli/sand/runs/get';
// A sentence of the command's description, unique in the spec.
const SENTENCE = "Prints a run's status, its target";
// Next compiles the route from scratch on a machine without `.next/dev` (CI): minutes, not seconds.
const FIRST_PAGE_MS = 300_000;
const SHOWN_MS = 60_000;

test('npm run dev: a saved CLI edit shows on the open page in place; a broken save shows the error banner until fixed', { timeout: FIRST_PAGE_MS + 4 * SHOWN_MS }, async () => {
  const original = fs.readFileSync(SPEC, 'utf8');
  assert.equal(original.split(SENTENCE).length, 2, `"${SENTENCE}" must occur once in cli-spec/sand.json: update tests/dev/dev-loop.test.ts`);
  const port = await freePort();
  let dev: DevProcess | undefined;
  let browser: Browser | undefined;
  try {
    dev = startDevProcess(port);
    await dev.served(ROUTE, FIRST_PAGE_MS);
    const url = `http://localhost:${port}${ROUTE}`;
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url, { waitUntil: 'load' });
    await page.getByText(SENTENCE).first().waitFor();
    await page.evaluate(() => {
      window.scrollTo(0, 400);
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const readingAt = await page.evaluate(() => window.scrollY);

    // An edit: the open page shows it by itself, without reloading, where the reader was.
    fs.writeFileSync(SPEC, original.replace(SENTENCE, `Zqedited. ${SENTENCE}`));
    await page.getByText('Zqedited.').first().waitFor({ timeout: SHOWN_MS });
    const after = await page.evaluate(() => ({ notReloaded: (window as unknown as { notReloaded?: boolean }).notReloaded === true, scrollY: window.scrollY }));
    assert.ok(after.notReloaded, 'the page reloaded to show the edit');
    // The browser may keep the paragraph in view by a few pixels (scroll anchoring), never jump to the top.
    assert.ok(Math.abs(after.scrollY - readingAt) < 100, `the reader's place moved from ${readingAt} to ${after.scrollY}`);

    // A broken save: the banner names the file, the place and the fix; the last good page stays.
    fs.writeFileSync(SPEC, original.replace('{', '{ "unquoted: '));
    const banner = page.locator('[data-dev-spec-error]');
    await banner.waitFor({ timeout: SHOWN_MS });
    const text = await banner.innerText();
    assert.match(text, /could not be regenerated/);
    assert.match(text, /cli-spec\/sand\.json, at line \d+/);
    assert.match(text, /Fix: /);
    assert.ok(await page.getByText('Zqedited.').first().isVisible(), 'the last good page stays under the banner');

    // Fixed: the banner goes, the page shows the spec as saved.
    fs.writeFileSync(SPEC, original);
    await banner.waitFor({ state: 'detached', timeout: SHOWN_MS });
    await page.getByText('Zqedited.').first().waitFor({ state: 'detached', timeout: SHOWN_MS });
  } finally {
    fs.writeFileSync(SPEC, original);
    await browser?.close();
    await dev?.stop();
    await regenerateCommittedPages();
  }
});
