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

/** `error` (the thrown value), at `step`, talking to `url`, as client `clientId`. */
export function explainSignInError(
  error: unknown,
  step: SignInStep,
  url: string | undefined,
  clientId: string,
): SignInProblem {
  const e = (error ?? {}) as ErrorLike;
  const code =
    typeof e.error === 'string'
      ? e.error
      : typeof (e.cause as ErrorLike | undefined)?.error === 'string'
        ? (e.cause as ErrorLike).error
        : undefined;
  const said = e.error_description ? ` (the server says: ${e.error_description})` : '';
  const server = (url && originOf(url)) || 'the server';
  if (code === 'access_denied') {
    return step === 'poll'
      ? {
          what: `Sign-in was declined on the other device${said}.`,
          todo: 'Get a new code and allow access when the server asks, or choose fewer scopes.',
        }
      : {
          what: `Access was not granted: the consent was declined${said}.`,
          todo: 'Sign in again and allow access when the server asks, or choose fewer scopes.',
        };
  }
  if (code === 'expired_token')
    return {
      what: 'The code expired before anyone entered it.',
      todo: 'Get a new code and enter it at the verification address before it expires.',
    };
  if (code === 'invalid_client' || code === 'unauthorized_client') {
    return {
      what: `${server} does not accept the client ID "${clientId}" for this kind of sign-in${said}.`,
      todo: "Check the client ID (your API provider registers it; it must allow this flow and, for the authorization code flow, this site's callback address), then try again.",
    };
  }
  if (code === 'invalid_scope')
    return {
      what: `${server} refused the scopes asked for${said}.`,
      todo: 'Choose other scopes, or none, and try again.',
    };
  if (code === 'invalid_grant') {
    return step === 'refresh'
      ? { what: `The session ended: ${server} no longer accepts the refresh token${said}.`, todo: 'Sign in again.' }
      : {
          what: `${server} refused the authorization code: it was used already, expired, or was issued for another client${said}.`,
          todo: 'Sign in again.',
        };
  }
  if (/state/i.test(e.message ?? '') && step === 'callback') {
    return {
      what: 'The answer that came back does not belong to the sign-in this tab started (its state does not match), so it was not used.',
      todo: 'It may be from an older attempt or another tab. Sign in again from this page.',
    };
  }
  if (e.name === 'TypeError' || /failed to fetch|networkerror|load failed/i.test(e.message ?? '')) {
    return {
      what: `Could not reach ${server}: it is unreachable, or it does not accept requests from this site (its CORS headers do not list this origin).`,
      todo: 'Check your connection and try again; if it persists, get a token outside the browser (the device flow with curl, on the API overview) and paste it as the bearer token.',
    };
  }
  if (code)
    return {
      what: `${server} answered "${code}"${said}.`,
      todo: 'Check the client ID and scopes, then sign in again.',
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
