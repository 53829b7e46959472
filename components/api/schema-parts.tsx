/*
 * Parts of a schema view drawn from view data (shared/api/schema-view-tree.ts), shared by the
 * server's drawing (SchemaView.tsx) and the field component the browser's bundle holds too
 * (ApiField.tsx). Absent parts are left out of the children (`element`).
 */
import type { ReactNode } from 'react';
import Link from 'next/link';
import type { Fact, Mark } from '../../shared/api/schema-labels';
import { historyMarkText, type HistoryMark } from '../../shared/api/history-marks';
import type { ExampleView, FieldView } from '../../shared/api/schema-view-tree';
import { enumValueAnchors } from '../../shared/api/anchors';
import styles from './api.module.css';
import { element } from './element';
import { ApiExternalDocs } from './ExternalDocs';

const MARKS: Record<Mark, { text: string; className: string; title?: string }> = {
  required: { text: 'required', className: `${styles.badge} ${styles.badgeRequired}` },
  nullable: { text: 'nullable', className: styles.badge },
  readOnly: { text: 'read-only', className: styles.badge, title: 'Returned by the API; ignored in requests' },
  writeOnly: { text: 'write-only', className: styles.badge, title: 'Sent in requests; never returned' },
  deprecated: { text: 'deprecated', className: `${styles.badge} ${styles.badgeDeprecated}` },
};

export function markBadge(mark: Mark): ReactNode {
  const { text, className, title } = MARKS[mark];
  return element('span', title ? { className, title } : { className }, text);
}

/**
/**
 * "New in 1.3.0", "Deprecated in 1.4.0": a small badge that is a link to the release's entry in
 * the changelog. Its words say what it is (not its colour), and are its link's name.
 */
export function historyLink(mark: HistoryMark): ReactNode {
  const className = `${styles.badge} ${mark.change === 'deprecated' ? styles.badgeDeprecated : styles.badgeNew} ${styles.historyMark}`;
  return (
    <Link href={mark.href} className={className} data-history={mark.change}>
      {historyMarkText(mark)}
    </Link>
  );
}

/**
 * An enum value: with the id of its field's anchor (`response-200.state=running`), a link to
 * itself when it has one, so a value can be linked to like a field; and its "New in X" mark.
 */
function enumValue(value: string, id: string | undefined, marks: Record<string, HistoryMark> | undefined): ReactNode {
  const code = <code className={styles.enumValue}>{value}</code>;
  const shown =
    id === undefined ? (
      code
    ) : (
      <a id={id} href={`#${id}`} className={styles.enumLink}>
        {code}
      </a>
    );
  const mark = marks?.[value];
  return mark ? (
    <>
      {shown}
      {historyLink(mark)}
    </>
  ) : (
    shown
  );
}

function factItem(fact: Fact, fieldAnchor?: string): ReactNode {
  const ids = (values: string[]) => (fieldAnchor === undefined ? [] : enumValueAnchors(fieldAnchor, values));
  switch (fact.kind) {
    case 'const':
      return (
        <li>
          Always <code>{fact.value}</code>
        </li>
      );
    case 'enumMeanings': {
      const anchors = ids(fact.values.map(({ value }) => value));
      return (
        <li>
          One of:
          {element(
            'ul',
            { className: styles.enumMeanings },
            ...fact.values.map(({ value, meaning }, i) =>
              element(
                'li',
                null,
                enumValue(value, anchors[i], fact.valueMarks),
                meaning !== undefined && <> {meaning}</>,
              ),
            ),
          )}
        </li>
      );
    }
    case 'enum': {
      const anchors = ids(fact.values);
      return element(
        'li',
        null,
        'One of:',
        ' ',
        ...fact.values.map((value, i) => enumValue(value, anchors[i], fact.valueMarks)),
      );
    }
    case 'default':
      return (
        <li>
          Default: <code>{fact.value}</code>
        </li>
      );
    case 'constraint':
      return <li>{fact.text}</li>;
    case 'pattern':
      return (
        <li>
          {fact.ofKeys ? 'Key pattern' : 'Pattern'}: <code>{fact.pattern}</code>
        </li>
      );
    case 'docs':
      return (
        <li>
          <ApiExternalDocs url={fact.url} description={fact.description} inline />
        </li>
      );
    case 'example':
      return (
        <li>
          Example: <code>{fact.value}</code>
        </li>
      );
  }
}

/** A node's facts as a list; nothing when it has none. A field's enum values get ids after its anchor. */
export const facts = (list: Fact[], fieldAnchor?: string) =>
  list.length > 0 && element('ul', { className: styles.facts }, ...list.map((fact) => factItem(fact, fieldAnchor)));

/** A parameter's or header's examples, each with its name or summary. */
export function exampleList(examples: ExampleView[]): ReactNode {
  const item = ({ label, value }: ExampleView) =>
    element('li', null, 'Example', label !== undefined && <> “{label}”</>, ': ', <code>{value}</code>);
  return element('ul', { className: styles.facts, 'aria-label': 'Examples' }, ...examples.map(item));
}

/** Instead of a field's fields: where the same fields are shown. */
export function fieldLink({ kind, name, anchor }: NonNullable<FieldView['link']>): ReactNode {
  const target = <a href={`#${anchor}`}>{name}</a>;
  return kind === 'recursive' ? (
    <p className={styles.muted}>Recursive: has the same fields as {target} above.</p>
  ) : (
    <p className={styles.muted}>Same fields as {target} above.</p>
  );
}
