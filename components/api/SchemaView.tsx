/*
 * Schema trees of bodies, parameters and headers, drawn from the view trees the schema-view pass
 * decided (shared/api/schema-view.ts: recursion, repeats, depth and a large API's page budget).
 * These components only draw: nested objects are in <details>, closed by default; a level the
 * page left out is an `ApiLazyFields` the browser fills in; a field's row is `ApiField`, a client
 * component drawn from its data. Optional parts are left out of the children (`element`), so the
 * page's payload carries no `null` for them.
 */
import { Fragment, type ReactNode } from 'react';
import type {
  BodyView,
  ChildFields,
  FieldListView,
  FieldsSummary,
  FieldView,
  LevelView,
  OptionView,
  SchemaBodyView,
  VariantsView,
} from '../../shared/api/schema-view-tree';
import { Markdown } from '../Markdown';
import styles from './api.module.css';
import { element } from './element';
import { ApiField } from './ApiField';
import { ApiLazyFields, ApiSchemaData } from './LazyFields';
import { facts, markBadge } from './schema-parts';

const description = (source: string | undefined) =>
  source !== undefined && <Markdown source={source} headingShift={4} />;

/** `Fields` or `Fields of each item`, with the schema's name. */
function summaryText({ ofItems, name }: FieldsSummary): ReactNode {
  const text = ofItems ? 'Fields of each item' : 'Fields';
  return name === undefined ? (
    text
  ) : (
    <>
      {text}
      <span className={styles.muted}> ({name})</span>
    </>
  );
}

/** A field's fields in a closed disclosure, or the placeholder of a level the page left out. */
function childFields(fields: ChildFields): ReactNode {
  if ('lazy' in fields) return <ApiLazyFields summary={summaryText(fields.summary)} {...fields.lazy} />;
  return (
    <details className={styles.children}>
      <summary>{summaryText(fields.summary)}</summary>
      <FieldList level={fields.level} />
    </details>
  );
}

/** A field: its row drawn by `ApiField` from its data, its description and fields drawn here. */
function Field({ field }: { field: FieldView }) {
  const { description: source, fields, ...row } = field;
  // Props only when present: an absent one would still be written into the payload.
  const drawn = {
    ...(source !== undefined ? { description: description(source) } : {}),
    ...(fields ? { fields: childFields(fields) } : {}),
  };
  return <ApiField field={row} {...drawn} />;
}

/** Fields as a list, each drawn by `Field`. */
const fieldList = (fields: FieldView[]) =>
  element('ul', { className: styles.fields }, ...fields.map((field) => <Field field={field} />));

/** One field list: its fields, then the shapes the value may take. */
export function FieldList({ level }: { level: LevelView }) {
  return element(
    Fragment,
    null,
    level.fields.length > 0 && fieldList(level.fields),
    level.variants && <Variants variants={level.variants} />,
  );
}

function Option({ option, discriminator }: { option: OptionView; discriminator?: string }) {
  const when = (option.when !== undefined || option.otherwise) && (
    <span className={styles.muted}>
      {' '}
      when <code>{discriminator}</code> is {option.when !== undefined ? <code>{option.when}</code> : null}
      {option.when !== undefined && option.otherwise ? ', ' : null}
      {option.otherwise ? 'missing or any other value' : null}
    </span>
  );
  const label = <span className={styles.variantLabel}>{option.label}</span>;
  const { body } = option;
  return (
    <li id={option.anchor} className={styles.variant}>
      {'lazy' in body ? (
        <ApiLazyFields shape summary={element(Fragment, null, label, when)} {...body.lazy} />
      ) : (
        element(
          'details',
          option.open ? { open: true } : null,
          element('summary', null, label, when),
          <Body body={body} />,
        )
      )}
    </li>
  );
}

function Variants({ variants }: { variants: VariantsView }) {
  const { kind, discriminator, options } = variants;
  return (
    <div className={styles.variants}>
      {element(
        'p',
        { className: styles.variantsIntro },
        kind === 'oneOf' ? 'Exactly one of these shapes' : 'One or more of these shapes',
        discriminator !== undefined && (
          <>
            , chosen by the value of <code>{discriminator}</code>
          </>
        ),
        ':',
      )}
      {element(
        'ol',
        { className: styles.variantList },
        ...options.map((option) => <Option option={option} discriminator={discriminator} />),
      )}
    </div>
  );
}

/** Description, facts and fields of a node that is not itself a named field (a body, a shape). */
export function Body({ body }: { body: BodyView }) {
  const typeLine =
    body.typeLine &&
    element(
      'p',
      { className: styles.typeLine },
      <span className={styles.type}>{body.typeLine.type}</span>,
      body.typeLine.format !== undefined && <span className={styles.format}>{body.typeLine.format}</span>,
      ...body.typeLine.marks.map(markBadge),
    );
  const fields =
    body.fields && ('lazy' in body.fields ? childFields(body.fields) : <FieldList level={body.fields.level} />);
  return element(
    'div',
    { className: styles.nodeBody },
    description(body.description),
    typeLine,
    facts(body.facts),
    fields,
    body.requires &&
      element('p', { className: styles.muted }, 'Requires ', ...body.requires.map((name) => <code>{name}</code>), '.'),
  );
}

/** A view's content, inside the data file its left-out levels load from (when it left some out). */
const withData = (dataHref: string | undefined, content: ReactNode) =>
  dataHref ? <ApiSchemaData href={dataHref}>{content}</ApiSchemaData> : content;

/** A request or response body: its media type and its schema as an expandable field tree. */
export function ApiSchema({ view }: { view: SchemaBodyView }) {
  const head = element(
    'p',
    { className: styles.schemaHead },
    view.mediaType && <code className={styles.mediaType}>{view.mediaType}</code>,
    view.stream && <span>a stream of</span>,
    view.type !== undefined && <span className={styles.type}>{view.type}</span>,
    view.required && markBadge('required'),
  );
  const content = view.sameAs ? (
    <p className={styles.muted}>
      Same schema as <a href={view.sameAs.href}>{view.sameAs.label}</a>.
    </p>
  ) : view.body ? (
    <Body body={view.body} />
  ) : (
    <p className={styles.muted}>No schema given.</p>
  );
  // A group, not a region: a page has one body per response, and the headings already lead there.
  const group = {
    role: 'group',
    className: styles.schema,
    ...(view.sectionId !== undefined ? { id: view.sectionId } : {}),
    'aria-label': `${view.mediaType ?? 'Body'} schema`,
  };
  return element('div', group, head, withData(view.dataHref, content));
}

/** Response headers as a field list. */
export function ApiResponseHeaders({ view }: { view: FieldListView }) {
  return (
    <div role="group" className={styles.headers} aria-label="Response headers">
      <p className={styles.schemaHead}>Headers</p>
      {withData(view.dataHref, fieldList(view.fields))}
    </div>
  );
}

/** One location's parameters, each with type, format, required, default, enum and constraints. */
export function ApiParameters({ view }: { view: FieldListView }) {
  return withData(view.dataHref, fieldList(view.fields));
}
