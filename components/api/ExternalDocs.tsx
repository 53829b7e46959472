import styles from './api.module.css';

/** A link a spec gives (an `href` only when it is a web or mail address: spec text is data). */
export function specHref(url: string | undefined): string | undefined {
  return url && /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(url.trim()) ? url.trim() : undefined;
}

export interface ExternalDocsLink {
  url: string;
  description?: string;
}

/** A tag's, an operation's or the API's further reading (`externalDocs`). */
export function ApiExternalDocs({ url, description, inline }: ExternalDocsLink & { inline?: boolean }) {
  const href = specHref(url);
  const label = description?.trim() || url;
  const target = href ? (
    <a href={href}>{label}</a>
  ) : (
    <>
      {label} (<code>{url}</code>)
    </>
  );
  return inline ? target : <p className={styles.muted}>See also: {target}</p>;
}
