import Link from 'next/link';
import styles from './api.module.css';
import { OpenDetailsForHash } from './HashTarget';
import { MethodBadge } from './MethodBadge';

export interface OperationHeaderProps {
  method: string;
  path: string;
  deprecated?: boolean;
  operationId: string;
  tag: string;
  tagHref: string;
  servers: string[];
}

/** Method badge, path (with its parameters highlighted), tag and operationId of an operation. */
export function ApiOperationHeader({ method, path, deprecated, operationId, tag, tagHref, servers }: OperationHeaderProps) {
  const parts = path.split(/(\{[^}]+\})/g).filter(Boolean);
  return (
    <div className={styles.opHeader}>
      <OpenDetailsForHash />
      <div className={styles.endpoint} aria-label="Endpoint">
        <MethodBadge method={method} />
        <code className={styles.path} data-testid="operation-path">
          {parts.map((part, i) =>
            part.startsWith('{') ? (
              <span key={i} className={styles.pathParam}>
                {part}
              </span>
            ) : (
              <span key={i}>{part}</span>
            ),
          )}
        </code>
        {deprecated ? <span className={`${styles.badge} ${styles.badgeDeprecated}`}>Deprecated</span> : null}
      </div>
      <dl className={styles.opFacts}>
        <div>
          <dt>Tag</dt>
          <dd>
            <Link href={tagHref}>{tag}</Link>
          </dd>
        </div>
        <div>
          <dt>operationId</dt>
          <dd>
            <code>{operationId}</code>
          </dd>
        </div>
        {servers.length > 0 ? (
          <div>
            <dt>{servers.length > 1 ? 'Servers' : 'Server'}</dt>
            <dd>
              {servers.map((s, i) => (
                <code key={s + i} className={styles.server}>
                  {s}
                </code>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {deprecated ? (
        <p className={styles.deprecatedNote} role="note">
          This operation is deprecated: it still works, but will be removed. See its description for what to use instead.
        </p>
      ) : null}
    </div>
  );
}
