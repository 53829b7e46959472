import { expect, test, type Page } from '@playwright/test';
import { PRISM_ORIGIN } from './servers';

// The recipe pages (/api/recipes): the landing page and the "Recipes" group of the API sidebar,
// a recipe's steps linked to their operations, its scripts, and its runner in real Chromium
// against Prism (a real OpenAPI mock of openapi/sun-api.yaml): a passing run, a run stopped at a
// failed criterion, a retry that waits as the recipe says, and one step at a time.

const TOKEN = 'sk_test_e2e_0123456789';

async function openRunner(page: Page, slug: string, { token = TOKEN, mock = true } = {}) {
  await page.goto(`/api/recipes/${slug}`);
  const region = page.getByRole('region', { name: 'Run this recipe' });
  // The runner's code is not on the page until the reader opens it.
  await expect(region.getByLabel('Server', { exact: true })).toHaveCount(0);
  await region.getByRole('button', { name: 'Open the runner' }).click();
  // It offers the API's servers, the first chosen; another server needs its base URL before anything runs.
  const servers = region.getByLabel('Server', { exact: true });
  await expect(servers.locator('option:checked')).toHaveText('https://api.sandgarden.com (Control plane)');
  await expect(servers.locator('option')).toContainText(['https://localhost:8987 (Director pool)']);
  await servers.selectOption({ label: 'Another server (base URL)' });
  await expect(region.getByRole('button', { name: 'Run this recipe' })).toBeDisabled();
  await region.getByLabel('Base URL').fill(PRISM_ORIGIN);
  await region.getByLabel('The server is a mock (Prism)').setChecked(mock);
  await region.getByLabel('API key (bearer token)').fill(token);
  return region;
}

test('the landing page lists every recipe, and the API sidebar has a Recipes group', async ({ page }) => {
  await page.goto('/api/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  const main = page.getByRole('main');
  for (const title of [
    'Run a workflow and wait for its result',
    'Rotate an API key without downtime',
    'Test two versions against a suite and compare them',
    'Connect a model provider and check a step that uses it',
  ]) {
    await expect(main.getByRole('link', { name: title })).toHaveAttribute('href', /^\/api\/recipes\/[a-z-]+$/);
  }
  // The sidebar's Recipes group holds every recipe page.
  await expect(
    page.getByRole('complementary').getByRole('link', { name: 'Rotate an API key without downtime' }).first(),
  ).toBeAttached();
});

test("each step shows its request in the sample languages, reading an earlier step's output from a variable", async ({
  page,
}) => {
  await page.goto('/api/recipes/run-workflow-and-wait');
  const card = page.locator('#waitforrun-request');
  await expect(card.getByRole('tab')).toHaveText([
    'curl',
    'JavaScript',
    'TypeScript',
    'Python',
    'Go',
    'Java',
    'C#',
    'Ruby',
    'PHP',
    'HTTPie',
  ]);
  await expect(card.getByRole('tabpanel').filter({ visible: true })).toContainText('START_RUN_RUN_ID');
  // The sentence above it names the variable and links to the step whose output it is.
  const sentence = page.getByRole('paragraph').filter({ hasText: 'START_RUN_RUN_ID' });
  await expect(sentence.getByRole('link', { name: 'startRun' })).toHaveAttribute('href', '#startrun');
  // The other languages are not in the page (HTML or payload): they load from its data file when
  // chosen, highlighted as the drawn one, with the same variable.
  const html = await (await page.request.get('/api/recipes/run-workflow-and-wait')).text();
  expect(html).toContain('START_RUN_RUN_ID');
  expect(html).not.toContain('os.Getenv');
  const data = page.waitForResponse((r) => r.url().endsWith('/api-samples/api/recipes/run-workflow-and-wait.json'));
  await card.getByRole('tab', { name: 'Go' }).click();
  expect((await data).status()).toBe(200);
  const go = card.getByRole('tabpanel').filter({ visible: true });
  await expect(go).toContainText('os.Getenv("START_RUN_RUN_ID")');
  await expect(go.locator('code span[class^="k"]').first()).toBeVisible();
  await expect(go.getByRole('alert')).toHaveCount(0);
});

test('a recipe page shows each step in order, linked to its operation, with what it sends, its criteria and the scripts', async ({
  page,
}) => {
  await page.goto('/api/recipes/rotate-api-key');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3 })).toHaveText([
    '1. createKey',
    '2. verifyNewKey',
    '3. revokeOldKey',
    '4. checkNewKey',
  ]);
  await expect(main.getByRole('link', { name: 'Create an API key' }).last()).toHaveAttribute(
    'href',
    '/api/create-api-key',
  );
  await expect(main.getByRole('link', { name: 'Revoke an API key' })).toHaveAttribute('href', '/api/delete-api-key');
  // A value from an earlier step is shown as such, linked to that step.
  await expect(main.getByRole('listitem').filter({ hasText: 'Authorization (header)' }).first()).toContainText(
    'Bearer {$steps.createKey.outputs.secret}',
  );
  // The step's criterion as a sentence, its expression beside it as code (the scripts carry it too).
  const criterion = main
    .getByRole('listitem')
    .filter({ has: page.getByText('$response.body#/key/id == $steps.createKey.outputs.keyId', { exact: true }) });
  await expect(criterion).toHaveText(
    'the response’s key.id equals keyId from step createKey ($response.body#/key/id == $steps.createKey.outputs.keyId)',
  );
  await expect(main.getByRole('listitem').filter({ hasText: /^the response status is 204 / })).toHaveCount(1);
  await expect(main.locator('pre').filter({ hasText: 'call POST "/api/v1/api-keys"' })).toHaveCount(1);
  await expect(main.locator('pre').filter({ hasText: 'async function main()' })).toHaveCount(1);
});

