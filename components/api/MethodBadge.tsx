import styles from './api.module.css';

const KNOWN = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace']);

/** The HTTP method as a coloured badge; the colour repeats the text, it never replaces it. */
export function MethodBadge({ method, small }: { method: string; small?: boolean }) {
  const m = method.toLowerCase();
  return (
    <span
      className={`${styles.method} ${styles[`method_${KNOWN.has(m) ? m : 'other'}`]} ${small ? styles.methodSmall : ''}`}
      data-method={m}
    >
      {m.toUpperCase()}
    </span>
  );
}
