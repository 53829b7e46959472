import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchRequestOf, initialState, resolveRequest, sampleRequestOf, sentUrlOf } from './request.ts';
import type { TryItOperation, TryItParam } from './types.ts';
import { SAMPLE_GENERATORS } from '../samples/index.ts';

const param = (p: Partial<TryItParam> & Pick<TryItParam, 'name' | 'in'>): TryItParam => ({
  required: false,
  type: 'string',
  style: p.in === 'path' || p.in === 'header' ? 'simple' : 'form',
  explode: p.in === 'query' || p.in === 'cookie',
  ...p,
});

const op: TryItOperation = {
  method: 'POST',
  path: '/api/v1/workflows/{workflowRef}/runs',
  params: [
    param({ name: 'workflowRef', in: 'path', required: true, example: 'summarize:production' }),
    param({ name: 'tag', in: 'query', type: 'array', itemType: 'string' }),
    param({ name: 'ids', in: 'query', type: 'array', explode: false }),
    param({ name: 'filter', in: 'query', type: 'object', style: 'deepObject', explode: true }),
    param({ name: 'Idempotency-Key', in: 'header', example: 'key-1' }),
    param({ name: 'X-Trace', in: 'header', required: true, example: 'trace-1' }),
    param({ name: 'cursor', in: 'query', example: 'c_01jmzd' }),
  ],
  bodies: [
    {
      mediaType: 'application/json',
      examples: [{ name: 'example', label: 'Example', text: '{\n  "input": "a&b"\n}' }],
    },
  ],
  bodyRequired: true,
  servers: [
    { url: 'https://api.example.com', variables: [] },
    { url: 'https://{host}/', variables: [{ name: 'host', default: 'localhost:8987' }] },
  ],
  auth: { kind: 'bearer', scheme: 'bearerAuth' },
  env: { baseUrl: 'BASE_URL', secret: 'SAND_API_KEY' },
  typed: { path: '/api/v1/workflows/{workflowRef}/runs', method: 'post', bodyMediaType: 'application/json' },
};

test('the first state fills the required examples (optional ones stay empty) and the first server; it resolves with no problems', () => {
  const state = initialState(op);
  const request = resolveRequest(op, state);
  assert.deepEqual(request.problems, []);
  assert.equal(request.baseUrl, 'https://api.example.com');
  assert.equal(request.path, '/api/v1/workflows/summarize:production/runs');
  assert.deepEqual(request.headers, [{ name: 'X-Trace', value: 'trace-1' }]);
  assert.deepEqual(request.query, []);
  assert.equal(state.values['query:cursor'], undefined);
  assert.equal(state.values['header:Idempotency-Key'], undefined);
  assert.deepEqual(request.body?.value, { input: 'a&b' });
});

test('server variables and a custom base URL give the base, without a trailing slash', () => {
  const state = { ...initialState(op), server: 1, serverVariables: { host: 'director.internal:9000' } };
  assert.equal(resolveRequest(op, state).baseUrl, 'https://director.internal:9000');
  const custom = initialState(op, { customBaseUrl: 'http://127.0.0.1:3130/' });
  assert.equal(custom.server, -1);
  assert.equal(resolveRequest(op, custom).baseUrl, 'http://127.0.0.1:3130');
  assert.match(resolveRequest(op, { ...custom, customBaseUrl: 'ftp://x' }).problems.join(), /must start with http/);
});

test('query parameters follow their style and explode', () => {
  const state = initialState(op);
  state.values['query:tag'] = 'a, b';
  state.values['query:ids'] = '1,2';
  state.values['query:filter'] = '{"status": "failed", "limit": 3}';
  const fetchRequest = fetchRequestOf(op, resolveRequest(op, state), {});
  assert.equal(
    new URL(fetchRequest.url).search,
    '?tag=a&tag=b&ids=1%2C2&filter%5Bstatus%5D=failed&filter%5Blimit%5D=3',
  );
});

test('a path value is encoded, so it cannot leave its segment', () => {
  const state = initialState(op);
  state.values['path:workflowRef'] = '../admin?x=1#y';
  assert.equal(resolveRequest(op, state).path, '/api/v1/workflows/..%2Fadmin%3Fx%3D1%23y/runs');
});

