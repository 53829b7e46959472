import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { missingReason, pageKinds } from '../../tools/lib/page-kinds';
import { expectLinksInTextMarked } from './links-in-text';
import { openIn, themes } from './open-in-theme';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Resizes the page and waits until the layout for the new width has settled (no transition running). */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const settling = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(settling.map((a) => a.finished.catch(() => undefined)));
  });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(violations).toEqual([]);
}

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

/** A control that took focus, and how its outline and shadow look once focused; null when focus left the page. */
type FocusStop = { id: string | null; label: string; now: string; indicator: boolean } | null;

/**
 * Records every focus stop in the page as it happens, so a Tab costs one key press and the stops
 * are read in batches. A stop's look is read once its focus transitions have run to their end, as
 * the reader sees it while focus rests there.
 */
function recordFocusStops(page: Page) {
  return page.evaluate(() => {
    const stops: FocusStop[] = [];
    (window as unknown as { focusStops: FocusStop[] }).focusStops = stops;
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      for (const animation of el.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
      const style = getComputedStyle(el);
      const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      stops.push({
        id: el.dataset.kbd ?? null,
        label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        now: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`,
        indicator: hasOutline || hasShadow,
      });
    });
    // Focus leaving for nowhere (no element takes it) ends the walk, as focus on the body does.
    document.addEventListener('focusout', (event) => {
      if (!event.relatedTarget) stops.push(null);
    });
  });
}

/** The walk's stops up to where focus leaves the page or comes back round to a control it reached. */
function walkUntilItEnds(stops: FocusStop[], limit: number) {
  const reached = new Set<string>();
  const walk: Array<NonNullable<FocusStop>> = [];
  for (const focused of stops.slice(0, limit)) {
    if (!focused) return { reached, walk, ended: true };
    if (focused.id !== null) {
      if (reached.has(focused.id)) return { reached, walk, ended: true };
      reached.add(focused.id);
    }
    walk.push(focused);
  }
  return { reached, walk, ended: false };
}

async function expectTabReachesEveryControlWithVisibleFocus(page: Page) {
  const { controls, tabbable } = await visibleControls(page);
  await recordFocusStops(page);
  // Tab until focus leaves the page or comes back round; a page has fewer stops than this.
  const limit = tabbable + 20;
  let result = walkUntilItEnds([], limit);
  for (let pressed = 0; pressed < limit && !result.ended; ) {
    const batch = Math.min(25, limit - pressed);
    // The presses of a batch are sent without waiting for each other: they are the same key, so
    // their order cannot matter, and the recorder sees every stop they make.
    await Promise.all(Array.from({ length: batch }, () => page.keyboard.press('Tab')));
    pressed += batch;
    const stops = await page.evaluate(() => (window as unknown as { focusStops: FocusStop[] }).focusStops);
    result = walkUntilItEnds(stops, limit);
  }
  // A focus indicator is an outline or ring that the control does not show at rest.
  const noIndicator = result.walk
    .filter(
      (focused) =>
        !focused.indicator || focused.now === (focused.id === null ? null : controls[Number(focused.id)]!.rest),
    )
    .map((focused) => focused.label);
  const unreached = controls.filter((_, i) => !result.reached.has(String(i))).map((control) => control.label);
  expect(unreached, 'controls Tab never reaches').toEqual([]);
  expect(noIndicator, 'focus stops without a visible focus indicator').toEqual([]);
}

/** Checks that only read a page, made in the visit of its kind (light theme, desktop) before axe runs. */
const readOnlyChecks: Record<string, Array<{ name: string; check: (page: Page) => Promise<void> }>> = {
  '/docs/using/concepts': [
    {
      name: 'the logo link and the search field are named by the text they show (WCAG 2.5.3)',
      check: async (page) => {
        await expect(page.getByRole('link', { name: 'Sandgarden Docs', exact: true }).first()).toHaveAttribute(
          'href',
          '/',
        );
        const field = page.locator('[data-search-trigger="field"]:visible');
        await expect(field).toHaveAccessibleName(/^Search documentation… (Ctrl|⌘) K$/);
      },
    },
  ],
  '/api/start-run': [
    {
      name: '"CLI commands" on an API page are drawn as links: link colour and underline, unlike plain code',
      check: async (page) => {
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
      },
    },
  ],
};

// One visit per page kind and theme makes every check of that kind: links in running text told
// apart by more than colour (links-in-text.ts), axe (WCAG 2.0-2.2 A and AA, best practices) at desktop width, then at phone width (the mobile menu and layout are other
// markup), and in the light theme the checks that read the page and the keyboard walk, last as it
// moves focus and opens folders.
for (const kind of pageKinds) {
  for (const theme of themes) {
    const extra = theme === 'light' ? '; Tab reaches every control, and focus is visible on each' : '';
    test(`${kind.kind} (${kind.path}), ${theme} theme: links in text marked, no axe violations, desktop and mobile${extra}`, async ({
      page,
    }) => {
      // A reference page has 200+ focus stops.
      test.setTimeout(180_000);
      expect(missingReason(kind), `the ${kind.kind} page ${kind.path} is exported`).toBeNull();
      await page.setViewportSize(desktop);
      await openIn(page, kind.path, theme);
      if (theme === 'light') {
        for (const { name, check } of readOnlyChecks[kind.path] ?? []) await test.step(name, () => check(page));
      }
      await test.step('links in running text are told apart by more than colour', () => expectLinksInTextMarked(page));
      await test.step('no axe violations, desktop', () => expectNoAxeViolations(page));
      await test.step('no axe violations, mobile', async () => {
        await resize(page, mobile);
        await expectNoAxeViolations(page);
      });
      if (theme === 'light') {
        await test.step('Tab reaches every control, and focus is visible on each', async () => {
          await resize(page, desktop);
          await expectTabReachesEveryControlWithVisibleFocus(page);
        });
      }
    });
  }
}

test('the theme switch works from the keyboard', async ({ page }) => {
  await page.setViewportSize(desktop);
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
