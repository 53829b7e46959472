/**
 * What went wrong in a sign-in, said so a reader can act on it: what happened and what to do.
 * Takes the error as thrown (oauth4webapi's errors carry the server's OAuth `error` code) and
 * where it happened; never includes a token or a code.
 */
import { originOf } from '../../../../shared/api/try-it/connect-sources';

export interface SignInProblem {
  what: string;
  todo: string;
}

export type SignInStep = 'authorize' | 'callback' | 'token' | 'device' | 'poll' | 'discovery' | 'refresh';

interface ErrorLike {
  name?: string;
  message?: string;
  /** The OAuth error code (`access_denied`, `invalid_client`…), on oauth4webapi's response errors. */
  error?: string;
  error_description?: string;
  status?: number;
  code?: string;
  cause?: unknown;
}

/** What the failed request carried, for the advice: a client secret, the scopes asked for. */
export interface SignInSent {
  secret?: boolean;
  scopes?: string[];
  /** This site's callback address, as sent. */
  redirectUri?: string;
}

/** The server's OAuth `error` code: on the error, its cause, or a WWW-Authenticate challenge (401). */
function oauthCode(e: ErrorLike): { code?: string; description?: string } {
  const cause = e.cause as (ErrorLike & { parameters?: ErrorLike }) | Array<{ parameters?: ErrorLike }> | undefined;
  if (typeof e.error === 'string') return { code: e.error, description: e.error_description };
  if (Array.isArray(cause)) {
    const challenge = cause.find((c) => typeof c.parameters?.error === 'string')?.parameters;
    return { code: challenge?.error, description: challenge?.error_description };
  }
  if (typeof cause?.error === 'string') return { code: cause.error, description: cause.error_description };
  return {};
}

/** This site's redirect URI, named inside a sentence (set off by commas) or at its end. */
const callback = (redirectUri?: string, atEnd = false) =>
  `this site's callback address${redirectUri ? `, ${redirectUri}${atEnd ? '' : ','}` : ' (/api/oauth-callback)'}`;

