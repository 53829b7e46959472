/**
 * The references of sand's older releases (`/cli-versions/vX-Y-Z/…`), built as the API's older
 * versions are: each older page says which release it is and its status, links the same command
 * in the current reference, shows that release's flags, is `noindex`, out of the sitemap and of
 * the search index; the version picker on every CLI page keeps the reader on the same command.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chooseVersion as choose } from './version-picker-helpers';
import { expectBuilt } from './search-helpers';

const OLDER_PUSH = '/cli-versions/v1-5-0/sand/workflows/push';
const CURRENT_PUSH = '/cli/sand/workflows/push';
const picker = (page: Page) => page.getByRole('combobox', { name: 'sand version' });
const chooseVersion = (page: Page, version: string, url: RegExp) => choose(page, picker(page), version, url);

test.beforeAll(() => {
  for (const route of [OLDER_PUSH, CURRENT_PUSH, '/cli-versions/v1-7-0/sand/workflows/push', '/cli-versions/v1-6-0'])
    expectBuilt(route);
});

test('an older command page says which release it is and its status, and links the same command in the current reference', async ({
  page,
}) => {
  await page.goto(OLDER_PUSH);
  const banner = page.getByTestId('cli-version-banner');
  await expect(banner).toContainText('You are reading the reference of sand 1.5.0; the current release is 1.8.0.');
  await expect(banner).toContainText('This release is unsupported');
  await banner.getByRole('link', { name: 'Read this page in sand 1.8.0' }).click();
  await expect(page).toHaveURL(/\/cli\/sand\/workflows\/push$/);
  await expect(page.getByTestId('cli-version-banner')).toHaveCount(0);
  await page.goto('/cli-versions/v1-7-0/sand/workflows/push');
  await expect(page.getByTestId('cli-version-banner')).toContainText('This release is supported');
});

test('a flag removed later is on the older page and not on the current one', async ({ page }) => {
  await page.goto(OLDER_PUSH);
  await expect(page.locator('#flag-file')).toContainText('--file');
  await page.goto(CURRENT_PUSH);
  await expect(page.locator('#flag-stages')).toBeVisible();
  await expect(page.locator('#flag-file')).toHaveCount(0);
});

test('the picker switches release keeping the command, and a command the release lacks lands on its overview', async ({
  page,
}) => {
  await page.goto(CURRENT_PUSH);
  await expect(picker(page)).toHaveValue('1.8.0');
  await chooseVersion(page, '1.6.0', /\/cli-versions\/v1-6-0\/sand\/workflows\/push$/);
  await expect(picker(page)).toHaveValue('1.6.0');
  await expect(page.locator('#flag-file')).toContainText('--file');
  await chooseVersion(page, '1.8.0', /\/cli\/sand\/workflows\/push$/);
  // sand workflows check came in 1.7.0.
  await page.goto('/cli/sand/workflows/check');
  await chooseVersion(page, '1.6.0', /\/cli-versions\/v1-6-0\?missing=sand%20workflows%20check$/);
  await expect(page.getByTestId('cli-version-missing')).toHaveText(
    'The command sand workflows check is not in version 1.6.0: it was added in 1.7.0.',
  );
});

test('older pages are noindex, out of the sitemap, without a twin and not indexed by search; the current ones are', async ({
  page,
}) => {
  await page.goto(OLDER_PUSH);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('[data-pagefind-body]')).toHaveCount(0);
  await page.goto(CURRENT_PUSH);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('[data-pagefind-body]')).toHaveCount(1);
  const sitemap = fs.readFileSync('out/sitemap.xml', 'utf8');
  expect(sitemap).toContain(`${CURRENT_PUSH}</loc>`);
  expect(sitemap).not.toContain('/cli-versions');
  expect(fs.existsSync(`out${OLDER_PUSH}.md`), 'an older page has no Markdown twin').toBe(false);
});

test("an older release's sidebar is its own, under the CLI tab, with the changelog", async ({ page }) => {
  await page.goto(OLDER_PUSH);
  const sidebar = page.locator('aside.nextra-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Changelog', exact: true })).toHaveAttribute('href', '/cli/changelog');
  // sand workflows check came in 1.7.0: not in 1.5.0's sidebar.
  await expect(sidebar.locator('a[href="/cli-versions/v1-5-0/sand/workflows/push"]')).toHaveCount(1);
  await expect(sidebar.locator('a[href$="/sand/workflows/check"]')).toHaveCount(0);
  const navbar = page.locator('.nextra-navbar nav').first();
  await expect(navbar.getByRole('link', { name: 'CLI', exact: true })).toHaveAttribute('aria-current', 'true');
});
