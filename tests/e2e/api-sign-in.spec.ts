/**
 * Sign-in in the request builder, on the exported Sun API pages served as deployed (nginx, each
 * page's CSP, `Cross-Origin-Opener-Policy: same-origin`), against a real authorization server
 * (oidc-provider at the API's issuer, see deployed-site.ts) whose login and consent pages
 * Chromium clicks through: the token it issued arrives at Prism in the Authorization header, and
 * each failure a reader can meet is told with what to do. Client credentials and OpenID Connect
 * discovery (the Sun API has neither) run against the same server in sign-in/oauth-client.test.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { PRISM_ORIGIN } from './servers';
import { NGINX_BIN } from './nginx-server';
import { CLIENTS } from './oidc-server';
import { SUN_ISSUER, haveNginx, openBuilder, storage, test } from './deployed-site';

test.skip(
  !haveNginx && !process.env.CI,
  `${NGINX_BIN} is not installed (apt-get install nginx); under CI=true this fails instead`,
);
// One authorization server per worker; the flows run one after another on it.
test.describe.configure({ mode: 'default' });

const OPERATION = 'list-workflows';

async function builderOnPrism(page: Page) {
  const form = await openBuilder(page, OPERATION);
  await form.getByLabel('Server', { exact: true }).selectOption({ label: 'Custom base URL' });
  await form.getByLabel('Base URL').fill(PRISM_ORIGIN);
  await form.getByRole('button', { name: 'Sign in with OAuth 2.0 to get a token' }).click();
  await expect(form.getByTestId('sign-in')).toBeVisible();
  return form;
}

/** Send, and the Authorization header Prism received (Prism answers 401 without one). */
async function sendToPrism(page: Page, form: Locator): Promise<string> {
  const sent = page.waitForRequest((r) => r.url().startsWith(PRISM_ORIGIN) && r.method() === 'GET');
  await form.getByRole('button', { name: 'Send' }).click();
  const authorization = (await sent).headers().authorization ?? '';
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
  return authorization;
}

/**
 * The server's own login page, then its consent page when it asks (oidc-provider's
 * devInteractions ask for consent only when scopes are missing), until `done` shows.
 */
async function logIn(page: Page, done: Locator) {
  await page.getByPlaceholder('Enter any login').fill('reader@example.com');
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  await consent.or(done).first().waitFor();
  if (await consent.isVisible()) await consent.click();
  await done.waitFor();
}

const builderOf = (page: Page) => page.getByRole('form', { name: /^Request builder/ });
const deviceApproved = (page: Page) => page.getByRole('heading', { name: 'Sign-in Success' });

