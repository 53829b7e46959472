/**
 * The schema-view pass: turns a schema view's data (a body's schema, parameters, response
 * headers; component schemas by name) into a plain view tree that the components only draw
 * (components/api/SchemaView.tsx). Every decision is made here, before React renders:
 * - recursion: a component schema already open around a field links back to it;
 * - depth: past MAX_DEPTH steps a field's fields are not listed;
 * - repeats: past FIELD_BUDGET fields in one view, a component schema shown before links there;
 * - a large API's page budget: PAGE_FIELDS fields, PAGE_LEVELS levels per page; a level that
 *   does not fit whole is a placeholder the browser fills from the page's schema data, with the
 *   same pass (`lazyLevelView`).
 * Order: level by level (every view's top level, then the field lists inside those, and so on),
 * each level in page order. So a level's fields are all decided before any field inside them, and
 * a page's budget goes to the top of every view before it goes deeper. The counters live inside
 * one call; nothing outside it changes.
 */
import type { PropertyNode, SchemaNode } from './schema-node';
import {
  childAddress,
  nodeAt,
  rootAddress,
  schemaAddress,
  type AddressStep,
  type SchemaAddress,
  type SchemaData,
} from './schema-address';
import { anchorPart } from './anchors';
import { isHiddenOn, resolveNode, type BodySide } from './schema-utils';
import { serializationPhrases, type Serialization } from './serialization';
import { factsOf, marksOf, typeLabel } from './schema-labels';
import { valueText } from '../value-text';
import { placeKey, type PlaceHistory, type ViewHistory } from './history-marks';
import type {
  BodyView,
  ChildFields,
  FieldListView,
  FieldsSummary,
  FieldView,
  LazyLevel,
  LevelView,
  SchemaBodyView,
  VariantsView,
} from './schema-view-tree';

export type Schemas = Record<string, SchemaNode>;

/** Steps down (a field is one, its field list another) before a field's fields are no longer listed. */
export const MAX_DEPTH = 12;
/** Fields one view lists before a component schema shown before in it links there instead. */
export const FIELD_BUDGET = 300;
/** Fields a large API's page puts into its HTML (all its views together). */
export const PAGE_FIELDS = 40;
/** Levels of field lists a large API's view shows before the rest loads on demand (1: the top level only). */
export const PAGE_LEVELS = 2;
/** Shapes of a oneOf or anyOf shown open; more are closed (on a large API's page, left out until opened). */
const FEW_OPTIONS = 3;

/* ---- The views' data, as the page model gives it ---- */

export interface SchemaBodyInput {
  /** Start of every field's id (`response-200` → `response-200.data.id`). */
  idPrefix: string;
  /** Id of the whole view, when no heading above already has `idPrefix` as its id. */
  sectionId?: string;
  mediaType?: string;
  required?: boolean;
  schema: SchemaNode | null;
  /** A large API's page: its schema data file, from which deep levels load on demand. */
  dataHref?: string;
  /** The same schema is shown earlier on the page: link there instead of listing its fields again. */
  sameAs?: { href: string; label: string };
  /** Marks of the API's history, by field place (history-marks.ts). */
  history?: ViewHistory;
  /** The schema is each item of a stream (3.2 `itemSchema`), not the whole body. */
  stream?: boolean;
  /** A request body lists no readOnly field, a response no writeOnly one. */
  side?: BodySide;
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
  /** A parameter the description shares among operations (`components/parameters`). */
  shared?: true;
}

export interface ParametersInput {
  params: ParameterItem[];
  dataHref?: string;
  /** Marks of the API's history, by parameter (and field) place. */
  history?: ViewHistory;
}

export interface HeadersInput {
  headers: HeaderItem[];
  dataHref?: string;
}

/* ---- The pass ---- */

/** A large API's page: the fields it may still put into its HTML, shared by all its views. */
interface PageAllowance {
  fieldsLeft: number;
}

/** One view's tally: fields listed so far, where each component schema was first shown, whether it left a level out. */
interface ViewTally {
  fields: number;
  firstShown: Map<string, string>;
  deferred: boolean;
}

/**
 * Field lists waiting for their turn, by level: a list is decided (listed or left out) and its
 * fields built when every list of the levels above it has been; lists of one level in the order
 * they were met. A list may add lists of its own level (a shape's fields) and of the next.
 */
class LevelQueue {
  private waiting: Array<Array<() => void>> = [];

  add(level: number, decide: () => void): void {
    (this.waiting[level] ??= []).push(decide);
  }

