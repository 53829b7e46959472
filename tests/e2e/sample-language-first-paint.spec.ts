import { expect, test, type Page } from '@playwright/test';

// A reader who chose a sample language sees it from the first paint of a hard load, not curl and
// then their language: the root layout's inline script marks <html> before the body is drawn and
// CSS shows the chosen tab and panel (components/api/sample-language-script.ts); React then takes
// over with the same choice, without a hydration error.

const KEY = 'api-code-sample-language';
const PAGE = '/api/create-step';

async function choose(page: Page, label: string) {
  await page.goto(PAGE);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, label]);
}

/** The page as painted before React runs: every script file refused, so nothing hydrates; inline scripts still run. */
async function loadWithoutReact(page: Page) {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(PAGE);
  expect(
    await page.evaluate(() => 'next' in window && (window as unknown as { next?: { version?: string } }).next?.version),
    'React has not started',
  ).toBeFalsy();
}

const tab = (page: Page, id: string) => page.locator(`[role="tab"][data-sample="${id}"]`).first();
const panel = (page: Page, id: string) => page.locator(`[role="tabpanel"][data-sample="${id}"]`).first();
/** How a tab looks: chosen tabs are bold. */
const weight = (page: Page, id: string) => tab(page, id).evaluate((el) => getComputedStyle(el).fontWeight);

test('before React runs, a reload shows the chosen highlighted language (Python) and not curl', async ({ page }) => {
  await choose(page, 'Python');
  await loadWithoutReact(page);
  await expect(page.locator('html')).toHaveAttribute('data-sample-language', 'python');
  await expect(panel(page, 'python')).toBeVisible();
  await expect(panel(page, 'python')).toContainText('import requests');
  await expect(panel(page, 'curl')).toBeHidden();
  expect(await weight(page, 'python')).toBe('600');
  expect(await weight(page, 'curl')).toBe('400');
});

test('before React runs, a plain-text language (Go) is the chosen tab and curl is not shown', async ({ page }) => {
  await choose(page, 'Go');
  await loadWithoutReact(page);
  await expect(page.locator('html')).toHaveAttribute('data-sample-language', 'go');
  expect(await weight(page, 'go')).toBe('600');
  expect(await weight(page, 'curl')).toBe('400');
  await expect(panel(page, 'curl')).toBeHidden();
  // Its panel is the one shown (its text, plain and drawn only when chosen, comes with React).
  await expect(panel(page, 'go')).toBeVisible();
  for (const other of ['typescript', 'python']) await expect(panel(page, other)).toBeHidden();
});

test('with no choice stored, the first paint is curl as before', async ({ page }) => {
  await loadWithoutReact(page);
  expect(await page.locator('html').getAttribute('data-sample-language')).toBeNull();
  await expect(panel(page, 'curl')).toBeVisible();
  await expect(panel(page, 'python')).toBeHidden();
});

test('React takes over the same choice: Go drawn, the first-paint mark removed, no hydration error, and a new choice still switches', async ({
  page,
}) => {
  await choose(page, 'Go');
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.reload();
  await expect(panel(page, 'go')).toContainText('package main');
  await expect(tab(page, 'go')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-sample-language', /./);
  await tab(page, 'python').click();
  await expect(panel(page, 'python')).toBeVisible();
  await expect(panel(page, 'go')).toBeHidden();
  expect(messages.filter((m) => /hydrat|did not match|#418|#423|#425/i.test(m))).toEqual([]);
});
