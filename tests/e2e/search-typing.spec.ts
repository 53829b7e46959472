/**
 * Readers type at once: every key pressed after the shortcut (or a click on the field) reaches the
 * search box, in order, while the dialog's code is still being fetched, and even before the page
 * has hydrated.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './clock-and-holds';
import { searchDialog, searchInput, searchOptions } from './search-helpers';

/** The site's JavaScript (not its stylesheets, which hold the first paint). */
const isScript = (url: URL) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');

const PAGE = '/docs/using/concepts';
const QUERY = 'pinecone';

/**
 * Opens the search and types `text` on a slow phone's CPU, where the dialog's code takes longer to
 * arrive, so lost keys show reliably. The throttle ends once the keys are typed: what the box
 * then holds is settled, and the search itself need not crawl.
 */
async function openAndTypeOnSlowCpu(page: Page, open: (page: Page) => Promise<void>, text: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await open(page);
  await page.keyboard.type(text);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
}

/** Waits until React has hydrated the navbar's search field (its props are attached to the element). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const field = document.querySelector('[data-search-trigger="field"]');
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'));
  });
}

async function expectResultsFor(page: Page, query: string) {
  await expect(searchInput(page)).toHaveValue(query);
  await expect(searchInput(page)).toBeFocused();
  await expect(searchDialog(page).locator('[data-settled-query]')).toHaveAttribute('data-settled-query', query, {
    timeout: 20_000,
  });
  await expect(searchOptions(page).first()).toBeVisible();
}

const OPENERS: Array<[string, (page: Page) => Promise<void>]> = [
  ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
  ['a click on the navbar field', (page) => page.locator('[data-search-trigger="field"]:visible').first().click()],
];

for (const [name, open] of OPENERS) {
  test(`keys typed right after ${name} all reach the search box, in order`, async ({ page }) => {
    await page.goto(PAGE, { waitUntil: 'networkidle' });
    await hydrated(page);
    await openAndTypeOnSlowCpu(page, open, QUERY);
    await expectResultsFor(page, QUERY);
    // Opened again, its code here now: the new keys replace the last query.
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await openAndTypeOnSlowCpu(page, open, 'idempotency');
    await expectResultsFor(page, 'idempotency');
  });
}

test('keys typed while the dialog is open but its code is still on its way are kept, Backspace too', async ({
  page,
}) => {
  await page.goto(PAGE, { waitUntil: 'networkidle' });
  await hydrated(page);
  // The dialog's code arrives only when the test says so: everything typed meanwhile must wait for it.
  const release = await holdRequests(page, isScript);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('pinecoxe');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('ne');
  release();
  await expectResultsFor(page, QUERY);
});

for (const [name, open] of OPENERS) {
  test(`${name} and the keys after it work before the page has hydrated`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => void errors.push(error.message));
    // The page's scripts are held: it is parsed and painted, but React has not hydrated it.
    const release = await holdRequests(page, isScript);
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    await open(page);
    await page.keyboard.type(QUERY);
    release();
    await expectResultsFor(page, QUERY);
    // The held keys' input did not upset hydration.
    expect(errors).toEqual([]);
  });
}
