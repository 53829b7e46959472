import styles from './api.module.css';
import { MethodBadge } from './MethodBadge';

/** A callback's request: the method and the URL expression the API calls. */
export function ApiCallbackHeader({
  method,
  expression,
  summary,
  deprecated,
}: {
  method: string;
  expression: string;
  summary?: string;
  deprecated?: boolean;
}) {
  return (
    <>
      <p className={styles.callbackHead} role="group" aria-label="Callback request">
        <MethodBadge method={method} small /> <code>{expression}</code>
        {deprecated ? <span className={`${styles.badge} ${styles.badgeDeprecated}`}>deprecated</span> : null}
      </p>
      {summary ? <p>{summary}</p> : null}
    </>
  );
}
