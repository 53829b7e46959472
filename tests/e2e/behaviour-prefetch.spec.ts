import { expect, test, type Page } from '@playwright/test';

/** Plays a reader's connection as the Network Information API reports it. */
async function emulateConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

/**
 * Collects the router's traffic: requests for page data (RSC header) and the HEAD probe that
 * starts each prefetch in a static export. Before any click, all of it is prefetching.
 */
function collectRouterRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] || request.method() === 'HEAD') requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

/** Loads a page, lets links in view prefetch, and hovers links (another prefetch trigger). */
async function browseWithoutClicking(page: Page) {
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'CLI', exact: true }).hover();
  await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Architecture', exact: true }).hover();
  await page.waitForLoadState('networkidle');
}

test('links prefetch on a normal connection', async ({ page }) => {
  await emulateConnection(page, { saveData: false, effectiveType: '4g' });
  const routerRequests = collectRouterRequests(page);
  await browseWithoutClicking(page);
  expect(routerRequests.length).toBeGreaterThan(0);
});

for (const connection of [
  { saveData: true, effectiveType: '4g' },
  { saveData: false, effectiveType: '2g' },
  { saveData: false, effectiveType: 'slow-2g' },
]) {
  test(`no prefetching with saveData ${connection.saveData} on ${connection.effectiveType}, and links still work`, async ({
    page,
  }) => {
    await emulateConnection(page, connection);
    const routerRequests = collectRouterRequests(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await browseWithoutClicking(page);
    expect(routerRequests).toEqual([]);

    await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Architecture', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
    // Still a client-side navigation: one document load only, the page's data fetched on the click.
    expect(documents).toHaveLength(1);
    expect(routerRequests.some((request) => request.includes('/docs/reference/architecture'))).toBe(true);
  });
}
