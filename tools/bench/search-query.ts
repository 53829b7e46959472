/**
 * The bytes a reader's browser fetches from the Pagefind index to answer one query typed into the
 * navbar search. Used when the search work has not provided its own `tools/bench/search-cost.ts`.
 */
import type { Browser } from '@playwright/test';

export async function queryBytes(
  browser: Browser,
  baseUrl: string,
  query: string,
): Promise<{ bytes: number; requests: number; results: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_pagefind/'))
      sizes.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  });
  const input = page.locator('input[type="search"]:visible').first();
  await input.fill(query);
  const results = page.getByRole('option').or(page.locator('.nextra-search-results li, [role="listbox"] a'));
  await results.first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
  const count = await results.count();
  await context.close();
  return { bytes, requests: sizes.length, results: count };
}
