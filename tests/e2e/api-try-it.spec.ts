import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { PRISM_ORIGIN, SITE_PORT } from './servers';

// The request builder ("Try it") and the two-pane operation page, against the real export and
// Prism (a real OpenAPI mock server) running openapi/sun-api.yaml: Prism answers 4xx with an
// `sl-violations` header for any request that breaks the spec.

const TOKEN = 'sk_test_e2e_0123456789';

/** Every operation page, from the generated sidebar data: the entries labelled with their method (not the overview or the changelog). */
const OPERATIONS = Object.entries(
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../content/api/_meta.json'), 'utf8')) as Record<
    string,
    unknown
  >,
)
  .filter(
    ([key, title]) =>
      !key.startsWith('--') &&
      typeof title === 'string' &&
      /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) /.test(title),
  )
  .map(([key]) => key);

async function openBuilder(page: Page, slug: string) {
  await page.goto(`/api/${slug}`);
  await page.getByRole('button', { name: 'Open the request builder' }).click();
  const form = page.getByRole('form', { name: /^Request builder/ });
  await expect(form).toBeVisible();
  return form;
}

/** Chooses the custom base URL and types Prism's origin; a bearer token when the operation needs one. */
async function targetPrism(page: Page, base = PRISM_ORIGIN) {
  const form = page.getByRole('form', { name: /^Request builder/ });
  await form.getByLabel('Server', { exact: true }).selectOption({ label: 'Custom base URL' });
  await form.getByLabel('Base URL').fill(base);
  const token = form.getByLabel('Bearer token');
  if ((await token.count()) > 0) await token.fill(TOKEN);
  return form;
}

test.describe('request builder against Prism, every operation', () => {
  // One browser context per worker for the 67 pages; a failing operation does not stop the others.
  let page: Page;
  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    page = await (await browser.newContext()).newPage();
  });
  test.afterAll(async () => page.context().close());

  test('there are 67 operation pages', () => {
    expect(OPERATIONS).toHaveLength(67);
  });

  for (const slug of OPERATIONS) {
    test(`${slug}: the builder, filled from the examples, sends a request Prism accepts`, async () => {
      await openBuilder(page, slug);
      const form = await targetPrism(page);
      const answer = page.waitForResponse(
        (r) => r.url().startsWith(PRISM_ORIGIN) && r.request().method() !== 'OPTIONS',
      );
      await form.getByRole('button', { name: 'Send' }).click();
      const response = await answer;
      const violations = (await response.allHeaders())['sl-violations'];
      expect(violations, `${slug}: ${violations}`).toBeUndefined();
      expect(response.status(), slug).toBeLessThan(400);
      await expect(form.getByTestId('try-it-status')).toHaveText(/^(2\d\d\b|Redirect)/);
    });
  }
});

test('typed values reach the samples; the secret only when revealed', async ({ page }) => {
  const form = await openBuilder(page, 'start-run');
  await targetPrism(page);
  await form.getByLabel('Idempotency-Key').fill('typed-key-4711');
  const request = page.getByRole('complementary', { name: 'Request and response examples' });
  const curl = request.getByRole('tabpanel').filter({ hasText: 'curl -X POST' });
  await expect(curl).toContainText("-H 'Idempotency-Key: typed-key-4711'");
  await expect(curl).toContainText(`'${PRISM_ORIGIN}/api/v1/runs'`);
  await expect(curl).toContainText('Bearer $SAND_API_KEY');
  await expect(curl).not.toContainText(TOKEN);
  await request.getByRole('tab', { name: 'Python' }).click();
  await expect(request.getByRole('tabpanel').filter({ hasText: 'import requests' })).toContainText(
    '"Idempotency-Key": "typed-key-4711"',
  );
  await form.getByLabel(/Show secrets/).check();
  await expect(request.getByRole('tabpanel').filter({ hasText: 'import requests' })).toContainText(
    `"Authorization": "Bearer ${TOKEN}"`,
  );
  // The body editor feeds the samples too.
  await form.getByLabel('Body (application/json)').fill('{"workflow": "typed-workflow:1", "input": {}}');
  await request.getByRole('tab', { name: 'TypeScript' }).click();
  await expect(request.getByRole('tabpanel').filter({ hasText: 'const body' })).toContainText(
    '"workflow": "typed-workflow:1"',
  );
});

test('nothing leaves the page before Send; then the bearer token reaches the server as Authorization: Bearer', async ({
  page,
}) => {
  const siteOrigin = `http://localhost:${SITE_PORT}`;
  const elsewhere: Request[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(siteOrigin) && !r.url().startsWith('data:')) elsewhere.push(r);
  });
  const form = await openBuilder(page, 'get-run');
  await targetPrism(page);
  await form.getByLabel('runId').fill('run_01jn2m3q4r5s6t7v8w9x0y1z2a');
  expect(elsewhere.map((r) => r.url())).toEqual([]);
  const sent = page.waitForRequest((r) => r.url().startsWith(PRISM_ORIGIN) && r.method() === 'GET');
  await form.getByRole('button', { name: 'Send' }).click();
  const request = await sent;
  expect((await request.allHeaders()).authorization).toBe(`Bearer ${TOKEN}`);
  expect(request.url()).toBe(`${PRISM_ORIGIN}/api/v1/runs/run_01jn2m3q4r5s6t7v8w9x0y1z2a`);
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
  await expect(form.getByLabel('Response body')).toContainText('"id"');
  // Only Prism was called (a CORS preflight and the request).
  expect(elsewhere.every((r) => r.url().startsWith(PRISM_ORIGIN))).toBe(true);
});

