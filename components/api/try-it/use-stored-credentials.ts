import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { Credentials, TryItState } from '../../../shared/api/try-it/types';
import { forgetSignIn, readSessionJson } from './sign-in/session';

/** sessionStorage keys: gone with the tab; never localStorage, the URL or a log. */
const CREDENTIALS_KEY = 'sandgarden-try-it-credentials';
const SERVER_KEY = 'sandgarden-try-it-server';

interface StoredServer {
  custom: boolean;
  customBaseUrl: string;
}

/** The credentials the builder keeps in this tab (the recipe runner starts from its token). */
export const readStoredCredentials = () => readSessionJson<Credentials>(CREDENTIALS_KEY);
/** The builder's choice of server in this tab: a listed one, or the custom base URL it names. */
export const readStoredServer = () => readSessionJson<StoredServer>(SERVER_KEY);

/**
 * The builder's credentials, and the server they are sent to, as this tab remembers them: restored
 * into the form's state when it opens (a custom base URL stays across operations), saved on every
 * change, and cleared by Forget. With sign-in's `session.ts`, the only modules of the builder that touch sessionStorage.
 */
export function useStoredCredentials(setState: Dispatch<SetStateAction<TryItState>>) {
  useEffect(() => {
    const credentials = readStoredCredentials();
    const server = readStoredServer();
    setState((s) => ({
      ...s,
      credentials: credentials ?? s.credentials,
      ...(server?.custom ? { server: -1, customBaseUrl: server.customBaseUrl } : {}),
    }));
  }, [setState]);

  return {
    setCredentials(change: Partial<Credentials>) {
      setState((s) => {
        const credentials = { ...s.credentials, ...change };
        sessionStorage.setItem(CREDENTIALS_KEY, JSON.stringify(credentials));
        return { ...s, credentials };
      });
    },
    /** Remembers the chosen server (`-1`: the custom base URL); the form sets its own state. */
    rememberServer(server: number, customBaseUrl: string) {
      sessionStorage.setItem(SERVER_KEY, JSON.stringify({ custom: server < 0, customBaseUrl } satisfies StoredServer));
    },
    forget() {
      sessionStorage.removeItem(CREDENTIALS_KEY);
      // Sign-in's tokens, refresh token and any PKCE verifier waiting for its callback.
      forgetSignIn();
      setState((s) => ({ ...s, credentials: {} }));
    },
  };
}
