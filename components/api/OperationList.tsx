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
            {/* A list's paths are not indexed: each path leads to its operation's page, which has it, and
                67 of them made the landing the first answer to any query with "api" in it. */}
            <code className={styles.opPath} data-pagefind-ignore="">
              {op.path}
            </code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