test('credentials live in sessionStorage only, never the URL or localStorage, and "Forget credentials" removes them', async ({
  page,
}) => {
  const form = await openBuilder(page, 'get-run');
  await targetPrism(page);
  const stored = () =>
    page.evaluate(() => ({
      session: JSON.stringify(sessionStorage),
      local: JSON.stringify(localStorage),
      url: location.href,
    }));
  let now = await stored();
  expect(now.session).toContain(TOKEN);
  expect(now.local).not.toContain(TOKEN);
  expect(now.url).not.toContain(TOKEN);
  // Another operation in the same tab finds the token again.
  await openBuilder(page, 'list-runs');
  await expect(form.getByLabel('Bearer token')).toHaveValue(TOKEN);
  await form.getByRole('button', { name: 'Forget credentials' }).click();
  await expect(form.getByLabel('Bearer token')).toHaveValue('');
  now = await stored();
  expect(now.session).not.toContain(TOKEN);
});

test('a server that does not allow this site (CORS) gets an explanation and the curl command to copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const form = await openBuilder(page, 'health');
  // The static site server on another origin (127.0.0.1 instead of localhost) sends no CORS headers.
  await targetPrism(page, `http://127.0.0.1:${SITE_PORT}`);
  await form.getByRole('button', { name: 'Send' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('The request did not complete');
  await expect(alert).toContainText('CORS');
  await expect(alert).toContainText(`curl 'http://127.0.0.1:${SITE_PORT}/api/v1/health'`);
  await alert.getByRole('button', { name: 'Copy the curl command' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    `curl 'http://127.0.0.1:${SITE_PORT}/api/v1/health'`,
  );
});

test('a missing required value is named and nothing is sent', async ({ page }) => {
  const form = await openBuilder(page, 'get-run');
  await targetPrism(page);
  await form.getByLabel('runId').fill('');
  let sent = 0;
  page.on('request', (r) => void (r.url().startsWith(PRISM_ORIGIN) && sent++));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toContainText('runId (path) is required.');
  expect(sent).toBe(0);
});

/** Sends the builder's request; returns the URL fetched once Prism has answered 200. */
async function sendAndSee(page: Page): Promise<string> {
  const form = page.getByRole('form', { name: /^Request builder/ });
  const sent = page.waitForRequest((r) => r.url().startsWith(PRISM_ORIGIN) && r.method() === 'GET');
  await form.getByRole('button', { name: 'Send' }).click();
  const url = (await sent).url();
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
  return url;
}

test('optional parameters start empty, their examples offered, never sent unless chosen', async ({ page }) => {
  const form = await openBuilder(page, 'list-workflows');
  await targetPrism(page);
  const field = (name: string) => form.getByLabel(name, { exact: true });
  for (const name of ['limit', 'cursor', 'name', 'tag']) await expect(field(name)).toHaveValue('');
  await expect(form).toContainText('e.g. c_01jmzd2k3m4n5p6q7r8s9t0v1w');
  const samples = page.getByRole('complementary', { name: 'Request and response examples' });
  const curl = samples.getByRole('tabpanel').filter({ hasText: 'curl ' });
  const bare = `${PRISM_ORIGIN}/api/v1/workflows`;
  await expect(curl).toContainText(`'${bare}'`);
  expect(await sendAndSee(page)).toBe(bare);

  // The reader takes one example: it is sent, and the samples show it.
  await form.getByRole('button', { name: 'Use example for name' }).click();
  await expect(field('name')).toHaveValue('analyze%');
  await expect(field('name')).toBeFocused();
  await expect(curl).toContainText(`'${bare}?name=analyze%25'`);
  expect(await sendAndSee(page)).toBe(`${bare}?name=analyze%25`);
});

test('the line beside Send is the URL sent, query string included', async ({ page }) => {
  const form = await openBuilder(page, 'list-workflows');
  await targetPrism(page);
  await form.getByLabel('limit', { exact: true }).fill('5');
  const line = await form.getByRole('button', { name: 'Send' }).getAttribute('aria-describedby');
  const url = await sendAndSee(page);
  expect(url).toContain('limit=5');
  await expect(form.locator(`[id="${line}"]`)).toHaveText(`GET ${url}`);
});

test('the builder works from the keyboard alone', async ({ page }) => {
  await page.goto('/api/health');
  const open = page.getByRole('button', { name: 'Open the request builder' });
  await open.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: /^Request builder/ });
  const server = form.getByLabel('Server', { exact: true });
  await expect(server).toBeVisible();
  await server.focus();
  await server.selectOption({ label: 'Custom base URL' });
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Base URL')).toBeFocused();
  await page.keyboard.type(PRISM_ORIGIN);
  await form.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
});

