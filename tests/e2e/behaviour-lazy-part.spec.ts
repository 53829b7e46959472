import { expect, test, type Page } from '@playwright/test';

/** An operation page: its request builder's code is fetched only when the reader opens it. */
const OPERATION_PAGE = '/api/start-run';
const openBuilder = (page: Page) => page.getByRole('button', { name: 'Open the request builder' }).click();
const builderForm = (page: Page) => page.getByRole('form', { name: /^Request builder/ });

/**
 * Script chunks the page's HTML names are what it needs to start; anything else is code it fetches
 * later, on demand (here: the request builder's form). Fail exactly those.
 */
async function failOnDemandChunks(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const startup = new Set(html.match(/[\w.-]+\.js/g) ?? []);
  const failed: string[] = [];
  const handler = async (route: import('@playwright/test').Route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    if (startup.has(file)) return route.continue();
    failed.push(file);
    return route.abort('failed');
  };
  await page.route('**/_next/static/chunks/**/*.js', handler);
  return { failed, restore: () => page.unroute('**/_next/static/chunks/**/*.js', handler) };
}

test('a part whose code fails to load shows a red error box with Retry, and Retry loads it', async ({ page }) => {
  const network = await failOnDemandChunks(page, OPERATION_PAGE);
  await page.goto(OPERATION_PAGE);
  await openBuilder(page);

  const box = page.getByRole('alert').filter({ hasText: 'The request builder could not be loaded.' }).first();
  await expect(box).toBeVisible();
  expect(network.failed.length).toBeGreaterThan(0);
  // The error text, as the browser reported it.
  await expect(box.locator('code')).toHaveText(/\S/);
  await expect(box).toHaveCSS('color', 'rgb(153, 27, 27)');
  await expect(builderForm(page)).toHaveCount(0);

  await network.restore();
  await box.getByRole('button', { name: 'Retry' }).click();
  await expect(builderForm(page)).toBeVisible();
  await expect(box).toHaveCount(0);
});

test('the part renders when its code loads', async ({ page }) => {
  await page.goto(OPERATION_PAGE);
  await openBuilder(page);
  await expect(builderForm(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});
