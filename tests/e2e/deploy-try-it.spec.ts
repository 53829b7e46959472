/**
 * The request builder where the site is deployed: served by nginx with deploy/nginx.conf and each
 * page's own Content-Security-Policy, an operation page may connect to its API's servers and
 * OAuth endpoints (and what the deployer adds, here this machine's loopback for Prism), every
 * other page to the site only; Send reaches Prism without a violation, and an origin the policy
 * does not allow is not sent and the builder says why and how to allow it.
 */
import { expect } from '@playwright/test';
import { PRISM_ORIGIN, PRISM_PORT } from './servers';
import { NGINX_BIN } from './nginx-server';
import { haveNginx, openBuilder, test } from './deployed-site';

test.skip(
  !haveNginx && !process.env.CI,
  `${NGINX_BIN} is not installed (apt-get install nginx); under CI=true this fails instead`,
);

const connectSrc = (csp: string | undefined) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src'));

test("an operation page's policy lets it connect to the API's servers and sign-in endpoints; other pages only to the site", async ({
  request,
}) => {
  const operation = connectSrc((await request.get('/api/list-workflows')).headers()['content-security-policy']);
  expect(operation).toMatch(/^connect-src 'self' /);
  for (const origin of ['https://api.sandgarden.com', 'https://auth.sandgarden.com', 'http://127.0.0.1:*'])
    expect(operation?.split(' ')).toContain(origin);
  for (const route of ['/', '/api', '/docs/using/concepts', '/api/oauth-callback', '/no-such-page']) {
    expect(connectSrc((await request.get(route)).headers()['content-security-policy']), route).toBe(
      "connect-src 'self'",
    );
  }
});

test('Send on an operation page served by nginx reaches Prism, an origin the deployer allowed, with no CSP violation', async ({
  page,
  cspViolations,
}) => {
  const form = await openBuilder(page, 'list-workflows');
  await form.getByLabel('Server', { exact: true }).selectOption({ label: 'Custom base URL' });
  await form.getByLabel('Base URL').fill(PRISM_ORIGIN);
  await form.getByLabel('Bearer token').fill('sk_test_deployed_0123');
  const sent = page.waitForRequest((r) => r.url().startsWith(PRISM_ORIGIN) && r.method() === 'GET');
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await sent).headers().authorization).toBe('Bearer sk_test_deployed_0123');
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
  expect(await cspViolations()).toEqual([]);
});

test('a base URL the policy does not allow is not sent: the builder says why, how a deployer allows it, and stays usable', async ({
  page,
}) => {
  const form = await openBuilder(page, 'list-workflows');
  await form.getByLabel('Server', { exact: true }).selectOption({ label: 'Custom base URL' });
  const outside = `http://127.0.0.2:${PRISM_PORT}`;
  await form.getByLabel('Base URL').fill(outside);
  await form.getByLabel('Bearer token').fill('sk_test_deployed_0123');
  let left = 0;
  page.on('requestfinished', (r) => void (r.url().startsWith(outside) && left++));
  await form.getByRole('button', { name: 'Send' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(`Not sent: this site's security policy does not allow ${outside}.`);
  await expect(alert).toContainText('https://api.sandgarden.com');
  await expect(alert).toContainText('tryIt.connectSources in site.config.ts');
  await expect(alert.getByRole('button', { name: 'Copy the curl command' })).toBeVisible();
  expect(left).toBe(0);
  await form.getByLabel('Base URL').fill(PRISM_ORIGIN);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
});
