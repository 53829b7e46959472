import Link from 'next/link';
import { tagLabel, tagRoute } from '../../shared/docs-tags';
import styles from './docs.module.css';

/** The tags of a docs page, from its frontmatter, each linked to its tag page. */
export function PageTags({ tags }: { tags: unknown }) {
  if (!Array.isArray(tags) || tags.length === 0) return null;
  const names = tags.filter((tag): tag is string => typeof tag === 'string');
  return (
    <nav className={styles.pageTags} aria-label="Tags" data-pagefind-ignore="all">
      <span className={styles.pageTagsLabel}>Tags:</span>
      <ul className={styles.tagList}>
        {names.map((tag) => (
          <li key={tag}>
            <Link className={styles.tag} href={tagRoute(tag)}>
              {tagLabel(tag)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
