import { useEffect, useState } from 'react';
import type { Credentials, TryItAuth, TryItSignIn } from '../../../shared/api/try-it/types';
import { LazyPart } from '../../behaviour/LazyPart';
import { answerWaitsFor, liveSignInFor } from './sign-in/session';
import styles from '../try-it.module.css';

// Sign-in (oauth4webapi and its UI) is fetched when the reader asks for it, or when this tab is
// signed in already or coming back from the authorization server.
const loadSignIn = () => import('./sign-in/SignIn');

interface SecretProps {
  id: string;
  credentials: Credentials;
  reveal: boolean;
  onCredentials: (change: Partial<Credentials>) => void;
}

function SecretField({
  id,
  credentials,
  reveal,
  onCredentials,
  label,
  field,
  hint,
}: SecretProps & { label: string; field: keyof Credentials; hint: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-cred-${field}`}>{label}</label>
      <input
        id={`${id}-cred-${field}`}
        type={reveal ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        value={credentials[field] ?? ''}
        onChange={(e) => onCredentials({ [field]: e.target.value })}
        aria-describedby={`${id}-cred-hint`}
      />
      <span className={styles.hint}>{hint}</span>
    </div>
  );
}

/** The credential the operation asks for, with Show secrets and Forget credentials. */
export function AuthFields({
  auth,
  signIn,
  optional,
  secretEnv,
  onReveal,
  onForget,
  ...secret
}: SecretProps & {
  auth: TryItAuth;
  /** OAuth 2.0 / OpenID Connect schemes that give the bearer token. */
  signIn?: TryItSignIn[];
  optional: boolean;
  /** The environment variable samples show instead of the secret. */
  secretEnv: string;
  onReveal: (reveal: boolean) => void;
  onForget: () => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>Authentication{optional ? ' (optional)' : ''}</legend>
      {auth.kind === 'bearer' ? (
        <SecretField {...secret} label="Bearer token" field="token" hint="Sent as Authorization: Bearer …" />
      ) : null}
      {auth.kind === 'bearer' && signIn && signIn.length > 0 ? (
        <SignInPart
          id={secret.id}
          schemes={signIn}
          token={secret.credentials.token ?? ''}
          onToken={(token) => secret.onCredentials({ token })}
        />
      ) : null}
      {auth.kind === 'basic' ? (
        <>
          <SecretField {...secret} label="Username" field="username" hint="HTTP Basic authentication" />
          <SecretField {...secret} label="Password" field="password" hint="HTTP Basic authentication" />
        </>
      ) : null}
      {auth.kind === 'apiKey' ? (
        <SecretField {...secret} label={auth.name} field="apiKey" hint={`API key in the ${auth.in} ${auth.name}`} />
      ) : null}
      <p id={`${secret.id}-cred-hint`} className={styles.hint}>
        Kept in this tab only (sessionStorage) and sent only to the server above. Samples show the environment variable{' '}
        {secretEnv} unless you show secrets: set it to your key
        {signIn && signIn.length > 0 ? ' or to the access token you get by signing in' : ''}.
      </p>
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={secret.reveal} onChange={(e) => onReveal(e.target.checked)} /> Show secrets
          (in the fields and the samples)
        </label>
        <button type="button" className={styles.secondary} onClick={onForget}>
          Forget credentials
        </button>
      </div>
    </fieldset>
  );
}

/** "Sign in with OAuth 2.0": a button until the reader opens it; its code loads then. */
function SignInPart({
  id,
  schemes,
  token,
  onToken,
}: {
  id: string;
  schemes: TryItSignIn[];
  token: string;
  onToken: (token: string) => void;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (answerWaitsFor(location.pathname) || liveSignInFor(schemes)) setOpen(true);
  }, [schemes]);
  if (open) return <LazyPart load={loadSignIn} props={{ id, schemes, token, onToken }} label="Sign-in" />;
  const names = schemes.map((s) => (s.type === 'openIdConnect' ? 'OpenID Connect' : 'OAuth 2.0'));
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.secondary}
        onPointerEnter={() => void loadSignIn().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        Sign in with {[...new Set(names)].join(' or ')} to get a token
      </button>
    </div>
  );
}
