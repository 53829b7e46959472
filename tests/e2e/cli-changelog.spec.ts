import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import YAML from 'yaml';
import { expectBuilt, openSearch, resultPages, search } from './search-helpers';

// sand's changelog (/cli/changelog): one entry per release of cli-spec/versions/versions.yaml,
// newest first, breaking changes first, each item on its command's page; an Atom feed and JSON
// beside it; linked from the CLI overview, its sidebar and the docs' changelog; found by search.
// The marks it feeds: "Added in", "Deprecated in … (use --new)" on commands and flags.

interface ListedRelease {
  version: string;
  date: string;
  status: string;
}
const releases = (YAML.parse(readFileSync('cli-spec/versions/versions.yaml', 'utf8')) as { releases: ListedRelease[] })
  .releases;
const newestFirst = [...releases].reverse();

test('the changelog shows every sand release newest first, with its status', async ({ page }) => {
  await page.goto('/cli/changelog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('sand CLI changelog');
  const versions = await page.locator('main h2').allInnerTexts();
  expect(versions.map((v) => v.replace(/#$/, '').trim())).toEqual(newestFirst.map((r) => r.version));
  const status = { current: 'The current version', supported: 'Supported', unsupported: 'No longer supported' };
  for (const release of newestFirst)
    await expect(page.locator(`main h2#v${release.version.replace(/\./g, '-')} ~ p`).first()).toContainText(
      status[release.status as keyof typeof status],
    );
});

test("1.7.0 lists its breaking changes, then the deprecated --vars with what to use, which lands on the flag's row", async ({
  page,
}) => {
  await page.goto('/cli/changelog');
  const levels = await page
    .locator('main h3')
    .evaluateAll((els) => els.map((el) => el.id).filter((id) => id.startsWith('v1-7-0-')));
  expect(levels).toEqual(['v1-7-0-breaking', 'v1-7-0-deprecation', 'v1-7-0-non-breaking']);
  await expect(page.locator('main h3#v1-7-0-breaking + ul > li').first()).toContainText('sand');
  const rename = page.locator('main h3#v1-7-0-deprecation + ul > li').filter({ hasText: 'sand steps push docker' });
  await expect(rename).toContainText('was renamed to --var');
  await expect(rename).toContainText('Use --var instead of --vars');
  await rename.getByRole('link', { name: 'sand steps push docker' }).click();
  await expect(page).toHaveURL(/\/cli\/sand\/steps\/push\/docker#flag-var$/);
  await expect(page.locator('[id="flag-var"]')).toBeInViewport();
});

test('a feed parser reads /cli/changelog.xml, which the page announces; the JSON lists the same releases', async ({
  page,
  request,
}) => {
  const response = await request.get('/cli/changelog.xml');
  expect(response.status()).toBe(200);
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe('atom');
  expect(feed.items.map((item) => item.title)).toEqual(newestFirst.map((r) => r.version));
  expect(feed.items.map((item) => item.published?.toISOString().slice(0, 10))).toEqual(newestFirst.map((r) => r.date));
  const data = (await (await request.get('/cli/changelog.json')).json()) as { releases: Array<{ version: string }> };
  expect(data.releases.map((r) => r.version)).toEqual(newestFirst.map((r) => r.version));
  await page.goto('/cli/changelog');
  const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(alternate).toHaveCount(1);
  expect(new URL((await alternate.getAttribute('href')) ?? '', 'https://x.invalid').pathname).toBe(
    '/cli/changelog.xml',
  );
});

test("the CLI overview, the CLI sidebar and the docs' changelog link to it", async ({ page }) => {
  await page.goto('/cli');
  await page.locator('main').getByRole('link', { name: 'changelog', exact: true }).click();
  await expect(page).toHaveURL(/\/cli\/changelog$/);
  await page.goto('/cli/sand/runs/start');
  await page.getByRole('complementary').getByRole('link', { name: 'Changelog', exact: true }).click();
  await expect(page).toHaveURL(/\/cli\/changelog$/);
  await page.goto('/docs/changelog');
  await expect(page.locator('main').getByRole('link', { name: 'sand CLI changelog' })).toHaveAttribute(
    'href',
    '/cli/changelog',
  );
});

test('a deprecated flag says since when and what to use; a newer flag and command say when they were added', async ({
  page,
}) => {
  await page.goto('/cli/sand/steps/push/docker');
  const deprecated = page.locator('[id="flag-vars"]').getByRole('link', { name: 'Deprecated in 1.7.0 (use --var)' });
  await expect(deprecated).toHaveAttribute('href', '/cli/changelog#v1-7-0-deprecation');
  await expect(page.locator('[id="flag-var"]').getByRole('link', { name: 'Added in 1.7.0' })).toBeVisible();
  // A flag as old as the oldest listed release carries no mark.
  await expect(page.locator('[id="flag-name"] [data-history]')).toHaveCount(0);
  await deprecated.click();
  await expect(page).toHaveURL(/\/cli\/changelog#v1-7-0-deprecation$/);
  await page.goto('/cli/sand/steps/check');
  await expect(page.locator('main').getByRole('link', { name: 'Added in 1.7.0' })).toHaveAttribute(
    'href',
    '/cli/changelog#v1-7-0-non-breaking',
  );
});

test('searching "deprecated flags" finds the CLI changelog', async ({ page }) => {
  expectBuilt('/cli/changelog');
  await page.goto('/');
  await openSearch(page);
  await search(page, 'deprecated flags');
  expect((await resultPages(page)).slice(0, 3)).toContain('/cli/changelog');
});
