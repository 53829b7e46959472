'use client';
import { useEffect, useRef, useState } from 'react';
import { site } from '../../../../site.config';
import type { OAuthFlowName, TryItSignIn } from '../../../../shared/api/try-it/types';
import styles from '../../try-it.module.css';
import { FLOW_HELP, grantOf, initialScopes, scopeChoices } from './choices';
import { explainSignInError, explainUnfinished, type SignInProblem, type SignInSent, type SignInStep } from './explain';
import {
  clientCredentials,
  discover,
  finishAuthorization,
  pollDevice,
  refresh,
  refreshEndpoint,
  startAuthorization,
  startDevice,
  type DeviceStart,
  type Endpoints,
} from './oauth-client';
import {
  CALLBACK_PATH,
  markUnfinished,
  readSignedIn,
  saveSignedIn,
  savePending,
  takeAnswered,
  type SignedIn,
} from './session';

/** The flows a reader can run here, in the order offered; implicit and password are only named. */
const OFFERED: OAuthFlowName[] = ['authorizationCode', 'deviceAuthorization', 'clientCredentials'];
const FLOW_LABELS: Record<OAuthFlowName, string> = {
  authorizationCode: 'Authorization code (PKCE)',
  deviceAuthorization: 'Device code',
  clientCredentials: 'Client credentials',
  implicit: 'Implicit',
  password: 'Password',
};

/** The flows a scheme offers: an OpenID Connect scheme's come from its discovery document when it is read. */
function offeredFlows(scheme: TryItSignIn): OAuthFlowName[] {
  if (scheme.type === 'openIdConnect') return OFFERED;
  return OFFERED.filter((flow) => scheme.flows.some((f) => f.flow === flow));
}

/** An oauth2 scheme's endpoints for one flow; the issuer is the server's origin (the scheme names no issuer). */
function flowEndpoints(scheme: TryItSignIn, flow: OAuthFlowName): Endpoints {
  const f = scheme.flows.find((x) => x.flow === flow);
  const first = f?.authorizationUrl ?? f?.deviceAuthorizationUrl ?? f?.tokenUrl ?? '';
  return {
    issuer: first ? new URL(first).origin : '',
    ...(f?.authorizationUrl ? { authorizationUrl: f.authorizationUrl } : {}),
    ...(f?.tokenUrl ? { tokenUrl: f.tokenUrl } : {}),
    ...(f?.refreshUrl ? { refreshUrl: f.refreshUrl } : {}),
    ...(f?.deviceAuthorizationUrl ? { deviceAuthorizationUrl: f.deviceAuthorizationUrl } : {}),
  };
}

const GRANT_OF: Record<string, string> = {
  authorizationCode: 'authorization_code',
  deviceAuthorization: 'urn:ietf:params:oauth:grant-type:device_code',
  clientCredentials: 'client_credentials',
};
const time = (ms: number) => new Date(ms).toLocaleTimeString();

type Status =
  | { kind: 'idle' }
  | { kind: 'device'; device: DeviceStart }
  | { kind: 'signedIn'; tokens: SignedIn }
  | { kind: 'expired'; at: number };

export interface SignInProps {
  id: string;
  schemes: TryItSignIn[];
  /** The bearer token the builder sends (empty once forgotten). */
  token: string;
  onToken: (token: string) => void;
}

/**
 * Sign-in with the operation's OAuth 2.0 or OpenID Connect schemes: authorization code with PKCE
 * through the site's callback page in the same window, the device flow, client credentials. The
 * token it gets becomes the builder's bearer token; refreshed before it expires when a refresh
 * token came with it. Loaded when the reader opens it (it carries oauth4webapi).
 */
