/**
 * What a schema node says about itself in a schema view, as plain text: its type label, its
 * marks and its facts (constant, enum, default, constraints, further reading, example). Pure;
 * the schema-view pass (schema-view.ts) puts them in its view tree and the components draw them.
 */
import type { SchemaNode } from './schema-node';
import { resolveNode } from './schema-utils';
import { valueText } from '../value-text';
import type { HistoryMark } from './history-marks';
import { countText } from '../count-text';

type Schemas = Record<string, SchemaNode>;

/** A badge beside a type, in the order they are drawn. */
export type Mark = 'required' | 'nullable' | 'readOnly' | 'writeOnly' | 'deprecated';

/** One line of a field's facts, its values already text. */
export type Fact =
  | { kind: 'const'; value: string }
  /**
   * Allowed values, inline; `meanings` when the spec says what each means (then one per line).
   * `valueMarks`: the values new since an earlier supported release (the API's history), by value.
   */
  | { kind: 'enum'; values: string[]; valueMarks?: Record<string, HistoryMark> }
  | {
      kind: 'enumMeanings';
      values: Array<{ value: string; meaning?: string }>;
      valueMarks?: Record<string, HistoryMark>;
    }
  | { kind: 'default'; value: string }
  | { kind: 'constraint'; text: string }
  /** `pattern …` and `key pattern …` constraints, drawn with the expression as code. */
  | { kind: 'pattern'; text: string; ofKeys: boolean; pattern: string }
  | { kind: 'docs'; url: string; description?: string }
  | { kind: 'example'; value: string };

/** `string`, `array of Pet`, `Pet: one of 3 shapes`: a node's type as one short label. */
export function typeLabel(node: SchemaNode, schemas: Schemas, name?: string, depth = 0): string {
  if (node.circular) return node.title ?? 'object';
  if (node.variants && !node.type) {
    const alternatives = `${node.variants.kind === 'oneOf' ? 'one of' : 'any of'} ${countText(node.variants.options.length, 'shape')}`;
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

/** The badges of a node (and `required` when the field that holds it is). */
export function marksOf(node: SchemaNode, required?: boolean): Mark[] {
  const marks: Mark[] = [];
  if (required) marks.push('required');
  if (node.nullable) marks.push('nullable');
  if (node.readOnly) marks.push('readOnly');
  if (node.writeOnly) marks.push('writeOnly');
  if (node.deprecated) marks.push('deprecated');
  return marks;
}

function enumFact(node: SchemaNode): Fact | undefined {
  if (!node.enum?.length) return undefined;
  const meanings = node.enumDescriptions;
  if (!meanings) return { kind: 'enum', values: node.enum.map(valueText) };
  return {
    kind: 'enumMeanings',
    values: node.enum.map((v) => {
      const meaning = meanings[valueText(v)];
      return meaning ? { value: valueText(v), meaning } : { value: valueText(v) };
    }),
  };
}

function constraintFact(text: string): Fact {
  const pattern = /^(key )?pattern (.*)$/s.exec(text);
  return pattern
    ? { kind: 'pattern', text, ofKeys: Boolean(pattern[1]), pattern: pattern[2] }
    : { kind: 'constraint', text };
}

/** A node's facts, in the order they are listed. */
export function factsOf(node: SchemaNode): Fact[] {
  const facts: Fact[] = [];
  if (node.const) facts.push({ kind: 'const', value: valueText(node.const.value) });
  const allowed = enumFact(node);
  if (allowed) facts.push(allowed);
  if (node.default) facts.push({ kind: 'default', value: valueText(node.default.value) });
  for (const c of node.constraints ?? []) facts.push(constraintFact(c));
  if (node.externalDocs) facts.push({ kind: 'docs', ...node.externalDocs });
  if (node.examples?.length) facts.push({ kind: 'example', value: valueText(node.examples[0]) });
  return facts;
}
