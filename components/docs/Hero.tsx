import Link from 'next/link';
import styles from './docs.module.css';

export interface HeroAction {
  label: string;
  href: string;
  primary?: boolean;
}

/** The banner of a landing page: a headline, one sentence and the first links to follow. */
export function Hero({ title, tagline, actions }: { title: string; tagline: string; actions: HeroAction[] }) {
  return (
    <header className={styles.hero}>
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.heroTagline}>{tagline}</p>
      <div className={styles.heroActions}>
        {actions.map((action) => (
          <Link
            key={action.href}
            href={action.href}
            className={`${styles.button} ${action.primary ? styles.buttonPrimary : ''}`}
          >
            {action.label}
          </Link>
        ))}
      </div>
    </header>
  );
}
