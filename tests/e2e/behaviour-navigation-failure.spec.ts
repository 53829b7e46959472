import { expect, test } from '@playwright/test';

test('a client navigation whose page data fails to load warns, then loads the target page in full', async ({
  page,
}) => {
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  // The page's data (its RSC payload) fails in the page; the HTML document itself is fine.
  await page.route(
    (url) => url.pathname === '/docs/reference/architecture.txt',
    (route) => route.abort('failed'),
  );

  await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Architecture', exact: true }).click();

  await expect.poll(() => documents).toEqual(['/docs/reference/architecture']);
  expect(warnings).toContainEqual(expect.stringContaining('/docs/reference/architecture'));
  expect(warnings.find((text) => text.includes('/docs/reference/architecture'))).toContain('loading the page in full');
  await expect(page).toHaveURL(/\/docs\/reference\/architecture$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
});

test('a failing page data answer (HTTP 404 after a new deploy) also ends in a full load', async ({ page }) => {
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  await page.route(
    (url) => url.pathname === '/docs/reference/architecture.txt',
    (route) => route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Architecture', exact: true }).click();
  await expect.poll(() => documents).toEqual(['/docs/reference/architecture']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
});
