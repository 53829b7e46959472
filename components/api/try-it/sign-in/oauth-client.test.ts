/**
 * The sign-in steps against a real authorization server (oidc-provider, started here on a free
 * loopback port): discovery, client credentials, the device flow's start, its polling, its expiry
 * and a wrong client, and refresh. The browser flows (authorization code through the callback
 * page, the device code entered on the server's pages) run in Chromium: tests/e2e/api-sign-in.spec.ts.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { freePort } from '../../../../generator/lib/free-port.ts';
import { CLIENTS, startOidcServer, type OidcServer } from '../../../../tests/e2e/oidc-server.ts';
import {
  clientCredentials,
  discover,
  pollDevice,
  refresh,
  refreshEndpoint,
  startAuthorization,
  startDevice,
  type Endpoints,
} from './oauth-client.ts';
import { explainSignInError } from './explain.ts';

let server: OidcServer;
let endpoints: Endpoints;

before(async () => {
  const port = await freePort();
  server = await startOidcServer({ issuer: `http://127.0.0.1:${port}`, port, siteOrigin: 'http://127.0.0.1:1' });
  endpoints = await discover(`${server.issuer}/.well-known/openid-configuration`);
});
after(() => server.stop());

test("an OpenID Connect scheme's endpoints and grants come from its discovery document", () => {
  assert.equal(endpoints.issuer, server.issuer);
  assert.equal(endpoints.tokenUrl, `${server.issuer}/token`);
  assert.equal(endpoints.deviceAuthorizationUrl, `${server.issuer}/device/auth`);
  assert.ok(endpoints.grantTypes?.includes('client_credentials'));
  assert.ok(endpoints.scopes?.includes('runs:read'));
});

test('client credentials give a token the server issued; the secret is not kept, so there is no refresh token', async () => {
  const tokens = await clientCredentials(
    'oidc',
    endpoints,
    CLIENTS.service,
    CLIENTS.serviceSecret,
    ['runs:read'],
    1000,
  );
  assert.ok(await server.issued(tokens.accessToken));
  assert.equal(tokens.refreshToken, undefined);
  assert.equal(tokens.expiresAt, 1000 + 3600 * 1000);
  assert.equal(JSON.stringify(tokens).includes(CLIENTS.serviceSecret), false);
});

test('a wrong client secret is told as the client ID or secret refused, with the secret to check; a public client without a secret, the client ID', async () => {
  const wrongSecret = await clientCredentials('oidc', endpoints, CLIENTS.service, 'nope', []).catch((e: unknown) => e);
  const secret = explainSignInError(wrongSecret, 'token', endpoints.tokenUrl, CLIENTS.service, { secret: true });
  assert.match(secret.what, /refused the client ID or secret: "test-service" is not a client it knows, or the secret/);
  assert.match(secret.todo, /Check the client secret/);
  const wrongId = await startDevice(endpoints, 'nobody', []).catch((e: unknown) => e);
  const told = explainSignInError(wrongId, 'device', endpoints.deviceAuthorizationUrl, 'nobody');
  assert.match(told.what, /refused the client ID or secret: it does not know the client ID "nobody"/);
  assert.match(told.todo, /Check the client ID/);
  assert.doesNotMatch(told.todo, /secret \(copy/);
});

test('the token response names the scopes granted; the asked ones are kept beside them', async () => {
  const tokens = await clientCredentials('oidc', endpoints, CLIENTS.service, CLIENTS.serviceSecret, ['runs:read']);
  assert.deepEqual(tokens.scopes, ['runs:read']);
  assert.deepEqual(tokens.asked, ['runs:read']);
});

test('the authorization request asks for the consent page when it asks for offline_access, and not otherwise', async () => {
  const ask = (scopes: string[]) =>
    startAuthorization({
      scheme: 'oidc',
      endpoints,
      clientId: CLIENTS.web,
      scopes,
      redirectUri: 'http://127.0.0.1:1/api/oauth-callback',
      returnTo: '/api/list-runs',
      now: 1234,
    });
  const offline = await ask(['openid', 'offline_access']);
  assert.equal(new URL(offline.url).searchParams.get('prompt'), 'consent');
  assert.equal(new URL(offline.url).searchParams.get('scope'), 'openid offline_access');
  assert.equal(offline.pending.startedAt, 1234);
  assert.equal(new URL((await ask(['openid'])).url).searchParams.has('prompt'), false);
});

test('the device flow gives a user code and a verification address, polls while pending, and stops when the code expires', async () => {
  const device = await startDevice(endpoints, CLIENTS.shortDevice, []);
  assert.match(device.userCode, /\S/);
  assert.equal(new URL(device.verificationUri).origin, server.issuer);
  assert.equal(device.interval, 5);
  assert.deepEqual(await pollDevice('oidc', endpoints, CLIENTS.shortDevice, [], device), {
    kind: 'pending',
    interval: 5,
  });
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const expired = await pollDevice('oidc', endpoints, CLIENTS.shortDevice, [], device).catch((e: unknown) => e);
  assert.equal(
    explainSignInError(expired, 'poll', endpoints.tokenUrl, CLIENTS.shortDevice).what,
    'The code expired before anyone entered it.',
  );
});

test('refresh without a refresh token, or with one the server does not know, says to sign in again', async () => {
  const base = {
    scheme: 'oidc',
    flow: 'authorizationCode',
    clientId: CLIENTS.web,
    tokenUrl: endpoints.tokenUrl!,
    issuer: server.issuer,
    accessToken: 'a',
    scopes: [],
  };
  await assert.rejects(refresh(base), /no refresh token/);
  const refused = await refresh({ ...base, refreshToken: 'not-issued' }).catch((e: unknown) => e);
  assert.match(
    explainSignInError(refused, 'refresh', endpoints.tokenUrl, CLIENTS.web).what,
    /no longer accepts the refresh token/,
  );
});

test("a refresh goes to the flow's refreshUrl when it names one, not to its token endpoint", async () => {
  // The token endpoint here answers nothing (port 1); the server's answer, a refusal of this
  // unknown refresh token, shows the request went to the refresh endpoint.
  const tokens = {
    scheme: 'oauth',
    flow: 'authorizationCode',
    clientId: CLIENTS.web,
    tokenUrl: 'http://127.0.0.1:1/token',
    refreshUrl: endpoints.tokenUrl!,
    issuer: server.issuer,
    accessToken: 'a',
    refreshToken: 'not-issued',
    scopes: [],
  };
  assert.equal(refreshEndpoint(tokens), endpoints.tokenUrl);
  const refused = await refresh(tokens).catch((e: unknown) => e);
  assert.match(
    explainSignInError(refused, 'refresh', refreshEndpoint(tokens), CLIENTS.web).what,
    /no longer accepts the refresh token/,
  );
  assert.equal(refreshEndpoint({ tokenUrl: tokens.tokenUrl }), tokens.tokenUrl);
});
