'use client';
/**
 * One field of a schema view. A client component so that a page's payload carries the field's
 * view data (name, type, marks, facts: about 100 bytes) rather than the elements drawn from it
 * (about 400, written again beside the HTML): GitHub's ruleset pages list 40-odd fields. The
 * server draws the description and the field's own fields and passes them in.
 */
import type { ReactNode } from 'react';
import type { FieldView } from '../../shared/api/schema-view-tree';
import styles from './api.module.css';
import { element } from './element';
import { exampleList, facts, fieldLink, historyLink, markBadge } from './schema-parts';
import { fieldPath } from '../../shared/api/anchors';
import { CopyFieldLink } from './CopyFieldLink';

/** `element`, with a space between its present children. */
function spaced(type: 'div', props: Record<string, unknown>, ...children: Array<ReactNode | false>): ReactNode {
  const present = children.filter((child) => child !== null && child !== undefined && typeof child !== 'boolean');
  return element(type, props, ...present.flatMap((child, i) => (i === 0 ? [child] : [' ', child])));
}

/** A field without its description and its fields, which come drawn. */
export type FieldRow = Omit<FieldView, 'description' | 'fields'>;

export function ApiField({
  field,
  description,
  fields,
}: {
  field: FieldRow;
  description?: ReactNode;
  fields?: ReactNode;
}) {
  const path = fieldPath(field.anchor, field.name);
  // Spaced parts: the row is a flex line (the spaces take no room), but search and copied text
  // read "name string required", not "namestringrequired".
  const head = spaced(
    'div',
    { className: styles.fieldHead },
    <a href={`#${field.anchor}`} className={styles.fieldName} aria-label={`${field.name}: link to this field`}>
      <code>{field.name}</code>
    </a>,
    <CopyFieldLink anchor={field.anchor} path={path} />,
    field.label !== undefined && <span className={styles.muted}>{field.label}</span>,
    <span className={styles.type}>{field.type}</span>,
    field.format !== undefined && <span className={styles.format}>{field.format}</span>,
    ...field.marks.map(markBadge),
    ...(field.history ?? []).map(historyLink),
  );
  return element(
    'li',
    // The title makes the row a search sub-result of its own, named by its path (docs/search.md).
    {
      id: field.anchor,
      className: styles.field,
      'data-pagefind-title': path,
      ...(field.searchSkip ? { 'data-pagefind-ignore': 'all' } : {}),
    },
    head,
    description,
    facts(field.facts, field.anchor),
    field.examples && exampleList(field.examples),
    field.serialization && <p className={styles.muted}>Serialization: {field.serialization.join(', ')}.</p>,
    field.link && fieldLink(field.link),
    field.circular && <p className={styles.muted}>Recursive: contains itself.</p>,
    fields,
  );
}