test('authorization code with PKCE: the same window goes to the server and back through the callback page, and the issued token reaches Prism', async ({
  page,
  nginx,
  oidc,
  cspViolations,
}) => {
  const form = await builderOnPrism(page);
  await expect(form.getByLabel('Authorization code (PKCE)')).toBeChecked();
  // Each flow says when it fits.
  await expect(form.getByLabel('Authorization code (PKCE)')).toHaveAccessibleDescription(/a person at this browser/);
  await expect(form.getByLabel('Device code')).toHaveAccessibleDescription(/a device or terminal without a browser/);
  await form.getByLabel('Client ID').fill(CLIENTS.web);
  const authorize = page.waitForRequest((r) => r.url().startsWith(`${SUN_ISSUER}/authorize`));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  const asked = new URL((await authorize).url()).searchParams;
  expect(asked.get('code_challenge_method')).toBe('S256');
  expect(asked.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(asked.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(asked.get('redirect_uri')).toBe(`${nginx.url}/api/oauth-callback`);
  expect(asked.has('code_verifier')).toBe(false);

  await logIn(page, builderOf(page));
  await page.waitForURL(`**/api/${OPERATION}`);
  expect(page.url()).not.toMatch(/[?&](code|state)=/);
  const signedIn = page.getByTestId('signed-in');
  await expect(signedIn).toContainText('Signed in with oauth2 (Authorization code (PKCE))');
  // What the server granted (no scope asked: the server's default), and the refresh token it gave.
  await expect(signedIn).toContainText('Scopes granted: openid. A refresh token came with it.');
  const again = page.getByRole('form', { name: /^Request builder/ });
  const authorization = await sendToPrism(page, again);
  const token = authorization.replace(/^Bearer /, '');
  expect(await oidc.issued(token)).toBe(true);

  // A reload finds the builder open and still signed in, with the same token.
  await page.reload();
  await expect(signedIn).toBeVisible();
  await expect(again.getByLabel('Bearer token')).toHaveValue(token);

  const kept = await storage(page);
  expect(kept.session).toContain(token);
  expect(kept.local).not.toContain(token);
  expect(asked.get('state')).not.toContain(token);
  expect(await cspViolations()).toEqual([]);

  // Forget credentials: the token, the refresh token and the sign-in are gone from the tab.
  await again.getByRole('button', { name: 'Forget credentials' }).click();
  await expect(again.getByLabel('Bearer token')).toHaveValue('');
  await expect(signedIn).toBeHidden();
  expect((await storage(page)).session).not.toContain(token);
});

test('a token about to expire is refreshed with the refresh token, and the new one is sent', async ({ page, oidc }) => {
  // The page's clock, so the test moves time to the refresh instead of waiting for it.
  await page.clock.install();
  const form = await builderOnPrism(page);
  await form.getByLabel('Client ID').fill(CLIENTS.shortToken);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await logIn(page, builderOf(page));
  const again = builderOf(page);
  await expect(page.getByTestId('signed-in')).toContainText('refreshed before then');
  const first = await again.getByLabel('Bearer token').inputValue();
  // The token lives 12 s; the builder refreshes it 5 s before.
  await page.clock.fastForward(7_000);
  await expect(again.getByLabel('Bearer token')).not.toHaveValue(first);
  const authorization = await sendToPrism(page, again);
  expect(authorization).not.toBe(`Bearer ${first}`);
  expect(await oidc.issued(authorization.replace(/^Bearer /, ''))).toBe(true);
});

/**
 * The Sun API signs in with OAuth 2.0; no page of this site has an OpenID Connect scheme. The
 * operation's page as served (nginx, its CSP), with its sign-in scheme turned into one whose
 * discovery document is the test server's as the page reads its data (the RSC payload its inline
 * scripts hand to Next): the form, discovery, the server and its consent are all real.
 */
async function withOpenIdConnect(page: Page) {
  const scheme = {
    scheme: 'oidc',
    type: 'openIdConnect',
    flows: [],
    discoveryUrl: `${SUN_ISSUER}/.well-known/openid-configuration`,
    requiredScopes: [],
  };
  await page.addInitScript((replacement) => {
    const oauth2 = /\{"scheme":"oauth2","type":"oauth2",.*?"requiredScopes":\[\]\}/;
    const rewrite = (entry: unknown) =>
      Array.isArray(entry) && entry[0] === 1 && typeof entry[1] === 'string'
        ? [1, entry[1].replace(oauth2, replacement)]
        : entry;
    // The chunks wait in this array until Next reads them and sets its own `push`, kept to be called.
    const chunks: unknown[] = [];
    let next: ((chunk: unknown) => void) | undefined;
    Object.defineProperty(chunks, 'push', {
      get: () => (chunk: unknown) => (next ? next(rewrite(chunk)) : Array.prototype.push.call(chunks, rewrite(chunk))),
      set: (callback: (chunk: unknown) => void) => {
        next = callback;
      },
    });
    (self as unknown as { __next_f: unknown[] }).__next_f = chunks;
  }, JSON.stringify(scheme));
}

test('OpenID Connect: the scopes the discovery document offers can be chosen; with offline_access a refresh token comes', async ({
  page,
  cspViolations,
}) => {
  await withOpenIdConnect(page);
  const form = await openBuilder(page, OPERATION);
  await form.getByRole('button', { name: 'Sign in with OpenID Connect to get a token' }).click();
  const offline = form.getByRole('checkbox', { name: 'offline_access' });
  await expect(offline).not.toBeChecked();
  await expect(offline).toHaveAccessibleDescription(/refresh token/);
  await expect(form.getByRole('checkbox', { name: 'openid' })).toBeChecked();
  await offline.check();
  await form.getByLabel('Client ID').fill(CLIENTS.offline);
  const authorize = page.waitForRequest((r) => r.url().startsWith(`${SUN_ISSUER}/authorize`));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  const asked = new URL((await authorize).url()).searchParams;
  expect(asked.get('scope')?.split(' ').sort()).toEqual(['offline_access', 'openid']);
  expect(asked.get('prompt')).toBe('consent');
  await logIn(page, builderOf(page));
  await expect(page.getByTestId('signed-in')).toContainText('Signed in with oidc (Authorization code (PKCE))');
  await expect(page.getByTestId('granted')).toHaveText(
    'Scopes granted: openid offline_access. A refresh token came with it.',
  );
  expect(await cspViolations()).toEqual([]);
});

test('device code: the code and the verification link are shown, the reader approves on the server, the poll gets the token, and Prism receives it', async ({
  page,
  context,
  oidc,
}) => {
  // The page's clock, so the test moves time to the next poll instead of waiting for it.
  await page.clock.install();
  const form = await builderOnPrism(page);
  await form.getByLabel('Device code').check();
  await form.getByLabel('Client ID').fill(CLIENTS.web);
  await form.getByRole('button', { name: 'Get a code' }).click();
  const shown = form.getByTestId('device-code');
  await expect(shown).toContainText('Enter the code');
  await expect(shown).toContainText('asking every 5 s');
  const link = shown.getByRole('link');
  await expect(link).toHaveText(`${SUN_ISSUER}/device`);
  // The reader opens the link on "another device": a second page of the browser.
  const approve = await context.newPage();
  await approve.goto((await link.getAttribute('href'))!);
  await approve.getByRole('button', { name: 'Continue' }).click();
  await logIn(approve, deviceApproved(approve));
  await page.clock.fastForward(5_000);
  await expect(form.getByTestId('signed-in')).toContainText('Signed in with oauth2 (Device code)');
  await expect(form.getByTestId('signed-in')).toContainText(
    'Scopes granted: openid. No refresh token came: sign in again when it expires.',
  );
  const authorization = await sendToPrism(page, form);
  expect(await oidc.issued(authorization.replace(/^Bearer /, ''))).toBe(true);
});

test('a token without a refresh token that expires is cleared, and the builder says it expired', async ({
  page,
  context,
}) => {
  // The page's clock, so the test moves time to the expiry instead of waiting for it.
  await page.clock.install();
  const form = await builderOnPrism(page);
  await form.getByLabel('Device code').check();
  await form.getByLabel('Client ID').fill(CLIENTS.shortToken);
  await form.getByRole('button', { name: 'Get a code' }).click();
  const approve = await context.newPage();
  await approve.goto((await form.getByTestId('device-code').getByRole('link').getAttribute('href'))!);
  await approve.getByRole('button', { name: 'Continue' }).click();
  await logIn(approve, deviceApproved(approve));
  // The next poll, which gets the token; the builder asks every 5 s.
  await page.clock.fastForward(5_000);
  await expect(form.getByTestId('signed-in')).toBeVisible();
  // The token lives 12 s.
  await page.clock.fastForward(12_000);
  await expect(form.getByRole('alert').filter({ hasText: 'The access token expired at' })).toContainText(
    'no refresh token. Sign in again.',
  );
  await expect(form.getByLabel('Bearer token')).toHaveValue('');
});

test.describe('failures say what happened and what to do, and the builder stays usable', () => {
  test('sign-in declined on the server', async ({ page }) => {
    const form = await builderOnPrism(page);
    await form.getByLabel('Client ID').fill(CLIENTS.web);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The reader cancels on the server's page: it answers access_denied.
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await page.waitForURL(`**/api/${OPERATION}`);
    const problem = page.getByTestId('sign-in-problem');
    await expect(problem).toContainText('Access was not granted: the consent was declined');
    await expect(problem).toContainText('Sign in again and allow access');
    await expect(problem).not.toContainText('fewer scopes');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  test('an answer whose state is not the one this tab sent', async ({ page }) => {
    const form = await builderOnPrism(page);
    await form.getByLabel('Client ID').fill(CLIENTS.web);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByPlaceholder('Enter any login').waitFor();
    // A forged or stale answer arrives at the callback page instead of the server's.
    await page.goto('/api/oauth-callback?code=forged-code&state=not-the-state-sent');
    await page.waitForURL(`**/api/${OPERATION}`);
    await expect(page.getByTestId('sign-in-problem')).toContainText(
      'does not belong to the sign-in this tab started (its state does not match)',
    );
  });

  test('a token endpoint that does not accept requests from this site (CORS)', async ({ page }) => {
    const form = await builderOnPrism(page);
    await form.getByLabel('Client ID').fill(CLIENTS.noCors);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await logIn(page, builderOf(page));
    const problem = page.getByTestId('sign-in-problem');
    await expect(problem).toContainText(
      `Could not reach ${SUN_ISSUER}: it is unreachable, or it does not accept requests from this site`,
    );
    await expect(problem).toContainText('device flow with curl');
  });

  test('a device code nobody entered in time', async ({ page }) => {
    // The page's clock, so the test moves time to the first poll instead of waiting for it.
    await page.clock.install();
    const form = await builderOnPrism(page);
    await form.getByLabel('Device code').check();
    await form.getByLabel('Client ID').fill(CLIENTS.shortDevice);
    await form.getByRole('button', { name: 'Get a code' }).click();
    await expect(form.getByTestId('device-code')).toBeVisible();
    // The code lives 2 s; the builder asks every 5 s.
    await page.clock.fastForward(5_000);
    await expect(form.getByTestId('sign-in-problem')).toContainText('The code expired before anyone entered it.');
    await expect(form.getByTestId('device-code')).toBeHidden();
    await expect(form.getByRole('button', { name: 'Get a code' })).toBeEnabled();
  });

  test('sign-in declined on the other device', async ({ page, context }) => {
    // The page's clock, so the test moves time to the next poll instead of waiting for it.
    await page.clock.install();
    const form = await builderOnPrism(page);
    await form.getByLabel('Device code').check();
    await form.getByLabel('Client ID').fill(CLIENTS.web);
    await form.getByRole('button', { name: 'Get a code' }).click();
    const approve = await context.newPage();
    await approve.goto((await form.getByTestId('device-code').getByRole('link').getAttribute('href'))!);
    await approve.getByRole('button', { name: '[ Abort ]' }).click();
    // The builder asks every 5 s.
    await page.clock.fastForward(5_000);
    await expect(form.getByTestId('sign-in-problem')).toContainText('Sign-in was declined on the other device');
  });

  test('a client ID the server does not know', async ({ page }) => {
    const form = await builderOnPrism(page);
    await form.getByLabel('Device code').check();
    await form.getByLabel('Client ID').fill('no-such-client');
    await form.getByRole('button', { name: 'Get a code' }).click();
    const problem = form.getByTestId('sign-in-problem');
    await expect(problem).toContainText(
      `${SUN_ISSUER} refused the client ID or secret: it does not know the client ID "no-such-client"`,
    );
    await expect(problem).toContainText('Check the client ID');
    // Still usable: the right client gets a code.
    await form.getByLabel('Client ID').fill(CLIENTS.web);
    await form.getByRole('button', { name: 'Get a code' }).click();
    await expect(form.getByTestId('device-code')).toBeVisible();
    await expect(problem).toBeHidden();
  });

  test('a server that refuses the client on its own page, before redirecting: back by Back, the builder says the sign-in did not complete and why, and keeps nothing of it', async ({
    page,
    nginx,
  }) => {
    const form = await builderOnPrism(page);
    await form.getByLabel('Client ID').fill('no-such-client');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The server cannot send an unknown client's answer anywhere: it shows its own error page.
    await page.waitForURL(`${SUN_ISSUER}/authorize?**`);
    await expect(page.getByText('invalid_client', { exact: false }).first()).toBeVisible();
    await page.goBack();
    await page.waitForURL(`**/api/${OPERATION}`);
    const problem = page.getByTestId('sign-in-problem');
    await expect(problem).toContainText(
      `The sign-in did not complete: ${SUN_ISSUER} did not send you back to this site.`,
    );
    await expect(problem).toContainText(
      `it does not know the client ID "no-such-client", this site's callback address, ${nginx.url}/api/oauth-callback, is not one of that client's redirect URIs`,
    );
    expect((await storage(page)).session).not.toContain('oauth-pending');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });
});