  drain(): void {
    for (let level = 0; level < this.waiting.length; level++) {
      const lists = this.waiting[level] ?? [];
      for (let i = 0; i < lists.length; i++) lists[i]();
    }
  }
}

/** Where the pass is: the same for a node's siblings, a new one for its fields. */
interface Walk {
  schemas: Schemas;
  queue: LevelQueue;
  tally: ViewTally;
  page?: PageAllowance;
  /** Component schemas shown around this node: name → id of the field showing it. */
  ancestors: Map<string, string>;
  depth: number;
  /** Field lists opened above this node within the view (0: its top level). */
  level: number;
  /** The view's marks of the API's history, by field place. */
  history?: ViewHistory;
  /** The side of the exchange the view's body is on: its fields hidden there are left out. */
  side?: BodySide;
}

function newWalk(
  schemas: Schemas,
  queue: LevelQueue,
  page: PageAllowance | undefined,
  history?: ViewHistory,
  side?: BodySide,
): Walk {
  return {
    schemas,
    queue,
    tally: { fields: 0, firstShown: new Map(), deferred: false },
    page,
    ancestors: new Map(),
    depth: 0,
    level: 0,
    ...(history ? { history } : {}),
    ...(side ? { side } : {}),
  };
}

/** One step down, into the component schema `name` (if any) shown at `anchor`. */
function enter(walk: Walk, name: string | undefined, anchor: string): Walk {
  if (!name) return { ...walk, depth: walk.depth + 1 };
  const ancestors = new Map(walk.ancestors);
  ancestors.set(name, anchor);
  if (!walk.tally.firstShown.has(name)) walk.tally.firstShown.set(name, anchor);
  return { ...walk, ancestors, depth: walk.depth + 1 };
}

const rowsOf = (node: SchemaNode) =>
  (node.properties?.length ?? 0) +
  (node.patternProperties?.length ?? 0) +
  (node.additional && node.additional !== true ? 1 : 0);

const hasFields = (node: SchemaNode) =>
  Boolean(
    node.properties?.length ||
      node.patternProperties?.length ||
      node.variants ||
      (node.additional && node.additional !== true),
  );

/** What an expandable row opens: an object's fields, or an array's item fields. */
function childrenOf(node: SchemaNode, schemas: Schemas): SchemaNode | undefined {
  if (hasFields(node)) return node;
  if (node.items && hasFields(resolveNode(node.items, schemas).node)) return node.items;
  return undefined;
}

/**
 * Whether a field list of `rows` fields at `level` (0: a view's top level) is listed now,
 * taking its fields from the page's allowance when it is. A level is listed only whole and
 * within what is left: a top level of a hundred fields (GitHub's repository) is one placeholder
 * rather than a large share of the page.
 */
function listsNow(walk: Walk, level: number, rows: number): boolean {
  const page = walk.page;
  if (!page) return true;
  const fits = level < PAGE_LEVELS && rows <= page.fieldsLeft;
  if (fits) page.fieldsLeft -= rows;
  return fits;
}

/**
 * The fields `kids` of `node` (the node itself, or its items), listed or left for the browser
 * when their level's turn comes. `walk` is where the decision is charged, at `level`;
 * `enclosing` is the walk inside the node, before the fields' own component schema is entered.
 */
function childFields(
  walk: Walk,
  level: number,
  enclosing: Walk,
  node: SchemaNode,
  kids: SchemaNode,
  at: SchemaAddress,
  anchor: string,
): ChildFields {
  const { node: kidsNode, name } = resolveNode(kids, walk.schemas);
  const kidsAt = kids === node ? at : childAddress(at, ['items'], kids);
  const inside = { ...enter(enclosing, name, anchor), level };
  const summary: FieldsSummary = name ? { ofItems: kids !== node, name } : { ofItems: kids !== node };
  // Filled in when the level's turn comes.
  const fields = { summary } as ChildFields;
  walk.queue.add(level, () => {
    if (listsNow(walk, level, rowsOf(kidsNode))) {
      Object.assign(fields, { level: levelView(inside, kidsNode, kidsAt, anchor) });
    } else {
      walk.tally.deferred = true;
      Object.assign(fields, { lazy: lazyLevel(inside, kidsAt, anchor) });
    }
  });
  return fields;
}

/** Where the browser finds a part the page leaves out, and what was open around it. */
const lazyLevel = (walk: Walk, at: SchemaAddress, anchor: string): LazyLevel => ({
  at: addressCopy(at),
  anchor,
  ancestors: [...walk.ancestors],
  depth: walk.depth,
  ...(walk.side ? { side: walk.side } : {}),
});

