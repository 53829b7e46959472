import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import YAML from 'yaml';

// The API changelog (/api/changelog): one entry per release of openapi/versions/versions.yaml,
// newest first, each listing what the release changed since the one before, breaking changes
// first; an Atom feed beside it; a Markdown twin; linked from the docs' changelog and llms.txt.

interface ListedRelease {
  version: string;
  date: string;
  status: string;
  sunset?: string;
}
const releases = (YAML.parse(readFileSync('openapi/versions/versions.yaml', 'utf8')) as { releases: ListedRelease[] })
  .releases;
const newestFirst = [...releases].reverse();
const anchor = (version: string) => `v${version.replace(/[^A-Za-z0-9]+/g, '-')}`;

test('the changelog shows every release newest first, each with its day and status', async ({ page }) => {
  await page.goto('/api/changelog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/changelog$/);
  const versions = await page.locator('main h2').allInnerTexts();
  expect(versions.map((v) => v.replace(/#$/, '').trim())).toEqual(newestFirst.map((r) => r.version));
  for (const release of newestFirst) {
    const section = page.locator(`main h2#${anchor(release.version)} ~ p`).first();
    await expect(section).toContainText(
      release.status === 'current'
        ? 'The current version'
        : release.status === 'supported'
          ? 'Supported'
          : 'Deprecated: served until',
    );
  }
});

test('within a release, breaking changes come first, then deprecations, then additions; the rename is a breaking item linked to its operation', async ({
  page,
}) => {
  await page.goto('/api/changelog');
  const headings = await page.locator('main h3').evaluateAll((els) => els.map((el) => el.id));
  const order = ['breaking', 'deprecation', 'non-breaking'];
  for (const release of releases) {
    const levels = headings
      .filter((id) => id.startsWith(`${anchor(release.version)}-`))
      .map((id) => id.slice(anchor(release.version).length + 1));
    expect(levels, release.version).toEqual([...levels].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  }
  const breaking130 = page.locator(`main h3#${anchor('1.3.0')}-breaking + ul > li`);
  const rename = breaking130.filter({ hasText: 'was renamed to' }).first();
  await expect(rename).toContainText('workflowName');
  await rename.getByRole('link', { name: 'GET /api/v1/runs' }).click();
  // It lands on the renamed parameter's row, in view.
  await expect(page).toHaveURL(/\/api\/list-runs#param-query-workflow$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List runs');
  await expect(page.locator('[id="param-query-workflow"]')).toBeInViewport();
});

test("a field's change lands on the field's row on today's page, in view", async ({ page }) => {
  await page.goto('/api/changelog');
  const added = page
    .locator(`main h3#${anchor('1.2.0')}-non-breaking + ul > li`)
    .filter({ hasText: 'field connectedDirectors was added' });
  await added.getByRole('link', { name: 'GET /api/v1/clusters/{clusterName}' }).click();
  await expect(page).toHaveURL(/\/api\/get-cluster#response-200\.connectedDirectors$/);
  await expect(page.locator('[id="response-200.connectedDirectors"]')).toBeInViewport();
});

test("a removed field's item opens the reference of the release before, on the field, under its version banner, in words no reader takes for the release of the change", async ({
  page,
}) => {
  await page.goto('/api/changelog');
  const removed = page
    .locator(`main h3#${anchor('1.3.0')}-breaking + ul > li`)
    .filter({ hasText: 'field buildLogs was removed' })
    .filter({ hasText: 'GET /api/v1/workflows/{workflowRef}' });
  await expect(removed).not.toContainText('(in 1.2.0)');
  // The operation is named, not linked: the one link to the older reference says where it goes.
  await expect(removed.getByRole('link', { name: 'GET /api/v1/workflows/{workflowRef}' })).toHaveCount(0);
  await removed.getByRole('link', { name: 'See it as it was in 1.2.0' }).click();
  await expect(page).toHaveURL(/\/api-versions\/v1-2-0\/get-workflow#response-200\.buildLogs$/);
  await expect(page.locator('[id="response-200.buildLogs"]')).toBeInViewport();
  await expect(page.getByText('You are reading version 1.2.0')).toBeVisible();
});

test('a change on many operations names each one, linked to its page, and the page stays under its weight budget', async ({
  page,
  request,
}) => {
  await page.goto('/api/changelog');
  const item = page
    .locator(`main h3#${anchor('1.4.0')}-non-breaking + ul > li`)
    .filter({ hasText: /^On \d+ operations/ });
  const count = Number(/^On (\d+)/.exec((await item.innerText()).trim())![1]);
  await expect(item.getByRole('link')).toHaveCount(count);
  await item.getByRole('link', { name: 'POST /api/v1/runs', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/start-run$/);
  const html = await (await request.get('/api/changelog')).body();
  expect(html.length, 'the changelog page is under 250 kB').toBeLessThan(250_000);
});

test('the changelog is in the API sidebar and the docs changelog links to it', async ({ page }) => {
  await page.goto('/api/start-run');
  await page.getByRole('complementary').getByRole('link', { name: 'Changelog', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/changelog$/);
  await page.goto('/docs/changelog');
  await expect(page.locator('main').getByRole('link', { name: 'API changelog' })).toHaveAttribute(
    'href',
    '/api/changelog',
  );
});

test('a real feed parser reads /api/changelog.xml: one entry per release, newest first, linking the page', async ({
  request,
}) => {
  const response = await request.get('/api/changelog.xml');
  expect(response.status()).toBe(200);
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe('atom');
  expect(feed.items.map((item) => item.title)).toEqual(newestFirst.map((r) => r.version));
  expect(feed.items.map((item) => item.published?.toISOString().slice(0, 10))).toEqual(newestFirst.map((r) => r.date));
  for (const [i, item] of feed.items.entries())
    expect(new URL(item.url ?? '').hash).toBe(`#${anchor(newestFirst[i].version)}`);
});

test('the changelog has a Markdown twin listed in llms.txt, saying the same', async ({ request }) => {
  const twin = await (await request.get('/api/changelog.md')).text();
  for (const release of releases) expect(twin).toContain(`## ${release.version}`);
  expect(twin).toMatch(
    /### Breaking changes in 1\.3\.0\n\n- \[GET \/api\/v1\/runs\]\([^)]*\/api\/list-runs#param-query-workflow\): Query parameter `workflowName` was renamed to `workflow`/,
  );
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/\[[^\]]*changelog\]\([^)]*\/api\/changelog\.md\)/i);
});

for (const route of ['/api/changelog', '/docs/changelog']) {
  test(`${route} loads without a failed request (its feed links are files, not pages) and announces the Atom feed`, async ({
    page,
    request,
  }) => {
    const failed: string[] = [];
    page.on(
      'response',
      (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`)),
    );
    page.on(
      'requestfailed',
      (r) =>
        void (r.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(`${r.failure()?.errorText} ${r.url()}`)),
    );
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // Hovering a link is when the router prefetches it.
    const feedLink = page.locator('main a[href="/api/changelog.xml"]').first();
    await feedLink.hover();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute('title', /changelog/);
    const href = await alternate.getAttribute('href');
    expect(new URL(href ?? '', 'https://x.invalid').pathname).toBe('/api/changelog.xml');
    const feed = parseFeed(await (await request.get('/api/changelog.xml')).text());
    expect(feed.items.length).toBeGreaterThan(0);
    // Plain text where a reader shows no markup: no Markdown backticks in titles and summaries.
    for (const item of feed.items) {
      expect(item.title ?? '').not.toContain('`');
      expect(item.description ?? '').not.toContain('`');
    }
    // The feed link itself is a plain link the browser follows.
    await feedLink.click();
    await expect(page).toHaveURL(/\/api\/changelog\.xml$/);
  });
}