test('two panes at 1280 px: the samples stay beside the reference while it scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/api/start-run');
  const aside = page.getByRole('complementary', { name: 'Request and response examples' });
  const responses = page.getByRole('heading', { level: 2, name: /^Responses/ });
  const asideBox = (await aside.boundingBox())!;
  const mainBox = (await page.getByRole('heading', { level: 2, name: /^Authentication/ }).boundingBox())!;
  expect(asideBox.x).toBeGreaterThan(mainBox.x + mainBox.width - 1);
  // The first sample is in the first screen (it used to start at y ≈ 9,100 px).
  expect(asideBox.y).toBeLessThan(400);
  await responses.scrollIntoViewIfNeeded();
  await expect(aside).toBeInViewport();
  // Scrolling to a response shows its example.
  await page.locator('[id="response-429"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(aside.getByLabel('Response status')).toHaveValue(/\d+/);
  await expect(aside.locator('[data-status="429"]')).toBeVisible();
  await expect(aside.locator('[data-status="429"]')).toContainText('"code": "rate_limited"');
});

test('one column at 390 px: samples after the summary, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBuilder(page, 'start-run');
  const aside = page.getByRole('complementary', { name: 'Request and response examples' });
  const header = (await page.getByLabel('Endpoint').boundingBox())!;
  const asideBox = (await aside.boundingBox())!;
  expect(asideBox.y).toBeGreaterThan(header.y);
  expect(asideBox.width).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DOCUMENTED_KEY = '5f0c2b8e-1d7a-4c39-9e5b-2a6f8d4c1e07';

test('each Send carries a fresh Idempotency-Key, never the documented example, and the builder says so', async ({
  page,
}) => {
  const form = await openBuilder(page, 'start-run');
  await targetPrism(page);
  const field = form.getByLabel('Idempotency-Key');
  await expect(field).toHaveValue(UUID);
  await expect(field).not.toHaveValue(DOCUMENTED_KEY);
  await expect(form).toContainText('a new random key for each request sent');
  const keys: string[] = [];
  for (let i = 0; i < 2; i++) {
    const shown = await field.inputValue();
    // The live curl sample carries the key the next Send sends.
    await expect(
      page
        .getByRole('complementary', { name: 'Request and response examples' })
        .getByRole('tabpanel')
        .filter({ hasText: 'curl -X POST' }),
    ).toContainText(`Idempotency-Key: ${shown}`);
    const sent = page.waitForRequest((r) => r.url().startsWith(PRISM_ORIGIN) && r.method() === 'POST');
    await form.getByRole('button', { name: 'Send' }).click();
    const key = (await sent).headers()['idempotency-key'];
    expect(key).toBe(shown);
    keys.push(key);
    await expect(form.getByTestId('try-it-status')).toBeVisible();
    await expect(field).not.toHaveValue(shown);
  }
  expect(keys[0]).toMatch(UUID);
  expect(keys[1]).toMatch(UUID);
  expect(keys[0]).not.toBe(keys[1]);
  expect(keys).not.toContain(DOCUMENTED_KEY);
  // A key the reader types is theirs: it is sent as typed, and kept.
  await field.fill('my-own-key-1');
  const sent = page.waitForRequest((r) => r.url().startsWith(PRISM_ORIGIN) && r.method() === 'POST');
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await sent).headers()['idempotency-key']).toBe('my-own-key-1');
  await expect(field).toHaveValue('my-own-key-1');
});

test('a body that breaks its schema is named (pointer and message) and not sent, unless the reader sends it anyway', async ({
  page,
}) => {
  const form = await openBuilder(page, 'create-step');
  await targetPrism(page);
  const editor = form.getByLabel(/^Body \(/);
  const body = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
  expect(body).toHaveProperty('name');
  delete body.name;
  await editor.fill(JSON.stringify(body, null, 2));
  await expect(form.getByTestId('try-it-body-schema')).toContainText('/name Required, and missing.');
  const posted: string[] = [];
  page.on(
    'request',
    (r) => void (r.url().startsWith(PRISM_ORIGIN) && r.method() === 'POST' && posted.push(r.postData() ?? '')),
  );
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Not sent: the body does not match its schema.');
  await expect(alert.getByRole('listitem')).toContainText(['/name: Required, and missing.']);
  expect(posted).toEqual([]);
  const sent = page.waitForRequest((r) => r.url().startsWith(PRISM_ORIGIN) && r.method() === 'POST');
  await alert.getByRole('button', { name: 'Send anyway' }).click();
  expect(JSON.parse((await sent).postData() ?? '{}')).not.toHaveProperty('name');
  await expect(form.getByTestId('try-it-status')).toBeVisible();
});
