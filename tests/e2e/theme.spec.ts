import { expect, test, type Locator, type Page } from '@playwright/test';
import { site } from '../../site.config';
import { SIDEBAR_LINK_CLASSES } from '../../tools/install/patch-sidebar-links';

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

test.describe('theme on load', () => {
  // next-themes applies the stored theme again after hydration, under a `* { transition: none }`
  // sheet that restyles every element (tools/install/patch-next-themes.ts): patched out when <html>
  // already has the theme, so the sheet appears only for a real switch.
  const countNoTransitionSheets = () => {
    (window as unknown as { sgSheets: number }).sgSheets = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.nodeName === 'STYLE' && /transition:\s*none/.test(node.textContent ?? ''))
            (window as unknown as { sgSheets: number }).sgSheets++;
    }).observe(document, { childList: true, subtree: true });
  };
  const sheets = (page: Page) => page.evaluate(() => (window as unknown as { sgSheets: number }).sgSheets);

  for (const stored of [null, 'dark'] as const) {
    test(`a page loaded in the ${stored ?? 'default'} theme is not restyled to apply it again; a switch still is`, async ({
      page,
    }) => {
      if (stored) await page.addInitScript((theme) => localStorage.setItem('theme', theme), stored);
      await page.addInitScript(countNoTransitionSheets);
      await page.goto('/api/start-run');
      // The switch answers once the page has hydrated, after next-themes' mount effect ran.
      await page.locator('button[title="Change theme"]:visible').click();
      expect(await sheets(page), 'sheets inserted while loading').toBe(0);
      const other = stored === 'dark' ? 'Light' : 'Dark';
      await page.getByRole('option', { name: other }).click();
      expect(await htmlTheme(page)).toBe(other.toLowerCase());
      expect(await sheets(page), 'sheets inserted by the switch').toBe(1);
    });
  }
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

  // components/BannerHeight.tsx: the bar's height is written while the page is parsed, so the
  // theme's observer, after hydration, finds it set and restyles nothing.
  for (const [width, dismissed] of [
    [390, false],
    [1280, false],
    [1280, true],
  ] as const) {
    test(`its height is recorded before the page is styled in full (${width} px${dismissed ? ', dismissed' : ''})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      if (dismissed) await page.addInitScript((id) => localStorage.setItem(id, '1'), site.banner.id);
      await page.addInitScript(() => {
        const writes: string[] = [];
        (window as unknown as { sgWrites: string[] }).sgWrites = writes;
        const setProperty = CSSStyleDeclaration.prototype.setProperty;
        CSSStyleDeclaration.prototype.setProperty = function (name: string, value: string | null, priority?: string) {
          if (name === '--nextra-banner-height')
            writes.push(`${this.getPropertyValue(name) || '(unset)'} -> ${value} ${document.readyState}`);
          return setProperty.call(this, name, value, priority);
        };
      });
      await page.goto('/api/start-run');
      const writes = () => page.evaluate(() => (window as unknown as { sgWrites: string[] }).sgWrites);
      // The theme's observer writes once the page has hydrated.
      await expect.poll(async () => (await writes()).length, { message: 'the observer ran' }).toBeGreaterThan(1);
      const height = `${await bar(page).evaluate((el) => el.getBoundingClientRect().height)}px`;
      if (dismissed) expect(height).toBe('0px');
      const [first, ...later] = await writes();
      // First the script, while the document is loading; then the observer, finding it set.
      expect(first).toBe(`(unset) -> ${height} loading`);
      for (const write of later) expect(write).toMatch(new RegExp(`^${height} -> ${height} `));
    });
  }

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
  // The theme's own classes for a sidebar link, which tools/install/patch-sidebar-links.ts renames.
  const themeClasses = `${SIDEBAR_LINK_CLASSES.link} ${SIDEBAR_LINK_CLASSES.inactive}`.replaceAll('", "', ' ');
  const PROPS = [
    'display',
    'padding',
    'font-size',
    'line-height',
    'border-radius',
    'color',
    'background-color',
    'cursor',
    'word-break',
    'transition-property',
    'border-width',
  ];

  /** A link with the theme's own classes, outside React's tree so no re-render takes it away. */
  async function twin(page: Page) {
    await page.evaluate((classes) => {
      if (document.getElementById('sg-twin')) return;
      const box = document.createElement('ul');
      box.style.cssText = 'position: fixed; top: 50%; left: 50%; z-index: 100; list-style: none';
      box.innerHTML = `<li><a id="sg-twin" href="#twin" class="x:focus-visible:nextra-focus ${classes}">A link</a></li>`;
      document.body.append(box);
    }, themeClasses);
    return page.locator('#sg-twin');
  }

  /** The computed style of a link, where its colour transition ends. */
  const styleOf = (link: Locator) =>
    link.evaluate((element, props) => {
      for (const animation of element.getAnimations()) animation.finish();
      const style = getComputedStyle(element);
      return props.map((p) => `${p}: ${style.getPropertyValue(p)}`);
    }, PROPS);

  test('look as the theme draws them, in both themes and on hover', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    const real = page
      .locator('aside.nextra-sidebar li:not(.active) > a.sg-sidebar-inactive')
      .filter({ visible: true })
      .first();
    for (const dark of [false, true]) {
      const theme = dark ? 'dark' : 'light';
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await page.mouse.move(0, 0);
      // Until the theme script has settled, a `transition: none` rule of its own (next-themes'
      // disableTransitionOnChange) may still be on the page for one of the two reads.
      let rest: string[] = [];
      await expect(async () => {
        rest = await styleOf(real);
        expect(rest, `at rest, ${theme}`).toEqual(await styleOf(await twin(page)));
      }).toPass({ timeout: 5_000 });
      await real.hover();
      const hovered = await styleOf(real);
      await (await twin(page)).hover();
      expect(hovered, `hovered, ${theme}`).toEqual(await styleOf(await twin(page)));
      expect(hovered, `hover changes the look, ${theme}`).not.toEqual(rest);
    }
  });
});
