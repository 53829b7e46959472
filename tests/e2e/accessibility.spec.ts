import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { missingReason, pageKinds } from '../../tools/lib/page-kinds';
import { openIn, themes } from './open-in-theme';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

test.describe('no axe violations (WCAG 2.0-2.2 A and AA, best practices)', () => {
  for (const kind of pageKinds) {
    for (const theme of themes) {
      for (const viewport of viewports) {
        test(`${kind.kind} (${kind.path}), ${theme} theme, ${viewport.name}`, async ({ page }) => {
          expect(missingReason(kind), `the ${kind.kind} page ${kind.path} is exported`).toBeNull();
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await openIn(page, kind.path, theme);
          const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
          const violations = results.violations.map(
            (violation) =>
              `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
                .slice(0, 5)
                .map((node) => node.target.join(' '))
                .join(' | ')}`,
          );
          expect(violations).toEqual([]);
        });
      }
    }
  }
});

test('the logo link and the search field are named by the text they show (WCAG 2.5.3)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: 'Sandgarden Docs', exact: true }).first()).toHaveAttribute('href', '/');
  const field = page.locator('[data-search-trigger="field"]:visible');
  await expect(field).toHaveAccessibleName(/^Search documentation… (Ctrl|⌘) K$/);
});

test('"CLI commands" on an API page are drawn as links: link colour and underline, unlike plain code', async ({
  page,
}) => {
  await page.goto('/api/start-run', { waitUntil: 'networkidle' });
  // The list follows its heading, inside the wrapper that keeps it out of search.
  const list = page.locator('h2#cli-commands + ul, h2#cli-commands + div > ul');
  const link = list.getByRole('link').first();
  await expect(link).toBeVisible();
  const looks = await link.evaluate((a) => {
    const code = a.querySelector('code')!;
    const body = getComputedStyle(document.querySelector('main p')!);
    const own = getComputedStyle(a);
    return {
      underline: own.textDecorationLine,
      codeColor: getComputedStyle(code).color,
      bodyColor: body.color,
      linkColor: own.color,
    };
  });
  expect(looks.underline).toBe('underline');
  expect(looks.codeColor).toBe(looks.linkColor);
  expect(looks.linkColor).not.toBe(looks.bodyColor);
});

/**
 * Every visible control on the page, in DOM order, each tagged so focus stops can name it, with
 * its outline and shadow at rest (a focus indicator must change one of them).
 */
function visibleControls(page: Page): Promise<{ controls: Array<{ label: string; rest: string }>; tabbable: number }> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const all = [...document.querySelectorAll<HTMLElement>(selector)];
    const controls = all.filter((el) => {
      if (el.closest('[inert], [aria-hidden="true"]') || el.tabIndex < 0) return false;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    // Links in a collapsed sidebar folder are hidden yet tabbable: the theme opens the folder when
    // focus enters it. They count as stops, so the walk is bounded by every tabbable element.
    const tabbable = all.filter((el) => el.tabIndex >= 0 && !el.closest('[inert]')).length;
    return {
      tabbable,
      controls: controls.map((el, i) => {
        el.dataset.kbd = String(i);
        const style = getComputedStyle(el);
        return {
          label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
          rest: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`,
        };
      }),
    };
  });
}

/** The control holding focus, and how its outline and shadow look now. */
function focusStop(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      id: el.dataset.kbd ?? null,
      label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      now: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`,
      indicator: hasOutline || hasShadow,
    };
  });
}

test.describe('keyboard', () => {
  for (const kind of pageKinds) {
    test(`${kind.kind} (${kind.path}): Tab reaches every control, and focus is visible on each`, async ({ page }) => {
      expect(missingReason(kind), `the ${kind.kind} page ${kind.path} is exported`).toBeNull();
      await page.setViewportSize({ width: 1280, height: 800 });
      // A reference page has 200+ focus stops, each a key press and a read of the focused element.
      test.setTimeout(180_000);
      await page.goto(kind.path, { waitUntil: 'networkidle' });
      const { controls, tabbable } = await visibleControls(page);
      const reached = new Set<string>();
      const noIndicator: string[] = [];
      // Tab until focus leaves the page or comes back round; a page has fewer stops than this.
      for (let stop = 0; stop < tabbable + 20; stop++) {
        await page.keyboard.press('Tab');
        const focused = await focusStop(page);
        if (!focused) break;
        if (focused.id !== null) {
          if (reached.has(focused.id)) break;
          reached.add(focused.id);
        }
        // A focus indicator is an outline or ring that the control does not show at rest.
        const rest = focused.id === null ? null : controls[Number(focused.id)]!.rest;
        if (!focused.indicator || focused.now === rest) noIndicator.push(focused.label);
      }
      const unreached = controls.filter((_, i) => !reached.has(String(i))).map((control) => control.label);
      expect(unreached, 'controls Tab never reaches').toEqual([]);
      expect(noIndicator, 'focus stops without a visible focus indicator').toEqual([]);
    });
  }

  test('the theme switch works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
    const themeSwitch = page.locator('button[title="Change theme"]:visible');
    await themeSwitch.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('option', { name: 'Dark' })).toBeVisible();
    // The list opens on the current choice (Light); the next option is Dark.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