/**
 * An address that shares no array with another: a page's payload writes an array it has written
 * before as a path to it (`$76:props:children:7:…`), longer than the array.
 */
const addressCopy = ({ base, steps }: SchemaAddress): SchemaAddress => ({
  base: [...base],
  steps: steps.map((step) => [...step] as AddressStep),
});

/** What a field shows besides its schema: a pattern's or extra key's label, a parameter's examples and serialization. */
type FieldExtras = Pick<FieldView, 'label' | 'examples' | 'serialization' | 'searchSkip'>;

function fieldView(
  walk: Walk,
  prop: PropertyNode,
  at: SchemaAddress,
  anchor: string,
  extras: FieldExtras = {},
): FieldView {
  walk.tally.fields++;
  const { node, name } = resolveNode(prop.schema, walk.schemas);
  const field: FieldView = {
    anchor,
    name: prop.name,
    ...(extras.label !== undefined ? { label: extras.label } : {}),
    type: typeLabel(node, walk.schemas, name),
    ...(node.format ? { format: node.format } : {}),
    marks: marksOf(node, prop.required),
    ...(node.description ? { description: node.description } : {}),
    facts: factsOf(node),
    ...(extras.examples ? { examples: extras.examples } : {}),
    ...(extras.serialization?.length ? { serialization: extras.serialization } : {}),
    ...(extras.searchSkip ? { searchSkip: true as const } : {}),
  };
  const history = walk.history?.[placeKey(anchor)];
  if (history) markHistory(field, history, Boolean(node.deprecated));
  // A name already open above this field would recurse forever: link back instead.
  const itemName = node.items?.ref;
  const loopName = [name, itemName].find((n) => n && walk.ancestors.has(n));
  if (loopName) field.link = { kind: 'recursive', name: loopName, anchor: walk.ancestors.get(loopName)! };
  // A huge view stops listing a schema again once it has listed FIELD_BUDGET fields.
  const repeatName =
    !loopName && walk.tally.fields > FIELD_BUDGET
      ? [name, itemName].find((n) => n && walk.tally.firstShown.has(n))
      : undefined;
  if (repeatName) field.link = { kind: 'repeat', name: repeatName, anchor: walk.tally.firstShown.get(repeatName)! };
  if (node.circular) field.circular = true;
  const kids = field.link || walk.depth >= MAX_DEPTH || node.circular ? undefined : childrenOf(node, walk.schemas);
  // The fields' addresses restart at the field's own component schema.
  if (kids)
    field.fields = childFields(
      walk,
      walk.level + 1,
      enter(walk, name, anchor),
      node,
      kids,
      name ? schemaAddress(name) : at,
      anchor,
    );
  return field;
}

/**
 * A field's "New in" and "Deprecated in" marks, and those of the enum values it lists. A
 * deprecation undone since is not shown: the mark says what the field is today.
 */
function markHistory(field: FieldView, history: PlaceHistory, deprecated: boolean): void {
  const marks = history.marks?.filter((m) => m.change !== 'deprecated' || deprecated);
  if (marks?.length) field.history = marks;
  const values = history.values;
  if (!values) return;
  field.facts = field.facts.map((fact) => {
    if (fact.kind !== 'enum' && fact.kind !== 'enumMeanings') return fact;
    const listed = new Set(fact.values.map((v) => (typeof v === 'string' ? v : v.value)));
    const valueMarks = Object.fromEntries(Object.entries(values).filter(([value]) => listed.has(value)));
    return Object.keys(valueMarks).length ? { ...fact, valueMarks } : fact;
  });
}

function levelView(walk: Walk, node: SchemaNode, at: SchemaAddress, anchor: string): LevelView {
  const fields: FieldView[] = [];
  for (const prop of node.properties ?? []) {
    if (isHiddenOn(walk.side, prop.schema, walk.schemas)) continue;
    fields.push(
      fieldView(walk, prop, childAddress(at, ['prop', prop.name], prop.schema), `${anchor}.${anchorPart(prop.name)}`),
    );
  }
  node.patternProperties?.forEach(({ pattern, schema }, i) => {
    fields.push(
      fieldView(
        walk,
        { name: pattern, schema },
        childAddress(at, ['pattern', i], schema),
        `${anchor}.pattern-${i + 1}`,
        { label: 'any key matching this pattern' },
      ),
    );
  });
  if (node.additional && node.additional !== true) {
    fields.push(
      fieldView(
        walk,
        { name: '{key}', schema: node.additional },
        childAddress(at, ['additional'], node.additional),
        `${anchor}.additional`,
        { label: 'any other key' },
      ),
    );
  }
  return node.variants ? { fields, variants: variantsView(walk, node, at, anchor) } : { fields };
}

