import { expect, test, type Page } from '@playwright/test';

async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to Content');
  await page.keyboard.press('Enter');
}

const focusIsInMain = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return !!main && (document.activeElement === main || main.contains(document.activeElement));
  });

for (const path of ['/docs/using/concepts', '/api', '/cli']) {
  test(`the skip link moves keyboard focus into the main content on ${path}`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await skipToContent(page);
    await expect.poll(() => focusIsInMain(page)).toBe(true);
  });
}

test('the skip link still works after a client-side navigation', async ({ page }) => {
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Architecture', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
  await page.getByRole('link', { name: 'Skip to Content' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusIsInMain(page)).toBe(true);
});
