import type { Credentials, TryItAuth } from '../../../shared/api/try-it/types';
import styles from '../try-it.module.css';

interface SecretProps {
  id: string;
  credentials: Credentials;
  reveal: boolean;
  onCredentials: (change: Partial<Credentials>) => void;
}

function SecretField({ id, credentials, reveal, onCredentials, label, field, hint }: SecretProps & { label: string; field: keyof Credentials; hint: string }) {
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
export function AuthFields({ auth, optional, secretEnv, onReveal, onForget, ...secret }: SecretProps & {
  auth: TryItAuth;
  optional: boolean;
  /** The environment variable samples show instead of the secret. */
  secretEnv: string;
  onReveal: (reveal: boolean) => void;
  onForget: () => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>Authentication{optional ? ' (optional)' : ''}</legend>
      {auth.kind === 'bearer' ? <SecretField {...secret} label="Bearer token" field="token" hint="Sent as Authorization: Bearer …" /> : null}
      {auth.kind === 'basic' ? (
        <>
          <SecretField {...secret} label="Username" field="username" hint="HTTP Basic authentication" />
          <SecretField {...secret} label="Password" field="password" hint="HTTP Basic authentication" />
        </>
      ) : null}
      {auth.kind === 'apiKey' ? <SecretField {...secret} label={auth.name} field="apiKey" hint={`API key in the ${auth.in} ${auth.name}`} /> : null}
      <p id={`${secret.id}-cred-hint`} className={styles.hint}>
        Kept in this tab only (sessionStorage) and sent only to the server above. Samples show the environment variable {secretEnv} unless you show secrets.
      </p>
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={secret.reveal} onChange={(e) => onReveal(e.target.checked)} /> Show secrets (in the fields and the samples)
        </label>
        <button type="button" className={styles.secondary} onClick={onForget}>
          Forget credentials
        </button>
      </div>
    </fieldset>
  );
}
