import Link from 'next/link';
import styles from './docs.module.css';

export interface TagCount {
  tag: string;
  href: string;
  count: number;
}

/** `/tags`: every tag with its page count, grouped under its first letter, alphabetical. */
export function TagIndex({ tags }: { tags: TagCount[] }) {
  const groups = new Map<string, TagCount[]>();
  for (const tag of tags) {
    const letter = tag.tag[0].toUpperCase();
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
                  aria-label={`${tag.tag}, ${tag.count} ${tag.count === 1 ? 'page' : 'pages'}`}
                >
                  {tag.tag}
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
