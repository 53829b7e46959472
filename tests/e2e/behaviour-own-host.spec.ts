import { expect, test } from '@playwright/test';
import { openSearch, search, searchOptions } from './search-helpers';

/** Pages that together load every kind of code the site has: docs, diagrams, API and CLI reference, search. */
const PAGES = ['/', '/docs/using/concepts', '/docs/reference/architecture', '/docs/reference/versions', '/api', '/cli'];

test('the site makes no request to any host but its own', async ({ page, baseURL }) => {
  const ownOrigin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== ownOrigin) foreign.push(`${request.resourceType()} ${request.url()}`);
  });

  for (const path of PAGES) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBe(200);
    // Scroll through so lazily loaded parts (diagrams) load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  // Search loads its index and code on first use.
  await openSearch(page);
  await search(page, 'workflow');
  await expect(searchOptions(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(foreign).toEqual([]);
});