test('missing required values and bad JSON are problems that name the field', () => {
  const state = initialState(op);
  state.values['path:workflowRef'] = ' ';
  state.bodyText = '{"input": ';
  const problems = resolveRequest(op, state).problems.join('\n');
  assert.match(problems, /workflowRef \(path\) is required/);
  assert.match(problems, /request body is not valid JSON/);
  state.values['query:filter'] = '[1]';
  assert.match(resolveRequest(op, state).problems.join('\n'), /filter must be a JSON object/);
});

test('the bearer token reaches the fetch request as Authorization: Bearer, never the URL', () => {
  const state = initialState(op);
  const request = fetchRequestOf(op, resolveRequest(op, state), { token: 'sk_live_secret' });
  assert.equal(request.init.headers.Authorization, 'Bearer sk_live_secret');
  assert.equal(request.init.headers['Content-Type'], 'application/json');
  assert.equal(request.init.body, '{\n  "input": "a&b"\n}');
  assert.doesNotMatch(request.url, /secret/);
});

test('samples show typed values; the secret only when revealed', () => {
  const state = initialState(op, { customBaseUrl: 'http://127.0.0.1:3130' });
  state.values['header:Idempotency-Key'] = 'typed-key-42';
  state.credentials = { token: 'sk_live_secret' };
  const resolved = resolveRequest(op, state);
  for (const reveal of [false, true]) {
    for (const g of SAMPLE_GENERATORS) {
      const code = g.generate(sampleRequestOf(op, state, resolved, reveal));
      assert.match(code, /typed-key-42/, g.id);
      assert.match(code, /127\.0\.0\.1:3130/, g.id);
      if (reveal) assert.match(code, /sk_live_secret/, g.id);
      else {
        assert.doesNotMatch(code, /sk_live_secret/, g.id);
        assert.match(code, /SAND_API_KEY/, g.id);
      }
    }
  }
});

test('an API key in a query parameter or a cookie, and basic credentials', () => {
  const inQuery: TryItOperation = { ...op, auth: { kind: 'apiKey', scheme: 'key', in: 'query', name: 'api_key' } };
  const state = initialState(inQuery);
  assert.match(fetchRequestOf(inQuery, resolveRequest(inQuery, state), { apiKey: 'k&1' }).url, /[?&]api_key=k%261$/);
  const inCookie: TryItOperation = { ...op, auth: { kind: 'apiKey', scheme: 'key', in: 'cookie', name: 'session' } };
  assert.deepEqual(fetchRequestOf(inCookie, resolveRequest(inCookie, state), { apiKey: 'x' }).unsentCookies, [
    'session',
  ]);
  const basic: TryItOperation = { ...op, auth: { kind: 'basic', scheme: 'basic' } };
  assert.equal(
    fetchRequestOf(basic, resolveRequest(basic, state), { username: 'ana', password: 'pä' }).init.headers.Authorization,
    `Basic ${Buffer.from('ana:pä').toString('base64')}`,
  );
});

test('form bodies are sent as form data, with the browser writing the content type', () => {
  const form: TryItOperation = {
    ...op,
    bodies: [
      {
        mediaType: 'application/x-www-form-urlencoded',
        examples: [{ name: 'example', label: 'Example', text: '{"a": "1 2", "n": 3}' }],
      },
    ],
  };
  const request = fetchRequestOf(form, resolveRequest(form, initialState(form)), {});
  assert.equal(String(request.init.body), 'a=1+2&n=3');
  assert.equal(request.init.headers['Content-Type'], undefined);
});

test('the line beside Send is the URL fetched, query string included; a query API key only when secrets are shown', () => {
  const state = initialState(op);
  state.values['query:cursor'] = 'c_01jmzd';
  state.values['query:tag'] = 'a b, c';
  const resolved = resolveRequest(op, state);
  const url = sentUrlOf(op, resolved, {}, false);
  assert.equal(url, fetchRequestOf(op, resolved, {}).url);
  assert.equal(
    url,
    'https://api.example.com/api/v1/workflows/summarize:production/runs?tag=a%20b&tag=c&cursor=c_01jmzd',
  );
  const keyed: TryItOperation = { ...op, auth: { kind: 'apiKey', scheme: 'key', in: 'query', name: 'api_key' } };
  const keyedResolved = resolveRequest(keyed, state);
  assert.match(sentUrlOf(keyed, keyedResolved, { apiKey: 'sk_secret' }, false), /&api_key=\*\*\*\*$/);
  assert.match(sentUrlOf(keyed, keyedResolved, { apiKey: 'sk_secret' }, true), /&api_key=sk_secret$/);
});