function variantsView(walk: Walk, node: SchemaNode, at: SchemaAddress, anchor: string): VariantsView {
  const { kind, options } = node.variants!;
  const discriminator = node.discriminator;
  const valueChoosing = new Map(Object.entries(discriminator?.mapping ?? {}).map(([value, schema]) => [schema, value]));
  return {
    kind,
    ...(discriminator ? { discriminator: discriminator.propertyName } : {}),
    options: options.map((option, i) => {
      const { node: resolved, name } = resolveNode(option, walk.schemas);
      const optionAnchor = `${anchor}.option-${i + 1}`;
      const when = name ? valueChoosing.get(name) : undefined;
      const otherwise = name !== undefined && name === discriminator?.defaultMapping;
      // An option that only names required fields has no name of its own.
      const requiredOnly = !resolved.type && !resolved.properties && option.ref === undefined;
      const label = requiredOnly
        ? `Option ${i + 1}`
        : (resolved.title ?? name ?? (resolved.properties ? 'object' : typeLabel(resolved, walk.schemas)));
      const open = options.length <= FEW_OPTIONS;
      const optionAt = childAddress(at, ['option', i], option);
      // A large API's page draws a closed shape only when it is opened (from the page's schema data).
      const body =
        walk.page && !open
          ? { lazy: lazyLevel(walk, optionAt, optionAnchor) }
          : bodyView(walk, resolved, name, optionAt, optionAnchor);
      if ('lazy' in body) walk.tally.deferred = true;
      return {
        anchor: optionAnchor,
        label,
        ...(when ? { when } : {}),
        ...(otherwise ? { otherwise: true as const } : {}),
        open,
        body,
      };
    }),
  };
}

function bodyView(walk: Walk, node: SchemaNode, name: string | undefined, at: SchemaAddress, anchor: string): BodyView {
  const inside = enter(walk, name, anchor);
  // A node without fields of its own says what it is in a line.
  const typed =
    !node.properties && !node.variants && (node.type !== undefined || name !== undefined || node.const !== undefined);
  const body: BodyView = {
    ...(node.description ? { description: node.description } : {}),
    ...(typed
      ? {
          typeLine: {
            type: typeLabel(node, walk.schemas, name),
            ...(node.format ? { format: node.format } : {}),
            marks: marksOf(node),
          },
        }
      : {}),
    facts: factsOf(node),
  };
  const kids = childrenOf(node, walk.schemas);
  if (kids) body.fields = childFields(walk, walk.level, inside, node, kids, at, anchor);
  if (node.required?.length && !node.properties) body.requires = node.required;
  return body;
}

function bodyViewOf(input: SchemaBodyInput, walk: Walk): SchemaBodyView {
  const resolved = input.schema ? resolveNode(input.schema, walk.schemas) : undefined;
  const view: SchemaBodyView = {
    ...(input.sectionId !== undefined ? { sectionId: input.sectionId } : {}),
    ...(input.mediaType !== undefined ? { mediaType: input.mediaType } : {}),
    ...(resolved ? { type: typeLabel(resolved.node, walk.schemas, resolved.name) } : {}),
    ...(input.required ? { required: true as const } : {}),
    ...(input.stream ? { stream: true as const } : {}),
  };
  if (!resolved) return view;
  if (input.sameAs) return { ...view, sameAs: input.sameAs };
  const at = resolved.name ? schemaAddress(resolved.name) : rootAddress(input.idPrefix);
  return { ...view, body: bodyView(walk, resolved.node, resolved.name, at, input.idPrefix) };
}

/** A parameter's or header's own description, deprecation and example, on its schema. */
function itemSchema(
  item: { description?: string; deprecated?: boolean; schema?: SchemaNode },
  examples: unknown[] | undefined,
): SchemaNode {
  const base = item.schema ?? { type: 'string' };
  return {
    ...base,
    description: item.description ?? base.description,
    ...(item.deprecated ? { deprecated: true as const } : {}),
    ...(examples && !base.examples ? { examples } : {}),
  };
}

function parametersViewOf({ params }: ParametersInput, walk: Walk): FieldListView {
  return {
    fields: params.map((p) => {
      const schema = itemSchema(p, p.example !== undefined && !p.examples ? [p.example] : undefined);
      const examples = p.examples?.map((e) => ({
        ...(e.summary || e.name ? { label: (e.summary ?? e.name)! } : {}),
        value: valueText(e.value),
      }));
      const extras: FieldExtras = {
        ...(examples ? { examples } : {}),
        serialization: serializationPhrases(p),
        ...(p.shared ? { searchSkip: true as const } : {}),
      };
      return fieldView(
        walk,
        { name: p.name, ...(p.required ? { required: true as const } : {}), schema },
        rootAddress(p.anchor),
        p.anchor,
        extras,
      );
    }),
  };
}