test("Run this recipe: each step's request and response appear, outputs flow, and the run passes against Prism", async ({
  page,
}) => {
  const region = await openRunner(page, 'rotate-api-key');
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().startsWith(PRISM_ORIGIN));
  await region.getByRole('button', { name: 'Run this recipe' }).click();
  await expect(region.getByRole('status')).toHaveText(
    /^The recipe passed against a mock: its values are the API description’s examples\. Outputs: \{"keyId":"key_01jsb9c8d7e6f5g4h3j2k1m0n9"/,
  );
  expect((await deleted).url()).toBe(`${PRISM_ORIGIN}/api/v1/api-keys/key_01jm1b2c3d4e5f6g7h8j9k0m1n`);
  const log = region.getByRole('list', { name: 'What the run did' });
  await expect(log.locator('li[data-event="request"]')).toHaveCount(4);
  await expect(log.locator('li[data-event="step"]')).toHaveCount(4);
  // The secret the first step returned is what the second step sends.
  const verify = page.waitForRequest((r) => r.url() === `${PRISM_ORIGIN}/api/v1/auth/verify`);
  await region.getByRole('button', { name: 'Run this recipe' }).click();
  expect((await verify).headers().authorization).toBe('Bearer sk_usr_Vb81kQ9xT2mZ7pL4cW6rY0nD3sF5hJ8a');
});

test('the run stops at the first failed criterion, naming the step and the criterion', async ({ page }) => {
  const region = await openRunner(page, 'rotate-api-key', { token: '' });
  await region.getByRole('button', { name: 'Run this recipe' }).click();
  await expect(region.getByRole('status')).toHaveText(
    'Stopped at step createKey: the check “the response status is 201” ($statusCode == 201) did not hold (status 401).',
  );
  await expect(region.locator('li[data-event="request"]')).toHaveCount(1);
});

test('a retry waits retryAfter seconds and asks again until the run has finished', async ({ page }) => {
  // A real server answers `async: true` with 202 and a queued run: the runner, told the server is a
  // mock, asks Prism for that answer; the first poll is answered "running", so the recipe's retry
  // has something to wait for.
  let polls = 0;
  const pollTimes: number[] = [];
  await page.route(`${PRISM_ORIGIN}/api/v1/runs/*`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    pollTimes.push(Date.now());
    if (polls++ > 0) return route.continue();
    const answer = await route.fetch();
    const run = { ...(await answer.json()), status: 'running', output: null, finishedAt: null };
    return route.fulfill({ response: answer, json: run });
  });
  const region = await openRunner(page, 'run-workflow-and-wait');
  await region.getByRole('button', { name: 'Run this recipe' }).click();
  await expect(region.getByRole('status')).toHaveText(/^The recipe passed against a mock/, { timeout: 30_000 });
  await expect(region.locator('li[data-event="retry"]')).toHaveText(/stillRunning: waiting 2 s before trying again/);
  expect(polls).toBe(2);
  expect(pollTimes[1] - pollTimes[0]).toBeGreaterThanOrEqual(2000);
});

