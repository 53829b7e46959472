/**
 * The OAuth 2.0 protocol steps of sign-in, all through oauth4webapi (no hand-written protocol
 * code): discovery, the authorization request with PKCE (S256) and `state`, its callback, the
 * device authorization grant, client credentials and refresh. Each returns plain data; the UI
 * (`SignIn.tsx`) keeps it in sessionStorage through `session.ts`. Loaded only when a reader opens sign-in.
 */
import * as oauth from 'oauth4webapi';
import type { PendingAuthorization, SignedIn } from './session';

/** The endpoints of one authorization server, as a scheme or its discovery document names them. */
export interface Endpoints {
  issuer: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  /** An oauth2 flow's `refreshUrl`, when it names one: where refresh requests go instead of `tokenUrl`. */
  refreshUrl?: string;
  deviceAuthorizationUrl?: string;
  /** From a discovery document: the grants it supports and the scopes it offers. */
  grantTypes?: string[];
  scopes?: string[];
}

/** http:// is allowed for a server on this machine only (RFC 8252's loopback redirect, local test servers). */
const isLoopback = (url: string) => /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i.test(url);

/** A request that sends the authorization server neither this site's cookies nor its address. */
const privateFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, credentials: 'omit', referrerPolicy: 'no-referrer' });

function requestOptions(url: string | undefined) {
  const options: { [oauth.allowInsecureRequests]?: boolean; [oauth.customFetch]: typeof fetch } = {
    [oauth.customFetch]: privateFetch,
  };
  if (url && isLoopback(url)) options[oauth.allowInsecureRequests] = true;
  return options;
}

/** The `scope` parameter of a grant request; none when no scope is asked for. */
function scopeParams(scopes: string[]): URLSearchParams {
  const params = new URLSearchParams();
  if (scopes.length > 0) params.set('scope', scopes.join(' '));
  return params;
}

function server(endpoints: Endpoints): oauth.AuthorizationServer {
  return {
    issuer: endpoints.issuer,
    ...(endpoints.authorizationUrl ? { authorization_endpoint: endpoints.authorizationUrl } : {}),
    ...(endpoints.tokenUrl ? { token_endpoint: endpoints.tokenUrl } : {}),
    ...(endpoints.deviceAuthorizationUrl ? { device_authorization_endpoint: endpoints.deviceAuthorizationUrl } : {}),
  };
}

/** An `openIdConnect` scheme's endpoints, from its discovery document (`…/.well-known/openid-configuration`). */
export async function discover(discoveryUrl: string): Promise<Endpoints> {
  const url = new URL(discoveryUrl);
  const issuer = new URL(url.href.replace(/\/\.well-known\/openid-configuration\/?$/, '') || url.origin);
  const response = await privateFetch(url, { headers: { accept: 'application/json' } });
  const as = await oauth.processDiscoveryResponse(issuer, response);
  return {
    issuer: as.issuer,
    ...(as.authorization_endpoint ? { authorizationUrl: as.authorization_endpoint } : {}),
    ...(as.token_endpoint ? { tokenUrl: as.token_endpoint } : {}),
    ...(as.device_authorization_endpoint ? { deviceAuthorizationUrl: as.device_authorization_endpoint } : {}),
    grantTypes: as.grant_types_supported ?? ['authorization_code'],
    ...(as.scopes_supported ? { scopes: as.scopes_supported } : {}),
  };
}

/**
 * The authorization request: a fresh PKCE verifier (S256) and `state`, kept in the tab with
 * where to come back; the address to send the reader to. `state` is random and says nothing.
 */
