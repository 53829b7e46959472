import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FetchRequest } from '../../../shared/api/try-it/request.ts';
import { prettyBody, sendRequest } from './send.ts';

const request: FetchRequest = {
  url: 'http://127.0.0.1:4100/api/v1/runs?limit=2',
  init: { method: 'GET', headers: { Authorization: 'Bearer secret' } },
  unsentCookies: [],
};

/** A clock that advances 12 ms per reading: every outcome takes 12 ms. */
function ticking() {
  let at = 1000;
  return () => (at += 12);
}

test("Send goes without this site's cookies or referrer, and does not follow redirects", async () => {
  const calls: Array<[string, RequestInit]> = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
  const controller = new AbortController();
  await sendRequest(request, { signal: controller.signal, curl: '', fetch: fake });
  assert.equal(calls.length, 1);
  const [url, init] = calls[0]!;
  assert.equal(url, request.url);
  assert.equal(init.method, 'GET');
  assert.deepEqual(init.headers, { Authorization: 'Bearer secret' });
  assert.equal(init.credentials, 'omit');
  assert.equal(init.referrerPolicy, 'no-referrer');
  assert.equal(init.redirect, 'manual');
  assert.equal(init.signal, controller.signal);
});

test('a response shows its status, headers, time and its JSON body indented', async () => {
  const fake = (async () =>
    new Response('{"runs":[{"id":"r1"}]}', {
      status: 201,
      statusText: 'Created',
      headers: { 'content-type': 'application/json', 'x-request-id': 'abc' },
    })) as typeof fetch;
  const outcome = await sendRequest(request, {
    signal: new AbortController().signal,
    curl: '',
    fetch: fake,
    now: ticking(),
  });
  assert.deepEqual(outcome, {
    kind: 'response',
    status: 201,
    statusText: 'Created',
    ms: 12,
    headers: [
      ['content-type', 'application/json'],
      ['x-request-id', 'abc'],
    ],
    body: '{\n  "runs": [\n    {\n      "id": "r1"\n    }\n  ]\n}',
    url: request.url,
  });
});

test('a redirect is reported, not followed', async () => {
  const fake = (async () => ({ type: 'opaqueredirect' }) as Response) as typeof fetch;
  const outcome = await sendRequest(request, {
    signal: new AbortController().signal,
    curl: '',
    fetch: fake,
    now: ticking(),
  });
  assert.deepEqual(outcome, { kind: 'redirect', ms: 12, url: request.url });
});

test('a request the browser cannot complete (CORS, network) says why and offers the curl command', async () => {
  const fake = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  const outcome = await sendRequest(request, {
    signal: new AbortController().signal,
    curl: 'curl http://127.0.0.1:4100/api/v1/runs',
    fetch: fake,
    now: ticking(),
  });
  assert.deepEqual(outcome, {
    kind: 'failed',
    ms: 12,
    url: request.url,
    message: 'Failed to fetch',
    curl: 'curl http://127.0.0.1:4100/api/v1/runs',
  });
});

test('a cancelled request leaves nothing to show', async () => {
  const controller = new AbortController();
  const fake = ((_url: string, init: RequestInit) =>
    new Promise((_resolve, reject) =>
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    )) as typeof fetch;
  const pending = sendRequest(request, { signal: controller.signal, curl: '', fetch: fake });
  controller.abort();
  assert.equal(await pending, null);
});

test('bodies: JSON is indented, other text and broken JSON stay as they came', () => {
  assert.equal(prettyBody('{"a":1}', 'application/problem+json'), '{\n  "a": 1\n}');
  assert.equal(prettyBody(' [1,2]', null), '[\n  1,\n  2\n]');
  assert.equal(prettyBody('plain text', 'text/plain'), 'plain text');
  assert.equal(prettyBody('{"a":', 'application/json'), '{"a":');
});
