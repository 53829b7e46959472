import { expect, test } from '@playwright/test';

// The API reference generated from openapi/sun-api.yaml, as a reader sees it in the export.

test.describe('API reference', () => {
  test('an operation page shows its method badge, path and parameters', async ({ page }) => {
    await page.goto('/api/get-run');
    await expect(page).toHaveTitle('Get a run | Sandgarden Docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Get a run' })).toBeVisible();
    const endpoint = page.getByLabel('Endpoint');
    await expect(endpoint.locator('[data-method="get"]')).toHaveText('GET');
    await expect(endpoint.getByTestId('operation-path')).toHaveText('/api/v1/runs/{runId}');
    await expect(page.getByRole('heading', { level: 3, name: 'Path parameters' })).toBeVisible();
    const runId = page.locator('[id="param-path-runId"]');
    await expect(runId).toContainText('runId');
    await expect(runId).toContainText('required');
    await expect(runId).toContainText('^(run|bat)_[0-9a-z]{26}$');
    // The sections are linkable headings. (Operation pages give the table of contents' width to
    // the request and response column: docs/request-builder.md.)
    await expect(page.locator('h2#responses')).toBeVisible();
    await expect(page.locator('h3#path-parameters')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'table of contents' })).toHaveCount(0);
  });

  test('query parameters show type, default, enum and constraints', async ({ page }) => {
    await page.goto('/api/list-runs');
    const limit = page.locator('[id="param-query-limit"]');
    await expect(limit).toContainText('integer');
    await expect(limit).toContainText('Default: 20');
    await expect(limit).toContainText('≤ 100');
    const status = page.locator('[id="param-query-status"]');
    await expect(status).toContainText('succeeded');
    const batches = page.locator('[id="param-query-batches"]');
    await expect(batches).toContainText('deprecated');
  });

  test('nested response fields expand, and a link to one opens it', async ({ page }) => {
    await page.goto('/api/get-workflow');
    const config = page.locator('[id="response-200.config"]');
    await expect(config).toBeVisible();
    const stage = page.locator('[id="response-200.config.stages.step"]');
    await expect(stage).toBeHidden();
    await config.locator('summary').first().click();
    await page.locator('[id="response-200.config.stages"] summary').first().click();
    await expect(stage).toBeVisible();
    await expect(stage).toContainText('required');
    await page.goto('/api/get-workflow#response-200.config.stages.forEach');
    await expect(page.locator('[id="response-200.config.stages.forEach"]')).toBeVisible();
    await expect(page.locator('[id="response-200.config.stages.forEach"]')).toContainText('JSONPath');
  });

  test('one-of alternatives and recursive schemas are shown without looping', async ({ page }) => {
    await page.goto('/api/create-step');
    const runtime = page.locator('[id="request-body.runtime"]');
    await runtime.locator('summary').first().click();
    await expect(runtime).toContainText('chosen by the value of type');
    await expect(runtime.getByText('DockerRuntime', { exact: true })).toBeVisible();
    await expect(runtime.getByText('LocalRuntime', { exact: true })).toBeVisible();
    await page.goto('/api/get-run');
    const children = page.locator('[id="response-200.children"]');
    await expect(children).toContainText('Recursive: has the same fields as Run above.');
    await expect(children.getByRole('link', { name: 'Run' })).toHaveAttribute('href', '#response-200');
  });

  test('a response example is shown for each body', async ({ page }) => {
    await page.goto('/api/start-run');
    await expect(page.getByRole('heading', { level: 3, name: '202 Accepted' })).toBeVisible();
    const examples = page.locator('pre:has(code)').filter({ hasText: '"id": "run_01jn2m3q4r5s6t7v8w9x0y1z2a"' });
    await expect(examples.first()).toBeVisible();
    await expect(page.locator('pre').filter({ hasText: '"code": "rate_limited"' })).toHaveCount(1);
  });

  test("an operation's error examples are true of it: no parameter it lacks, no pointer outside its body", async ({
    page,
  }) => {
    await page.goto('/api/create-step');
    // Every error example of the page, the tabs not chosen too.
    const examples = page.locator('pre').filter({ hasText: '"requestId"' });
    await expect(examples.first()).toBeAttached();
    const shown = (await examples.allTextContents()).join('\n');
    expect(shown).not.toContain('Query parameter');
    expect(shown).not.toContain('/stages/');
    expect(shown).toContain('"pointer": "/connectors/0"');
    // The list's own 400 is about its own query parameter.
    await page.goto('/api/list-steps');
    await expect(page.locator('pre').filter({ hasText: 'Query parameter \\"limit\\"' })).toHaveCount(1);
  });

  test('a body shown earlier on the page is linked, not listed again', async ({ page }) => {
    await page.goto('/api/start-run');
    // 400 lists the Error fields; 429 returns the same Error: a link up, and its own example.
    await expect(page.locator('[id="response-400.code"]')).toBeVisible();
    await expect(page.locator('[id="response-429.code"]')).toHaveCount(0);
    const same = page.locator('[id="response-429"]').getByText('Same schema as');
    await expect(same).toBeVisible();
    await same.getByRole('link', { name: '400 Bad Request' }).click();
    await expect(page).toHaveURL(/#response-400$/);
    await expect(page.locator('[id="response-400"]')).toBeInViewport();
  });

  test('a code sample is copied with its copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api/start-run');
    await page.getByRole('tab', { name: 'TypeScript' }).click();
    const panel = page.getByRole('tabpanel').filter({ hasText: 'import type { paths }' });
    await expect(panel).toBeVisible();
    await panel.hover();
    await panel.getByRole('button', { name: 'Copy code' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('type RequestBody = NonNullable<paths["/api/v1/runs"]["post"]["requestBody"]>');
    expect(copied).toContain('Bearer ${process.env.SAND_API_KEY}');
    // Empty lines come out empty, as the sample is written: not a space each (a linter's complaint).
    expect(copied).toMatch(/\n\n/);
    expect(copied).not.toMatch(/^[ \t]+$/m);
    await page.getByRole('tab', { name: 'curl' }).click();
    await expect(
      page.getByRole('tabpanel').filter({ hasText: "curl -X POST 'https://api.sandgarden.com/api/v1/runs'" }),
    ).toBeVisible();
  });

  test('deprecated operations carry a badge and a note', async ({ page }) => {
    await page.goto('/api/get-connections-count');
    await expect(page.getByLabel('Endpoint').getByText('Deprecated')).toBeVisible();
    await expect(page.getByRole('note')).toContainText('deprecated');
    await expect(page.getByRole('link', { name: 'List connections' }).first()).toHaveAttribute(
      'href',
      '/api/list-connections',
    );
  });

  test('the landing page lists every tag with its operations', async ({ page }) => {
    await page.goto('/api');
    const main = page.locator('main');
    for (const tag of [
      'Runs',
      'Workflows',
      'Steps',
      'Prompts',
      'Connectors',
      'Clusters',
      'Test suites',
      'API keys',
      'Users',
      'Organization',
      'Assets',
      'Directors',
      'Auth',
      'System',
    ]) {
      // A heading's name ends with its "Permalink for this section" link.
      await expect(main.getByRole('heading', { level: 2, name: new RegExp(`^${tag}\\s*Permalink`) })).toBeVisible();
    }
    await expect(main.locator('a[href^="/api/"]:has([data-method])')).toHaveCount(67);
    await main.getByRole('link', { name: /Start a run/ }).click();
    await expect(page).toHaveURL(/\/api\/start-run$/);
  });

  test('the sidebar groups operations under their tags, with methods', async ({ page }) => {
    await page.goto('/api/start-run');
    const sidebar = page.locator('aside.nextra-sidebar');
    await expect(sidebar.getByText('Test suites', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'POST Start a run' })).toHaveAttribute('href', '/api/start-run');
    await expect(sidebar.getByRole('link', { name: 'GET Count connections (deprecated)' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Sandgarden Sun API' })).toBeVisible();
  });

  test('the overview renders the description and offers the specification for download', async ({ page, request }) => {
    await page.goto('/api/sandgarden-sun-api');
    await expect(page.getByRole('heading', { level: 2, name: 'Rate limits' })).toBeVisible();
    await expect(page.locator('main table').filter({ hasText: 'validation_failed' })).toBeVisible();
    // The description as written (OpenAPI 3.2), its 3.1 rendition for tools that read 3.1 at most, the types.
    for (const [name, start] of [
      ['openapi.yaml', 'openapi: 3.2.0'],
      ['openapi.json', '{'],
      ['openapi-3.1.yaml', 'openapi: 3.1.1'],
      ['openapi-3.1.json', '{'],
      ['openapi.d.ts', '/**'],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `/${name}`);
      const response = await request.get(`/${name}`);
      expect(response.status()).toBe(200);
      expect((await response.text()).trimStart().startsWith(start)).toBe(true);
    }
    expect(await (await request.get('/openapi.d.ts')).text()).toContain('export interface paths');
  });
});
