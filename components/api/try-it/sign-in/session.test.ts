import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acceptCallback,
  answerWaitsFor,
  forgetSignIn,
  readSessionJson,
  readSignedIn,
  saveSignedIn,
  savePending,
  takeAnswered,
  type PendingAuthorization,
} from './session.ts';
import { explainSignInError } from './explain.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const pending: PendingAuthorization = {
  scheme: 'oauth2',
  clientId: 'docs-site',
  scopes: [],
  issuer: 'https://auth.example.com',
  authorizationUrl: 'https://auth.example.com/authorize',
  tokenUrl: 'https://auth.example.com/token',
  redirectUri: 'https://docs.example.com/api/oauth-callback',
  codeVerifier: 'v'.repeat(43),
  state: 's1',
  returnTo: '/api/list-runs',
};

test('the callback page keeps the answer with the request it answers and goes back to the page that asked; only once', () => {
  const store = memoryStore();
  assert.equal(acceptCallback('?code=c&state=s1', store), undefined, 'no sign-in waiting: nowhere to go');
  savePending(pending, store);
  assert.equal(answerWaitsFor('/api/list-runs', store), false);
  assert.equal(acceptCallback('?code=c&state=s1', store), '/api/list-runs');
  assert.equal(acceptCallback('?code=other&state=s1', store), undefined, 'a second answer is not taken');
  assert.equal(answerWaitsFor('/api/list-runs', store), true);
  assert.equal(answerWaitsFor('/api/get-run', store), false);
  assert.equal(takeAnswered(store)?.response, 'code=c&state=s1');
  assert.equal(takeAnswered(store), undefined, 'the answer is used once');
});

test('Forget removes the tokens and a sign-in under way; the state says nothing and the verifier stays in the tab', () => {
  const store = memoryStore();
  savePending(pending, store);
  saveSignedIn(
    {
      scheme: 'oauth2',
      flow: 'deviceAuthorization',
      clientId: 'c',
      tokenUrl: 't',
      issuer: 'i',
      accessToken: 'secret-token',
      refreshToken: 'r',
      scopes: [],
    },
    store,
  );
  assert.equal(readSignedIn(store)?.accessToken, 'secret-token');
  forgetSignIn(store);
  assert.equal(store.items.size, 0);
});

test('each failure says what happened and what to do', () => {
  const denied = explainSignInError(
    { name: 'AuthorizationResponseError', error: 'access_denied', error_description: 'End-User aborted interaction' },
    'authorize',
    'https://a.example.com/token',
    'c',
  );
  assert.equal(
    denied.what,
    'Access was not granted: the consent was declined (the server says: End-User aborted interaction).',
  );
  assert.match(denied.todo, /Sign in again and allow access/);
  const state = explainSignInError(
    new Error('unexpected "state" response parameter value'),
    'callback',
    undefined,
    'c',
  );
  assert.match(state.what, /does not belong to the sign-in this tab started/);
  const network = explainSignInError(
    new TypeError('Failed to fetch'),
    'token',
    'https://a.example.com/oauth/token',
    'c',
  );
  assert.match(network.what, /^Could not reach https:\/\/a\.example\.com: .*CORS/);
  assert.match(network.todo, /device flow with curl/);
  assert.match(
    explainSignInError({ error: 'access_denied' }, 'poll', undefined, 'c').what,
    /declined on the other device/,
  );
  assert.match(explainSignInError({ error: 'expired_token' }, 'poll', undefined, 'c').todo, /Get a new code/);
});

test('what the tab keeps reads as nothing when it is not JSON or the storage is blocked', () => {
  const store = memoryStore();
  store.setItem('k', '{"token":"t"}');
  assert.deepEqual(readSessionJson('k', store), { token: 't' });
  store.setItem('k', '{not json');
  assert.equal(readSessionJson('k', store), undefined);
  const blocked = {
    ...store,
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };
  assert.equal(readSessionJson('k', blocked), undefined);
});
