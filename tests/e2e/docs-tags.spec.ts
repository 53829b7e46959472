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

test('/tags lists every tag alphabetically with its page count', async ({ page }) => {
  await page.goto('/tags');
  const tags = page.locator('main a[data-tag]');
  await expect(tags).toHaveCount(48);
  const names = await tags.evaluateAll((els) => els.map((el) => el.getAttribute('data-tag')!));
  expect(names).toEqual([...names].sort());
  expect(names).toContain('s-3');
  expect(names).not.toContain('s3');
  const shown = Number(await page.locator('main a[data-tag="glossary"] span').textContent());
  await page.locator('main a[data-tag="glossary"]').click();
  await expect(page).toHaveURL(/\/tags\/glossary$/);
  await expect(page.locator('main [data-testid="doc-cards"] > li')).toHaveCount(shown);
});

test('/tags/s3 ends at /tags/s-3', async ({ page }) => {
  await page.goto('/tags/s3');
  await page.waitForURL(/\/tags\/s-3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/pages tagged [“"]s-3[”"]$/);
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
