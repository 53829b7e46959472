import { expect, test, type Page } from '@playwright/test';
import { openIn, themes } from './open-in-theme';

// On a 390 px phone: a CLI flag's description is readable without scrolling sideways, an API
// operation's description and parameters come before its samples, and the home page's title
// breaks between words, never inside one.

const PHONE = { width: 390, height: 844 };

/** Elements of the page's CLI flag and argument tables that reach past the window's left or right edge. */
function tableOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const tables = [...document.querySelectorAll('main table')].filter((t) =>
      t.querySelector('tr[id^="flag-"], tr[id^="arg-"]'),
    );
    for (const table of tables) {
      for (const el of [table, ...table.querySelectorAll('*')]) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
          const row = el.closest('tr')?.id ?? 'table';
          out.push(`${row} ${el.tagName.toLowerCase()} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
        }
      }
    }
    return out;
  });
}

for (const path of ['/cli/sand/runs/start', '/cli/sand/steps/push/docker', '/cli/sand/connectors/create/pinecone']) {
  test(`${path} at 390 px: every flag and its description fit the screen, without sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto(path);
    expect(response?.status(), `${path} is exported`).toBe(200);
    // The global flags too, folded away at first.
    for (const summary of await page.locator('main details > summary').all()) await summary.click();
    const rows = page.locator('main tr[id^="flag-"]');
    expect(await rows.count(), `${path} lists flags`).toBeGreaterThan(3);
    expect(await tableOverflow(page)).toEqual([]);
    const descriptions = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = tr.querySelectorAll('td');
        const box = cells[cells.length - 1]!.getBoundingClientRect();
        return { flag: tr.id, left: box.left, right: box.right, width: box.width };
      }),
    );
    for (const d of descriptions) {
      expect(d.left, `${d.flag}'s description starts on screen`).toBeGreaterThanOrEqual(0);
      expect(d.right, `${d.flag}'s description ends on screen`).toBeLessThanOrEqual(PHONE.width);
      // Readable: most of the screen's width, not a sliver beside the flag's name.
      expect(d.width, `${d.flag}'s description is wide enough to read`).toBeGreaterThan(PHONE.width / 2);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
}

test('an API operation at 390 px: its description and parameters come before the samples', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/api/list-runs');
  const aside = page.getByRole('complementary', { name: 'Request and response examples' });
  const samples = aside.getByRole('tablist', { name: 'Sample language' });
  await expect(samples).toBeVisible();
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
  const description = page.locator('main > .sg-markdown').first();
  await expect(description).toBeVisible();
  const parameters = page.getByRole('heading', { level: 2, name: /^Parameters/ });
  expect(await top(description)).toBeLessThan(await top(aside));
  expect(await top(parameters)).toBeLessThan(await top(aside));
  // The samples still come before the request body and the responses.
  expect(await top(aside)).toBeLessThan(await top(page.getByRole('heading', { level: 2, name: /^Responses/ })));
});

test('an API operation at 1280 px keeps its samples beside the reference, from the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/api/list-runs');
  const aside = page.getByRole('complementary', { name: 'Request and response examples' });
  const box = (await aside.boundingBox())!;
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(box.y).toBeLessThan(title.y + 100);
  expect(box.x).toBeGreaterThan(title.x + 300);
});

/** The words of an element's text that the browser drew on more than one line. */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  }, selector);
}

test("the home page's title breaks between words at 390 px and 320 px, and fits the screen", async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const title = page.locator('main h1').first();
    await expect(title).toBeVisible();
    expect(await brokenWords(page, 'main h1'), `at ${width} px`).toEqual([]);
    const box = (await title.boundingBox())!;
    expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
  }
});

