import { expect, test, type Locator, type Page } from '@playwright/test';

// The request samples of an operation page: every language comes highlighted, the copy button
// covers no code, and the language tabs either fit their panel or show that there are more.

const tabLists = (page: Page) => page.getByRole('tablist', { name: 'Sample language' });
const shownPanel = (page: Page) => page.locator('[role="tabpanel"][data-sample]:not([hidden])').first();

/** The distinct colours the code's tokens are drawn in (one colour: plain text). */
function tokenColours(panel: Locator): Promise<string[]> {
  return panel.evaluate((el) => {
    const code = el.querySelector('pre code');
    if (!code) return [];
    const colours = new Set([getComputedStyle(code).color]);
    for (const span of code.querySelectorAll('span'))
      if ((span.textContent ?? '').trim()) colours.add(getComputedStyle(span).color);
    return [...colours];
  });
}

/** The boxes of the code's first line and of every button over the block, in window coordinates. */
function firstLineAndButtons(panel: Locator) {
  return panel.evaluate((el) => {
    const code = el.querySelector('pre code')!;
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let started = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!started) {
        const first = text.search(/\S/);
        if (first < 0) continue;
        range.setStart(node, first);
        started = true;
      }
      const end = text.indexOf('\n', started && range.startContainer === node ? range.startOffset : 0);
      if (end >= 0) {
        range.setEnd(node, end);
        break;
      }
      range.setEnd(node, text.length);
    }
    const line = [...range.getClientRects()]
      .filter((r) => r.width > 0)
      .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom }));
    const buttons = [...el.querySelectorAll('button')].map((b) => {
      const r = b.getBoundingClientRect();
      return {
        name: b.title || b.textContent || '',
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
        opacity: getComputedStyle(b.parentElement!).opacity,
      };
    });
    return { line, buttons };
  });
}

const overlaps = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px every sample language is highlighted, its copy button clear of the code`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/api/create-step', { waitUntil: 'networkidle' });
    const tabs = tabLists(page).first().getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(10);
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const name = (await tab.textContent())!.trim();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const panel = shownPanel(page);
      await expect(panel.locator('pre code')).toBeVisible();
      expect((await tokenColours(panel)).length, `${name}: tokens in several colours`).toBeGreaterThanOrEqual(3);
      await expect(panel.getByRole('button', { name: 'Copy code' })).toBeVisible();
      const { line, buttons } = await firstLineAndButtons(panel);
      expect(line.length, `${name}: the first line is drawn`).toBeGreaterThan(0);
      for (const button of buttons) {
        expect(Number(button.opacity), `${name}: "${button.name}" shows without hover`).toBe(1);
        for (const box of line)
          expect(overlaps(button, box), `${name}: "${button.name}" covers the first line`).toBe(false);
      }
    }
  });

  test(`at ${viewport.width} px the language tabs fit their panel or show that there are more`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/api/create-step');
    const list = tabLists(page).first();
    await expect(list).toBeVisible();
    const strip = await list.evaluate((el) => {
      const card = el.closest('section')!.getBoundingClientRect();
      const tabs = [...el.querySelectorAll('[role="tab"]')].map((t) => t.getBoundingClientRect());
      const style = getComputedStyle(el);
      return {
        scrolls: el.scrollWidth > el.clientWidth + 1,
        cue: style.maskImage !== 'none' || style.webkitMaskImage !== 'none' || el.hasAttribute('data-overflow'),
        outside: tabs.filter((t) => t.left < card.left - 0.5 || t.right > card.right + 0.5).length,
      };
    });
    if (strip.scrolls) expect(strip.cue, 'a strip that scrolls shows a cue at its edge').toBe(true);
    else expect(strip.outside, 'every tab inside the panel').toBe(0);
  });
}
