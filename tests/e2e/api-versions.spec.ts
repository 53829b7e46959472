/**
 * The references of the API's older served versions (`/api-versions/vX-Y-Z/…`) and the version
 * picker on every page of the API section: each older page says which version it is and links the
 * same page in the current one, is `noindex`, out of the sitemap and out of search, and has a
 * Markdown twin (announced, copied by "Copy page") that says the same and that llms.txt leaves out; the picker
 * keeps the reader on the same operation, lands on the overview saying when a missing operation
 * was added, remembers the choice, and works from the keyboard.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chooseVersion as choose } from './version-picker-helpers';
import { expectBuilt, openSearch, resultPages, search } from './search-helpers';

const OLDER_OPERATION = '/api-versions/v1-3-0/list-runs';
const picker = (page: Page) => page.getByRole('combobox', { name: 'API version' });
const chooseVersion = (page: Page, version: string, url: RegExp) => choose(page, picker(page), version, url);

test.beforeAll(() => {
  for (const route of [
    OLDER_OPERATION,
    '/api-versions/v1-0-0/list-runs',
    '/api-versions/v1-3-0',
    '/api/list-runs',
    '/api/get-auth-metadata',
  ])
    expectBuilt(route);
});

test('an older page says which version it is and links the same page in the current version', async ({ page }) => {
  await page.goto(OLDER_OPERATION);
  const banner = page.getByTestId('api-version-banner');
  await expect(banner).toContainText('You are reading version 1.3.0; the current version is 1.4.0.');
  await banner.getByRole('link', { name: 'Read this page in version 1.4.0' }).click();
  await expect(page).toHaveURL(/\/api\/list-runs$/);
  await expect(page.getByTestId('api-version-banner')).toHaveCount(0);
  // A deprecated version also says until when it is served.
  await page.goto('/api-versions/v1-0-0/list-runs');
  await expect(page.getByTestId('api-version-banner')).toContainText('deprecated and served until 2026-12-16');
});

test("an older page has its own version's operations in its sidebar", async ({ page }) => {
  const sidebar = page.locator('aside.nextra-sidebar');
  await page.goto('/api-versions/v1-0-0/list-runs');
  await expect(sidebar.getByRole('link', { name: 'GET List runs' })).toHaveAttribute(
    'href',
    '/api-versions/v1-0-0/list-runs',
  );
  // Compare two batches came in 1.1.0.
  await expect(sidebar.getByRole('link', { name: 'GET Compare two batches' })).toHaveCount(0);
  await page.goto('/api-versions/v1-1-0/list-runs');
  await expect(sidebar.getByRole('link', { name: 'GET Compare two batches' })).toHaveAttribute(
    'href',
    '/api-versions/v1-1-0/compare-runs',
  );
});

test('older pages are noindex and out of the sitemap; the current ones are neither', async ({ page }) => {
  await page.goto(OLDER_OPERATION);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/api/list-runs');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const sitemap = fs.readFileSync('out/sitemap.xml', 'utf8');
  expect(sitemap).toContain('/api/list-runs</loc>');
  expect(sitemap).not.toContain('/api-versions');
});

test('an older page has a Markdown twin, named in its head and copied by "Copy page", that opens with its banner; llms.txt lists none', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const route = '/api-versions/v1-3-0/start-run';
  const response = await request.get(`${route}.md`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  const twin = await response.text();
  expect(twin).toMatch(
    /^# Start a run\n\n> \*\*You are reading version 1\.3\.0; the current version is 1\.4\.0\.\*\* \[Read this page in version 1\.4\.0\]\(https:\/\/docs\.sandgarden\.com\/api\/start-run\)\./,
  );
  expect(twin).toMatch(/^`POST \/api\/v1\/runs`$/m);
  await page.goto(route);
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    `https://docs.sandgarden.com${route}.md`,
  );
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  expect(await (await request.get('/llms.txt')).text()).not.toContain('/api-versions/');
  expect(
    (await request.get('/api-versions/v1-0-0/list-runs.md')).status(),
    'a deprecated version still served has its twins too',
  ).toBe(200);
});

test("search does not return older versions' pages", async ({ page }) => {
  await page.goto('/api/list-runs');
  await openSearch(page);
  for (const query of ['List runs', 'workflowName', 'Compare two batches']) {
    await search(page, query);
    const results = await resultPages(page);
    expect(results.length, `"${query}" finds something`).toBeGreaterThan(0);
    expect(
      results.filter((r) => r.startsWith('/api-versions')),
      `"${query}"`,
    ).toEqual([]);
  }
});

test('the picker keeps the reader on the same operation', async ({ page }) => {
  await page.goto('/api/list-runs');
  await expect(picker(page)).toHaveValue('1.4.0');
  await chooseVersion(page, '1.2.0', /\/api-versions\/v1-2-0\/list-runs$/);
  await expect(picker(page)).toHaveValue('1.2.0');
  await picker(page).selectOption('1.4.0');
  await expect(page).toHaveURL(/\/api\/list-runs$/);
});

test('an operation the other version lacks lands on its overview, saying when it was added', async ({ page }) => {
  await page.goto('/api/get-auth-metadata');
  await chooseVersion(page, '1.3.0', /\/api-versions\/v1-3-0\?missing=getAuthMetadata$/);
  await expect(page.getByTestId('api-version-missing')).toHaveText(
    'The operation getAuthMetadata is not in version 1.3.0: it was added in 1.4.0.',
  );
  await page.goto('/api/compare-runs');
  await chooseVersion(page, '1.0.0', /\/api-versions\/v1-0-0\?missing=compareRuns$/);
  await expect(page.getByTestId('api-version-missing')).toHaveText(
    'The operation compareRuns is not in version 1.0.0: it was added in 1.1.0.',
  );
});

test('the chosen version is remembered after a reload', async ({ page }) => {
  await page.goto('/api/list-runs');
  await chooseVersion(page, '1.2.0', /\/api-versions\/v1-2-0\/list-runs$/);
  expect(await page.evaluate(() => localStorage.getItem('sandgarden-api-preferred-version'))).toBe('1.2.0');
  await page.goto('/api/start-run');
  await page.reload();
  const preferred = page.getByTestId('api-version-preferred');
  await expect(preferred).toHaveText('Your preferred version: 1.2.0');
  await expect(preferred).toHaveAttribute('href', '/api-versions/v1-2-0/start-run');
  // The docs' own preferred version is another choice, under its own key.
  expect(await page.evaluate(() => localStorage.getItem('sandgarden-docs-preferred-version'))).toBeNull();
});

test('the picker works from the keyboard', async ({ page }) => {
  await page.goto('/api/list-runs');
  await picker(page).focus();
  await expect(picker(page)).toBeFocused();
  // Options are newest first: the next one down from the current version is 1.3.0.
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/api-versions\/v1-3-0\/list-runs$/);
  await expect(picker(page)).toHaveValue('1.3.0');
});

test('an older release keeps the site navigation (Docs · API · CLI, API current), its banner, its picker, one "API reference" and a link to the changelog', async ({
  page,
}) => {
  for (const route of ['/api-versions/v1-2-0/list-runs', '/api/list-runs']) {
    await page.goto(route);
    const navbar = page.locator('.nextra-navbar nav').first();
    // The desktop navbar's tabs, in order; the current one marked.
    const tabs = navbar.locator('a[aria-current], a').filter({ hasText: /^(Docs|API|CLI|API versions)$/ });
    await expect(tabs).toHaveText(['Docs', 'API', 'CLI'], { timeout: 10_000 });
    await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('aria-current', 'true');
    const sidebar = page.locator('aside.nextra-sidebar');
    await expect(sidebar.getByRole('link', { name: 'API reference', exact: true })).toHaveCount(1);
    await expect(sidebar.getByRole('link', { name: 'Changelog', exact: true })).toHaveAttribute(
      'href',
      '/api/changelog',
    );
    await expect(picker(page)).toBeVisible();
  }
  await page.goto('/api-versions/v1-2-0/list-runs');
  await expect(page.getByTestId('api-version-banner')).toContainText('You are reading version 1.2.0');
  await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Changelog', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/changelog$/);
});
