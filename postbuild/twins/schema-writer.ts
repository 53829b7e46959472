/**
 * Schemas in a Markdown twin as nested lists (one writer per page), with their constraints, enums,
 * defaults and the API's history marks, as the page's schema views show them.
 */
import type { SchemaNode, PropertyNode } from '../../shared/api/schema-node.ts';
import { valueText } from '../../shared/value-text.ts';
import { anchorPart } from '../../shared/api/anchors.ts';
import { isHiddenOn, type BodySide } from '../../shared/api/schema-utils.ts';
import { historyMarkText, type HistoryMark, type ViewHistory } from '../../shared/api/history-marks.ts';
import { code, emphasis, link, list, markdownInline, paragraph, text, type Block, type Inline } from './markdown.ts';

/** Schema levels written out below a field before the rest is left to the page. */
const MAX_DEPTH = 8;

/** Where the writer is in a view: the field's place (history-marks.ts) and the view's marks. */
export interface Place {
  key: string;
  history: ViewHistory;
}

/** " New in 1.3.0" and " Deprecated in 1.4.0" after a field, each a link to the changelog (a deprecation only while it holds). */
export function historyInline(marks: readonly HistoryMark[] | undefined, deprecated: boolean): Inline[] {
  return (marks ?? [])
    .filter((m) => m.change !== 'deprecated' || deprecated)
    .flatMap((m) => [text(' '), link(m.href, text(historyMarkText(m)))]);
}

/**
 * Schemas as nested lists, one writer per page. A named schema is written out where it first
 * appears on the page and referred to by name after that, so circular and shared schemas stay finite.
 */
export class SchemaWriter {
  private written = new Set<string>();
  constructor(private schemas: Record<string, SchemaNode>) {}

  /** A schema is written once per side: a request's copy lacks its readOnly fields, a response's its writeOnly ones. */
  wasWritten(name: string, side?: BodySide): boolean {
    return this.written.has(writtenKey(name, side));
  }

  resolve(node: SchemaNode | undefined): SchemaNode | undefined {
    for (let i = 0; node?.ref !== undefined && i < 20; i++) node = this.schemas[node.ref];
    return node;
  }

  typeOf(node: SchemaNode | undefined): string {
    if (!node) return 'any';
    if (node.ref !== undefined) return node.ref;
    if (node.circular) return `${node.title ?? 'object'} (circular)`;
    let type = node.type ?? (node.variants ? node.variants.options.map((o) => this.typeOf(o)).join(' | ') : 'any');
    if (node.type === 'array' && node.items) type = `array of ${this.typeOf(node.items)}`;
    if (node.format) type += ` (${node.format})`;
    if (node.nullable) type += ' | null';
    return type;
  }

  typeInline(node: SchemaNode): Inline[] {
    return [code(this.typeOf(node)), ...this.facts(this.resolve(node)).flatMap((fact) => [text(' '), ...fact])];
  }

  /** Constraints, enum (each value with its "New in X" mark, from `valueMarks`), default and examples, one phrase each. */
  facts(node: SchemaNode | undefined, valueMarks?: Record<string, HistoryMark>): Inline[][] {
    if (!node) return [];
    const facts: Inline[][] = [];
    if (node.deprecated) facts.push([emphasis(text('Deprecated.'))]);
    if (node.readOnly) facts.push([text('Read-only.')]);
    if (node.writeOnly) facts.push([text('Write-only.')]);
    if (node.constraints?.length)
      facts.push([
        text('Constraints: '),
        ...node.constraints.flatMap((c, i) => [...(i ? [text(', ')] : []), ...constraintInline(c)]),
        text('.'),
      ]);
    const meaning = node.enumDescriptions ?? {};
    if (node.enum?.length) {
      facts.push([
        text('One of: '),
        ...node.enum.flatMap((v, i) => [
          ...(i ? [text(node.enumDescriptions ? '; ' : ', ')] : []),
          code(valueText(v)),
          ...historyInline(valueMarks?.[valueText(v)] && [valueMarks[valueText(v)]], false),
          ...(meaning[valueText(v)] ? [text(` (${meaning[valueText(v)]})`)] : []),
        ]),
        text('.'),
      ]);
    }
    if (node.const) facts.push([text('Always '), code(valueText(node.const.value)), text('.')]);
    if (node.default) facts.push([text('Default: '), code(valueText(node.default.value)), text('.')]);
    if (node.examples?.length) facts.push([text('Example: '), code(valueText(node.examples[0])), text('.')]);
    if (node.required?.length) facts.push([text(`Requires: ${node.required.join(', ')}.`)]);
    if (node.externalDocs)
      facts.push([
        text('See also: '),
        link(node.externalDocs.url, text(node.externalDocs.description ?? node.externalDocs.url)),
        text('.'),
      ]);
    return facts;
  }

