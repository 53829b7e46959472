import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isConnectSource, originOf, tryItConnectOrigins } from './connect-sources.ts';
import type { TryItOperation } from './types.ts';

const operation = (change: Partial<TryItOperation>): TryItOperation => ({
  method: 'GET',
  path: '/runs',
  params: [],
  bodies: [],
  bodyRequired: false,
  servers: [],
  env: { baseUrl: 'API_BASE_URL', secret: 'API_TOKEN' },
  typed: undefined as unknown as TryItOperation['typed'],
  ...change,
});

test('an operation may connect to each server (variables filled from their enums), and to the token, refresh, device and discovery endpoints', () => {
  const data = operation({
    servers: [
      { url: 'https://api.example.com/v1', variables: [] },
      {
        url: 'https://{region}.example.com:{port}',
        variables: [
          { name: 'region', default: 'eu', enum: ['eu', 'us'] },
          { name: 'port', default: '8443' },
        ],
      },
      { url: '/relative', variables: [] },
    ],
    signIn: [
      {
        scheme: 'oauth2',
        type: 'oauth2',
        requiredScopes: [],
        flows: [
          {
            flow: 'authorizationCode',
            authorizationUrl: 'https://login.example.com/authorize',
            tokenUrl: 'https://token.example.com/token',
            refreshUrl: 'https://refresh.example.com/r',
            scopes: [],
          },
          {
            flow: 'deviceAuthorization',
            deviceAuthorizationUrl: 'https://device.example.com/code',
            tokenUrl: 'https://token.example.com/token',
            scopes: [],
          },
        ],
      },
      {
        scheme: 'oidc',
        type: 'openIdConnect',
        requiredScopes: [],
        flows: [],
        discoveryUrl: 'https://id.example.com/.well-known/openid-configuration',
      },
    ],
  });
  assert.deepEqual(tryItConnectOrigins(data), [
    'https://api.example.com',
    'https://device.example.com',
    'https://eu.example.com:8443',
    'https://id.example.com',
    'https://refresh.example.com',
    'https://token.example.com',
    'https://us.example.com:8443',
  ]);
});

test('the authorization endpoint is visited, not connected to; relative and non-http URLs are the site itself or nothing', () => {
  const data = operation({
    servers: [
      { url: '/api', variables: [] },
      { url: 'ftp://files.example.com', variables: [] },
    ],
    signIn: [
      {
        scheme: 'o',
        type: 'oauth2',
        requiredScopes: [],
        flows: [{ flow: 'implicit', authorizationUrl: 'https://login.example.com/a', scopes: [] }],
      },
    ],
  });
  assert.deepEqual(tryItConnectOrigins(data), []);
  assert.equal(originOf('https://API.example.com:443/x'), 'https://api.example.com');
  assert.equal(originOf('//api.example.com'), undefined);
});

test('a site-added source is a scheme, a host and a port or *, and nothing that could end the directive', () => {
  for (const ok of [
    'https://api.staging.example.com',
    'http://localhost:*',
    'http://127.0.0.1:4100',
    'https://*.example.com',
    'http://[::1]:8080',
  ])
    assert.ok(isConnectSource(ok), ok);
  for (const bad of [
    "'unsafe-inline'",
    'https://a.com; script-src *',
    '*',
    'https://a.com/path',
    'data:',
    'https://a.com b.com',
    '',
  ])
    assert.ok(!isConnectSource(bad), bad);
});
