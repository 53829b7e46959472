import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * `serve` already redirects `.html` addresses on the server. A host that serves the exported files
 * as they are does not: play that host by answering `.html` requests with the file itself.
 */
async function serveHtmlFilesAsIs(page: Page, files: Record<string, string>) {
  for (const [address, file] of Object.entries(files)) {
    await page.route(
      (url) => url.pathname === address,
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: fs.readFileSync(path.join('out', file)) }),
    );
  }
  // One count per document the browser loads: a reload would make it 2.
  await page.addInitScript(() => {
    sessionStorage.setItem('documentLoads', String(Number(sessionStorage.getItem('documentLoads') ?? 0) + 1));
  });
}

const documentLoads = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('documentLoads')));

test('/x.html becomes /x in the address bar without a reload, keeping query and hash', async ({ page }) => {
  await serveHtmlFilesAsIs(page, { '/docs/using/concepts.html': 'docs/using/concepts.html' });
  await page.goto('/docs/using/concepts.html?from=bookmark#top');
  await expect(page).toHaveURL(/\/docs\/using\/concepts\?from=bookmark#top$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concepts');
  expect(await documentLoads(page)).toBe(1);
  // The router follows: the sidebar marks the page as current.
  await expect(
    page.locator('aside.nextra-sidebar li.active').getByRole('link', { name: 'Concepts', exact: true }),
  ).toBeVisible();
});

test('/x/index.html becomes /x', async ({ page }) => {
  await serveHtmlFilesAsIs(page, { '/api/index.html': 'api.html' });
  await page.goto('/api/index.html?q=1#operations');
  await expect(page).toHaveURL(/\/api\?q=1#operations$/);
  expect(await documentLoads(page)).toBe(1);
});

test('/index.html becomes /', async ({ page }) => {
  await serveHtmlFilesAsIs(page, { '/index.html': 'index.html' });
  await page.goto('/index.html');
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await documentLoads(page)).toBe(1);
});
