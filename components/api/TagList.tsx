import Link from 'next/link';
import styles from './api.module.css';

export interface TagListItem {
  name: string;
  href: string;
  operationCount: number;
  summary?: string;
}

/** The tags of a grouped API, each linked to its own page, with its size and first sentence. */
export function ApiTagList({ tags }: { tags: TagListItem[] }) {
  return (
    <ul className={styles.opList}>
      {tags.map((tag) => (
        <li key={tag.href}>
          <Link href={tag.href} className={styles.opLink}>
            <span className={styles.opSummary}>{tag.name}</span>
            <span className={styles.muted}>
              {tag.operationCount} {tag.operationCount === 1 ? 'operation' : 'operations'}
            </span>
          </Link>
          {tag.summary ? <p className={styles.tagSummary}>{tag.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