export default function SignIn({ id, schemes, token, onToken }: SignInProps) {
  const [schemeIndex, setSchemeIndex] = useState(0);
  const scheme = schemes[schemeIndex] ?? schemes[0]!;
  const flows = offeredFlows(scheme);
  const [flow, setFlow] = useState<OAuthFlowName>(flows[0] ?? 'authorizationCode');
  const clientOf = (s: TryItSignIn) => site.tryIt.oauthClientIds[s.scheme] ?? s.clientId ?? '';
  const [clientId, setClientId] = useState(clientOf(scheme));
  const [secret, setSecret] = useState('');
  const [scopes, setScopes] = useState<string[]>(() => initialScopes(scheme));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // An OpenID Connect scheme's endpoints and scopes are in its discovery document: read when the
  // form shows the scheme, so its scopes can be chosen before signing in, and kept for Sign in.
  // Unread (an error), the form offers `openid`, and Sign in reads it again and says what failed.
  const [discovered, setDiscovered] = useState<{ url: string; endpoints: Endpoints } | null>(null);
  useEffect(() => {
    const url = scheme.type === 'openIdConnect' ? scheme.discoveryUrl : undefined;
    if (!url) return;
    let current = true;
    discover(url).then(
      (endpoints) => current && setDiscovered({ url, endpoints }),
      () => undefined,
    );
    return () => void (current = false);
  }, [scheme.type, scheme.discoveryUrl]);
  const discoveredNow = discovered && discovered.url === scheme.discoveryUrl ? discovered.endpoints : undefined;
  // The run a device poll belongs to: a new sign-in, Cancel or leaving the page stops the old one.
  const run = useRef(0);
  useEffect(() => () => void (run.current += 1), []);

  const fail = (error: unknown, step: SignInStep, url: string | undefined, client = clientId, sent?: SignInSent) => {
    setProblem(explainSignInError(error, step, url, client, sent ?? { scopes }));
    setBusy(false);
  };
  const signedIn = (tokens: SignedIn) => {
    saveSignedIn(tokens);
    onToken(tokens.accessToken);
    setStatus({ kind: 'signedIn', tokens });
    setProblem(null);
    setBusy(false);
  };

  // Back from the authorization server: finish the sign-in this tab started (or say it never came
  // back); else restore the session. Only on opening, and on a return from the back-forward cache,
  // which runs no effect again: the answer is taken once.
  useEffect(() => {
    const resume = () => {
      const answered = takeAnswered();
      if (!answered) {
        const stored = readSignedIn();
        if (stored && schemes.some((s) => s.scheme === stored.scheme)) setStatus({ kind: 'signedIn', tokens: stored });
        return;
      }
      const index = schemes.findIndex((s) => s.scheme === answered.scheme);
      if (index >= 0) setSchemeIndex(index);
      setClientId(answered.clientId);
      setScopes(answered.scopes);
      if (answered.unfinished) return setProblem(explainUnfinished(answered));
      setBusy(true);
      finishAuthorization(answered).then(signedIn, (error) =>
        fail(
          error,
          new URLSearchParams(answered.response).has('code') ? 'callback' : 'authorize',
          answered.tokenUrl,
          answered.clientId,
          { scopes: answered.scopes, redirectUri: answered.redirectUri },
        ),
      );
    };
    resume();
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setBusy(false);
      markUnfinished(location.pathname, true);
      resume();
    };
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Forget credentials (the builder's button) empties the token: the session is gone too.
  useEffect(() => {
    if (!token && status.kind === 'signedIn') setStatus({ kind: 'idle' });
  }, [token, status.kind]);

  // Before the access token expires: a refresh when there is a refresh token, else say it expired.
  useEffect(() => {
    if (status.kind !== 'signedIn' || status.tokens.expiresAt === undefined) return;
    const tokens = status.tokens;
    const expiresAt = status.tokens.expiresAt;
    // A refresh 5 s early, so a Send never goes with a token about to lapse; without one, at expiry.
    const timer = setTimeout(
      () => {
        if (tokens.refreshToken) {
          refresh(tokens).then(signedIn, (error) => {
            fail(error, 'refresh', refreshEndpoint(tokens), tokens.clientId);
            onToken('');
            setStatus({ kind: 'expired', at: expiresAt });
          });
        } else {
          onToken('');
          setStatus({ kind: 'expired', at: expiresAt });
        }
      },
      Math.max(0, expiresAt - Date.now() - (tokens.refreshToken ? 5_000 : 0)),
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  async function endpointsFor(): Promise<Endpoints> {
    if (scheme.type !== 'openIdConnect') return flowEndpoints(scheme, flow);
    const found = discoveredNow ?? (await discover(scheme.discoveryUrl!));
    if (!found.grantTypes?.includes(GRANT_OF[flow]!))
      throw Object.assign(
        new Error(`the server's discovery document does not offer ${FLOW_LABELS[flow].toLowerCase()}`),
        { name: 'Unsupported' },
      );
    return found;
  }

  async function start() {
    if (!clientId.trim()) {
      setProblem({
        what: 'A client ID is needed to sign in.',
        todo: 'Type the client ID your API provider gave you for this site.',
      });
      return;
    }
    if (flow === 'clientCredentials' && !secret) {
      setProblem({
        what: 'Client credentials need the client secret.',
        todo: 'Type the secret of the client above; for a person signing in, choose the authorization code flow instead.',
      });
      return;
    }
    setProblem(null);
    setBusy(true);
    const thisRun = (run.current += 1);
    let endpoints: Endpoints | undefined;
    try {
      endpoints = await endpointsFor();
    } catch (error) {
      return fail(error, 'discovery', scheme.discoveryUrl);
    }
    const id = clientId.trim();
    if (flow === 'authorizationCode') {
      try {
        const { pending, url } = await startAuthorization({
          scheme: scheme.scheme,
          endpoints,
          clientId: id,
          scopes,
          redirectUri: location.origin + CALLBACK_PATH,
          returnTo: location.pathname,
        });
        savePending(pending);
        location.assign(url);
      } catch (error) {
        fail(error, 'authorize', endpoints.authorizationUrl, id, {
          scopes,
          redirectUri: location.origin + CALLBACK_PATH,
        });
      }
      return;
    }
    if (flow === 'clientCredentials') {
      try {
        signedIn(await clientCredentials(scheme.scheme, endpoints, id, secret, scopes));
        setSecret('');
      } catch (error) {
        fail(error, 'token', endpoints.tokenUrl, id, { scopes, secret: secret !== '' });
      }
      return;
    }
    let device: DeviceStart;
    try {
      device = await startDevice(endpoints, id, scopes);
    } catch (error) {
      return fail(error, 'device', endpoints.deviceAuthorizationUrl);
    }
    setStatus({ kind: 'device', device });
    setBusy(false);
    // Poll at the interval the server asks until signed in, refused, expired or cancelled.
    let interval = device.interval;
    const poll = async (): Promise<void> => {
      if (run.current !== thisRun) return;
      if (Date.now() >= device.expiresAt) {
        setStatus({ kind: 'idle' });
        return fail({ error: 'expired_token' }, 'poll', endpoints!.tokenUrl);
      }
      try {
        const result = await pollDevice(scheme.scheme, endpoints!, id, scopes, device);
        if (run.current !== thisRun) return;
        if (result.kind === 'done') return signedIn(result.tokens);
        interval = result.interval;
        setTimeout(() => void poll(), interval * 1000);
      } catch (error) {
        if (run.current !== thisRun) return;
        setStatus({ kind: 'idle' });
        fail(error, 'poll', endpoints!.tokenUrl);
      }
    };
    setTimeout(() => void poll(), interval * 1000);
  }

  const cancel = () => {
    run.current += 1;
    setStatus({ kind: 'idle' });
    setBusy(false);
  };
  const signOut = () => {
    onToken('');
    setStatus({ kind: 'idle' });
  };
  const choices = scopeChoices(scheme, flow, discoveredNow?.scopes ?? []);
  const chooseScheme = (index: number) => {
    const next = schemes[index] ?? schemes[0]!;
    setSchemeIndex(index);
    setClientId(clientOf(next));
    setScopes(initialScopes(next));
  };
  const shownOnly = scheme.flows.filter((f) => f.flow === 'implicit' || f.flow === 'password');

  return (
    <div className={styles.signIn} data-testid="sign-in">
      {schemes.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-oauth-scheme`}>Security scheme</label>
          <select id={`${id}-oauth-scheme`} value={schemeIndex} onChange={(e) => chooseScheme(Number(e.target.value))}>
            {schemes.map((s, i) => (
              <option key={s.scheme} value={i}>
                {s.scheme} ({s.type === 'openIdConnect' ? 'OpenID Connect' : 'OAuth 2.0'})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {flows.length > 0 ? (
        <fieldset className={`${styles.choices} ${styles.stacked}`}>
          <legend>Flow</legend>
          {flows.map((f) => (
            <div key={f}>
              <label className={styles.check}>
                <input
                  type="radio"
                  name={`${id}-oauth-flow`}
                  value={f}
                  checked={flow === f}
                  onChange={() => setFlow(f)}
                  aria-describedby={`${id}-oauth-flow-${f}`}
                />{' '}
                {FLOW_LABELS[f]}
              </label>{' '}
              <span id={`${id}-oauth-flow-${f}`} className={styles.hint}>
                {FLOW_HELP[f]}
              </span>
            </div>
          ))}
        </fieldset>
      ) : (
        <p className={styles.hint}>This scheme describes no flow the builder can run.</p>
      )}
      {shownOnly.map((f) => (
        <p key={f.flow} className={styles.hint}>
          {FLOW_LABELS[f.flow]} flow{f.authorizationUrl ? ` (${f.authorizationUrl})` : ''}
          {f.tokenUrl ? ` (token: ${f.tokenUrl})` : ''}: deprecated by OAuth 2.1, not offered here.
        </p>
      ))}
      <div className={styles.field}>
        <label htmlFor={`${id}-oauth-client`}>Client ID</label>
        <input
          id={`${id}-oauth-client`}
          autoComplete="off"
          spellCheck={false}
          value={clientId}
          onChange={(e) => setClientId(e.target.value)}
        />
        <span className={styles.hint}>The OAuth client this site signs in as, registered with your API provider.</span>
      </div>
      {flow === 'clientCredentials' ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-oauth-secret`}>Client secret</label>
          <input
            id={`${id}-oauth-secret`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            aria-describedby={`${id}-oauth-secret-warning`}
          />
          <strong id={`${id}-oauth-secret-warning`} className={styles.problem}>
            A secret typed into a web page is for test clients only: it is sent once to the token endpoint and never
            stored, but anything running in this page could read it.
          </strong>
        </div>
      ) : null}
      {choices.length > 0 ? (
        <fieldset className={`${styles.choices} ${styles.stacked}`}>
          <legend>Scopes</legend>
          {choices.map(({ scope, description }, i) => (
            <div key={scope}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={scopes.includes(scope)}
                  onChange={(e) => setScopes((s) => (e.target.checked ? [...s, scope] : s.filter((x) => x !== scope)))}
                  aria-describedby={description ? `${id}-oauth-scope-${i}` : undefined}
                />{' '}
                <code>{scope}</code>
              </label>
              {description ? (
                <>
                  {' '}
                  <span id={`${id}-oauth-scope-${i}`} className={styles.hint}>
                    {description}
                  </span>
                </>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy || flows.length === 0}
          onClick={() => void start()}
        >
          {busy
            ? 'Signing in…'
            : flow === 'deviceAuthorization'
              ? 'Get a code'
              : flow === 'clientCredentials'
                ? 'Get a token'
                : 'Sign in'}
        </button>
        {status.kind === 'signedIn' ? (
          <button type="button" className={styles.secondary} onClick={signOut}>
            Sign out
          </button>
        ) : null}
      </div>
      <div aria-live="polite">
        {status.kind === 'device' ? (
          <div className={styles.device} data-testid="device-code">
            <p>
              Enter the code <strong className={styles.userCode}>{status.device.userCode}</strong> at{' '}
              <a
                href={status.device.verificationUriComplete ?? status.device.verificationUri}
                target="_blank"
                rel="noreferrer noopener"
              >
                {status.device.verificationUri}
              </a>{' '}
              (on this or another device) before {time(status.device.expiresAt)}. Waiting for it, asking every{' '}
              {status.device.interval} s…
            </p>
            <button type="button" className={styles.secondary} onClick={cancel}>
              Cancel
            </button>
          </div>
        ) : null}
        {status.kind === 'signedIn' ? (
          <p className={styles.hint} data-testid="signed-in">
            Signed in with {status.tokens.scheme} (
            {FLOW_LABELS[status.tokens.flow as OAuthFlowName] ?? status.tokens.flow}): the access token is the bearer
            token above
            {status.tokens.expiresAt
              ? `, valid until ${time(status.tokens.expiresAt)}${status.tokens.refreshToken ? ' and refreshed before then' : ''}`
              : ''}
            . <Granted tokens={status.tokens} />
          </p>
        ) : null}
        {status.kind === 'expired' ? (
          <p className={styles.problem} role="alert">
            The access token expired at {time(status.at)}
            {problem ? '' : ' and there is no refresh token'}. Sign in again.
          </p>
        ) : null}
      </div>
      {problem ? (
        <div className={styles.failed} role="alert" data-testid="sign-in-problem">
          <strong>{problem.what}</strong>
          <p>{problem.todo}</p>
        </div>
      ) : null}
    </div>
  );
}

/** What the server granted: its scopes (the asked ones it left out named), and whether a refresh token came. */
function Granted({ tokens }: { tokens: SignedIn }) {
  const { granted, notGranted, refresh } = grantOf(tokens);
  return (
    <span data-testid="granted">
      {granted.length > 0 ? `Scopes granted: ${granted.join(' ')}.` : 'No scope granted.'}
      {notGranted.length > 0 ? ` Asked but not granted: ${notGranted.join(' ')}.` : ''}
      {refresh
        ? ' A refresh token came with it.'
        : tokens.flow === 'clientCredentials'
          ? ' No refresh token is kept (the secret is not stored): get a token again when it expires.'
          : ' No refresh token came: sign in again when it expires.'}
    </span>
  );
}
