import { expect, test, type Page } from '@playwright/test';
import { freezeClock, holdRequests as hold } from './clock-and-holds';

const seconds = (value: string) => (value.endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value));
const pageSpinner = (page: Page) => page.locator('.bprogress .spinner-icon');

test.describe('while a page change loads', () => {
  test('a spinner appears after a delay and turns once every 1.5–3 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
    await freezeClock(page);
    const release = await hold(page, (url) => url.pathname === '/docs/reference/architecture.txt');
    await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Architecture', exact: true }).click();

    await page.clock.runFor(150);
    await expect(pageSpinner(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(pageSpinner(page)).toBeVisible();
    const cycle = seconds(await pageSpinner(page).evaluate((el) => getComputedStyle(el).animationDuration));
    expect(cycle).toBeGreaterThanOrEqual(1.5);
    expect(cycle).toBeLessThanOrEqual(3);
    expect(await pageSpinner(page).evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe('infinite');

    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
    await page.clock.runFor(2_000);
    await expect(pageSpinner(page)).toHaveCount(0);
  });

  test('with reduced motion the spinner stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
    const release = await hold(page, (url) => url.pathname === '/docs/reference/architecture.txt');
    await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Architecture', exact: true }).click();
    await expect(pageSpinner(page)).toBeVisible();
    expect(await pageSpinner(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
  });
});

test('while a part of the page loads its code, its spinner fades in after a delay and turns once every 1.5–3 s', async ({
  page,
}) => {
  const path = '/api/start-run';
  // Code the page's HTML does not name is fetched on demand: the request builder's form. Hold it.
  // (Stylesheets share the chunks folder: only scripts are held, or the page would never load.)
  const startup = new Set((await (await page.request.get(path)).text()).match(/[\w.-]+\.js/g) ?? []);
  const release = await hold(
    page,
    (url) =>
      url.pathname.startsWith('/_next/static/chunks/') &&
      url.pathname.endsWith('.js') &&
      !startup.has(url.pathname.split('/').pop()!),
  );
  await page.addInitScript(() => {
    const entry: { opacity: string | null } = { opacity: null };
    (window as unknown as { spinnerEntry: typeof entry }).spinnerEntry = entry;
    new MutationObserver(() => {
      const spinner = document.querySelector('.sg-loading');
      if (spinner && entry.opacity === null) entry.opacity = getComputedStyle(spinner).opacity;
    }).observe(document, { childList: true, subtree: true });
  });
  // Not until "load": the held script keeps the load event waiting.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const spinner = page.getByRole('status').filter({ hasText: 'Loading the request builder…' }).first();
  // A click before React has hydrated the button does nothing (a loaded host): click until it takes.
  const open = page.getByRole('button', { name: 'Open the request builder' });
  await expect(async () => {
    if (await open.isVisible()) await open.click();
    await expect(spinner).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Invisible when it enters, so a fast load never flashes it; then it fades in.
  expect(
    await page.evaluate(() => (window as unknown as { spinnerEntry: { opacity: string } }).spinnerEntry.opacity),
  ).toBe('0');
  await expect.poll(() => spinner.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  const cycle = seconds(
    await spinner.locator('.sg-loading-ring').evaluate((el) => getComputedStyle(el).animationDuration),
  );
  expect(cycle).toBeGreaterThanOrEqual(1.5);
  expect(cycle).toBeLessThanOrEqual(3);

  release();
  await expect(page.getByRole('form', { name: /^Request builder/ })).toBeVisible();
  await expect(page.locator('.sg-loading')).toHaveCount(0);
});
