import Link from 'next/link';
import styles from './api.module.css';
import { specHref } from './ExternalDocs';
import { countText } from '../../shared/count-text';

/** The first lines of the API landing page. */
export function ApiIntro({
  title,
  version,
  summary,
  overviewHref,
  operationCount,
  tagCount,
  webhookCount,
  logo,
}: {
  title: string;
  version: string;
  summary?: string;
  overviewHref: string;
  operationCount: number;
  tagCount: number;
  webhookCount?: number;
  /** Redoc's `x-logo`. */
  logo?: { url: string; altText?: string; href?: string };
}) {
  const logoSrc = specHref(logo?.url);
  const image =
    logo && logoSrc ? <img className={styles.logo} src={logoSrc} alt={logo.altText ?? `${title} logo`} /> : null;
  const logoHref = specHref(logo?.href);
  return (
    <div className={styles.intro}>
      {image ? <p>{logoHref ? <a href={logoHref}>{image}</a> : image}</p> : null}
      {summary ? <p className={styles.lead}>{summary}</p> : null}
      <p>
        The reference of the <Link href={overviewHref}>{title}</Link>
        {version ? (
          <>
            {' '}
            (version <code>{version}</code>)
          </>
        ) : null}
        : {countText(operationCount, 'operation')} in {countText(tagCount, 'group')}
        {webhookCount ? (
          <>
            , and {webhookCount} {webhookCount === 1 ? 'webhook' : 'webhooks'} it sends to your endpoints
          </>
        ) : null}
        . Start with the <Link href={overviewHref}>overview</Link> for authentication, pagination, errors and rate
        limits, and for the OpenAPI file itself.
      </p>
    </div>
  );
}
