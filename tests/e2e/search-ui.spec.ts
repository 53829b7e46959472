/**
 * The navbar search as a reader uses it: lazy loading, results as you type, section chips, the
 * empty and error states, the mobile layout and both colour themes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  expectBuilt,
  openSearch,
  resultPages,
  search,
  searchDialog,
  searchInput,
  searchOptions,
} from './search-helpers';

const CONNECTOR = '/docs/reference/connectors/pinecone';

test('Pagefind loads only when the search is first used', async ({ page }) => {
  const pagefindRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_pagefind/')) pagefindRequests.push(request.url());
  });
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  await page.mouse.move(10, 300);
  expect(pagefindRequests).toEqual([]);
  await openSearch(page);
  await search(page, 'pinecone');
  expect(pagefindRequests.some((url) => url.endsWith('/_pagefind/pagefind.js'))).toBe(true);
});

test('results appear as you type, each with its section, title and highlighted excerpt', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await search(page, 'pinecone');
  const first = searchOptions(page).first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${CONNECTOR}`));
  await expect(first).toContainText('Docs');
  await expect(first).toContainText('Pinecone');
  await expect(first.locator('mark').first()).toHaveText(/pinecone/i);
  await expect(searchDialog(page).getByRole('status')).toHaveText(/\d+ results?/);
});

test('a result leads to the heading that matched, when the match is under one', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await search(page, 'test case format');
  const anchored = searchOptions(page)
    .filter({ has: page.locator('xpath=self::*[contains(@href, "#")]') })
    .first();
  await expect(anchored).toBeVisible();
  const href = (await anchored.getAttribute('href'))!;
  await anchored.click();
  await expect(page).toHaveURL(href);
  const id = decodeURIComponent(href.split('#')[1]);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('the section chips narrow results to one section and back to all', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await search(page, 'workflow');
  const all = await resultPages(page);
  const chips = searchDialog(page).getByRole('group', { name: 'Narrow to a section' });
  await expect(chips.getByRole('button', { name: /^All sections/ })).toHaveAttribute('aria-pressed', 'true');
  for (const section of ['Docs', 'API', 'CLI'] as const) {
    const chip = chips.getByRole('button', { name: new RegExp(`^${section}\\b`) });
    const count = Number(await chip.locator('span').textContent());
    if (count === 0) continue;
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(searchDialog(page).getByRole('status')).toHaveText(new RegExp(`${count} results? in ${section}`));
    const sections = await searchOptions(page).evaluateAll((links) => links.map((a) => a.getAttribute('data-section')));
    expect(new Set(sections)).toEqual(new Set([section]));
    await expect(searchInput(page)).toBeFocused();
  }
  await chips.getByRole('button', { name: /^All sections/ }).click();
  await expect.poll(() => resultPages(page)).toEqual(all);
});

test('a query nothing matches says so', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await search(page, 'qwxzyvk');
  await expect(searchDialog(page).locator('[data-search-state="empty"]')).toContainText('No results for “qwxzyvk”.');
  await expect(searchOptions(page)).toHaveCount(0);
});

test('a missing index shows an error with Retry, throws nothing, and Retry recovers', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/_pagefind/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/');
  await openSearch(page);
  const failure = searchDialog(page).locator('[data-search-state="error"]');
  await expect(failure).toContainText('The search index could not be loaded.');
  await page.unroute('**/_pagefind/**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await search(page, 'pinecone');
  expect(await resultPages(page)).toContain(CONNECTOR);
  expect(errors).toEqual([]);
});

test('Esc closes the search and focus returns to the field', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await search(page, 'pinecone');
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  await expect(page.locator('[data-search-trigger="field"]:visible')).toBeFocused();
});

test('clicking outside the panel closes the search', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await page.mouse.click(5, 700);
  await expect(searchDialog(page)).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the navbar search button opens a full-screen search; a result opens its page', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    // The navbar's field is hidden on phones (the drawer, closed and off-screen, keeps its own).
    await expect(page.locator('[data-search-trigger="field"]:not(.nextra-mobile-nav *)')).toBeHidden();
    const button = page.locator('[data-search-trigger="button"]');
    await expect(button).toBeVisible();
    await button.tap();
    await expect(searchInput(page)).toBeFocused();
    const box = await searchDialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await search(page, 'pinecone');
    await searchOptions(page).first().tap();
    await expect(page).toHaveURL(new RegExp(`${CONNECTOR}(#.*)?$`));
    await expect(searchDialog(page)).toBeHidden();
  });

  test('the drawer has the search field too', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    await page.getByRole('button', { name: 'Menu' }).tap();
    const field = page.locator('.nextra-mobile-nav [data-search-trigger="field"]');
    await expect(field).toBeVisible();
    await field.tap();
    await expect(searchInput(page)).toBeFocused();
  });
});

async function axeOnDialog(page: Page) {
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the search dialog is accessible in the ${theme} theme (results, chips, empty state)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    await openSearch(page);
    await search(page, 'connector');
    await searchDialog(page).getByRole('button', { name: /^Docs/ }).click();
    expect(await axeOnDialog(page)).toEqual([]);
    await search(page, 'qwxzyvk');
    expect(await axeOnDialog(page)).toEqual([]);
  });
}

test('API results show their method and path', async ({ page }) => {
  expectBuilt('/api/create-workflow');
  await page.goto('/');
  await openSearch(page);
  await search(page, 'createWorkflow');
  const first = searchOptions(page).first();
  await expect(first).toHaveAttribute('href', /^\/api\/create-workflow/);
  await expect(first).toContainText('API');
  await expect(first.locator('code')).toHaveText(/^POST \/\S*workflows$/);
});
