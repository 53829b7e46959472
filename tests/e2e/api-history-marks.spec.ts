/**
 * The API's history on the reference pages (generator/api-history/releases/page-marks.ts): an operation says when
 * it was added or deprecated, and when its parameters or fields last changed since the oldest
 * supported release (1.2.0); a parameter, field or enum value new, deprecated or changed since then
 * carries a "New in X" / "Deprecated in X" / "Changed in X (what)" mark; each mark is a link
 * to its release's list in the changelog, readable as text in both themes, and the twins say the same.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** A field row's own marks (not those of the fields inside it). */
const rowMarks = (page: Page, id: string) => page.locator(`[id="${id}"] > div`).first().locator('a[data-history]');

test('an operation added after the first release says so, linking to its release in the changelog; one of the first release does not', async ({
  page,
}) => {
  await page.goto('/api/get-auth-metadata');
  const added = page.getByTestId('operation-history').getByRole('link', { name: 'Added in 1.4.0' });
  await expect(added).toBeVisible();
  await expect(added).toHaveAttribute('href', '/api/changelog#v1-4-0-non-breaking');
  await page.goto('/api/compare-runs');
  await expect(page.getByTestId('operation-history')).toHaveText('Added in 1.1.0');
  await page.goto('/api/create-user-api-key');
  await expect(
    page.getByTestId('operation-history').getByRole('link', { name: 'Deprecated in 1.3.0' }),
  ).toHaveAttribute('href', '/api/changelog#v1-3-0-deprecation');
  await page.goto('/api/start-run');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('operation-history')).toHaveCount(0);
});

test('an operation whose parameters or fields changed since 1.2.0 says in which release, linking to its list there', async ({
  page,
}) => {
  await page.goto('/api/list-runs');
  await expect(page.getByTestId('operation-history')).toHaveText('Changed in 1.4.0');
  await expect(page.getByTestId('operation-history').getByRole('link', { name: 'Changed in 1.4.0' })).toHaveAttribute(
    'href',
    '/api/changelog#v1-4-0-deprecation',
  );
  await page.goto('/api/get-workflow');
  await expect(page.getByTestId('operation-history').getByRole('link', { name: 'Changed in 1.3.0' })).toHaveAttribute(
    'href',
    '/api/changelog#v1-3-0-breaking',
  );
});

test('List runs: the renamed filters are changed in 1.3.0 under their new names, batches is deprecated in 1.4.0', async ({
  page,
}) => {
  await page.goto('/api/list-runs');
  for (const name of ['workflow', 'step']) {
    await expect(rowMarks(page, `param-query-${name}`)).toHaveText(['Changed in 1.3.0 (renamed, limits)']);
    await expect(rowMarks(page, `param-query-${name}`)).toHaveAttribute('href', '/api/changelog#v1-3-0-breaking');
  }
  await expect(rowMarks(page, 'param-query-batches')).toHaveText(['Deprecated in 1.4.0']);
  await expect(rowMarks(page, 'param-query-batches')).toHaveAttribute('href', '/api/changelog#v1-4-0-deprecation');
  // Parameters as old as the oldest supported release carry no mark.
  await expect(rowMarks(page, 'param-query-kind')).toHaveCount(0);
  await expect(page.locator('[id="param-query-workflowName"]')).toHaveCount(0);
});

test('enum values new since 1.2.0 are marked where the values are listed; older values are not', async ({ page }) => {
  await page.goto('/api/create-connector');
  const field = page.locator('[id="request-body.kind"]');
  await expect(field).toBeVisible();
  const marked = await field
    .locator('a[data-history]')
    .evaluateAll((links) => links.map((a) => `${a.previousElementSibling?.textContent} ${a.textContent}`));
  expect(marked.sort()).toEqual(['aws New in 1.3.0', 'azure New in 1.3.0', 'custom New in 1.3.0', 'gcp New in 1.3.0']);
  await expect(field.locator('code', { hasText: /^bigquery$/ })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the marks pass axe (contrast, link names) in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    for (const path of ['/api/list-runs', '/api/create-connector', '/api/get-auth-metadata']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('a[data-history]').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('a[data-history]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
    }
  });
}

test('the Markdown twins say the same', async ({ request }) => {
  const runs = await (await request.get('/api/list-runs.md')).text();
  expect(runs).toMatch(
    /^\| `workflow` \[Changed in 1\.3\.0 \(renamed, limits\)\]\([^)]*\/api\/changelog#v1-3-0-breaking\) \|/m,
  );
  expect(runs).toMatch(/^\[Changed in 1\.4\.0\]\([^)]*\/api\/changelog#v1-4-0-deprecation\)$/m);
  expect(runs).toMatch(
    /^\| `batches` \(deprecated\) \[Deprecated in 1\.4\.0\]\([^)]*\/api\/changelog#v1-4-0-deprecation\) \|/m,
  );
  const metadata = await (await request.get('/api/get-auth-metadata.md')).text();
  expect(metadata).toMatch(/^\[Added in 1\.4\.0\]\([^)]*\/api\/changelog#v1-4-0-non-breaking\)$/m);
  const connector = await (await request.get('/api/create-connector.md')).text();
  expect(connector).toMatch(/`gcp` \[New in 1\.3\.0\]/);
});

test('a mark leads to its release’s list on the changelog page', async ({ page }) => {
  await page.goto('/api/list-runs');
  await rowMarks(page, 'param-query-batches').click();
  await expect(page).toHaveURL(/\/api\/changelog#v1-4-0-deprecation$/);
  await expect(page.locator('[id="v1-4-0-deprecation"]')).toBeVisible();
});
