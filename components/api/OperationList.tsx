import Link from 'next/link';
import styles from './api.module.css';
import { MethodBadge } from './MethodBadge';

export interface OperationListItem {
  method: string;
  path: string;
  summary: string;
  href: string;
  deprecated?: boolean;
}

/** Operations of one tag: method, summary (linked) and path. */
export function ApiOperationList({ operations }: { operations: OperationListItem[] }) {
  return (
    <ul className={styles.opList}>
      {operations.map((op) => (
        <li key={op.href}>
          <Link href={op.href} className={styles.opLink}>
            <MethodBadge method={op.method} small /> <span className={styles.opSummary}>{op.summary}</span>{' '}
            {op.deprecated ? <span className={`${styles.badge} ${styles.badgeDeprecated}`}>deprecated</span> : null}{' '}
            <code className={styles.opPath}>{op.path}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