function headersViewOf({ headers }: HeadersInput, walk: Walk): FieldListView {
  return {
    fields: headers.map((h) => {
      const schema = itemSchema(h, h.examples?.length === 1 ? h.examples : undefined);
      const examples =
        h.examples && h.examples.length > 1 ? h.examples.map((value) => ({ value: valueText(value) })) : undefined;
      const extras: FieldExtras = { ...(examples ? { examples } : {}), serialization: serializationPhrases(h) };
      return fieldView(
        walk,
        { name: h.name, ...(h.required ? { required: true as const } : {}), schema },
        rootAddress(h.anchor),
        h.anchor,
        extras,
      );
    }),
  };
}

/* ---- Entry points ---- */

/** The data of one schema view on a page, by the component that draws it. */
export type SchemaViewInput =
  | { component: 'ApiSchema'; props: SchemaBodyInput }
  | { component: 'ApiParameters'; props: ParametersInput }
  | { component: 'ApiResponseHeaders'; props: HeadersInput };

export type SchemaViewData = SchemaBodyView | FieldListView;

/**
 * The views of one page, in page order. The views of a large API's page (those naming a schema
 * data file) share one allowance of PAGE_FIELDS fields; each view keeps its own tally of repeats.
 */
export function pageSchemaViews(views: SchemaViewInput[], schemas: Schemas): SchemaViewData[] {
  const queue = new LevelQueue();
  const allowances = new Map<string, PageAllowance>();
  const allowanceOf = (dataHref: string | undefined) => {
    if (!dataHref) return undefined;
    let allowance = allowances.get(dataHref);
    if (!allowance) allowances.set(dataHref, (allowance = { fieldsLeft: PAGE_FIELDS }));
    return allowance;
  };
  const viewOf = (view: SchemaViewInput, walk: Walk): SchemaViewData => {
    switch (view.component) {
      case 'ApiSchema':
        return bodyViewOf(view.props, walk);
      case 'ApiParameters':
        return parametersViewOf(view.props, walk);
      case 'ApiResponseHeaders':
        return headersViewOf(view.props, walk);
    }
  };
  const historyOf = (view: SchemaViewInput) =>
    view.component === 'ApiResponseHeaders' ? undefined : view.props.history;
  const sideOf = (view: SchemaViewInput) => (view.component === 'ApiSchema' ? view.props.side : undefined);
  const walks = views.map((view) =>
    newWalk(schemas, queue, allowanceOf(view.props.dataHref), historyOf(view), sideOf(view)),
  );
  const pageViews = views.map((view, i) => viewOf(view, walks[i]));
  queue.drain();
  // Known once every level is decided: which views left one out, and so load from the data file.
  return pageViews.map((view, i) => (walks[i].tally.deferred ? { dataHref: views[i].props.dataHref!, ...view } : view));
}

/**
 * A level a large API's page left out, drawn in the browser from the page's schema data with
 * the decisions of a page of its own (PAGE_FIELDS, PAGE_LEVELS from this level): deeper levels
 * are left out again. Undefined when the data holds no node at the level's address.
 */
export function lazyLevelView(data: SchemaData, level: LazyLevel): LevelView | undefined {
  return lazyView(data, level, (walk, found) =>
    levelView(walk, found.node, found.name ? schemaAddress(found.name) : level.at, level.anchor),
  );
}

/** A shape a large API's page left closed (`OptionView.body.lazy`), drawn the same way. */
export function lazyBodyView(data: SchemaData, level: LazyLevel): BodyView | undefined {
  return lazyView(data, level, (walk, found) => bodyView(walk, found.node, found.name, level.at, level.anchor));
}

function lazyView<T>(
  data: SchemaData,
  level: LazyLevel,
  view: (walk: Walk, found: { node: SchemaNode; name?: string }) => T,
): T | undefined {
  const found = nodeAt(data, level.at);
  if (!found) return undefined;
  const queue = new LevelQueue();
  const walk: Walk = {
    ...newWalk(data.schemas, queue, { fieldsLeft: PAGE_FIELDS }, undefined, level.side),
    ancestors: new Map(level.ancestors),
    depth: level.depth,
  };
  const drawn = view(walk, found);
  queue.drain();
  return drawn;
}
