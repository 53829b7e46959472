/** The search with the keyboard only: shortcut, type, arrows, Enter lands on the page. */
import { expect, test } from '@playwright/test';
import { search, searchDialog, searchInput, searchOptions } from './search-helpers';

for (const shortcut of ['Control+k', 'Meta+k', '/']) {
  test(`${shortcut} opens the search from anywhere on the page`, async ({ page }) => {
    // Once: the shortcut works from the first paint, hydrated or not (search-typing.spec.ts).
    await page.goto('/docs/using/concepts', { waitUntil: 'domcontentloaded' });
    await page.keyboard.press(shortcut);
    await expect(searchInput(page)).toBeFocused();
  });
}

test('keyboard only: Ctrl+K, type, ↓, Enter lands on the chosen page', async ({ page }) => {
  await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.type('connector', { delay: 20 });
  await search(page, 'connector');
  expect(await searchOptions(page).count()).toBeGreaterThan(2);

  const selected = () => searchOptions(page).and(page.locator('[aria-selected="true"]'));
  const first = await searchOptions(page).nth(0).getAttribute('href');
  await expect(selected()).toHaveAttribute('href', first!);
  await page.keyboard.press('ArrowDown');
  const second = (await searchOptions(page).nth(1).getAttribute('href'))!;
  await expect(selected()).toHaveAttribute('href', second);
  await expect(searchInput(page)).toHaveAttribute('aria-activedescendant', (await selected().getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(selected()).toHaveAttribute('href', second);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(second);
  await expect(searchDialog(page)).toBeHidden();
  await expect(page.locator('main h1')).toBeVisible();
});

test('↑ from the first result wraps to the last, Esc closes', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('connector');
  await search(page, 'connector');
  await page.keyboard.press('ArrowUp');
  const last = await searchOptions(page).last().getAttribute('href');
  await expect(searchOptions(page).and(page.locator('[aria-selected="true"]'))).toHaveAttribute('href', last!);
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
});
