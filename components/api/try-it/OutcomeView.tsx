import { CopyButton } from '../OperationAside';
import styles from '../try-it.module.css';
import type { Outcome } from './send';

/** What came of Send: the response, a redirect, a request the browser could not complete, or what to fix first. */
export function OutcomeView({ outcome, onSendAnyway }: { outcome: Outcome; onSendAnyway: () => void }) {
  if (outcome.kind === 'schema') {
    return (
      <div className={styles.problems} role="alert">
        <strong>Not sent: the body does not match its schema.</strong>
        <ul>
          {outcome.problems.map((p) => (
            <li key={`${p.pointer} ${p.message}`}>
              <code>{p.pointer || '(the body)'}</code>: {p.message}
            </li>
          ))}
        </ul>
        <p>Fix the body, or send it as it is to see how the server answers.</p>
        <button type="button" className={styles.secondary} onClick={onSendAnyway}>
          Send anyway
        </button>
      </div>
    );
  }
  if (outcome.kind === 'problems') {
    return (
      <div className={styles.problems} role="alert">
        <strong>Not sent: fix these first.</strong>
        <ul>
          {outcome.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (outcome.kind === 'blocked') {
    return (
      <div className={styles.failed} role="alert">
        <strong>Not sent: this site&apos;s security policy does not allow {new URL(outcome.url).origin}.</strong>
        <p>
          This page&apos;s Content-Security-Policy lets it connect only to {outcome.allowed.join(', ')}: its API&apos;s
          servers and sign-in endpoints. So the browser stopped the request before it left. Choose one of those servers,
          or run the request from a terminal. The site&apos;s deployer can allow another origin with{' '}
          <code>tryIt.connectSources</code> in <code>site.config.ts</code> (see the deploy guide).
        </p>
        <div className={styles.liveCode}>
          <pre tabIndex={0}>
            <code>{outcome.curl}</code>
          </pre>
          <CopyButton text={outcome.curl} label="Copy the curl command" />
        </div>
      </div>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <strong>The request did not complete ({outcome.ms} ms).</strong>
        <p>
          The browser could not read an answer from {new URL(outcome.url).origin}: the server is unreachable, or it does
          not allow requests from this site (its CORS headers do not list this origin), or a network error occurred (
          {outcome.message}). Run the request from a terminal instead:
        </p>
        <div className={styles.liveCode}>
          <pre tabIndex={0}>
            <code>{outcome.curl}</code>
          </pre>
          <CopyButton text={outcome.curl} label="Copy the curl command" />
        </div>
      </div>
    );
  }
  if (outcome.kind === 'redirect') {
    return (
      <section className={styles.response} aria-label="Response">
        <p className={styles.responseHead}>
          <span className={styles.statusOk} data-testid="try-it-status">
            Redirect (3xx)
          </span>
          <span>{outcome.ms} ms</span>
        </p>
        <p className={styles.hint}>
          The server answered with a redirect. Browsers do not show a page where it points; the curl sample with -L
          follows it.
        </p>
      </section>
    );
  }
  const ok = outcome.status >= 200 && outcome.status < 300;
  return (
    <section className={styles.response} aria-label="Response">
      <p className={styles.responseHead}>
        <span className={ok ? styles.statusOk : styles.statusBad} data-testid="try-it-status">
          {outcome.status} {outcome.statusText}
        </span>
        <span>{outcome.ms} ms</span>
      </p>
      <details>
        <summary>Headers ({outcome.headers.length})</summary>
        <table className={styles.headers}>
          <tbody>
            {outcome.headers.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.hint}>Only headers the server exposes to browsers (CORS) are listed.</p>
      </details>
      <div className={styles.liveCode}>
        <pre tabIndex={0} role="region" aria-label="Response body">
          <code>{outcome.body || '(empty body)'}</code>
        </pre>
        {outcome.body ? <CopyButton text={outcome.body} label="Copy the body" /> : null}
      </div>
    </section>
  );
}
