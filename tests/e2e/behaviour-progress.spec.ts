import { expect, test, type Page } from '@playwright/test';
import { freezeClock, holdRequests } from './clock-and-holds';

/**
 * The route progress bar. The page's clock is Playwright's and stands still, so "slower than
 * 200 ms" is exact: time moves only when the test moves it, and the bar is caught on both sides
 * of its threshold.
 */
const bar = (page: Page) => page.locator('.bprogress .bar');

/** Holds the target page's data requests (navigation and prefetch) until `release()`. */
const holdPageData = (page: Page, path: string) =>
  holdRequests(page, (url) => url.pathname.startsWith(path) && url.pathname.endsWith('.txt'));

const sidebarLink = (page: Page, name: string) =>
  page.locator('aside.nextra-sidebar').getByRole('link', { name, exact: true });

test('a page change slower than 200 ms shows the bar, which finishes when the page arrives', async ({ page }) => {
  await page.clock.install();
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  await freezeClock(page);
  const release = await holdPageData(page, '/docs/reference/architecture');
  await sidebarLink(page, 'Architecture').click();

  await page.clock.runFor(150);
  await expect(bar(page)).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(bar(page)).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
  await page.clock.runFor(2_000);
  await expect(bar(page)).toHaveCount(0);
});

test('a page change faster than 200 ms shows no bar at all', async ({ page }) => {
  await page.clock.install();
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  await freezeClock(page);
  await page.evaluate(() => {
    const seen = { bar: false };
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.bprogress')) seen.bar = true;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  // No clock time passes between the click and the page's arrival: the change takes "0 ms".
  await sidebarLink(page, 'Architecture').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
  // Let the 200 ms threshold pass: the cancelled bar must not show up late either.
  await page.clock.runFor(1_000);
  expect(await page.evaluate(() => (window as unknown as { progressSeen: { bar: boolean } }).progressSeen.bar)).toBe(
    false,
  );
});
