import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acceptCallback,
  answerWaitsFor,
  forgetSignIn,
  liveSignInFor,
  markUnfinished,
  PENDING_MAX_MS,
  readPending,
  readSessionJson,
  readSignedIn,
  saveSignedIn,
  savePending,
  takeAnswered,
  type PendingAuthorization,
  type SignedIn,
} from './session.ts';
import { explainSignInError, explainUnfinished } from './explain.ts';

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
    'Access was not granted: the consent was declined, or the server refused it (the server says: End-User aborted interaction).',
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

test('a refusal is read for what it is, with its own fix; never "choose fewer scopes" for a declined or refused access', () => {
  const url = 'https://a.example.com/authorize';
  for (const scopes of [[], ['openid', 'runs:read']]) {
    const denied = explainSignInError({ error: 'access_denied' }, 'authorize', url, 'c', { scopes });
    assert.doesNotMatch(`${denied.what} ${denied.todo}`, /fewer scopes/);
    const poll = explainSignInError({ error: 'access_denied' }, 'poll', url, 'c', { scopes });
    assert.doesNotMatch(`${poll.what} ${poll.todo}`, /fewer scopes/);
  }
  assert.match(
    explainSignInError({ error: 'access_denied' }, 'authorize', url, 'c', { scopes: [] }).todo,
    /no scope was asked for.*openid for OpenID Connect/,
  );
  const scope = explainSignInError(
    { error: 'invalid_scope', error_description: 'requested scope is not allowed' },
    'authorize',
    url,
    'c',
    { scopes: ['openid', 'admin'] },
  );
  assert.match(scope.what, /refused the scopes asked for \(openid admin\).*requested scope is not allowed/);
  assert.match(scope.todo, /Uncheck the scope it names/);
  const unauthorized = explainSignInError({ error: 'unauthorized_client' }, 'token', url, 'docs-site');
  assert.match(unauthorized.what, /does not allow the client "docs-site" this kind of sign-in/);
  assert.match(unauthorized.todo, /Choose a flow this client is registered for/);
  const redirect = explainSignInError(
    {
      error: 'invalid_request',
      error_description: "redirect_uri did not match any of the client's registered redirect_uris",
    },
    'authorize',
    url,
    'docs-site',
    { redirectUri: 'https://docs.example.com/api/oauth-callback' },
  );
  assert.match(
    redirect.todo,
    /register this site's callback address, https:\/\/docs\.example\.com\/api\/oauth-callback, as a redirect URI of the client "docs-site"/,
  );
  const confidential = explainSignInError({ error: 'invalid_client' }, 'callback', url, 'portal', {
    redirectUri: 'https://docs.example.com/api/oauth-callback',
  });
  assert.match(
    confidential.todo,
    /public client \(no secret, PKCE\).*callback address, https:\/\/docs\.example\.com\/api\/oauth-callback\.$/,
  );
  // An argument check of the OAuth library is not a network failure.
  const argument = Object.assign(new TypeError('"clientSecret" must be a non-empty string'), {
    code: 'ERR_INVALID_ARG_TYPE',
  });
  assert.doesNotMatch(explainSignInError(argument, 'token', url, 'c').what, /Could not reach/);
});

const stale = (extra: Partial<PendingAuthorization> = {}) => ({ ...pending, startedAt: 1_000_000, ...extra });

test('a sign-in that never came back through the callback page is cleared on load and told: by Back, or when old', () => {
  // Back to the page from the server's own error page: unfinished, its verifier and state dropped.
  const store = memoryStore();
  savePending(stale(), store);
  assert.equal(markUnfinished('/api/list-runs', true, store, 1_000_001), true);
  assert.equal(answerWaitsFor('/api/list-runs', store), true);
  const unfinished = takeAnswered(store)!;
  assert.equal(unfinished.unfinished, true);
  assert.equal(unfinished.codeVerifier, '');
  assert.equal(unfinished.state, '');
  assert.equal(store.items.size, 0);
  const told = explainUnfinished(unfinished);
  assert.match(told.what, /^The sign-in did not complete: https:\/\/auth\.example\.com did not send you back/);
  assert.match(
    told.todo,
    /client ID "docs-site".*https:\/\/docs\.example\.com\/api\/oauth-callback, is not one of that client's redirect URIs/,
  );

  // Loaded normally a moment later (still at the server in another sense): kept; after a few minutes: unfinished.
  savePending(stale(), store);
  assert.equal(markUnfinished('/api/list-runs', false, store, 1_000_000 + 1000), false);
  assert.equal(readPending(store)?.codeVerifier, pending.codeVerifier);
  assert.equal(markUnfinished('/api/list-runs', false, store, 1_000_000 + PENDING_MAX_MS), true);
  // An old one started on another page is removed, not told here.
  savePending(stale({ returnTo: '/api/other' }), store);
  assert.equal(markUnfinished('/api/list-runs', false, store, 1_000_000 + PENDING_MAX_MS), false);
  assert.equal(store.items.size, 0);
  // An answered one is the callback's business.
  savePending(stale({ response: 'code=c&state=s1' }), store);
  assert.equal(markUnfinished('/api/list-runs', true, store, 1_000_001), false);
  assert.equal(takeAnswered(store)?.response, 'code=c&state=s1');
});

test("a live sign-in of this API's scheme opens the builder on reload; an expired one, or another API's, does not", () => {
  const store = memoryStore();
  const scheme = {
    scheme: 'oauth2',
    flows: [{ flow: 'authorizationCode' as const, tokenUrl: 'https://auth.example.com/token', scopes: [] }],
  };
  const tokens: SignedIn = {
    scheme: 'oauth2',
    flow: 'authorizationCode',
    clientId: 'docs-site',
    tokenUrl: 'https://auth.example.com/token',
    issuer: 'https://auth.example.com',
    accessToken: 't',
    expiresAt: 2000,
    scopes: [],
  };
  assert.equal(liveSignInFor([scheme], store, 1000), undefined);
  saveSignedIn(tokens, store);
  assert.equal(liveSignInFor([scheme], store, 1000)?.accessToken, 't');
  assert.equal(liveSignInFor([scheme], store, 2000), undefined);
  assert.equal(liveSignInFor([{ ...scheme, scheme: 'other' }], store, 1000), undefined);
  // A mounted API's scheme of the same name, at another server.
  const elsewhere = { ...scheme, flows: [{ ...scheme.flows[0]!, tokenUrl: 'https://id.other.com/token' }] };
  assert.equal(liveSignInFor([elsewhere], store, 1000), undefined);
  const oidc = {
    scheme: 'oauth2',
    flows: [],
    discoveryUrl: 'https://auth.example.com/.well-known/openid-configuration',
  };
  assert.equal(liveSignInFor([oidc], store, 1000)?.accessToken, 't');
  saveSignedIn({ ...tokens, expiresAt: undefined }, store);
  assert.equal(liveSignInFor([scheme], store, 10_000_000)?.accessToken, 't');
});
