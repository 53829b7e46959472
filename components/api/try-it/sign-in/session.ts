/**
 * What sign-in keeps in this tab's sessionStorage, and nowhere else (never localStorage, a URL,
 * `state` or a log): the authorization request waiting for its callback (PKCE verifier, state,
 * where to come back to), the callback's answer on its way back to the operation page, and the
 * tokens. Kept apart from the sign-in code (oauth4webapi), so Forget and the callback page do not load it.
 */

import type { TryItSignIn } from '../../../../shared/api/try-it/types';

/** The authorization request sent away: everything the operation page needs to finish it. */
export interface PendingAuthorization {
  scheme: string;
  clientId: string;
  scopes: string[];
  /** When it was sent (milliseconds since the epoch). */
  startedAt?: number;
  /** The endpoints it was sent to (an OpenID Connect scheme's from its discovery document). */
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** The flow's own refresh endpoint, when its scheme names one apart from the token endpoint. */
  refreshUrl?: string;
  redirectUri: string;
  codeVerifier: string;
  state: string;
  /** The operation page's path, to come back to. */
  returnTo: string;
  /** The callback's query string once the server has answered (code and state, or an error). */
  response?: string;
  /** It never came back through the callback page (see markUnfinished); its verifier and state are gone. */
  unfinished?: true;
}

/** Tokens of one scheme, and how to refresh them. */
export interface SignedIn {
  scheme: string;
  flow: string;
  clientId: string;
  tokenUrl: string;
  /** Where a refresh goes when the flow names its own refresh endpoint; else the token endpoint. */
  refreshUrl?: string;
  issuer: string;
  accessToken: string;
  refreshToken?: string;
  /** Milliseconds since the epoch; none when the server did not say. */
  expiresAt?: number;
  /** The scopes granted: the token response's `scope`, else the ones asked (RFC 6749 §5.1). */
  scopes: string[];
  /** The scopes asked for. */
  asked?: string[];
}

const PENDING_KEY = 'sandgarden-try-it-oauth-pending';
const SIGNED_IN_KEY = 'sandgarden-try-it-oauth';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The JSON kept under `key` in this tab (sessionStorage by default); undefined when absent, unreadable or blocked. */
export function readSessionJson<T>(key: string, store?: SessionStore): T | undefined {
  try {
    const text = (store ?? sessionStorage).getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export const readPending = (store: SessionStore = sessionStorage) =>
  readSessionJson<PendingAuthorization>(PENDING_KEY, store);
export const savePending = (pending: PendingAuthorization, store: SessionStore = sessionStorage) =>
  store.setItem(PENDING_KEY, JSON.stringify(pending));
const clearPending = (store: SessionStore = sessionStorage) => store.removeItem(PENDING_KEY);
export const readSignedIn = (store: SessionStore = sessionStorage) => readSessionJson<SignedIn>(SIGNED_IN_KEY, store);
export const saveSignedIn = (tokens: SignedIn, store: SessionStore = sessionStorage) =>
  store.setItem(SIGNED_IN_KEY, JSON.stringify(tokens));

/** Forget credentials: tokens and any sign-in under way. */
export function forgetSignIn(store: SessionStore = sessionStorage) {
  store.removeItem(SIGNED_IN_KEY);
  store.removeItem(PENDING_KEY);
}

/** The redirect URI of this site: a static page that hands the answer back to the operation page. */
export const CALLBACK_PATH = '/api/oauth-callback';

/**
 * The callback page's one job: keep the server's answer (`?code=…&state=…` or `?error=…`) with
 * the request it answers, and say where to go back. Undefined when no sign-in was waiting in this
 * tab (opened in another tab, or already used).
 */
export function acceptCallback(search: string, store: SessionStore = sessionStorage): string | undefined {
  const pending = readPending(store);
  if (!pending || pending.response !== undefined) return undefined;
  savePending({ ...pending, response: search.replace(/^\?/, '') }, store);
  return pending.returnTo;
}

/** A pending authorization with its answer: the operation page finishes it (once). */
export function takeAnswered(store: SessionStore = sessionStorage): PendingAuthorization | undefined {
  const pending = readPending(store);
  if (pending?.response === undefined) return undefined;
  clearPending(store);
  return pending;
}

/** How long a sign-in may stay at the server before a page that loads calls it unfinished. */
export const PENDING_MAX_MS = 5 * 60_000;

/**
 * On loading an operation page: a sign-in sent to the server that never came back through the
 * callback page, because the reader came back by Back (a server that refuses the client shows
 * its own error page and never redirects) or it is older than PENDING_MAX_MS, is unfinished. Its
 * verifier and state are dropped; when it started on this page it stays marked, as an answer, for
 * the builder to open and say so (true), else it is removed.
 */
export function markUnfinished(
  path: string,
  cameBack: boolean,
  store: SessionStore = sessionStorage,
  now = Date.now(),
): boolean {
  const pending = readPending(store);
  if (!pending || pending.response !== undefined) return false;
  if (!cameBack && now - (pending.startedAt ?? 0) < PENDING_MAX_MS) return false;
  if (pending.returnTo !== path) {
    clearPending(store);
    return false;
  }
  savePending({ ...pending, codeVerifier: '', state: '', response: '', unfinished: true }, store);
  return true;
}

/**
 * The sign-in of this tab that serves one of an operation's schemes and has not expired: the
 * same scheme key, at the same server (its token endpoint, or an OpenID Connect issuer on its
 * discovery document's origin), so a mounted API's scheme of the same name does not count.
 */
export function liveSignInFor(
  schemes: Pick<TryItSignIn, 'scheme' | 'flows' | 'discoveryUrl'>[],
  store: SessionStore = sessionStorage,
  now = Date.now(),
): SignedIn | undefined {
  const tokens = readSignedIn(store);
  if (!tokens || (tokens.expiresAt !== undefined && tokens.expiresAt <= now)) return undefined;
  const origin = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return undefined;
    }
  };
  const serves = (s: (typeof schemes)[number]) =>
    s.scheme === tokens.scheme &&
    (s.discoveryUrl
      ? origin(s.discoveryUrl) === origin(tokens.issuer)
      : s.flows.some((f) => f.tokenUrl === tokens.tokenUrl));
  return schemes.some(serves) ? tokens : undefined;
}

/** An answered sign-in is waiting for this page: its builder opens by itself to finish it. */
export function answerWaitsFor(path: string, store: SessionStore = sessionStorage): boolean {
  const pending = readPending(store);
  return pending?.response !== undefined && pending.returnTo === path;
}
