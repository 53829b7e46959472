/**
 * The view tree of a schema view: plain, serialisable data in which every decision is already
 * made (shared/api/schema-view.ts makes them); components/api/SchemaView.tsx only draws it.
 */
import type { SchemaAddress } from './schema-address';
import type { Fact, Mark } from './schema-labels';
import type { HistoryMark } from './history-marks';
import type { BodySide } from './schema-utils';

/** What a field's or a shape's fields are: listed here, or loaded when the reader opens them. */
export type ChildFields = { summary: FieldsSummary; level: LevelView } | { summary: FieldsSummary; lazy: LazyLevel };

/** What the disclosure of a field's fields says: `Fields`, `Fields of each item`, with the schema's name. */
export interface FieldsSummary {
  ofItems: boolean;
  name?: string;
}

/**
 * A level left out of a large API's page: what the browser needs to find it in the page's schema
 * data (the view's `dataHref`) and draw it with the same decisions (components/api/LazyFields.tsx).
 */
export interface LazyLevel {
  at: SchemaAddress;
  /** Id of the field (or shape) the level belongs to; the level's fields extend it. */
  anchor: string;
  /** Component schemas open around this level: name → id of the field showing it. */
  ancestors: Array<[string, string]>;
  depth: number;
  /** The body's side: the level leaves out the fields hidden there (schema-utils.ts). */
  side?: BodySide;
}

/** One field list: its fields, then the shapes the value may take. */
export interface LevelView {
  fields: FieldView[];
  variants?: VariantsView;
}

export interface FieldView {
  /** The field's id: its parent's id and its name (`response-200.data.id`). */
  anchor: string;
  name: string;
  /** What the name stands for when it is not a key (`any other key`). */
  label?: string;
  type: string;
  format?: string;
  marks: Mark[];
  /** "New in 1.3.0", "Deprecated in 1.4.0": the API's history of the field, linking to the changelog. */
  history?: HistoryMark[];
  description?: string;
  facts: Fact[];
  /** A parameter's or header's examples, each with its name or summary, when it has several. */
  examples?: ExampleView[];
  /** How a parameter or header is written on the wire, when the spec says. */
  serialization?: string[];
  /** Instead of its fields: a schema open around it (`recursive`) or, in a huge view, shown before (`repeat`). */
  link?: { kind: 'recursive' | 'repeat'; name: string; anchor: string };
  /** An unnamed schema that contains itself. */
  circular?: true;
  fields?: ChildFields;
  /**
   * Search leaves the row out: a parameter the description shares among its operations (an
   * `Idempotency-Key`, a `limit`), the same on every page that has it; the overview explains it.
   */
  searchSkip?: true;
}

export interface ExampleView {
  label?: string;
  value: string;
}

export interface VariantsView {
  kind: 'oneOf' | 'anyOf';
  /** The property whose value chooses the shape. */
  discriminator?: string;
  options: OptionView[];
}

export interface OptionView {
  anchor: string;
  label: string;
  /** The discriminator value that chooses this shape. */
  when?: string;
  /** The shape taken when the discriminator's value is missing or chooses no other (3.2 `defaultMapping`). */
  otherwise?: true;
  /** Few options are shown open. */
  open: boolean;
  /**
   * What the shape is, or, on a large API's page, where to find it: a closed shape among many is
   * drawn when the reader opens it (its description and fields alike), so twenty rule shapes do
   * not weigh on the page.
   */
  body: BodyView | { lazy: LazyLevel };
}

/** A node that is not itself a named field (a body, a shape): description, facts and fields. */
export interface BodyView {
  description?: string;
  /** Type, format and marks of a node without fields of its own. */
  typeLine?: { type: string; format?: string; marks: Mark[] };
  facts: Fact[];
  fields?: ChildFields;
  /** Required names of a node without its own properties (a oneOf option's `required`). */
  requires?: string[];
}

/** A request or response body. */
export interface SchemaBodyView {
  /** The page's schema data file, when the view left levels out: named once, not by every level. */
  dataHref?: string;
  sectionId?: string;
  mediaType?: string;
  /** The schema's type label; none when the body gives no schema. */
  type?: string;
  required?: true;
  /** The schema is each item of a stream (3.2 `itemSchema`): "a stream of" its type. */
  stream?: true;
  /** The same schema is shown earlier on the page: a link there instead of its fields. */
  sameAs?: { href: string; label: string };
  /** Neither `body` nor `sameAs`: the body gives no schema. */
  body?: BodyView;
}

/** Parameters of one location, or a response's headers. */
export interface FieldListView {
  /** The page's schema data file, when the view left levels out. */
  dataHref?: string;
  fields: FieldView[];
}