/** The `--flags` in the page's code (inline and blocks) that the browser drew on more than one line. */
function brokenFlags(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const code of document.querySelectorAll('main code')) {
      // The code's text nodes with where each starts, so a flag split over nodes is still one range.
      const nodes: Array<{ node: Text; start: number }> = [];
      let text = '';
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        nodes.push({ node, start: text.length });
        text += node.data;
      }
      const at = (offset: number, end: boolean) => {
        const hit = nodes.findLast((n) => (end ? n.start < offset : n.start <= offset))!;
        return [hit.node, offset - hit.start] as const;
      };
      for (const match of text.matchAll(/(?<![\w-])--[A-Za-z0-9][\w-]*/g)) {
        const range = document.createRange();
        range.setStart(...at(match.index, false));
        range.setEnd(...at(match.index + match[0].length, true));
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('a --flag in code never breaks across lines on a phone, in a table, a sentence or a wrapped block', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/docs/reference/connectors/pinecone');
  await expect(page.locator('main code', { hasText: '--provider-api-key' }).first()).toBeVisible();
  // Code blocks as their word-wrap button leaves them.
  await page.addStyleTag({ content: 'main pre { white-space: pre-wrap !important; }' });
  for (const width of [320, 340, 360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await brokenFlags(page), `at ${width} px`).toEqual([]);
  }
  // What a reader copies is the flag as written.
  expect(await page.locator('main td code', { hasText: '--provider-api-key' }).first().textContent()).toBe(
    '--provider-api-key',
  );
});

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const theme of themes) {
    test(`a code block's copy button shows without a hover, on a background of its own, above the code (${theme})`, async ({
      page,
    }) => {
      await openIn(page, '/docs/reference/connectors/pinecone', theme);
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      const block = page.locator('main pre.sg-pre', { hasText: 'sand connectors create pinecone' });
      const copy = block.getByRole('button', { name: 'Copy code' });
      await expect(copy).toBeVisible();
      const look = await copy.evaluate((button) => {
        // Any CSS colour (the theme writes lab() and oklch()) as sRGB, through a canvas.
        const rgba = (colour: string) => {
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.fillStyle = colour;
          ctx.fillRect(0, 0, 1, 1);
          return [...ctx.getImageData(0, 0, 1, 1).data];
        };
        const own = getComputedStyle(button);
        const strip = getComputedStyle(button.parentElement!);
        return {
          opacity: Number(strip.opacity),
          background: rgba(own.backgroundColor),
          colour: rgba(own.color),
          css: `${own.color} on ${own.backgroundColor}`,
        };
      });
      expect(look.opacity).toBe(1);
      // An opaque background, and its icon in contrast with it.
      expect(look.background[3], look.css).toBe(255);
      const lightness = (c: number[]) => (c[0] + c[1] + c[2]) / 3;
      expect(Math.abs(lightness(look.background) - lightness(look.colour)), look.css).toBeGreaterThan(100);
      // The button covers no code: it sits above the first line.
      const button = (await copy.boundingBox())!;
      const firstLine = await block.locator('code').evaluate((code) => {
        const range = document.createRange();
        range.selectNodeContents(code);
        return range.getClientRects()[0]!.top;
      });
      expect(button.y + button.height).toBeLessThanOrEqual(firstLine + 1);
    });
  }
});

test("on a phone, a CLI page's menu names the CLI reference and lists the command groups, folded but the page's own", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/cli/sand/runs/start');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.locator('aside.nextra-mobile-nav');
  await expect(drawer.getByRole('link', { name: 'CLI reference' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Overview', exact: true })).toHaveCount(0);
  // A link shows when every folder around it is open (a folded one keeps its links, hidden).
  const shown = await drawer.evaluate((nav) =>
    [...nav.querySelectorAll('a')]
      .filter((a) => {
        for (let li = a.parentElement!.parentElement!.closest('li'); li; li = li.parentElement!.closest('li'))
          if (!li.classList.contains('open')) return false;
        return true;
      })
      .map((a) => a.textContent!.trim()),
  );
  // The groups, the open group's commands, and the rest of the menu: not every command of sand.
  expect(shown).toContain('sand connectors');
  expect(shown).toContain('sand runs start');
  expect(shown).not.toContain('sand connectors create pinecone');
  expect(shown.length, shown.join(', ')).toBeLessThan(40);
});

test("on a phone, a docs page's menu lists Docs, API and CLI first, in view without scrolling past the docs", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/docs/using/concepts');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.locator('aside.nextra-mobile-nav');
  await expect(drawer.getByRole('link', { name: 'Concepts' })).toBeVisible();
  // The menu's top level (a folder's entries are in a list of their own).
  const entries = drawer.locator('ul').first().locator(':scope > li > :is(a, button)');
  const first = await entries.evaluateAll((els) => els.slice(0, 3).map((el) => el.textContent!.trim()));
  expect(first).toEqual(['Docs', 'API', 'CLI']);
  for (const section of ['Docs', 'API', 'CLI'])
    await expect(entries.filter({ hasText: new RegExp(`^${section}$`) })).toBeInViewport({ ratio: 1 });
});

test('on a wide screen the docs sidebar still begins with the docs and lists no section tab', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/reference/connectors/s3');
  const sidebar = page.locator('aside.nextra-sidebar');
  const entries = await sidebar
    .locator('ul li > :is(a, button)')
    .evaluateAll((els) => els.map((el) => el.textContent!.trim()));
  expect(entries[0]).toBe('Introduction');
  expect(entries).not.toContain('API');
  expect(entries).not.toContain('CLI');
  expect(entries.at(-1)).toBe('Changelog');
});
