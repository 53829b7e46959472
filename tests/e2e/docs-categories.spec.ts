import { expect, test } from '@playwright/test';

const cards = (page: import('@playwright/test').Page) => page.locator('main [data-testid="doc-cards"] > li > a');

test('a category page lists its children in sidebar order, each with its description', async ({ page }) => {
  await page.goto('/category/using-sandgarden');
  await expect(page.getByRole('heading', { level: 1, name: 'Using Sandgarden' })).toBeVisible();
  await expect(cards(page).locator('span:first-child')).toHaveText([
    'Concepts',
    'Getting Started',
    'Prompts',
    'Steps in detail',
    'Workflows in detail',
    'Workflow lifecycle',
  ]);
  const concepts = cards(page).filter({ hasText: 'Concepts' });
  await expect(concepts).toHaveAttribute('href', '/docs/using/concepts');
  await expect(concepts).toContainText('how they fit together');
});

test('a sub-category card leads to its own category page listing its pages', async ({ page }) => {
  await page.goto('/category/using-sandgarden');
  await cards(page).filter({ hasText: 'Getting Started' }).click();
  await expect(page).toHaveURL(/\/category\/getting-started$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toHaveAttribute('href', '/docs/using/getting-started/getting-started-1');
  await expect(cards(page).nth(1)).toHaveAttribute('href', '/docs/using/getting-started/getting-started-2');
});

test('the reference and connectors categories exist and list their children', async ({ page }) => {
  await page.goto('/category/sandgarden-reference');
  await expect(cards(page).filter({ hasText: 'Architecture' })).toHaveAttribute('href', '/docs/reference/architecture');
  await page.goto('/category/connectors');
  await expect(cards(page).filter({ hasText: 'PostgreSQL' }).first()).toHaveAttribute(
    'href',
    '/docs/reference/connectors/postgres',
  );
  await expect(page.locator('main a[href="/docs/reference/connectors/template"]')).toHaveCount(0);
});

test('category pages are reachable from the docs sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/using/concepts');
  await expect(page.locator('aside a[href="/category/using-sandgarden"]').first()).toBeAttached();
  await expect(page.locator('aside a[href="/category/getting-started"]').first()).toBeAttached();
});