test('one step at a time: each click runs the next step with the outputs of the ones before', async ({ page }) => {
  const region = await openRunner(page, 'rotate-api-key');
  await region.getByRole('button', { name: 'Run the first step' }).click();
  await expect(region.locator('li[data-event="step"]')).toHaveCount(1);
  await expect(region.locator('li[data-event="step"]')).toContainText('"keyId":"key_01jsb9c8d7e6f5g4h3j2k1m0n9"');
  const verify = page.waitForRequest((r) => r.url() === `${PRISM_ORIGIN}/api/v1/auth/verify`);
  await region.getByRole('button', { name: 'Run step verifyNewKey' }).click();
  expect((await verify).headers().authorization).toBe('Bearer sk_usr_Vb81kQ9xT2mZ7pL4cW6rY0nD3sF5hJ8a');
  await expect(region.locator('li[data-event="step"]')).toHaveCount(2);
  await expect(region.getByRole('button', { name: 'Run step revokeOldKey' })).toBeVisible();
  await expect(region.getByRole('status')).toHaveCount(0);
});

test('against Prism marked as a mock, a recipe whose step expects 202 passes; unmarked, the result says why it stopped', async ({
  page,
}) => {
  // No route rewrites: the runner itself asks the mock for the status each step expects.
  const region = await openRunner(page, 'run-workflow-and-wait', { mock: false });
  await region.getByRole('button', { name: 'Run this recipe' }).click();
  const status = region.getByRole('status');
  await expect(status).toContainText(
    'Stopped at step startRun: the check “the response status is 202” ($statusCode == 202) did not hold (status 200).',
  );
  await expect(status).toContainText('If this server is a mock (Prism), tick “The server is a mock”');
  await expect(status.locator('code')).toHaveText('$statusCode == 202');
  const started = page.waitForRequest((r) => r.method() === 'POST' && r.url() === `${PRISM_ORIGIN}/api/v1/runs`);
  await region.getByLabel('The server is a mock (Prism)').check();
  await region.getByRole('button', { name: 'Run this recipe' }).click();
  expect((await started).headers().prefer).toBe('code=202');
  await expect(status).toHaveText(
    /^The recipe passed against a mock: its values are the API description’s examples\. Outputs: /,
  );
});

test("the recipe's inputs are fields prefilled with their examples, and the run sends what the reader typed", async ({
  page,
}) => {
  const region = await openRunner(page, 'run-workflow-and-wait');
  const workflow = region.getByLabel('workflow', { exact: true });
  await expect(workflow).toHaveValue('analyze-support-ticket:production');
  await expect(region.getByLabel('input', { exact: true })).toHaveValue('{\n  "ticket_id": 1\n}');
  await workflow.fill('nightly-report:2');
  await region.getByLabel('input', { exact: true }).fill('{"ticket_id": 42}');
  const found = page.waitForRequest((r) => r.url().startsWith(`${PRISM_ORIGIN}/api/v1/workflows/`));
  const started = page.waitForRequest((r) => r.method() === 'POST' && r.url() === `${PRISM_ORIGIN}/api/v1/runs`);
  await region.getByRole('button', { name: 'Run this recipe' }).click();
  expect((await found).url()).toBe(`${PRISM_ORIGIN}/api/v1/workflows/nightly-report%3A2`);
  expect((await started).postDataJSON()).toEqual({
    workflow: 'nightly-report:2',
    input: { ticket_id: 42 },
    async: true,
  });
  // JSON that does not parse is named, and nothing can run until it is fixed.
  await region.getByLabel('input', { exact: true }).fill('{ticket_id: 42}');
  await expect(region.getByText(/^input is not JSON/)).toBeVisible();
  await expect(region.getByRole('button', { name: 'Run this recipe' })).toBeDisabled();
});

test('the runner says where its key comes from, and no request builder is named on the page', async ({ page }) => {
  await page.goto('/api/recipes/rotate-api-key');
  const region = page.getByRole('region', { name: 'Run this recipe' });
  await expect(region).not.toContainText('request builder');
  await region.getByRole('button', { name: 'Open the runner' }).click();
  await expect(region.getByLabel('API key (bearer token)')).toHaveAccessibleDescription(
    /Sent as Authorization: Bearer … with every step\. Filled in from an operation page['’]s “Try it”/,
  );
});