  /** The fields below a schema as a nested list, or undefined when it has none. */
  /** `at`: the view's id and marks, when the API's history marks fields in it. */
  /** `side`: the body's side of the exchange; fields hidden there are left out (schema-utils.ts). */
  fields(node: SchemaNode, depth: number, at?: Place, side?: BodySide): Block | undefined {
    const items = this.children(node, depth, at, side);
    return items.length ? list(items) : undefined;
  }

  private children(node: SchemaNode, depth: number, at?: Place, side?: BodySide): Block[][] {
    if (depth >= MAX_DEPTH) return [];
    if (node.ref !== undefined) {
      const key = writtenKey(node.ref, side);
      if (this.written.has(key)) return [];
      this.written.add(key);
      const named = this.schemas[node.ref];
      return named ? this.children(named, depth, at, side) : [];
    }
    // A field's place as the page's schema view names it (schema-view.ts): `.name`, `.additional`, `.pattern-1`; items and shapes keep their field's.
    const below = (part: string): Place | undefined =>
      at ? { key: `${at.key}.${part}`, history: at.history } : undefined;
    const items: Block[][] = [];
    for (const property of node.properties ?? [])
      if (!isHiddenOn(side, property.schema, this.schemas))
        items.push(this.propertyItem(property, depth, undefined, below(anchorPart(property.name)), side));
    if (node.additional) {
      const extra: PropertyNode = { name: '*', schema: node.additional === true ? { type: 'any' } : node.additional };
      items.push(this.propertyItem(extra, depth, 'any other key', below('additional'), side));
    }
    for (const [i, { pattern, schema }] of (node.patternProperties ?? []).entries())
      items.push(
        this.propertyItem(
          { name: pattern, schema },
          depth,
          'any key matching this pattern',
          below(`pattern-${i + 1}`),
          side,
        ),
      );
    if (node.items) items.push(...this.children(node.items, depth, at, side));
    for (const [i, option] of (node.variants?.options ?? []).entries()) {
      const nested = this.fields(option, depth + 1, at, side);
      items.push([
        paragraph(
          text(`${node.variants!.kind === 'oneOf' ? 'One of' : 'Any of'}, option ${i + 1}: `),
          ...this.typeInline(option),
        ),
        ...(nested ? [nested] : []),
      ]);
    }
    if (node.discriminator) {
      const fallback = node.discriminator.defaultMapping;
      items.push([
        paragraph(
          text('Discriminated by '),
          code(node.discriminator.propertyName),
          ...(fallback ? [text('; when it is missing or any other value: '), code(fallback)] : []),
          text('.'),
        ),
      ]);
    }
    return items;
  }

  private propertyItem(property: PropertyNode, depth: number, label?: string, at?: Place, side?: BodySide): Block[] {
    const resolved = this.resolve(property.schema);
    const place = at?.history[at.key];
    const head: Inline[] = [
      code(property.name),
      text(' ('),
      code(this.typeOf(property.schema)),
      text(property.required ? ', required)' : ')'),
    ];
    head.push(...historyInline(place?.marks, Boolean(property.schema.deprecated ?? resolved?.deprecated)));
    if (label) head.push(text(` ${label}`));
    const description = property.schema.description ?? resolved?.description;
    if (description) head.push(text(': '), ...markdownInline(description));
    for (const fact of this.facts(resolved, place?.values)) head.push(text(' '), ...fact);
    const nested = this.fields(property.schema, depth + 1, at, side);
    return [paragraph(...head), ...(nested ? [nested] : [])];
  }
}

const writtenKey = (name: string, side: BodySide | undefined) => (side ? `${side} ${name}` : name);

/** A regular expression is code: `pattern ^a+$` shows its pattern verbatim. */
function constraintInline(constraint: string): Inline[] {
  const pattern = /^(key )?pattern (.*)$/s.exec(constraint);
  return pattern ? [text(`${pattern[1] ?? ''}pattern `), code(pattern[2])] : [text(constraint)];
}
