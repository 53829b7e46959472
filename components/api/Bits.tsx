import Link from 'next/link';
import styles from './api.module.css';
import type { PartEncoding, ResponseLink } from '../../shared/api/api-info';
import { serializationPhrases } from '../../shared/api/serialization';
import { Markdown } from '../Markdown';
import { specHref } from './ExternalDocs';
import { MethodBadge } from './MethodBadge';

/** Small label above an example code block (not a heading, so the TOC stays short). */
export function ApiExampleLabel({ label }: { label: string }) {
  return <p className={styles.exampleLabel}>{label}</p>;
}

export interface OperationListItem {
  method: string;
  path: string;
  summary: string;
  href: string;
  deprecated?: boolean;
}

/** Operations of one tag: method, summary (linked) and path. */
export function ApiOperationList({ operations }: { operations: OperationListItem[] }) {
  return (
    <ul className={styles.opList}>
      {operations.map((op) => (
        <li key={op.href}>
          <Link href={op.href} className={styles.opLink}>
            <MethodBadge method={op.method} small />
            <span className={styles.opSummary}>{op.summary}</span>
            {op.deprecated ? <span className={`${styles.badge} ${styles.badgeDeprecated}`}>deprecated</span> : null}
            <code className={styles.opPath}>{op.path}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The first lines of the API landing page. */
export function ApiIntro({ title, version, summary, overviewHref, operationCount, tagCount, webhookCount, logo }: {
  title: string; version: string; summary?: string; overviewHref: string; operationCount: number; tagCount: number;
  webhookCount?: number;
  /** Redoc's `x-logo`. */
  logo?: { url: string; altText?: string; href?: string };
}) {
  const logoSrc = specHref(logo?.url);
  const image = logo && logoSrc ? <img className={styles.logo} src={logoSrc} alt={logo.altText ?? `${title} logo`} /> : null;
  const logoHref = specHref(logo?.href);
  return (
    <div className={styles.intro}>
      {image ? <p>{logoHref ? <a href={logoHref}>{image}</a> : image}</p> : null}
      {summary ? <p className={styles.lead}>{summary}</p> : null}
      <p>
        The reference of the <Link href={overviewHref}>{title}</Link>
        {version ? <> (version <code>{version}</code>)</> : null}: {operationCount} operations in {tagCount} groups
        {webhookCount ? <>, and {webhookCount} {webhookCount === 1 ? 'webhook' : 'webhooks'} it sends to your endpoints</> : null}. Start with the{' '}
        <Link href={overviewHref}>overview</Link> for authentication, pagination, errors and rate limits, and for the OpenAPI file itself.
      </p>
    </div>
  );
}

export interface CliCommandItem {
  command: string;
  href: string;
}

/** `sand` commands that call this operation, linked to their CLI reference pages. */
export function ApiCliCommands({ commands }: { commands: CliCommandItem[] }) {
  return (
    <ul className={styles.cliList}>
      {commands.map((c) => (
        <li key={c.href + c.command}>
          <Link href={c.href}>
            <code>{c.command}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** How each part of a multipart or form body is sent (the media type's `encoding`). */
export function ApiEncoding({ parts }: { parts: PartEncoding[] }) {
  return (
    <div>
      <p className={styles.schemaHead}>Parts</p>
      <ul className={styles.encodingList}>
        {parts.map((part) => (
          <li key={part.name}>
            <code>{part.name}</code>
            {part.contentType ? <>: sent as <code>{part.contentType}</code></> : null}
            {part.headers?.length ? <>; part headers {part.headers.map((h, i) => <span key={h}>{i > 0 ? ', ' : ''}<code>{h}</code></span>)}</> : null}
            {serializationPhrases(part).map((phrase) => `; ${phrase}`).join('')}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ResponseLinkItem extends ResponseLink {
  /** The page of the linked operation, when it is in this reference. */
  href?: string;
}

/** A response's `links`: operations to call next, with the values this response gives them. */
export function ApiResponseLinks({ links }: { links: ResponseLinkItem[] }) {
  return (
    <div>
      <p className={styles.schemaHead}>Links</p>
      <ul className={styles.linkList}>
        {links.map((link) => {
          const target = link.operationId ?? link.operationRef ?? link.name;
          return (
            <li key={link.name}>
              <strong>{link.name}</strong>
              {': '}
              {link.href ? <Link href={link.href}><code>{target}</code></Link> : <code>{target}</code>}
              {link.description ? <Markdown source={link.description} headingShift={5} /> : null}
              {link.parameters.length > 0 || link.requestBody ? (
                <ul className={styles.facts}>
                  {link.parameters.map((p) => (
                    <li key={p.name}>
                      <code>{p.name}</code> = <code>{p.value}</code>
                    </li>
                  ))}
                  {link.requestBody ? (
                    <li>
                      Request body = <code>{link.requestBody}</code>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A callback's request: the method and the URL expression the API calls. */
export function ApiCallbackHeader({ method, expression, summary, deprecated }: { method: string; expression: string; summary?: string; deprecated?: boolean }) {
  return (
    <>
      <p className={styles.callbackHead} aria-label="Callback request">
        <MethodBadge method={method} small />
        <code>{expression}</code>
        {deprecated ? <span className={`${styles.badge} ${styles.badgeDeprecated}`}>deprecated</span> : null}
      </p>
      {summary ? <p>{summary}</p> : null}
    </>
  );
}
