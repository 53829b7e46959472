import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DOCS_VERSIONS, PREFERRED_VERSION_KEY } from '../../components/docs/docs-versions';

/** Mermaid renders a diagram only once it scrolls into view: a tall viewport shows them all. */
const TALL = { width: 1280, height: 16000 };

const mermaidBlocks = (route: string) => {
  const file = path.join('content', `${route}.mdx`);
  return (fs.readFileSync(file, 'utf8').match(/^```mermaid\s*$/gm) ?? []).length;
};

const diagrams = (page: Page) => page.locator('main svg[aria-roledescription]');

const useTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((value) => localStorage.setItem('theme', value), theme);

/** Relative luminance (0 black … 1 white) of a CSS colour such as `rgb(31, 32, 32)` or `#ececff`. */
function luminance(colour: string): number {
  let channels: number[];
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) channels = [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16));
  else channels = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Fill of the first flowchart node's shape, as the reader sees it. */
const firstNodeFill = (page: Page) =>
  diagrams(page)
    .first()
    .locator('g.node rect, g.node polygon, g.node path')
    .first()
    .evaluate((shape) => getComputedStyle(shape).fill);

test.describe('mermaid diagrams', () => {
  test.use({ viewport: TALL });

  for (const route of ['/docs/reference/architecture', '/docs/reference/test-suites', '/docs/reference/test-suite-lifecycle']) {
    test(`every diagram on ${route} renders as an SVG`, async ({ page }) => {
      const expected = mermaidBlocks(route.slice(1));
      expect(expected).toBeGreaterThan(0);
      await page.goto(route);
      await expect(diagrams(page)).toHaveCount(expected);
      for (const svg of await diagrams(page).all()) {
        const box = await svg.boundingBox();
        expect(box && box.width > 50 && box.height > 50, 'diagram has a visible size').toBe(true);
      }
    });
  }

  test('a diagram renders in light and in dark, with the colours of each theme', async ({ page }) => {
    await useTheme(page, 'light');
    await page.goto('/docs/reference/architecture');
    await expect(diagrams(page).first()).toBeVisible();
    const lightFill = await firstNodeFill(page);

    await useTheme(page, 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(diagrams(page).first()).toBeVisible();
    const darkFill = await firstNodeFill(page);

    expect(luminance(lightFill), `light node fill ${lightFill}`).toBeGreaterThan(0.5);
    expect(luminance(darkFill), `dark node fill ${darkFill}`).toBeLessThan(0.5);
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
      const colours = await hcl.locator('code span span').evaluateAll((spans) =>
        Array.from(new Set(spans.map((s) => getComputedStyle(s).color))),
      );
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

test('every connector page of the sidebar has the shared sections', async ({ page }) => {
  await page.goto('/docs/reference/connectors/postgres');
  const links = await page
    .locator('aside.nextra-sidebar a[href^="/docs/reference/connectors/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  expect(links.length).toBe(16);
  for (const href of links) {
    await page.goto(href);
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.map((h) => h.trim()), href).toEqual([
      'Before you start',
      'Fields',
      'Create the connector',
      'Use it from a step',
      'Change or rotate credentials',
      'Troubleshooting',
    ]);
  }
});

test('the tabs of a hand-written page are in its HTML and switch with a click or the arrow keys', async ({ page, browser, baseURL }) => {
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

  await docker.click();
  await expect(docker).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).not.toContainText('--volume-mount-path');

  await docker.press('ArrowLeft');
  await expect(local).toBeFocused();
  await expect(local).toHaveAttribute('aria-selected', 'true');
});
