import Link from 'next/link';
import type { PageCard } from '../../shared/page-cards';
import styles from './docs.module.css';

/** A grid of linked cards, each with a title and a one-sentence description. */
export function DocCards({ cards }: { cards: PageCard[] }) {
  return (
    <ul className={styles.cards} data-testid="doc-cards">
      {cards.map((card) => (
        <li key={card.href}>
          <Link className={styles.card} href={card.href}>
            <span className={styles.cardTitle}>{card.title}</span>
            <span className={styles.cardDescription}>{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
