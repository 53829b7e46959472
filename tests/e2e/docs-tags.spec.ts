import { expect, test } from '@playwright/test';

test('a tag page lists the pages carrying the tag, with their descriptions', async ({ page }) => {
  await page.goto('/tags/prompts');
  const links = page.locator('main [data-testid="doc-cards"] > li > a');
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  // The theme typesets straight quotes as curly ones.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`^${count} pages tagged [“"]prompts[”"]$`),
  );
  const prompts = links.filter({ has: page.locator('span', { hasText: /^Prompts$/ }) });
  await expect(prompts).toHaveAttribute('href', '/docs/using/prompts');
  await expect(prompts).toContainText('Mustache templates');
});

test('/tags lists every tag alphabetically as readers write it, with its page count', async ({ page }) => {
  await page.goto('/tags');
  const tags = page.locator('main a[data-tag]');
  await expect(tags).toHaveCount(48);
  const names = await tags.evaluateAll((els) => els.map((el) => el.getAttribute('data-tag')!));
  expect(names).toContain('s-3');
  expect(names).not.toContain('s3');
  const shown = (await tags.evaluateAll((els) => els.map((el) => el.firstChild!.textContent!))).map((label) =>
    label.toLowerCase(),
  );
  expect(shown).toEqual([...shown].sort());
  await expect(page.getByRole('link', { name: /^S3, \d+ pages$/ })).toHaveAttribute('href', '/tags/s-3');
  await expect(page.getByRole('link', { name: /^Azure OpenAI, / })).toHaveAttribute('href', '/tags/azureopenai');
  await expect(page.getByRole('link', { name: /^s-3\b/ })).toHaveCount(0);
  const count = Number(await page.locator('main a[data-tag="glossary"] span').textContent());
  await page.locator('main a[data-tag="glossary"]').click();
  await expect(page).toHaveURL(/\/tags\/glossary$/);
  await expect(page.locator('main [data-testid="doc-cards"] > li')).toHaveCount(count);
});

test('/tags/s3 ends at /tags/s-3', async ({ page }) => {
  await page.goto('/tags/s3');
  await page.waitForURL(/\/tags\/s-3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/pages tagged [“"]S3[”"]$/);
  await expect(page).toHaveTitle(/^Pages tagged [“"]S3[”"]/);
});

test('/tags/s3 redirects without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tags/s3');
  await page.waitForURL(/\/tags\/s-3$/);
  await context.close();
});

test('a docs page shows its tags, each linked to its tag page', async ({ page }) => {
  await page.goto('/docs/using/concepts');
  const tags = page.getByRole('navigation', { name: 'Tags' });
  await expect(tags.getByRole('link', { name: 'glossary' })).toHaveAttribute('href', '/tags/glossary');
  await tags.getByRole('link', { name: 'glossary' }).click();
  await expect(page).toHaveURL(/\/tags\/glossary$/);
  await expect(page.locator('main a[href="/docs/using/concepts"]')).toBeVisible();
});

test('a tag whose name reads wrongly is shown as readers write it, on the page and in its chip', async ({ page }) => {
  await page.goto('/docs/reference/connectors/s3');
  const tags = page.getByRole('navigation', { name: 'Tags' });
  await expect(tags.getByRole('link', { name: 'S3', exact: true })).toHaveAttribute('href', '/tags/s-3');
  await expect(tags).not.toContainText('s-3');
  await tags.getByRole('link', { name: 'S3', exact: true }).click();
  await expect(page).toHaveURL(/\/tags\/s-3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ pages tagged [“"]S3[”"]$/);
  const twin = await (await page.request.get('/tags/s-3.md')).text();
  expect(twin).toMatch(/^# \d+ pages tagged "S3"$/m);
  const index = await (await page.request.get('/tags.md')).text();
  expect(index).toContain('[S3](');
  expect(index).not.toContain('[s-3](');
});
