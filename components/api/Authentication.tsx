import Link from 'next/link';
import styles from './api.module.css';

export interface AuthRequirement {
  scheme: string;
  how: string;
  scopes: string[];
}

/** Which credentials an operation needs: alternatives, each a set of schemes used together. */
export function ApiAuthentication({
  requirements,
  overviewHref,
}: {
  requirements: AuthRequirement[][];
  overviewHref: string;
}) {
  const needed = requirements.filter((r) => r.length > 0);
  if (needed.length === 0) return <p className={styles.muted}>No authentication: anyone can call this operation.</p>;
  const optional = needed.length < requirements.length;
  return (
    <div className={styles.auth}>
      <p>
        {optional ? 'Authentication is optional. ' : null}
        {needed.length > 1 ? 'Use one of these:' : 'This operation needs:'}
      </p>
      <ul>
        {needed.map((req, i) => (
          <li key={i}>
            {req.map((s, j) => (
              <span key={s.scheme}>
                {j > 0 ? ' and ' : null}
                <Link href={overviewHref}>
                  <code>{s.scheme}</code>
                </Link>{' '}
                ({s.how})
                {s.scopes.length > 0 ? (
                  <>
                    {' '}
                    with scopes{' '}
                    {s.scopes.map((x, k) => (
                      <code key={k}>{x}</code>
                    ))}
                  </>
                ) : null}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
