/**
 * What a component's Markdown twin is: a function of the component's props and of what the page
 * around it gives (the schema writer, its children's twin). The sections' registries (api-twin.ts,
 * cli-twin.ts) hold one per component; index.ts joins them for page-twin.ts.
 */
import type { BlockComponentName, SectionModel } from '../../shared/page-model.ts';
import type { SchemaNode } from '../../shared/api/schema-node.ts';
import type { SchemaWriter } from './schema-writer.ts';
import type { Block } from './markdown.ts';

/** What a page's section holds besides its pages: shared data, and an API section's component schemas (`_schemas.json`). */
export interface TwinSection {
  shared?: SectionModel['shared'];
  schemas?: Record<string, SchemaNode>;
}

/** What writing one page's components needs besides their props. */
export interface ComponentTwinContext {
  /** Schemas written out on this page so far, and the section's component schemas. */
  writer: SchemaWriter;
  /** The twin of the block's children (an aside's samples, an example's label and code). */
  children(): Block[];
  /** The request sample languages (sample ids, in order) the twin carries. */
  sampleLanguages: readonly string[];
}

/** How a page's twin is written. */
export interface TwinOptions {
  /** The request sample languages to carry (sample ids, in order); default `TWIN_SAMPLE_LANGUAGES`. */
  sampleLanguages?: readonly string[];
  /** The components' twins; a component without one reads as its children and list props. */
  components?: ComponentTwins;
  /** A block right under the title, as the page shows a banner there (an older API version's). */
  notice?: Block;
}

/** The languages an operation's own twin carries; llms-full.txt inlines the reference with curl only (index.ts). */
export const TWIN_SAMPLE_LANGUAGES: readonly string[] = ['curl', 'python', 'typescript'];
export type ComponentTwin = (props: Record<string, unknown>, context: ComponentTwinContext) => Block[];

/** The component twins of every section, by component name. */
export type ComponentTwins = Partial<Record<BlockComponentName, ComponentTwin>>;

/** A component's list prop as an array (none when the prop is missing or not a list). */
export const arrayProp = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A component's text prop, or undefined when it is missing or not a string. */
export const stringProp = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
