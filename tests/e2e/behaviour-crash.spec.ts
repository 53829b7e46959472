import { expect, test } from '@playwright/test';

/**
 * The crash page, proven on the production build through the query flag that makes a page throw
 * while rendering (once per load, so "Try again" can succeed).
 */
const CRASHING = '/docs/using/concepts?simulate-render-crash';

test('a render crash shows "This page crashed." with the error and the title "Page Error"', async ({ page }) => {
  await page.goto(CRASHING);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
  await expect(page.getByText('Simulated render crash at /docs/using/concepts?simulate-render-crash')).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('"Try again" renders the page again', async ({ page }) => {
  await page.goto(CRASHING);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concepts');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  await expect(page).toHaveTitle('Concepts | Sandgarden Docs');
});

test('after a crash, navigating elsewhere works', async ({ page }) => {
  await page.goto(CRASHING);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
  await page.getByRole('link', { name: 'CLI', exact: true }).click();
  await expect(page).toHaveURL(/\/cli$/);
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle('Page Error');
});

test('without the flag, the same page renders normally', async ({ page }) => {
  await page.goto('/docs/using/concepts?other=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concepts');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});
