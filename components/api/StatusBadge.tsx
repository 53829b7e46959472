import styles from './api.module.css';

/** A response status as a coloured badge: 2xx success, 3xx redirect, 4xx client, 5xx server error. */
export function ApiStatusBadge({ status }: { status: string }) {
  const kind = /^2/.test(status) ? 'ok' : /^3/.test(status) ? 'redirect' : /^4/.test(status) ? 'client' : /^5/.test(status) ? 'server' : 'other';
  const text = { ok: 'Success', redirect: 'Redirect', client: 'Client error', server: 'Server error', other: 'Any other status' }[kind];
  return (
    <p className={styles.statusLine}>
      <span className={`${styles.status} ${styles[`status_${kind}`]}`}>{status}</span> <span className={styles.muted}>{text}</span>
    </p>
  );
}
