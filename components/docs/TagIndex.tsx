import Link from 'next/link';
import styles from './docs.module.css';

export interface TagCount {
  tag: string;
  /** What readers see (shared/docs-tags.ts): `S3` for the tag `s-3`. */
  label: string;
  href: string;
  count: number;
}

/** `/tags`: every tag with its page count, grouped under its label's first letter, in the given order. */
export function TagIndex({ tags }: { tags: TagCount[] }) {
  const groups = new Map<string, TagCount[]>();
  for (const tag of tags) {
    const letter = tag.label[0].toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <div className={styles.letterGroups}>
      {[...groups].map(([letter, group]) => (
        <section key={letter} aria-labelledby={`tags-${letter}`}>
          <h2 id={`tags-${letter}`} className={styles.letter}>
            {letter}
          </h2>
          <ul className={styles.tagList}>
            {group.map((tag) => (
              <li key={tag.tag}>
                <Link
                  className={styles.tag}
                  href={tag.href}
                  data-tag={tag.tag}
                  aria-label={`${tag.label}, ${tag.count} ${tag.count === 1 ? 'page' : 'pages'}`}
                >
                  {tag.label}
                  <span className={styles.tagCount} aria-hidden="true">
                    {tag.count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
