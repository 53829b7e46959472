import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { DOCS_VERSIONS, PREFERRED_VERSION_KEY } from '../../components/docs/docs-versions';

/** Diagram images load lazily, as they near the viewport: a tall viewport shows them all. */
const TALL = { width: 1280, height: 16000 };

/** The page's ```mermaid blocks and their accTitle lines, read from its MDX source. */
function mermaidBlocks(route: string): { count: number; titles: string[] } {
  const text = fs.readFileSync(path.join('content', `${route}.mdx`), 'utf8');
  return {
    count: (text.match(/^```mermaid\s*$/gm) ?? []).length,
    titles: [...text.matchAll(/^\s*accTitle:\s*(.+?)\s*$/gm)].map((m) => m[1]),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The diagrams as the reader sees them: the image of the current colour theme. */
const diagrams = (page: Page) => page.locator('main figure.sg-diagram img:visible');

const useTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((value) => localStorage.setItem('theme', value), theme);

/**
 * Mean relative luminance (0 black … 1 white) of an image's opaque pixels: its shapes and text.
 * NaN, which passes no comparison, while the image has not loaded or shows nothing opaque, so
 * `expect.poll` asks again instead of failing on an empty canvas or passing on an empty image.
 */
const imageLuminance = (page: Page) =>
  diagrams(page)
    .first()
    .evaluate((img: HTMLImageElement) => {
      if (!img.complete || img.naturalWidth === 0) return NaN;
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      let sum = 0;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] < 200) continue;
        sum += 0.2126 * linear(data[i]) + 0.7152 * linear(data[i + 1]) + 0.0722 * linear(data[i + 2]);
        count++;
      }
      return count ? sum / count : NaN;
    });

test.describe('mermaid diagrams', () => {
  test.use({ viewport: TALL });

  for (const route of [
    '/docs/reference/architecture',
    '/docs/reference/test-suites',
    '/docs/reference/test-suite-lifecycle',
  ]) {
    test(`every diagram on ${route} shows as an image drawn at build time, its accTitle as its text`, async ({
      page,
    }) => {
      const blocks = mermaidBlocks(route.slice(1));
      expect(blocks.count).toBeGreaterThan(0);
      const scripts: Promise<string>[] = [];
      const readScript = (response: Response) =>
        void (response.request().resourceType() === 'script' && scripts.push(response.text()));
      page.on('response', readScript);
      await page.goto(route, { waitUntil: 'networkidle' });
      await expect(diagrams(page)).toHaveCount(blocks.count);
      for (const [i, img] of (await diagrams(page).all()).entries()) {
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), 'the image loaded')
          .toBe(true);
        const box = await img.boundingBox();
        expect(box && box.width > 50 && box.height > 50, 'diagram has a visible size').toBe(true);
        // The image opens full size: its link points at the same file.
        expect(await img.evaluate((el: HTMLImageElement) => el.closest('a')?.getAttribute('href'))).toBe(
          await img.getAttribute('src'),
        );
        expect(await img.getAttribute('alt'), 'the text alternative starts with the accTitle').toMatch(
          new RegExp(`^${escapeRegExp(blocks.titles[i])}`),
        );
      }
      // No renderer: none of the scripts the page fetched holds Mermaid's code (its flowchart type's name).
      // Read no later script: its body could still be pending when the test ends, which fails it.
      page.off('response', readScript);
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies.filter((body) => body.includes('flowchart-v2'))).toHaveLength(0);
    });
  }

  test('a diagram shows in light and in dark, with the colours of each theme', async ({ page }) => {
    await useTheme(page, 'light');
    await page.goto('/docs/reference/architecture');
    await expect(diagrams(page).first()).toHaveAttribute('src', /\.light\.svg$/);
    await expect.poll(() => imageLuminance(page)).toBeGreaterThan(0.5);

    await useTheme(page, 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(diagrams(page).first()).toHaveAttribute('src', /\.dark\.svg$/);
    await expect.poll(() => imageLuminance(page)).toBeLessThan(0.5);
  });
});

test.describe('code highlighting', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`an hcl block is highlighted with several token colours (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/docs/reference/director-pool-aws');
      // The block under the main.tf title; Nextra marks no language on the rendered <pre>.
      const hcl = page.locator('pre', { hasText: 'resource "aws_ecs_service" "directors"' });
      await expect(hcl).toBeVisible();
      const colours = await hcl
        .locator('code span span')
        .evaluateAll((spans) => Array.from(new Set(spans.map((s) => getComputedStyle(s).color))));
      expect(colours.length, `token colours: ${colours.join(', ')}`).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe('preferred docs version', () => {
  const picker = (page: Page) => page.getByLabel('Preferred docs version');
  const previous = DOCS_VERSIONS[DOCS_VERSIONS.length - 1];

  test('the choice is stored, survives a reload and is shown as selected', async ({ page }) => {
    await page.goto('/docs/reference/versions');
    await expect(page.getByTestId('version-picker')).toHaveAttribute('data-ready', 'true');
    await expect(picker(page)).toHaveValue('latest');

    await picker(page).selectOption(previous.id);
    await expect(page.getByRole('status')).toHaveText(`Saved: ${previous.label}.`);
    await expect(page.getByTestId('version-picker')).toContainText(`sand update --version ${previous.release}`);
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe(previous.id);

    await page.reload();
    await expect(page.getByTestId('version-picker')).toHaveAttribute('data-ready', 'true');
    await expect(picker(page)).toHaveValue(previous.id);
    await expect(picker(page).locator('option:checked')).toHaveText(previous.label);
  });

  test('a stored version that no longer exists falls back to Latest', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '0.1'), PREFERRED_VERSION_KEY);
    await page.goto('/docs/reference/versions');
    await expect(page.getByTestId('version-picker')).toHaveAttribute('data-ready', 'true');
    await expect(picker(page)).toHaveValue('latest');
  });

  test('the picker works from the keyboard', async ({ page }) => {
    await page.goto('/docs/reference/versions');
    await expect(page.getByTestId('version-picker')).toHaveAttribute('data-ready', 'true');
    await picker(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(picker(page)).not.toHaveValue('latest');
    const chosen = await picker(page).inputValue();
    await page.reload();
    await expect(page.getByTestId('version-picker')).toHaveAttribute('data-ready', 'true');
    await expect(picker(page)).toHaveValue(chosen);
  });
});

test.describe('unlisted reference pages', () => {
  for (const route of ['/docs/reference/test-suite-lifecycle', '/docs/reference/connectors/template']) {
    test(`${route} is reachable but not in the sidebar`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator(`aside a[href="${route}"]`)).toHaveCount(0);
    });
  }
});

test('every connector page of the sidebar has the shared sections', async ({ browser, baseURL }) => {
  // The sidebar and the headings are in each page's HTML: read as served, without hydrating 16 pages.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/docs/reference/connectors/postgres');
  const links = await page
    .locator('aside.nextra-sidebar a[href^="/docs/reference/connectors/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  expect(links.length).toBe(16);
  for (const href of links) {
    await page.goto(href);
    const headings = await page.locator('main h2').allTextContents();
    expect(
      headings.map((h) => h.trim()),
      href,
    ).toEqual([
      'Before you start',
      'Fields',
      'Create the connector',
      'Use it from a step',
      'Change or rotate credentials',
      'Troubleshooting',
    ]);
  }
  await context.close();
});

test('the tabs of a hand-written page are in its HTML and switch with a click or the arrow keys', async ({
  page,
  browser,
  baseURL,
}) => {
  // Server-rendered: the first tab's content is on the page without any script (their code loads lazily).
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const still = await noScript.newPage();
  await still.goto('/docs/reference/local-development');
  await expect(still.getByRole('tab', { name: 'Local step' })).toBeVisible();
  await expect(still.locator('main')).toContainText('--volume-mount-path');
  await noScript.close();

  await page.goto('/docs/reference/local-development', { waitUntil: 'networkidle' });
  const tabs = page.getByRole('tablist');
  const local = tabs.getByRole('tab', { name: 'Local step' });
  const docker = tabs.getByRole('tab', { name: 'Docker step' });
  await expect(local).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('--volume-mount-path');

  // A click before React has hydrated the tabs does nothing (a reader clicks again); on a busy
  // host that can outlast `networkidle`, so the click is repeated until it takes.
  await expect(async () => {
    await docker.click();
    await expect(docker).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('tabpanel')).not.toContainText('--volume-mount-path');

  await docker.press('ArrowLeft');
  await expect(local).toBeFocused();
  await expect(local).toHaveAttribute('aria-selected', 'true');
});

test.describe("a code block's buttons", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('copy from the keyboard and wrap lines on a phone, on the first page and after a client navigation', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/using/prompts', { waitUntil: 'networkidle' });
    const block = page.locator('main pre').filter({ hasText: 'sand prompts create --name analyze-ticket-sentiment' });
    const copy = block.getByRole('button', { name: 'Copy code' });
    const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
    // Shown when focused, reached with the Tab key like any button.
    await wrap.focus();
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    await expect(copy).toBeVisible();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('sand prompts create --name analyze-ticket-sentiment \\\n  --description');

    // A line wider than the phone scrolls until word wrap is on, then wraps.
    const overflows = () => block.evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    expect(await overflows()).toBe(true);
    await wrap.click();
    await expect.poll(overflows).toBe(false);
    await wrap.click();
    await expect.poll(overflows).toBe(true);

    // The page the router shows next (no reload) gets working buttons too.
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    await page.locator('main a[href="/docs/reference/schemas"]').first().click();
    await expect(page).toHaveURL(/\/docs\/reference\/schemas$/);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    const next = page.locator('main pre').first();
    await next.hover();
    await next.getByRole('button', { name: 'Copy code' }).click();
    const code = await next.locator('code').evaluate((element) => element.textContent);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('word wrap is offered on phones only, as in the theme', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/using/prompts');
    const block = page.locator('main pre').first();
    await block.hover();
    await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expect(block.getByRole('button', { name: 'Toggle word wrap' })).toBeHidden();
  });
});
