import { Fragment } from 'react';
import Link from 'next/link';
import styles from './api.module.css';
import { FactRow } from './FactRow';
import { OpenDetailsForHash } from './HashTarget';
import { ApiExternalDocs, type ExternalDocsLink } from './ExternalDocs';
import { MethodBadge } from './MethodBadge';
import { historyLink } from './schema-parts';
import { element } from './element';
import type { HistoryMark } from '../../shared/api/history-marks';

export interface OperationHeaderProps {
  method: string;
  path: string;
  deprecated?: boolean;
  /** An operation's; a webhook has none of these. */
  operationId?: string;
  tag?: string;
  tagHref?: string;
  servers: string[];
  /** Set on a webhook: a request the API (`sender`) sends to the reader's endpoint. */
  webhook?: { sender: string; listHref: string };
  externalDocs?: ExternalDocsLink;
  /** "Added in 1.1.0", "Deprecated in 1.3.0": the operation's history, each linking to the changelog. */
  history?: HistoryMark[];
}

/**
 * Method badge, path (with its parameters highlighted), tag and operationId of an operation; for
 * a webhook, its name and a note that the reader receives it rather than calls it.
 */
export function ApiOperationHeader({
  method,
  path,
  deprecated,
  operationId,
  tag,
  tagHref,
  servers,
  webhook,
  externalDocs,
  history,
}: OperationHeaderProps) {
  const parts = path.split(/(\{[^}]+\})/g).filter(Boolean);
  return (
    <div className={styles.opHeader}>
      <OpenDetailsForHash />
      <div className={styles.endpoint} role="group" aria-label="Endpoint">
        <MethodBadge method={method} />
        {/* Text between the badge and the path (the flex row draws none): search excerpts, copied text and
            the page's text read "POST /api/v1/workflows", not "POST/api/v1/workflows". */}{' '}
        <code className={styles.path} data-testid="operation-path">
          {parts.map((part, i) =>
            part.startsWith('{') ? (
              <span key={i} className={styles.pathParam}>
                {part}
              </span>
            ) : (
              <span key={i}>{part}</span>
            ),
          )}
        </code>
        {webhook ? <span className={`${styles.badge} ${styles.badgeWebhook}`}>Webhook</span> : null}
        {deprecated ? <span className={`${styles.badge} ${styles.badgeDeprecated}`}>Deprecated</span> : null}
      </div>
      {history?.length
        ? element('p', { className: styles.opHistory, 'data-testid': 'operation-history' }, ...history.map(historyLink))
        : null}
      {webhook ? (
        <p className={styles.webhookNote} role="note">
          {webhook.sender} sends this request to your endpoint: your server receives it, you do not call it.{' '}
          <Link href={webhook.listHref}>All webhooks</Link>
        </p>
      ) : null}
      {/*
        Out of search: the operationId is in the page's search metadata, and the tag and servers
        are the same on many pages (they crowded excerpts with "operationIdcreateStep. Servershttps://…").
      */}
      <dl className={styles.opFacts} data-pagefind-ignore="">
        {tag && tagHref ? (
          <FactRow term="Tag">
            <Link href={tagHref}>{tag}</Link>
          </FactRow>
        ) : null}
        {operationId ? (
          <FactRow term="operationId">
            <code>{operationId}</code>
          </FactRow>
        ) : null}
        {servers.length > 0 ? (
          <FactRow term={servers.length > 1 ? 'Servers' : 'Server'}>
            {servers.map((s, i) => (
              <Fragment key={s + i}>
                {i > 0 ? ' ' : null}
                <code className={styles.server}>{s}</code>
              </Fragment>
            ))}
          </FactRow>
        ) : null}
        {externalDocs ? (
          <FactRow term="More">
            <ApiExternalDocs {...externalDocs} inline />
          </FactRow>
        ) : null}
      </dl>
      {deprecated ? (
        <p className={styles.deprecatedNote} role="note">
          {webhook ? 'This webhook' : 'This operation'} is deprecated: it still works, but will be removed. See its
          description for what to use instead.
        </p>
      ) : null}
    </div>
  );
}
