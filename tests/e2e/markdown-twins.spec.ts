import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { site } from '../../site.config';

/** The sitemap's pages as paths on the served site. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
const twinOf = (path: string) => (path === '/' ? '/index.md' : `${path}.md`);

test('every page the sitemap lists has a Markdown twin at its URL plus .md, plain Markdown with no MDX left', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(250);
  for (const path of paths) {
    const response = await request.get(twinOf(path));
    expect(response.status(), twinOf(path)).toBe(200);
    expect(response.headers()['content-type'], twinOf(path)).toMatch(/^text\/markdown/);
    const text = await response.text();
    expect(text, twinOf(path)).toMatch(/^# \S/);
    // Outside code blocks (Python's `import json` is code): no MDX statement or component.
    const prose = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
    expect(prose, twinOf(path)).not.toMatch(
      /^(import|export const) |<(Callout|Tabs|Markdown|DocCards|Api[A-Z]\w*|Cli[A-Z]\w*)\b/m,
    );
  }
});

test('unlisted pages have no twin', async ({ request }) => {
  for (const path of ['/docs/hidden', '/docs/reference/test-suite-lifecycle']) {
    expect((await request.get(path)).status()).toBe(200);
    expect((await request.get(`${path}.md`)).status(), `${path}.md`).toBe(404);
  }
});

// Every link in every twin, llms.txt and llms-full.txt resolving is a release gate of the build
// (postbuild/gates/links.ts over postbuild/gates/markdown-docs.ts), proven by its unit tests.

test('llms.txt names the site and links every listed twin under Docs, API and CLI, the tags by their index only; llms-full.txt holds the docs pages', async ({
  request,
}) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Sandgarden Docs\n\n> /);
  expect([...llms.matchAll(/^## (\w+)$/gm)].map((m) => m[1])).toEqual(['Docs', 'API', 'CLI', 'Optional']);
  const listed = await sitemapPaths(request);
  // Every listed page but the tags' own (the tag index stands for them), and no unlisted template.
  for (const path of listed) {
    if (path.startsWith('/tags/')) expect(llms, path).not.toContain(`(${site.url}${twinOf(path)})`);
    else expect(llms, path).toContain(`(${site.url}${twinOf(path)})`);
  }
  expect(listed.filter((p) => p.startsWith('/tags/')).length).toBeGreaterThan(10);
  expect(llms).toContain(`(${site.url}/tags.md)`);
  for (const template of ['/index2', '/markdown-page']) {
    expect(listed).not.toContain(template);
    expect(llms).not.toContain(`${site.url}${template}`);
    expect((await request.get(template)).status(), template).toBe(200);
  }
  // The API overview is described by what it explains, not by the API's summary alone.
  expect(llms).toMatch(/\.md\): [^\n]*Covers authentication, [^\n]*pagination, errors, rate limits/);
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain(await (await request.get('/docs/using/concepts.md')).text());
});

test("each listed page names its twin in <head>; the page carries none of the twin's Markdown", async ({
  page,
  request,
}) => {
  await page.goto('/api/start-run');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    `${site.url}/api/start-run.md`,
  );
  const twin = await (await request.get('/api/start-run.md')).text();
  expect(twin).toContain('Fields of Run as listed above.');
  expect(await (await request.get('/api/start-run')).text()).not.toContain('as listed above');
  await page.goto('/docs/hidden');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
});

async function openCopyMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'More page options' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.describe('the Copy page control', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const path of ['/docs/using/concepts', '/api/start-run', '/cli/sand/runs/start', '/']) {
    test(`copies the twin of ${path} to the clipboard, fetched on click`, async ({ page, request }) => {
      await page.goto(path);
      const twin = twinOf(path);
      const fetched = page.waitForRequest((r) => new URL(r.url()).pathname === twin);
      await page.getByRole('button', { name: 'Copy page' }).click();
      await fetched;
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(page.locator('.sg-copy-page [aria-live="polite"]')).toHaveText('Page copied as Markdown');
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(await (await request.get(twin)).text());
    });
  }

  test('its menu offers the twin and the assistants, by keyboard, and Escape closes it', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    const toggle = page.getByRole('button', { name: 'More page options' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', '/docs/using/concepts.md');
    const absolute = `${site.url}/docs/using/concepts.md`;
    const chatgpt = new URL((await page.getByRole('link', { name: 'Open in ChatGPT' }).getAttribute('href'))!);
    expect(chatgpt.origin).toBe('https://chatgpt.com');
    expect(chatgpt.searchParams.get('q')).toContain(absolute);
    const claude = new URL((await page.getByRole('link', { name: 'Open in Claude' }).getAttribute('href'))!);
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new');
    expect(claude.searchParams.get('q')).toContain(absolute);
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(view).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('"View as Markdown" opens the twin', async ({ page }) => {
    await page.goto('/cli/sand/runs/start');
    await openCopyMenu(page);
    await page.getByRole('link', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(/\/cli\/sand\/runs\/start\.md$/);
    expect(await page.locator('body').innerText()).toMatch(/^# sand runs start/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`at 390 px in the ${theme} theme it fits the page and its open menu passes axe`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
      await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
      await openCopyMenu(page);
      for (const name of ['View as Markdown', 'Open in ChatGPT', 'Open in Claude']) {
        const box = (await page.getByRole('link', { name }).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      const results = await new AxeBuilder({ page })
        .include('.sg-copy-page')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
