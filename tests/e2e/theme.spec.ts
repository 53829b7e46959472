import { expect, test, type Page } from '@playwright/test';
import { site } from '../../site.config';
import { SIDEBAR_LINK_CLASSES } from '../../scripts/patch-sidebar-links';

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

test.describe('sidebar links', () => {
  // The theme's own classes for a sidebar link, which scripts/patch-sidebar-links.ts renames.
  const themeClasses = `${SIDEBAR_LINK_CLASSES.link} ${SIDEBAR_LINK_CLASSES.inactive}`.replaceAll('", "', ' ');
  const PROPS = ['display', 'padding', 'font-size', 'line-height', 'border-radius', 'color', 'background-color', 'cursor', 'word-break', 'transition-property', 'border-width'];

  /** Computed styles of a real inactive link and of a twin carrying the theme's original classes. */
  async function linkAndTwin(page: Page, hover: 'none' | 'link' | 'twin') {
    await page.evaluate((classes) => {
      document.getElementById('sg-twin')?.remove();
      const real = document.querySelector('aside.nextra-sidebar li:not(.active) > a.sg-sidebar-inactive')!;
      const twin = real.cloneNode(true) as HTMLElement;
      twin.id = 'sg-twin';
      twin.className = `x:focus-visible:nextra-focus ${classes}`;
      real.parentElement!.append(twin);
      real.id = 'sg-real';
    }, themeClasses);
    if (hover !== 'none') await page.locator(hover === 'link' ? '#sg-real' : '#sg-twin').hover();
    return page.evaluate((props) => ['#sg-real', '#sg-twin'].map((id) => {
      const element = document.querySelector(id)!;
      // Colours ease in over a transition: read them where it ends.
      for (const animation of element.getAnimations()) animation.finish();
      const style = getComputedStyle(element);
      return props.map((p) => `${p}: ${style.getPropertyValue(p)}`);
    }), PROPS);
  }

  test('look as the theme draws them, in both themes and on hover', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      const [link, twin] = await linkAndTwin(page, 'none');
      expect(link, `at rest, ${dark ? 'dark' : 'light'}`).toEqual(twin);
      const [hovered] = await linkAndTwin(page, 'link');
      const [, twinHovered] = await linkAndTwin(page, 'twin');
      expect(hovered, `hovered, ${dark ? 'dark' : 'light'}`).toEqual(twinHovered);
      expect(hovered).not.toEqual(link);
    }
  });
});
