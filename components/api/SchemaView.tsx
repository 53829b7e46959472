import { cache, type ReactNode } from 'react';
import type { PropertyNode, SchemaNode } from '../../shared/api/schema-node';
import { Markdown } from '../Markdown';
import styles from './api.module.css';
import { ApiExternalDocs } from './ExternalDocs';
import { serializationPhrases, type Serialization } from '../../shared/api/serialization';
import { ApiLazyFields } from './LazyFields';
import { childAddress, rootAddress, schemaAddress, type SchemaAddress } from '../../shared/api/schema-address';
import { anchorPart } from '../../shared/api/anchors';
import { resolveNode } from '../../shared/api/schema-utils';

/*
 * Schema trees of bodies, parameters and headers. Component schemas arrive once per page in
 * `schemas` and are looked up by name, so recursion is cut here: a schema that contains itself
 * links back to where it is first shown. Nested objects are in <details>, closed by default.
 */

type Schemas = Record<string, SchemaNode>;

/**
 * A large API's views render a bounded part of each tree into the page; deeper levels are
 * fetched from the page's schema data (`dataHref`) when the reader opens them.
 */
export interface LazyWalk {
  dataHref: string;
  /** Fields the page may still render, shared by all its views. */
  left: { fields: number };
  /** Levels of field lists a view shows before the rest loads on demand (1: the top level only). */
  maxLevel: number;
}

export interface Walk {
  schemas: Schemas;
  /** Component schemas being shown around this node: name → anchor of that field. */
  ancestors: Map<string, string>;
  depth: number;
  /** Fields rendered so far in this view; huge schemas stop expanding repeats past a budget. */
  budget: { fields: number; shown: Map<string, string> };
  /** Nested field lists opened above this node (for the lazy budget). */
  level: number;
  lazy?: LazyWalk;
}

const MAX_DEPTH = 12;
const FIELD_BUDGET = 300;
/** Fields a large API's page renders into its HTML (all views together) and how deep. */
export const PAGE_FIELDS = 40;
export const PAGE_LEVELS = 2;

/** One budget per page render (React's per-request cache), keyed by the page's data file. */
const pageBudget = cache((_dataHref: string) => ({ fields: PAGE_FIELDS }));

function newWalk(schemas: Schemas, dataHref?: string): Walk {
  const lazy = dataHref ? { dataHref, left: pageBudget(dataHref), maxLevel: PAGE_LEVELS } : undefined;
  return { schemas, ancestors: new Map(), depth: 0, budget: { fields: 0, shown: new Map() }, level: 0, lazy };
}

const rowsOf = (node: SchemaNode) => (node.properties?.length ?? 0) + (node.patternProperties?.length ?? 0) + (node.additional && node.additional !== true ? 1 : 0);

/**
 * Whether a field list of `rows` fields at `level` (0: a view's top level) renders now, charging
 * the page's budget when it does; otherwise it loads on demand. Charged when decided, not when
 * drawn: React draws a level's fields before their children, so every decision sees the fields
 * already promised above it. A level renders only whole and within the budget left: a top level
 * of 95 fields (GitHub's repository) is one closed disclosure rather than 70 kB of the page.
 */
function renderNow(walk: Walk, level: number, rows: number): boolean {
  const lazy = walk.lazy;
  if (!lazy) return true;
  const fits = level < lazy.maxLevel && rows <= lazy.left.fields;
  if (fits) lazy.left.fields -= rows;
  return fits;
}

function lazyProps(walk: Walk, at: SchemaAddress, anchor: string) {
  return { dataHref: walk.lazy!.dataHref, at, anchor, ancestors: [...walk.ancestors], depth: walk.depth };
}

function typeLabel(node: SchemaNode, schemas: Schemas, name?: string, depth = 0): string {
  if (node.circular) return node.title ?? 'object';
  if (node.variants && !node.type) {
    const alternatives = `${node.variants.kind === 'oneOf' ? 'one of' : 'any of'} ${node.variants.options.length} shapes`;
    return name ? `${name}: ${alternatives}` : alternatives;
  }
  let base = node.type ?? (node.const ? typeof node.const.value : 'any');
  if (base === 'array' && node.items && depth < 3) {
    const item = resolveNode(node.items, schemas);
    base = `array of ${typeLabel(item.node, schemas, item.name, depth + 1)}`;
  } else if (name && (base === 'object' || base === 'any')) {
    base = name;
  }
  return base;
}

