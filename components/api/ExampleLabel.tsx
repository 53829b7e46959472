import styles from './api.module.css';

/** Small label above an example code block (not a heading, so the TOC stays short). */
export function ApiExampleLabel({ label }: { label: string }) {
  return <p className={styles.exampleLabel}>{label}</p>;
}
