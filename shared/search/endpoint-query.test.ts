import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commonPrefix, matchEndpoints, parseEndpointQuery } from './endpoint-query.ts';

const ENDPOINTS = [
  'GET /api/v1/workflows',
  'POST /api/v1/workflows',
  'POST /api/v1/workflows/check',
  'GET /api/v1/workflows/{workflowRef}',
  'DELETE /api/v1/workflows/{workflowRef}',
  'GET /api/v1/runs/{runId}',
  'GET /api/v1/health',
];

test('a method and a path, or a bare path, is an endpoint query; words are not', () => {
  assert.deepEqual(parseEndpointQuery('POST /workflows'), { method: 'POST', segments: ['workflows'] });
  assert.deepEqual(parseEndpointQuery('  get /api/v1/runs/run_123?x=1 '), {
    method: 'GET',
    segments: ['api', 'v1', 'runs', 'run_123'],
  });
  assert.deepEqual(parseEndpointQuery('/steps/{stepRef}/files'), {
    method: undefined,
    segments: ['steps', '{stepRef}', 'files'],
  });
  assert.deepEqual(parseEndpointQuery('DELETE https://api.example.com/api/v1/workflows/wf'), {
    method: 'DELETE',
    segments: ['api', 'v1', 'workflows', 'wf'],
  });
  // OpenAPI 3.2's QUERY method is an endpoint query's method too.
  assert.deepEqual(parseEndpointQuery('QUERY /stations/search'), { method: 'QUERY', segments: ['stations', 'search'] });
  assert.equal(parseEndpointQuery('create workflow'), null);
  assert.equal(parseEndpointQuery('post workflows'), null);
  assert.equal(parseEndpointQuery('POST /workflows and more'), null);
});

test('the shared leading segments are found, never a parameter or a whole path', () => {
  assert.deepEqual(commonPrefix(ENDPOINTS), ['api', 'v1']);
  assert.deepEqual(commonPrefix(['GET /{org}/runs', 'GET /{org}/steps']), []);
  assert.deepEqual(commonPrefix(['GET /v1', 'GET /v1/runs']), []);
  assert.deepEqual(commonPrefix(['GET /v1/runs']), []);
});

test('"POST /workflows" names the create operation first, with or without the prefix', () => {
  const short = matchEndpoints(parseEndpointQuery('POST /workflows')!, ENDPOINTS);
  assert.deepEqual(short[0], { endpoint: 'POST /api/v1/workflows', strength: 2 });
  assert.deepEqual(
    short.map((m) => m.endpoint),
    ['POST /api/v1/workflows', 'POST /api/v1/workflows/check'],
  );
  const full = matchEndpoints(parseEndpointQuery('post /api/v1/workflows')!, ENDPOINTS);
  assert.equal(full[0].endpoint, 'POST /api/v1/workflows');
});

test('a concrete value or any parameter name fills a path parameter', () => {
  assert.deepEqual(matchEndpoints(parseEndpointQuery('GET /runs/run_01HZX')!, ENDPOINTS), [
    { endpoint: 'GET /api/v1/runs/{runId}', strength: 2 },
  ]);
  assert.deepEqual(matchEndpoints(parseEndpointQuery('DELETE /workflows/{id}')!, ENDPOINTS), [
    { endpoint: 'DELETE /api/v1/workflows/{workflowRef}', strength: 2 },
  ]);
});

test('a bare path matches every method, full matches first', () => {
  const matches = matchEndpoints(parseEndpointQuery('/workflows/{workflowRef}')!, ENDPOINTS);
  assert.deepEqual(
    matches.map((m) => m.endpoint),
    ['GET /api/v1/workflows/{workflowRef}', 'DELETE /api/v1/workflows/{workflowRef}'],
  );
});

test('a wrong method or an unknown path matches nothing', () => {
  assert.deepEqual(matchEndpoints(parseEndpointQuery('PATCH /workflows')!, ENDPOINTS), []);
  assert.deepEqual(matchEndpoints(parseEndpointQuery('GET /pipelines')!, ENDPOINTS), []);
  assert.deepEqual(matchEndpoints(parseEndpointQuery('GET /')!, ENDPOINTS), []);
});
