import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TryItSignIn } from '../../../../shared/api/try-it/types.ts';
import { grantOf, initialScopes, scopeChoices } from './choices.ts';

const oauth: TryItSignIn = {
  scheme: 'oauth',
  type: 'oauth2',
  flows: [
    {
      flow: 'authorizationCode',
      authorizationUrl: 'https://auth.example.com/authorize',
      tokenUrl: 'https://auth.example.com/token',
      scopes: ['runs:read', 'runs:write', 'offline_access'],
      scopeDescriptions: { 'runs:read': 'Read runs', 'runs:write': 'Start runs' },
    },
    { flow: 'clientCredentials', tokenUrl: 'https://auth.example.com/token', scopes: ['admin'] },
  ],
  requiredScopes: ['runs:read'],
};

const oidc: TryItSignIn = {
  scheme: 'oidc',
  type: 'openIdConnect',
  flows: [],
  discoveryUrl: 'https://id.example.com/.well-known/openid-configuration',
  requiredScopes: ['runs:read'],
};

test("the form starts with the operation's required scopes checked, and openid for OpenID Connect", () => {
  assert.deepEqual(initialScopes(oauth), ['runs:read']);
  assert.deepEqual(initialScopes(oidc), ['openid', 'runs:read']);
  assert.deepEqual(initialScopes({ ...oidc, requiredScopes: [] }), ['openid']);
  assert.deepEqual(initialScopes({ ...oauth, requiredScopes: [] }), []);
});

test("each scope is offered with the description the scheme's flow gives it", () => {
  assert.deepEqual(scopeChoices(oauth, 'authorizationCode'), [
    { scope: 'runs:read', description: 'Read runs' },
    { scope: 'runs:write', description: 'Start runs' },
    { scope: 'offline_access' },
  ]);
  // Another flow's list, with the requirement's scope and the description another flow gives it.
  assert.deepEqual(scopeChoices(oauth, 'clientCredentials'), [
    { scope: 'admin' },
    { scope: 'runs:read', description: 'Read runs' },
  ]);
  const [openid, required] = scopeChoices(oidc, 'authorizationCode');
  assert.equal(openid?.scope, 'openid');
  assert.match(openid?.description ?? '', /OpenID Connect/);
  assert.deepEqual(required, { scope: 'runs:read' });
});

test('an OpenID Connect scheme offers the scopes its discovery document lists, each with what it is for', () => {
  const offered = ['openid', 'profile', 'email', 'offline_access', 'runs:read', 'billing'];
  const choices = scopeChoices(oidc, 'authorizationCode', offered);
  assert.deepEqual(
    choices.map((c) => c.scope),
    ['openid', 'runs:read', 'profile', 'email', 'offline_access', 'billing'],
  );
  const help = Object.fromEntries(choices.map((c) => [c.scope, c.description]));
  assert.match(help.offline_access ?? '', /refresh token/);
  assert.match(help.email ?? '', /email address/);
  assert.match(help.profile ?? '', /name/);
  assert.equal(help.billing, undefined);
  // Only `openid` and the requirement's scopes start checked: a refresh token is the reader's choice.
  assert.deepEqual(initialScopes(oidc), ['openid', 'runs:read']);
  // An OAuth 2.0 scheme offers what its flows list, whatever a server might publish.
  assert.deepEqual(
    scopeChoices(oauth, 'clientCredentials', offered).map((c) => c.scope),
    ['admin', 'runs:read'],
  );
});

test('after sign-in: the scopes granted, the asked ones left out, and whether a refresh token came', () => {
  assert.deepEqual(grantOf({ scopes: ['openid'], asked: ['openid', 'offline_access'] }), {
    granted: ['openid'],
    notGranted: ['offline_access'],
    refresh: false,
  });
  assert.deepEqual(
    grantOf({ scopes: ['openid', 'offline_access'], asked: ['openid', 'offline_access'], refreshToken: 'r' }),
    {
      granted: ['openid', 'offline_access'],
      notGranted: [],
      refresh: true,
    },
  );
});
