import Link from 'next/link';
import styles from './api.module.css';
import { MethodBadge } from './MethodBadge';

/** Small label above an example code block (not a heading, so the TOC stays short). */
export function ApiExampleLabel({ label }: { label: string }) {
  return <p className={styles.exampleLabel}>{label}</p>;
}

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
export function ApiIntro({ title, version, summary, overviewHref, operationCount, tagCount }: {
  title: string; version: string; summary?: string; overviewHref: string; operationCount: number; tagCount: number;
}) {
  return (
    <div className={styles.intro}>
      {summary ? <p className={styles.lead}>{summary}</p> : null}
      <p>
        The reference of the <Link href={overviewHref}>{title}</Link>
        {version ? <> (version <code>{version}</code>)</> : null}: {operationCount} operations in {tagCount} groups. Start with the{' '}
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