export async function startAuthorization(input: {
  scheme: string;
  endpoints: Endpoints;
  clientId: string;
  scopes: string[];
  redirectUri: string;
  returnTo: string;
  now?: number;
}): Promise<{ pending: PendingAuthorization; url: string }> {
  const { endpoints } = input;
  if (!endpoints.authorizationUrl || !endpoints.tokenUrl)
    throw new Error('the scheme names no authorization or token endpoint');
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(endpoints.authorizationUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  if (input.scopes.length > 0) url.searchParams.set('scope', input.scopes.join(' '));
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', state);
  // A refresh token needs the reader's consent to offline access (OpenID Connect Core §11): servers
  // such as oidc-provider drop `offline_access` from a request that does not ask for the consent page.
  if (input.scopes.includes('offline_access')) url.searchParams.set('prompt', 'consent');
  const pending: PendingAuthorization = {
    scheme: input.scheme,
    clientId: input.clientId,
    scopes: input.scopes,
    startedAt: input.now ?? Date.now(),
    issuer: endpoints.issuer,
    authorizationUrl: endpoints.authorizationUrl,
    tokenUrl: endpoints.tokenUrl,
    ...(endpoints.refreshUrl ? { refreshUrl: endpoints.refreshUrl } : {}),
    redirectUri: input.redirectUri,
    codeVerifier,
    state,
    returnTo: input.returnTo,
  };
  return { pending, url: url.href };
}

/** The session a token response starts: the scopes asked are granted unless the response names others (RFC 6749 §5.1). */
function signedIn(
  base: Omit<SignedIn, 'accessToken' | 'refreshToken' | 'expiresAt' | 'asked'>,
  tokens: oauth.TokenEndpointResponse,
  now: number,
): SignedIn {
  return {
    ...base,
    asked: base.scopes,
    accessToken: tokens.access_token,
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    ...(typeof tokens.expires_in === 'number' ? { expiresAt: now + tokens.expires_in * 1000 } : {}),
    ...(typeof tokens.scope === 'string' ? { scopes: tokens.scope.split(' ').filter(Boolean) } : {}),
  };
}

/**
 * The callback's answer checked (its `state` must be the one sent; an `error` is the server's
 * refusal) and the code exchanged, with the verifier, for tokens.
 */
export async function finishAuthorization(pending: PendingAuthorization, now = Date.now()): Promise<SignedIn> {
  const params = new URLSearchParams(pending.response ?? '');
  const as = server({
    issuer: issuerOf(pending, params),
    authorizationUrl: pending.authorizationUrl,
    tokenUrl: pending.tokenUrl,
  });
  const client: oauth.Client = { client_id: pending.clientId };
  const checked = oauth.validateAuthResponse(as, client, params, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    checked,
    pending.redirectUri,
    pending.codeVerifier,
    requestOptions(pending.tokenUrl),
  );
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
  return signedIn(
    {
      scheme: pending.scheme,
      flow: 'authorizationCode',
      clientId: pending.clientId,
      tokenUrl: pending.tokenUrl,
      ...(pending.refreshUrl ? { refreshUrl: pending.refreshUrl } : {}),
      issuer: as.issuer,
      scopes: pending.scopes,
    },
    tokens,
    now,
  );
}

/**
 * The issuer an answer must come from. A scheme without metadata names no issuer, only
 * endpoints: an `iss` in the answer (RFC 9207) is taken when it is the authorization endpoint's
 * own origin, and refused otherwise (a mix-up: the answer is from another server).
 */
function issuerOf(pending: PendingAuthorization, params: URLSearchParams): string {
  const iss = params.get('iss');
  if (iss && pending.issuer !== iss && sameOrigin(iss, pending.authorizationUrl)) return iss;
  return pending.issuer;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

export interface DeviceStart {
  deviceCode: string;
  userCode: string;
  verificationUri: string;
  verificationUriComplete?: string;
  /** Seconds between polls, as the server asks (5 when it does not say). */
  interval: number;
  expiresAt: number;
}

/** The device authorization request: a user code to enter at the verification address. */
export async function startDevice(
  endpoints: Endpoints,
  clientId: string,
  scopes: string[],
  now = Date.now(),
): Promise<DeviceStart> {
  const as = server(endpoints);
  const client: oauth.Client = { client_id: clientId };
  const response = await oauth.deviceAuthorizationRequest(
    as,
    client,
    oauth.None(),
    scopeParams(scopes),
    requestOptions(endpoints.deviceAuthorizationUrl),
  );
  const answer = await oauth.processDeviceAuthorizationResponse(as, client, response);
  return {
    deviceCode: answer.device_code,
    userCode: answer.user_code,
    verificationUri: answer.verification_uri,
    ...(answer.verification_uri_complete ? { verificationUriComplete: answer.verification_uri_complete } : {}),
    interval: typeof answer.interval === 'number' && answer.interval > 0 ? answer.interval : 5,
    expiresAt: now + answer.expires_in * 1000,
  };
}

export type DevicePoll = { kind: 'pending'; interval: number } | { kind: 'done'; tokens: SignedIn };

/** One poll of the token endpoint: still waiting (`slow_down` adds 5 s), signed in, or an error thrown. */
export async function pollDevice(
  scheme: string,
  endpoints: Endpoints,
  clientId: string,
  scopes: string[],
  device: DeviceStart,
  now = Date.now(),
): Promise<DevicePoll> {
  const as = server(endpoints);
  const client: oauth.Client = { client_id: clientId };
  const response = await oauth.deviceCodeGrantRequest(
    as,
    client,
    oauth.None(),
    device.deviceCode,
    requestOptions(endpoints.tokenUrl),
  );
  try {
    const tokens = await oauth.processDeviceCodeResponse(as, client, response);
    return {
      kind: 'done',
      tokens: signedIn(
        {
          scheme,
          flow: 'deviceAuthorization',
          clientId,
          tokenUrl: endpoints.tokenUrl!,
          ...(endpoints.refreshUrl ? { refreshUrl: endpoints.refreshUrl } : {}),
          issuer: as.issuer,
          scopes,
        },
        tokens,
        now,
      ),
    };
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError && error.error === 'authorization_pending')
      return { kind: 'pending', interval: device.interval };
    if (error instanceof oauth.ResponseBodyError && error.error === 'slow_down')
      return { kind: 'pending', interval: device.interval + 5 };
    throw error;
  }
}

/** The client credentials grant: the client's own token, with a secret typed by the reader. */
export async function clientCredentials(
  scheme: string,
  endpoints: Endpoints,
  clientId: string,
  clientSecret: string,
  scopes: string[],
  now = Date.now(),
): Promise<SignedIn> {
  const as = server(endpoints);
  const client: oauth.Client = { client_id: clientId };
  const response = await oauth.clientCredentialsGrantRequest(
    as,
    client,
    oauth.ClientSecretPost(clientSecret),
    scopeParams(scopes),
    requestOptions(endpoints.tokenUrl),
  );
  const tokens = await oauth.processClientCredentialsResponse(as, client, response);
  // No refresh token is kept: the secret is not stored, so an expired token means signing in again.
  return signedIn(
    { scheme, flow: 'clientCredentials', clientId, tokenUrl: endpoints.tokenUrl!, issuer: as.issuer, scopes },
    { ...tokens, refresh_token: undefined } as oauth.TokenEndpointResponse,
    now,
  );
}

/** Where a refresh request goes: the flow's `refreshUrl` when it names one, else its token endpoint. */
export const refreshEndpoint = (tokens: Pick<SignedIn, 'tokenUrl' | 'refreshUrl'>) =>
  tokens.refreshUrl ?? tokens.tokenUrl;

/** New tokens for an expiring access token; a server that sends no new refresh token keeps the old one valid. */
export async function refresh(tokens: SignedIn, now = Date.now()): Promise<SignedIn> {
  if (!tokens.refreshToken) throw new Error('no refresh token');
  const endpoint = refreshEndpoint(tokens);
  const as = server({ issuer: tokens.issuer, tokenUrl: endpoint });
  const client: oauth.Client = { client_id: tokens.clientId };
  const response = await oauth.refreshTokenGrantRequest(
    as,
    client,
    oauth.None(),
    tokens.refreshToken,
    requestOptions(endpoint),
  );
  const fresh = await oauth.processRefreshTokenResponse(as, client, response);
  // The session as it was (scheme, flow, client, endpoints, scopes granted), with the new tokens.
  const { accessToken, refreshToken, expiresAt, asked, ...session } = tokens;
  const next = { ...signedIn(session, fresh, now), ...(asked ? { asked } : {}) };
  return next.refreshToken ? next : { ...next, refreshToken };
}
