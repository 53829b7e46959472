import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadApiModel } from './pipeline.ts';
import { schemasFor } from './model.ts';
import { serverLabel, SERVER_LABEL_MAX, tryItData } from './try-it-data.ts';
import { initialState, paramKey, resolveRequest, sampleRequestOf } from '../../shared/api/try-it/request.ts';
import { buildSampleRequest } from './sample-request.ts';
import { fixture } from './test-helpers.ts';

const SUN = path.resolve(import.meta.dirname, '../../openapi/sun-api.yaml');

test('every operation of our API starts with a request that can be sent (required values filled from examples)', async () => {
  const { model } = await loadApiModel(SUN);
  assert.equal(model.operations.length, 67);
  for (const op of model.operations) {
    const data = tryItData(model, op, schemasFor(model, op), { authEnv: 'SAND_API_KEY' });
    const request = resolveRequest(data, initialState(data));
    assert.deepEqual(request.problems, [], op.operationId);
    assert.doesNotMatch(request.path, /[{}]/, op.operationId);
    assert.equal(data.auth?.kind, op.security.some((req) => req.length > 0) ? 'bearer' : undefined, op.operationId);
  }
});

test('the builder starts with the request the samples show: required values from examples, optional ones empty with their example offered', async () => {
  const { model } = await loadApiModel(SUN);
  let offered = 0;
  for (const op of model.operations) {
    const schemas = schemasFor(model, op);
    const data = tryItData(model, op, schemas, { authEnv: 'SAND_API_KEY' });
    const state = initialState(data);
    const first = sampleRequestOf(data, state, resolveRequest(data, state), false);
    const sample = buildSampleRequest(model, op, schemas, { authEnv: 'SAND_API_KEY' });
    assert.deepEqual(first.query, sample.query, op.operationId);
    assert.equal(first.path, sample.path, op.operationId);
    for (const p of data.params.filter((x) => !x.required)) {
      if (p.freshKey) continue;
      assert.equal(state.values[paramKey(p)], undefined, `${op.operationId}: ${p.name} starts empty`);
      if (p.example !== undefined) offered++;
    }
  }
  // listWorkflows alone offers cursor, name and tag.
  assert.ok(offered >= 3, `${offered} optional examples offered`);
});

test('servers keep their variables, named body examples keep their names and summaries', async () => {
  const { model } = await loadApiModel(SUN);
  const op = model.operations.find((o) => o.operationId === 'startRun')!;
  const data = tryItData(model, op, schemasFor(model, op));
  assert.deepEqual(
    data.servers.map((s) => s.url),
    ['https://api.sandgarden.com', 'https://{directorHost}'],
  );
  assert.equal(data.servers[1].variables[0].name, 'directorHost');
  assert.deepEqual(
    data.servers.map((s) => s.label),
    ['Control plane', 'Director pool'],
  );
  assert.ok(data.bodies[0].examples.length >= 1);
  assert.deepEqual(
    data.params.map((p) => p.name),
    ['Idempotency-Key'],
  );
  assert.equal(data.params[0].in, 'header');
});

test('an operation without security needs no credentials; a hostile description stays data', async () => {
  const { model } = await loadApiModel(fixture('hostile-description.yaml'));
  for (const op of model.operations) {
    const data = tryItData(model, op, schemasFor(model, op));
    assert.doesNotThrow(() => JSON.stringify(data));
  }
});

test("an Idempotency-Key header is marked for a fresh key and never starts with the spec's example", async () => {
  const { model } = await loadApiModel(SUN);
  const withKey = model.operations.filter((o) => o.parameters.some((p) => p.name === 'Idempotency-Key'));
  assert.ok(withKey.length >= 5);
  for (const op of withKey) {
    const param = tryItData(model, op, schemasFor(model, op)).params.find((p) => p.name === 'Idempotency-Key')!;
    assert.equal(param.freshKey, true, op.operationId);
    assert.equal(param.example, undefined, op.operationId);
  }
});

test('a server is labelled by its short name, else its first sentence, never cut inside a word or a sentence', () => {
  assert.equal(
    serverLabel({ name: ' Director  pool ', description: 'Long text. Only the\nRuns operations.' }),
    'Director pool',
  );
  // A description wrapped over lines is read as one text: its first line ended "… Only the".
  assert.equal(
    serverLabel({ description: 'Your own pool, for runs. Only the\n  Runs and Health operations are served.\n' }),
    'Your own pool, for runs',
  );
  assert.equal(serverLabel({ description: 'Sandgarden control plane' }), 'Sandgarden control plane');
  assert.equal(
    serverLabel({ description: 'Version 1.2 of the sandbox (the v1.2 API)' }),
    'Version 1.2 of the sandbox (the v1.2 API)',
  );
  // The Sun API's director pool before servers had names (releases 1.0 to 1.3): its whole first sentence.
  assert.equal(
    serverLabel({
      description:
        'A director pool in your own environment, for starting runs close to your data. Only the\nRuns and Health operations are served by directors.',
    }),
    'A director pool in your own environment, for starting runs close to your data',
  );
  const long = serverLabel({
    description:
      'A director pool in your own environment, behind your load balancer, for starting runs close to your data.',
  })!;
  assert.ok(long.length <= SERVER_LABEL_MAX + 1, long);
  assert.equal(long, 'A director pool in your own environment, behind your load balancer, for…');
  assert.equal(serverLabel({ description: '  ' }), undefined);
  assert.equal(serverLabel({}), undefined);
});

test("an operation's OAuth 2.0 and OpenID Connect schemes become sign-in choices: flows in the order offered, each scope with its description, the requirement's scopes, the scheme's client ID", async () => {
  const { model } = await loadApiModel(fixture('oauth-flows.yaml'));
  const op = model.operations.find((o) => o.operationId === 'listRuns')!;
  const data = tryItData(model, op, schemasFor(model, op));
  assert.equal(data.auth?.kind, 'bearer');
  assert.deepEqual(
    data.signIn?.map((s) => [s.scheme, s.type, s.requiredScopes, s.clientId]),
    [
      ['oauth', 'oauth2', ['runs:read'], 'docs-example'],
      ['oidc', 'openIdConnect', ['openid', 'runs:read'], undefined],
    ],
  );
  const oauth = data.signIn![0]!;
  assert.deepEqual(
    oauth.flows.map((f) => f.flow),
    ['authorizationCode', 'deviceAuthorization', 'clientCredentials', 'implicit', 'password'],
  );
  assert.deepEqual(oauth.flows[0], {
    flow: 'authorizationCode',
    scopes: ['runs:read'],
    authorizationUrl: 'https://auth.example.com/authorize',
    tokenUrl: 'https://auth.example.com/token',
    refreshUrl: 'https://auth.example.com/refresh',
    scopeDescriptions: { 'runs:read': 'Read runs' },
  });
  assert.deepEqual(oauth.flows[2]!.scopes, ['runs:read', 'runs:write']);
  assert.deepEqual(oauth.flows[2]!.scopeDescriptions, { 'runs:read': 'Read runs', 'runs:write': 'Start runs' });
  assert.equal(data.signIn![1]!.discoveryUrl, 'https://id.example.com/.well-known/openid-configuration');
  const health = model.operations.find((o) => o.operationId === 'health')!;
  assert.equal(tryItData(model, health, schemasFor(model, health)).signIn, undefined);
});
