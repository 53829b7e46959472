import { expect, test, type Page } from '@playwright/test';

/**
 * The loading state shows when the router knows the target's layout (prefetched, as the navbar
 * links are) but the page's own content is still on its way: hold just that content, both the
 * prefetched piece and the navigation's full payload, until `release()`.
 */
async function holdPageContent(page: Page, section: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `${section}.txt` || (url.pathname.startsWith(`${section}/`) && url.pathname.includes('__PAGE__')),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Records the spinner's opacity at the moment it enters the page. */
async function watchSpinnerEntry(page: Page) {
  await page.evaluate(() => {
    const entry: { opacity: string | null } = { opacity: null };
    (window as unknown as { spinnerEntry: typeof entry }).spinnerEntry = entry;
    new MutationObserver(() => {
      const spinner = document.querySelector('.sg-loading');
      if (spinner && entry.opacity === null) entry.opacity = getComputedStyle(spinner).opacity;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const spinner = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading page…' });
const opacity = (page: Page) => spinner(page).evaluate((el) => getComputedStyle(el).opacity);
const ring = (page: Page) => page.locator('.sg-loading-ring');
const seconds = (value: string) => (value.endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value));

test('while a page loads, a spinner appears after a delay and turns once every 1.5–3 s', async ({ page }) => {
  const release = await holdPageContent(page, '/api');
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  await watchSpinnerEntry(page);
  await page.getByRole('link', { name: 'API', exact: true }).click();

  await expect(spinner(page)).toBeAttached();
  // Invisible when it enters, so a fast load never flashes it...
  expect(await page.evaluate(() => (window as unknown as { spinnerEntry: { opacity: string } }).spinnerEntry.opacity)).toBe('0');
  // ...then it fades in.
  await expect.poll(() => opacity(page)).toBe('1');
  const cycle = seconds(await ring(page).evaluate((el) => getComputedStyle(el).animationDuration));
  expect(cycle).toBeGreaterThanOrEqual(1.5);
  expect(cycle).toBeLessThanOrEqual(3);
  expect(await ring(page).evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe('infinite');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
  await expect(spinner(page)).toHaveCount(0);
});

test('with reduced motion the spinner stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await holdPageContent(page, '/api');
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'API', exact: true }).click();
  await expect.poll(() => opacity(page)).toBe('1');
  expect(await ring(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
});