const hasFields = (node: SchemaNode) => Boolean(node.properties?.length || node.patternProperties?.length || node.variants || (node.additional && node.additional !== true));

function childrenOf(node: SchemaNode, schemas: Schemas): SchemaNode | undefined {
  // What an expandable row opens: an object's fields, or an array's item fields.
  if (hasFields(node)) return node;
  if (node.items && hasFields(resolveNode(node.items, schemas).node)) return node.items;
  return undefined;
}

/** Address of what `childrenOf` returned, given the address of `node`. */
function childrenAddress(node: SchemaNode, kids: SchemaNode, at: SchemaAddress): SchemaAddress {
  return kids === node ? at : childAddress(at, ['items'], kids);
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Facts({ node }: { node: SchemaNode }) {
  const items: ReactNode[] = [];
  if (node.const) items.push(<li key="const">Always <code>{valueText(node.const.value)}</code></li>);
  if (node.enum?.length && node.enumDescriptions) {
    const meaning = node.enumDescriptions;
    items.push(
      <li key="enum">
        One of:
        <ul className={styles.enumMeanings}>
          {node.enum.map((v, i) => (
            <li key={i}>
              <code className={styles.enumValue}>{valueText(v)}</code>
              {meaning[valueText(v)] ? <> {meaning[valueText(v)]}</> : null}
            </li>
          ))}
        </ul>
      </li>,
    );
  } else if (node.enum?.length) {
    items.push(
      <li key="enum">
        One of:{' '}
        {node.enum.map((v, i) => (
          <code key={i} className={styles.enumValue}>
            {valueText(v)}
          </code>
        ))}
      </li>,
    );
  }
  if (node.default) items.push(<li key="default">Default: <code>{valueText(node.default.value)}</code></li>);
  for (const c of node.constraints ?? []) {
    const pattern = /^(key )?pattern (.*)$/s.exec(c);
    items.push(<li key={c}>{pattern ? <>{pattern[1] ? 'Key pattern' : 'Pattern'}: <code>{pattern[2]}</code></> : c}</li>);
  }
  if (node.externalDocs) items.push(<li key="docs"><ApiExternalDocs {...node.externalDocs} inline /></li>);
  if (node.examples?.length) items.push(<li key="example">Example: <code>{valueText(node.examples[0])}</code></li>);
  if (items.length === 0) return null;
  return <ul className={styles.facts}>{items}</ul>;
}

function Marks({ node, required }: { node: SchemaNode; required?: boolean }) {
  return (
    <>
      {required ? <span className={`${styles.badge} ${styles.badgeRequired}`}>required</span> : null}
      {node.nullable ? <span className={styles.badge}>nullable</span> : null}
      {node.readOnly ? <span className={styles.badge} title="Returned by the API; ignored in requests">read-only</span> : null}
      {node.writeOnly ? <span className={styles.badge} title="Sent in requests; never returned">write-only</span> : null}
      {node.deprecated ? <span className={`${styles.badge} ${styles.badgeDeprecated}`}>deprecated</span> : null}
    </>
  );
}

export function FieldList({ node, at, anchor, walk }: { node: SchemaNode; at: SchemaAddress; anchor: string; walk: Walk }) {
  const rows: ReactNode[] = [];
  for (const prop of node.properties ?? []) {
    rows.push(<Field key={prop.name} prop={prop} at={childAddress(at, ['prop', prop.name], prop.schema)} anchor={`${anchor}.${anchorPart(prop.name)}`} walk={walk} />);
  }
  node.patternProperties?.forEach(({ pattern, schema }, i) => {
    rows.push(<Field key={`*pattern-${i}`} prop={{ name: pattern, schema }} at={childAddress(at, ['pattern', i], schema)} anchor={`${anchor}.pattern-${i + 1}`} walk={walk} label="any key matching this pattern" />);
  });
  if (node.additional && node.additional !== true) {
    const at2 = childAddress(at, ['additional'], node.additional);
    rows.push(<Field key="*additional" prop={{ name: '{key}', schema: node.additional }} at={at2} anchor={`${anchor}.additional`} walk={walk} label="any other key" />);
  }
  const variants = node.variants ? <Variants node={node} at={at} anchor={anchor} walk={walk} /> : null;
  return (
    <>
      {rows.length > 0 ? <ul className={styles.fields}>{rows}</ul> : null}
      {variants}
    </>
  );
}

function Variants({ node, at, anchor, walk }: { node: SchemaNode; at: SchemaAddress; anchor: string; walk: Walk }) {
  const v = node.variants!;
  const reverse = new Map(Object.entries(node.discriminator?.mapping ?? {}).map(([value, schema]) => [schema, value]));
  return (
    <div className={styles.variants}>
      <p className={styles.variantsIntro}>
        {v.kind === 'oneOf' ? 'Exactly one of these shapes' : 'One or more of these shapes'}
        {node.discriminator ? <>, chosen by the value of <code>{node.discriminator.propertyName}</code></> : null}:
      </p>
      <ol className={styles.variantList}>
        {v.options.map((option, i) => {
          const { node: resolved, name } = resolveNode(option, walk.schemas);
          const optionAnchor = `${anchor}.option-${i + 1}`;
          const discriminatorValue = name ? reverse.get(name) : undefined;
          const label = resolved.title ?? name ?? (resolved.properties ? 'object' : typeLabel(resolved, walk.schemas));
          const requiredOnly = !resolved.type && !resolved.properties && option.ref === undefined;
          const optionAt = childAddress(at, ['option', i], option);
          const summary = (
            <>
              <span className={styles.variantLabel}>{requiredOnly ? `Option ${i + 1}` : label}</span>
              {discriminatorValue ? (
                <span className={styles.muted}>
                  {' '}
                  when <code>{node.discriminator!.propertyName}</code> is <code>{discriminatorValue}</code>
                </span>
              ) : null}
            </>
          );
          return (
            <li key={i} id={optionAnchor} className={styles.variant}>
              <details open={v.options.length <= 3 || undefined}>
                <summary>{summary}</summary>
                <NodeBody node={resolved} name={name} at={optionAt} anchor={optionAnchor} walk={walk} />
              </details>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Description, facts and children of a node that is not itself a named field. */
export function NodeBody({ node, name, at, anchor, walk }: { node: SchemaNode; name?: string; at: SchemaAddress; anchor: string; walk: Walk }) {
  const inner = nextWalk(walk, name, anchor);
  const kids = childrenOf(node, walk.schemas);
  const kidsResolved = kids ? resolveNode(kids, walk.schemas) : undefined;
  const kidsAt = kids ? childrenAddress(node, kids, at) : at;
  const kidsWalk = kidsResolved ? nextWalk(inner, kidsResolved.name, anchor) : inner;
  return (
    <div className={styles.nodeBody}>
      {node.description ? <Markdown source={node.description} headingShift={4} /> : null}
      {!node.properties && !node.variants && (node.type !== undefined || name !== undefined || node.const !== undefined) ? (
        <p className={styles.typeLine}>
          <span className={styles.type}>{typeLabel(node, walk.schemas, name)}</span>
          {node.format ? <span className={styles.format}>{node.format}</span> : null}
          <Marks node={node} />
        </p>
      ) : null}
      <Facts node={node} />
      {kidsResolved && !renderNow(walk, walk.level, rowsOf(kidsResolved.node)) ? (
        <ApiLazyFields summary={<FieldsSummary kids={kids!} node={node} name={kidsResolved.name} />} {...lazyProps(kidsWalk, kidsAt, anchor)} />
      ) : kidsResolved ? (
        <FieldList node={kidsResolved.node} at={kidsAt} anchor={anchor} walk={kidsWalk} />
      ) : null}
      {node.required?.length && !node.properties ? (
        <p className={styles.muted}>
          Requires {node.required.map((r, i) => <code key={i}>{r}</code>)}.
        </p>
      ) : null}
    </div>
  );
}

function nextWalk(walk: Walk, name: string | undefined, anchor: string): Walk {
  if (!name) return { ...walk, depth: walk.depth + 1 };
  const ancestors = new Map(walk.ancestors);
  ancestors.set(name, anchor);
  if (!walk.budget.shown.has(name)) walk.budget.shown.set(name, anchor);
  return { ...walk, ancestors, depth: walk.depth + 1 };
}

function FieldsSummary({ kids, node, name }: { kids: SchemaNode; node: SchemaNode; name?: string }) {
  return (
    <>
      {kids === node ? 'Fields' : 'Fields of each item'}
      {name ? <span className={styles.muted}> ({name})</span> : null}
    </>
  );
}

/** How a parameter or header is written on the wire, when the spec says. */
function SerializationLine({ how }: { how: Serialization }) {
  const phrases = serializationPhrases(how);
  return phrases.length > 0 ? <p className={styles.muted}>Serialization: {phrases.join(', ')}.</p> : null;
}

/** A parameter's or header's examples, each with its name or summary. */
function ExampleList({ examples }: { examples: Array<{ name?: string; summary?: string; value: unknown }> }) {
  return (
    <ul className={styles.facts} aria-label="Examples">
      {examples.map((e, i) => (
        <li key={e.name ?? i}>
          Example{e.summary || e.name ? <> “{e.summary ?? e.name}”</> : null}: <code>{valueText(e.value)}</code>
        </li>
      ))}
    </ul>
  );
}

function Field({ prop, at, anchor, walk, label, extra }: { prop: PropertyNode; at: SchemaAddress; anchor: string; walk: Walk; label?: string; extra?: ReactNode }) {
  walk.budget.fields++;
  const { node, name } = resolveNode(prop.schema, walk.schemas);
  // A name already open above this field would recurse forever: link back instead.
  const itemName = node.items?.ref;
  const loopName = (name && walk.ancestors.has(name) ? name : undefined) ?? (itemName && walk.ancestors.has(itemName) ? itemName : undefined);
  const loopTo = loopName ? walk.ancestors.get(loopName) : undefined;
  const repeatName = !loopTo && walk.budget.fields > FIELD_BUDGET ? [name, itemName].find((n) => n && walk.budget.shown.has(n)) : undefined;
  const repeatTo = repeatName ? walk.budget.shown.get(repeatName) : undefined;
  const kids = loopTo || repeatTo || walk.depth >= MAX_DEPTH || node.circular ? undefined : childrenOf(node, walk.schemas);
  const kidsResolved = kids ? resolveNode(kids, walk.schemas) : undefined;
  const kidsAt = kids ? childrenAddress(node, kids, name ? schemaAddress(name) : at) : at;
  const kidsWalk = kidsResolved ? { ...nextWalk(nextWalk(walk, name, anchor), kidsResolved.name, anchor), level: walk.level + 1 } : walk;
  return (
    <li id={anchor} className={styles.field}>
      <div className={styles.fieldHead}>
        <a href={`#${anchor}`} className={styles.fieldName} aria-label={`${prop.name}: link to this field`}>
          <code>{prop.name}</code>
        </a>
        {label ? <span className={styles.muted}>{label}</span> : null}
        <span className={styles.type}>{typeLabel(node, walk.schemas, name)}</span>
        {node.format ? <span className={styles.format}>{node.format}</span> : null}
        <Marks node={node} required={prop.required} />
      </div>
      {node.description ? <Markdown source={node.description} headingShift={4} /> : null}
      <Facts node={node} />
      {extra}
      {loopTo ? (
        <p className={styles.muted}>
          Recursive: has the same fields as <a href={`#${loopTo}`}>{loopName}</a> above.
        </p>
      ) : null}
      {repeatTo ? (
        <p className={styles.muted}>
          Same fields as <a href={`#${repeatTo}`}>{repeatName}</a> above.
        </p>
      ) : null}
      {node.circular ? <p className={styles.muted}>Recursive: contains itself.</p> : null}
      {kidsResolved && !renderNow(walk, walk.level + 1, rowsOf(kidsResolved.node)) ? (
        <ApiLazyFields summary={<FieldsSummary kids={kids!} node={node} name={kidsResolved.name} />} {...lazyProps(kidsWalk, kidsAt, anchor)} />
      ) : kidsResolved ? (
        <details className={styles.children}>
          <summary>
            <FieldsSummary kids={kids!} node={node} name={kidsResolved.name} />
          </summary>
          <FieldList node={kidsResolved.node} at={kidsAt} anchor={anchor} walk={kidsWalk} />
        </details>
      ) : null}
    </li>
  );
}

export interface ApiSchemaProps {
  /** Start of every field's id (`response-200` → `response-200.data.id`). */
  idPrefix: string;
  /** Id of the whole view, when no heading above already has `idPrefix` as its id. */
  sectionId?: string;
  mediaType?: string;
  required?: boolean;
  schema: SchemaNode | null;
  schemas: Schemas;
  /** A large API's page: its schema data file, from which deep levels load on demand. */
  dataHref?: string;
  /** The same schema is shown earlier on the page: link there instead of listing its fields again. */
  sameAs?: { href: string; label: string };
}

/** A request or response body: its media type and its schema as an expandable field tree. */
export function ApiSchema({ idPrefix, sectionId, mediaType, required, schema, schemas, dataHref, sameAs }: ApiSchemaProps) {
  const walk = newWalk(schemas, dataHref);
  const resolved = schema ? resolveNode(schema, schemas) : undefined;
  return (
    // A group, not a region: a page has one body per response, and the headings already lead there.
    <div role="group" className={styles.schema} id={sectionId} aria-label={`${mediaType ?? 'Body'} schema`}>
      <p className={styles.schemaHead}>
        {mediaType ? <code className={styles.mediaType}>{mediaType}</code> : null}
        {resolved ? <span className={styles.type}>{typeLabel(resolved.node, schemas, resolved.name)}</span> : null}
        {required ? <span className={`${styles.badge} ${styles.badgeRequired}`}>required</span> : null}
      </p>
      {resolved && sameAs ? (
        <p className={styles.muted}>
          Same schema as <a href={sameAs.href}>{sameAs.label}</a>.
        </p>
      ) : resolved ? <NodeBody node={resolved.node} name={resolved.name} at={resolved.name ? schemaAddress(resolved.name) : rootAddress(idPrefix)} anchor={idPrefix} walk={walk} /> : <p className={styles.muted}>No schema given.</p>}
    </div>
  );
}

export interface HeaderItem extends Serialization {
  name: string;
  description?: string;
  required: boolean;
  deprecated?: boolean;
  schema?: SchemaNode;
  /** The header's example values. */
  examples?: unknown[];
  anchor: string;
}

/** Response headers as a field list. */
export function ApiResponseHeaders({ headers, schemas, dataHref }: { headers: HeaderItem[]; schemas: Schemas; dataHref?: string }) {
  const walk = newWalk(schemas, dataHref);
  return (
    <div role="group" className={styles.headers} aria-label="Response headers">
      <p className={styles.schemaHead}>Headers</p>
      <ul className={styles.fields}>
        {headers.map((h) => {
          const base = h.schema ?? { type: 'string' };
          const schema: SchemaNode = {
            ...base,
            description: h.description ?? base.description,
            ...(h.deprecated ? { deprecated: true as const } : {}),
            ...(h.examples?.length === 1 && !base.examples ? { examples: h.examples } : {}),
          };
          const extra = (
            <>
              {h.examples && h.examples.length > 1 ? <ExampleList examples={h.examples.map((value) => ({ value }))} /> : null}
              <SerializationLine how={h} />
            </>
          );
          return <Field key={h.name} prop={{ name: h.name, required: h.required || undefined, schema }} at={rootAddress(h.anchor)} anchor={h.anchor} walk={walk} extra={extra} />;
        })}
      </ul>
    </div>
  );
}

export interface ParameterItem extends Serialization {
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: SchemaNode;
  example?: unknown;
  /** Every named example (`examples`), each listed with its name. */
  examples?: Array<{ name?: string; summary?: string; value: unknown }>;
  anchor: string;
}

/** One location's parameters, each with type, format, required, default, enum and constraints. */
export function ApiParameters({ params, schemas, dataHref }: { params: ParameterItem[]; schemas: Schemas; dataHref?: string }) {
  const walk = newWalk(schemas, dataHref);
  return (
    <ul className={styles.fields}>
      {params.map((p) => {
        const base = p.schema ?? { type: 'string' };
        const schema: SchemaNode = {
          ...base,
          description: p.description ?? base.description,
          ...(p.deprecated ? { deprecated: true as const } : {}),
          ...(p.example !== undefined && !base.examples && !p.examples ? { examples: [p.example] } : {}),
        };
        const extra = (
          <>
            {p.examples ? <ExampleList examples={p.examples} /> : null}
            <SerializationLine how={p} />
          </>
        );
        return <Field key={p.name} prop={{ name: p.name, required: p.required || undefined, schema }} at={rootAddress(p.anchor)} anchor={p.anchor} walk={walk} extra={extra} />;
      })}
    </ul>
  );
}

type WithoutSchemas<P> = Omit<P, 'schemas'>;

/** The schema views with a section's component schemas given, as the MDX components of its pages. */
export function withSchemas(schemas: Schemas) {
  return {
    ApiSchema: (props: WithoutSchemas<ApiSchemaProps>) => <ApiSchema {...props} schemas={schemas} />,
    ApiParameters: (props: { params: ParameterItem[]; dataHref?: string }) => <ApiParameters {...props} schemas={schemas} />,
    ApiResponseHeaders: (props: { headers: HeaderItem[]; dataHref?: string }) => <ApiResponseHeaders {...props} schemas={schemas} />,
  };
}
