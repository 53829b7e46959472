import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { footerLinks, site } from '../../site.config';

test.describe('site chrome', () => {
  test('the navbar has exactly Docs, API and CLI, then search and the theme switch', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    const links = page.locator('nav').first().locator('a:not(:has(svg))');
    const tabs = await links.evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(tabs.filter(([text]) => text !== site.title)).toEqual([
      ['Docs', '/'],
      ['API', '/api'],
      ['CLI', '/cli'],
    ]);
    await expect(page.getByRole('button', { name: 'Search documentation' }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('aria-current', 'true');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('each section has its own sidebar', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    const sidebar = page.locator('aside.nextra-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Concepts' })).toBeVisible();
    await page.goto('/cli');
    await expect(page.getByRole('link', { name: 'CLI', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Concepts' })).toHaveCount(0);
  });

  test('the sidebar has no collapse toggle', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    await expect(page.getByRole('button', { name: /collapse sidebar|expand sidebar/i })).toHaveCount(0);
    await expect(page.locator('button[title="Collapse sidebar"]')).toHaveCount(0);
  });

  test('titles read "Page | Sandgarden Docs"', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    await expect(page).toHaveTitle('Concepts | Sandgarden Docs');
    await page.goto('/');
    await expect(page).toHaveTitle('Sandgarden Docs');
  });

  test('the footer has the copyright and the links of the spec', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Copyright © 2025 Sandgarden, Inc.');
    for (const link of footerLinks) {
      await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
    }
  });

  test('the skip link is the first Tab stop and moves focus to the content', async ({ page }) => {
    await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Skip to Content');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#nextra-skip-nav$/);
    // Focus moves once the browser's own jump to the anchor is done (SkipLinkFocus): poll for it.
    const focusIsInContent = () =>
      page.evaluate(() => {
        const target = document.getElementById('nextra-skip-nav');
        const active = document.activeElement;
        return (
          !!target && (active === target || target.contains(active) || document.querySelector('main')!.contains(active))
        );
      });
    await expect.poll(focusIsInContent).toBe(true);
  });

  test('an unknown path serves the 404 page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('main').getByRole('link', { name: 'docs home' })).toHaveAttribute('href', '/');
    // Its sidebar is the docs' top level, each folder one link to its overview (every page's
    // payload carries the 404 page, so it stays small).
    const sidebar = page.locator('aside.nextra-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Using Sandgarden' })).toHaveAttribute(
      'href',
      '/category/using-sandgarden',
    );
    await expect(sidebar.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/docs/changelog');
    await expect(sidebar.getByRole('link', { name: 'Concepts' })).toHaveCount(0);
    // In no reading order: no "next page" link below it, only the sidebar's.
    await expect(page.getByRole('link', { name: 'Using Sandgarden' })).toHaveCount(1);
  });

  // Between them, UTC+14 and UTC−11 put any instant on another day than UTC, so a date written
  // in the reader's time zone would differ from the HTML's in at least one of the two.
  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    test(`the last-updated line shows the day in UTC, as in the HTML, also on a page reached by a click (reader in ${timezoneId})`, async ({
      browser,
      request,
    }) => {
      const servedDay = async (path: string) => {
        const served = /<time dateTime="([^"]+)"[^>]*>([^<]+)<\/time>/.exec(await (await request.get(path)).text());
        expect(served, `${path} has a last-updated date`).not.toBeNull();
        const [, iso, text] = served!;
        expect(text).toBe(
          new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(iso),
          ),
        );
        return text;
      };
      const context = await browser.newContext({ timezoneId, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/api/check-step', { waitUntil: 'networkidle' });
      const history = page.getByRole('region', { name: 'Page history' });
      await expect(history).toHaveText(`Last updated on ${await servedDay('/api/check-step')}`);
      // A page reached by a click is drawn in the browser, not taken from the HTML.
      await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'POST Push a step' }).click();
      await expect(page).toHaveURL(/\/api\/create-step$/);
      await expect(history).toHaveText(`Last updated on ${await servedDay('/api/create-step')}`);
      await context.close();
    });
  }
});

test('a generated page is dated by the ledger of when what it shows last changed, not by the build', async ({
  request,
}) => {
  // content/page-dates.json: written by `npm run gen`, committed; the pages themselves are not.
  const dates = JSON.parse(fs.readFileSync('content/page-dates.json', 'utf8')) as Record<string, { updated: string }>;
  for (const route of [
    '/api/check-step',
    '/cli/sand/runs/start',
    '/api-versions/v1-3-0/start-run',
    '/tags/workflows',
  ]) {
    expect(dates[route], `${route} is in the ledger`).toBeDefined();
    const served = /<time dateTime="([^"]+)"/.exec(await (await request.get(route)).text());
    expect(served, `${route} has a last-updated date`).not.toBeNull();
    expect(new Date(served![1]).getTime(), route).toBe(new Date(dates[route].updated).getTime());
  }
});

test.describe('table of contents', () => {
  test('lists h2 and h3 headings only, with the active heading highlighted', async ({ page }) => {
    // The schemas page has h4 headings ("The input schema"), which the TOC must leave out.
    await page.goto('/docs/reference/schemas');
    const headings = await page
      .locator('main')
      .locator('h2, h3')
      .evaluateAll((els) => els.map((h) => h.textContent?.trim()));
    const h4s = await page.locator('main h4').allTextContents();
    expect(h4s.length).toBeGreaterThan(0);
    const toc = page.locator('nav.nextra-toc');
    const entries = (await toc.locator('a[href^="#"]').allTextContents()).map((t) => t.trim());
    expect(entries).toEqual(headings);
    for (const h4 of h4s) expect(entries).not.toContain(h4.trim());
    // The theme marks the heading being read; following a TOC link moves the mark there.
    const active = toc.locator('a.x\\:text-primary-600');
    await toc.getByRole('link', { name: entries[3] }).click();
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText(entries[3]!);
  });
});
