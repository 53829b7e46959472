import { expect, test, type Page } from '@playwright/test';

// The sample language is one choice for the whole site: every samples block on the page follows it,
// the next page (client navigation) and a reload keep it, the language list fits a phone, and the
// tabs work from the keyboard (WAI-ARIA tabs: arrows move, Enter or Space chooses).

/** Every samples block's tab list on the page. */
const tabLists = (page: Page) => page.getByRole('tablist', { name: 'Sample language' });

async function expectEveryBlockShows(page: Page, label: string, text: string | RegExp) {
  const lists = tabLists(page);
  const count = await lists.count();
  expect(count, 'the page has samples').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(lists.nth(i).getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
  }
  const shown = page.locator('[role="tabpanel"][data-sample]:not([hidden])');
  await expect(shown).toHaveCount(count);
  for (let i = 0; i < count; i++) await expect(shown.nth(i)).toContainText(text);
}

test('choosing Go sets every sample on the page, the next page and after a reload', async ({ page }) => {
  await page.goto('/api/create-step');
  await expectEveryBlockShows(page, 'curl', /curl -X POST/);
  await tabLists(page).first().getByRole('tab', { name: 'Go', exact: true }).click();
  await expectEveryBlockShows(page, 'Go', 'package main');
  expect(await page.evaluate(() => localStorage.getItem('api-code-sample-language'))).toBe('Go');

  // Client navigation through the sidebar to another operation.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('aside a[href="/api/start-run"], nav a[href="/api/start-run"]').first().click();
  await expect(page).toHaveURL(/\/api\/start-run$/);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    'a client navigation',
  ).toBe(true);
  await expectEveryBlockShows(page, 'Go', /package main[\s\S]*\/api\/v1\/runs"/);

  await page.reload();
  await expectEveryBlockShows(page, 'Go', 'package main');
  // A highlighted language again: the server-rendered block comes back.
  await tabLists(page).first().getByRole('tab', { name: 'Python', exact: true }).click();
  await expectEveryBlockShows(page, 'Python', 'import requests');
});

test('the language list fits a 390 px screen without sideways page scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/api/start-run');
  const list = tabLists(page).first();
  await expect(list).toBeVisible();
  const tabs = list.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThanOrEqual(10);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  // The last language is reachable: the list scrolls it into view, and choosing it works.
  const last = tabs.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the tabs work from the keyboard: arrows and Home/End move, Enter and Space choose', async ({ page }) => {
  await page.goto('/api/start-run');
  const list = tabLists(page).first();
  const tab = (name: string) => list.getByRole('tab', { name, exact: true });
  await tab('curl').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('JavaScript')).toBeFocused();
  // Moving does not choose: curl stays the language until Enter.
  await expect(tab('curl')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('TypeScript')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tab('TypeScript')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role="tabpanel"][data-sample="typescript"]').first()).toBeVisible();
  await page.keyboard.press('End');
  await expect(list.getByRole('tab').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('curl')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(list.getByRole('tab').last()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  const chosen = list.locator('[role="tab"][aria-selected="true"]');
  await expect(chosen).toBeFocused();
  await expect(chosen).not.toHaveText('TypeScript');
  // Tab leaves the list from the chosen tab (one tab stop).
  expect(await list.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
});

test('the samples say which variable holds the credential and link to where to get it; an open operation says nothing', async ({
  page,
}) => {
  await page.goto('/api/get-run');
  const note = page.getByTestId('sample-credential');
  await expect(note).toHaveText(
    'Set SAND_API_KEY first (where to get it: Authentication); the request sends it as Authorization: Bearer …',
  );
  await note.getByRole('link', { name: 'Authentication' }).click();
  await expect(page).toHaveURL(/\/api\/get-run#authentication$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Authentication' })).toBeInViewport();

  await page.goto('/api/health');
  await expect(page.getByRole('tablist', { name: 'Sample language' })).toBeVisible();
  await expect(page.getByTestId('sample-credential')).toHaveCount(0);
});
