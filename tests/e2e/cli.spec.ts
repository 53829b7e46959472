import { expect, test } from '@playwright/test';

test.describe('CLI reference', () => {
  test('a group page lists its commands, each linked to its page', async ({ page }) => {
    await page.goto('/cli/sand/runs');
    await expect(page.getByRole('heading', { level: 1, name: 'sand runs' })).toBeVisible();
    const main = page.locator('main');
    for (const name of ['get', 'list', 'start'])
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/cli/sand/runs/${name}`);
    await main.getByRole('link', { name: 'start', exact: true }).click();
    await expect(page).toHaveURL(/\/cli\/sand\/runs\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'sand runs start' })).toBeVisible();
  });

  test('a command page shows synopsis, flags with their environment variables, folded global flags and copyable examples', async ({
    page,
  }) => {
    await page.goto('/cli/sand/runs/start');
    const main = page.locator('main');
    await expect(main.locator('pre').first()).toContainText(
      'sand runs start (--workflow <name:version|tag> | --step <name:version|tag>)',
    );
    for (const h of ['Synopsis', 'Description', 'Flags', 'Global flags', 'Examples', 'API operations', 'See also']) {
      await expect(main.getByRole('heading', { level: 2, name: new RegExp(`^${h}`) })).toBeVisible();
    }
    const cluster = page.locator('#flag-cluster');
    await expect(cluster).toContainText('--cluster <name>');
    await expect(cluster).toContainText('SAND_CLUSTER');
    await expect(page.locator('#flag-timeout')).toContainText('10m');
    // Global flags start folded and open on demand.
    const globals = main.locator('details').filter({ hasText: 'global flags' });
    await expect(globals.locator('#flag-api-key')).toBeHidden();
    await globals.locator('summary').click();
    await expect(globals.locator('#flag-api-key')).toBeVisible();
    await expect(globals.locator('#flag-api-key')).toContainText('SAND_API_KEY');
    // Examples are code blocks with the theme's copy button.
    const example = main.locator('pre').filter({ hasText: 'sand runs start --step escalate_checker:latest' });
    await expect(example).toBeVisible();
    await example.hover();
    await expect(example.locator('..').getByRole('button', { name: /copy/i })).toBeVisible();
  });

  test('a flag anchor scrolls its row into view', async ({ page }) => {
    await page.goto('/cli/sand/steps/push/local#flag-volume-mount-path');
    await expect(page.locator('#flag-volume-mount-path')).toBeInViewport();
    await expect(page.locator('#flag-volume-mount-path')).toContainText('required');
  });

  test("a connector variant page has the provider kind's own flags", async ({ page }) => {
    await page.goto('/cli/sand/connectors/create/postgres');
    await expect(page.getByRole('heading', { level: 1, name: 'sand connectors create postgres' })).toBeVisible();
    for (const flag of ['hostname', 'port', 'database', 'username', 'password', 'ssl-mode'])
      await expect(page.locator(`#flag-${flag}`)).toBeVisible();
    await expect(page.locator('#flag-port')).toContainText('5432');
    await expect(page.locator('#flag-ssl-mode')).toContainText('verify-full');
    await expect(page.locator('#flag-provider-api-key')).toHaveCount(0);
    await page.goto('/cli/sand/connectors/create/openai');
    await expect(page.locator('#flag-provider-api-key')).toContainText('OPENAI_API_KEY');
    await expect(page.locator('#flag-hostname')).toHaveCount(0);
  });

  test('the variants parent lists all 22 provider kinds', async ({ page }) => {
    await page.goto('/cli/sand/connectors/create');
    const variants = page.locator('main a[href^="/cli/sand/connectors/create/"]');
    await expect(variants).toHaveCount(22);
  });

  test('a command links to the API operation it calls, and the operation page links back', async ({ page }) => {
    await page.goto('/cli/sand/runs/start');
    const section = page.locator('main ul').filter({ has: page.locator('a[href="/api/start-run"]') });
    await section.locator('a[href="/api/start-run"]').click();
    await expect(page).toHaveURL(/\/api\/start-run$/);
    const back = page.locator('main a[href="/cli/sand/runs/start"]');
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/cli\/sand\/runs\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'sand runs start' })).toBeVisible();
  });

  test('the sidebar mirrors the command tree with groups expanded', async ({ page }) => {
    await page.goto('/cli/sand');
    const sidebar = page.locator('aside.nextra-sidebar');
    for (const href of [
      '/cli/sand/api-keys/rotate',
      '/cli/sand/runs/start',
      '/cli/sand/steps/push/docker',
      '/cli/sand/workflows/tag',
      '/cli/sand/health',
    ]) {
      await expect(sidebar.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test('the overview covers install, configuration, environment and exit codes', async ({ page }) => {
    await page.goto('/cli');
    const main = page.locator('main');
    for (const h of [
      'Install',
      'Authenticate',
      'Configure',
      'Global flags',
      'Environment variables',
      'Exit codes',
      'Command groups',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: new RegExp(`^${h}`) })).toBeVisible();
    }
    await expect(page.locator('#env-sand_api_key')).toContainText('SAND_API_KEY');
    await expect(page.locator('#exit-3')).toContainText('unauthenticated');
  });
});