/** `error` (the thrown value), at `step`, talking to `url`, as client `clientId`, having sent `sent`. */
export function explainSignInError(
  error: unknown,
  step: SignInStep,
  url: string | undefined,
  clientId: string,
  sent: SignInSent = {},
): SignInProblem {
  const e = (error ?? {}) as ErrorLike;
  const { code, description } = oauthCode(e);
  const said = description ? ` (the server says: ${description})` : '';
  const server = (url && originOf(url)) || 'the server';
  const scopes = sent.scopes ?? [];
  const asked = scopes.length > 0 ? ` (${scopes.join(' ')})` : '';
  if (code === 'access_denied') {
    // Declined on the consent page, or refused by the server's policy: never a reason to ask for less.
    const ifAllowed =
      scopes.length === 0
        ? 'If you did allow it: no scope was asked for, and many servers grant nothing then; check the scopes the operation needs (openid for OpenID Connect) and sign in again.'
        : 'If you did allow it, the server does not grant what was asked to your account or to this client: ask your API provider what they allow.';
    return step === 'poll'
      ? {
          what: `Sign-in was declined on the other device, or the server refused it${said}.`,
          todo: `Get a new code and allow access when the server asks. ${ifAllowed}`,
        }
      : {
          what: `Access was not granted: the consent was declined, or the server refused it${said}.`,
          todo: `Sign in again and allow access when the server asks. ${ifAllowed}`,
        };
  }
  if (code === 'expired_token')
    return {
      what: 'The code expired before anyone entered it.',
      todo: 'Get a new code and enter it at the verification address before it expires.',
    };
  if (code === 'invalid_client') {
    // RFC 6749 §5.2: one code for an unknown client and a failed client authentication.
    return sent.secret
      ? {
          what: `${server} refused the client ID or secret: "${clientId}" is not a client it knows, or the secret is not that client's${said}.`,
          todo: 'Check the client secret (copy it again, whole) and that the client ID is the one it belongs to, then try again.',
        }
      : {
          what: `${server} refused the client ID or secret: it does not know the client ID "${clientId}", or that client must authenticate with a secret, which sign-in in a web page never sends${said}.`,
          todo: `Check the client ID. In a browser, sign in as a public client (no secret, PKCE) that your API provider registers with ${callback(sent.redirectUri, true)}.`,
        };
  }
  if (code === 'unauthorized_client')
    return {
      what: `${server} does not allow the client "${clientId}" this kind of sign-in${said}.`,
      todo: 'Choose a flow this client is registered for, or ask your API provider to allow this grant for it.',
    };
  if (code === 'invalid_scope')
    return {
      what: `${server} refused the scopes asked for${asked}: it does not know one of them, or does not allow it to this client${said}.`,
      todo: 'Uncheck the scope it names, or any the operation does not need (keep openid for OpenID Connect), and try again.',
    };
  if (code === 'invalid_grant') {
    return step === 'refresh'
      ? { what: `The session ended: ${server} no longer accepts the refresh token${said}.`, todo: 'Sign in again.' }
      : {
          what: `${server} refused the authorization code: it was used already, expired, or was issued for another client${said}.`,
          todo: 'Sign in again.',
        };
  }
  if (code === 'invalid_request' && /redirect/i.test(description ?? ''))
    return {
      what: `${server} refused the redirect address${said}.`,
      todo: `Ask your API provider to register ${callback(sent.redirectUri)} as a redirect URI of the client "${clientId}".`,
    };
  if (code === 'unsupported_grant_type' || code === 'unsupported_response_type')
    return {
      what: `${server} does not offer this flow${said}.`,
      todo: 'Choose another flow.',
    };
  if (code === 'server_error' || code === 'temporarily_unavailable')
    return {
      what: `${server} failed to answer (${code})${said}.`,
      todo: 'Try again in a moment.',
    };
  if (/state/i.test(e.message ?? '') && step === 'callback') {
    return {
      what: 'The answer that came back does not belong to the sign-in this tab started (its state does not match), so it was not used.',
      todo: 'It may be from an older attempt or another tab. Sign in again from this page.',
    };
  }
  // fetch's own TypeError carries no code; oauth4webapi's argument checks (also TypeErrors) do.
  if ((e.name === 'TypeError' && !e.code) || /failed to fetch|networkerror|load failed/i.test(e.message ?? '')) {
    return {
      what: `Could not reach ${server}: it is unreachable, or it does not accept requests from this site (its CORS headers do not list this origin).`,
      todo: 'Check your connection and try again; if it persists, get a token outside the browser (the device flow with curl, on the API overview) and paste it as the bearer token.',
    };
  }
  if (code)
    return {
      what: `${server} answered "${code}"${said}.`,
      todo: 'Check the client ID, the flow and the scopes, then sign in again.',
    };
  if (typeof e.status === 'number')
    return {
      what: `${server} answered with status ${e.status}, not an OAuth answer.`,
      todo: 'The endpoint may be wrong or down; try again later, or paste a token you got elsewhere.',
    };
  return {
    what: `Sign-in failed: ${e.message || 'an unexpected answer'}.`,
    todo: 'Try again; if it persists, paste a token you got elsewhere as the bearer token.',
  };
}

/** A sign-in that went to the server and never came back through the callback page (session.ts, markUnfinished). */
export function explainUnfinished(pending: {
  clientId: string;
  authorizationUrl: string;
  redirectUri: string;
}): SignInProblem {
  return {
    what: `The sign-in did not complete: ${originOf(pending.authorizationUrl) || 'the server'} did not send you back to this site.`,
    todo: `If its page showed an error, it refused the request before asking you to sign in: most often it does not know the client ID "${pending.clientId}", ${callback(pending.redirectUri)} is not one of that client's redirect URIs, or the client may not use the authorization code flow. Check these with your API provider, then sign in again.`,
  };
}
