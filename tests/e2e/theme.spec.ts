import { expect, test, type Page } from '@playwright/test';
import { site } from '../../site.config';

const htmlTheme = (page: Page) =>
  page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));

test.describe('colour theme', () => {
  test.use({ colorScheme: 'dark' });

  test('is light by default even when the system prefers dark', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    expect(await htmlTheme(page)).toBe('light');
  });

  test('the chosen theme persists across reloads', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    await page.locator('button[title="Change theme"]:visible').click();
    await page.getByRole('option', { name: 'Dark' }).click();
    expect(await htmlTheme(page)).toBe('dark');
    await page.reload();
    expect(await htmlTheme(page)).toBe('dark');
    await page.goto('/api');
    expect(await htmlTheme(page)).toBe('dark');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.nextra-banner');

  test('stays dismissed after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(site.banner.text);
    await bar(page).getByRole('button').click();
    await expect(bar(page)).toBeHidden();
    await page.reload();
    await expect(bar(page)).toBeHidden();
  });

  test('shows again when its id changes (a dismissal under an older id does not hide it)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sandgarden-banner-previous-announcement', '1'));
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button').click();
    expect(await page.evaluate((id) => localStorage.getItem(id), site.banner.id)).not.toBeNull();
  });
});

test.describe('responsive layout', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
  const desktopSidebar = (page: Page) => page.locator('aside.nextra-sidebar');

  test('996 px wide is mobile: a menu button, no sidebar column', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/docs/using/concepts');
    await expect(menuButton(page)).toBeVisible();
    await expect(desktopSidebar(page)).toBeHidden();
  });

  test('997 px wide is desktop: the sidebar column, no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto('/docs/using/concepts');
    await expect(menuButton(page)).toBeHidden();
    await expect(desktopSidebar(page)).toBeVisible();
  });

  test('the mobile menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/docs/using/concepts');
    const drawer = page.locator('aside.nextra-mobile-nav');
    // The closed drawer stays in the DOM, moved off-screen.
    const onScreen = async () => {
      const box = await drawer.boundingBox();
      return !!box && box.y + box.height > 0 && box.y < 800 && box.x + box.width > 0 && box.x < 400;
    };
    expect(await onScreen()).toBe(false);
    await menuButton(page).click();
    await expect.poll(onScreen).toBe(true);
    await expect(drawer.getByRole('link', { name: 'Concepts' })).toBeVisible();
    await menuButton(page).click();
    await expect.poll(onScreen).toBe(false);
  });
});
