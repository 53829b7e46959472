import { expect, test } from '@playwright/test';

test('an unlisted page shows the notice, asks robots to stay away and is absent from the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/hidden');
  await expect(page.getByRole('heading', { level: 1, name: 'Troubleshooting a local director' })).toBeVisible();
  await expect(page.getByText('Unlisted page.')).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('aside a[href="/docs/hidden"]')).toHaveCount(0);
  await expect(page.locator('aside a[href="/docs/changelog"]').first()).toBeAttached();
});

test('an unlisted page stays off the tag pages of its tags', async ({ page }) => {
  await page.goto('/tags/wip');
  await expect(page.locator('main a[href="/docs/changelog"]')).toBeVisible();
  await expect(page.locator('main a[href="/docs/hidden"]')).toHaveCount(0);
});

test('a listed page has no unlisted notice and no robots ban', async ({ page }) => {
  await page.goto('/docs/using/workflow-lifecycle');
  await expect(page.getByText('Unlisted page.')).toHaveCount(0);
  await expect(page.locator('head meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('the lifecycle diagram shows as an image', async ({ page }) => {
  await page.goto('/docs/using/workflow-lifecycle');
  await expect(page.locator('main figure.sg-diagram img:visible').first()).toBeVisible();
});
