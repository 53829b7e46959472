import type { PropertyNode, SchemaNode } from '../../shared/api/schema-node.ts';
import { isObject, type JsonObject } from '../lib/json.ts';
import type { OpenApiDocument } from './resolve.ts';
import { countText } from '../../shared/count-text.ts';

export type { PropertyNode, SchemaNode } from '../../shared/api/schema-node.ts';

export interface SchemaContext {
  /** Pointer a `$ref` resolved from, per object (from the resolver). */
  refOf: WeakMap<object, string>;
  /** Converted component schemas by name, filled lazily. */
  named: Map<string, SchemaNode>;
  /** The raw component schema objects by name. */
  rawNamed: Map<string, unknown>;
}

const COMPONENT_PREFIX = '#/components/schemas/';

export function createSchemaContext(refOf: WeakMap<object, string>, doc: OpenApiDocument): SchemaContext {
  const rawNamed = new Map<string, unknown>();
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) rawNamed.set(name, schema);
  return { refOf, named: new Map(), rawNamed };
}

/** Whether the resolver reached this object through a `$ref` into `components/<kind>` (a shared response, a parameter). */
export function fromComponents(ctx: SchemaContext, raw: object, kind: 'responses' | 'parameters'): boolean {
  return ctx.refOf.get(raw)?.startsWith(`#/components/${kind}/`) === true;
}

/** Name of the component schema this object is, if it is one. */
export function componentName(ctx: SchemaContext, raw: unknown): string | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const ref = ctx.refOf.get(raw);
  if (!ref?.startsWith(COMPONENT_PREFIX)) return undefined;
  const rest = ref.slice(COMPONENT_PREFIX.length);
  if (rest.includes('/')) return undefined;
  const name = decodeURIComponent(rest.replace(/~1/g, '/').replace(/~0/g, '~'));
  return ctx.rawNamed.get(name) === raw ? name : undefined;
}

/** Converts a schema; component schemas become `{ ref }` and are converted once into `ctx.named`. */
export function convertSchema(raw: unknown, ctx: SchemaContext, stack: Set<object> = new Set()): SchemaNode {
  const name = componentName(ctx, raw);
  if (name !== undefined) {
    ensureNamed(name, ctx);
    return { ref: name };
  }
  return convertInline(raw, ctx, stack);
}

function ensureNamed(name: string, ctx: SchemaContext): SchemaNode {
  let node = ctx.named.get(name);
  if (!node) {
    // Placeholder first: a schema that refers to itself finds its own name and stops there.
    node = {};
    ctx.named.set(name, node);
    Object.assign(node, convertInline(ctx.rawNamed.get(name), ctx, new Set()));
  }
  return node;
}

function convertInline(raw: unknown, ctx: SchemaContext, stack: Set<object>): SchemaNode {
  if (raw === true || raw === undefined || raw === null) return { type: 'any' };
  if (raw === false) return { type: 'never' };
  if (!isObject(raw)) return { type: 'any' };
  if (stack.has(raw)) return { circular: true, title: typeof raw.title === 'string' ? raw.title : undefined };
  stack.add(raw);
  try {
    const schema = Array.isArray(raw.allOf) ? mergeAllOf(raw, ctx, stack) : raw;
    return describe(schema, ctx, stack);
  } finally {
    stack.delete(raw);
  }
}

/** Merges `allOf` parts into one object schema: properties combined, `required` united. */
function mergeAllOf(raw: JsonObject, ctx: SchemaContext, stack: Set<object>): JsonObject {
  const merged: JsonObject = {};
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  const parts: unknown[] = [...(Array.isArray(raw.allOf) ? raw.allOf : []), { ...raw, allOf: undefined }];
  let sawProperties = false;
  for (const part0 of parts) {
    if (!isObject(part0) || (stack.has(part0) && part0 !== raw)) continue;
    const part =
      Array.isArray(part0.allOf) && part0 !== raw
        ? withStack(part0, stack, () => mergeAllOf(part0, ctx, stack))
        : part0;
    for (const [key, value] of Object.entries(part)) {
      if (value === undefined || key === 'allOf') continue;
      if (key === 'properties' && isObject(value)) {
        Object.assign(properties, value);
        sawProperties = true;
      } else if (key === 'required' && Array.isArray(value)) {
        for (const r of value) required.add(String(r));
      } else if (key === 'description' || key === 'title') {
        // The schema's own text wins over the parts' text.
        if (part === raw || merged[key] === undefined) merged[key] = value;
      } else if (merged[key] === undefined || part === raw) {
        merged[key] = value;
      }
    }
  }
  if (sawProperties) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  if (sawProperties && merged.type === undefined) merged.type = 'object';
  return merged;
}

function withStack<T>(obj: object, stack: Set<object>, fn: () => T): T {
  stack.add(obj);
  try {
    return fn();
  } finally {
    stack.delete(obj);
  }
}

function typesOf(schema: JsonObject): { types: string[]; nullable: boolean } {
  let types: string[] = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  let nullable = schema.nullable === true;
  if (types.includes('null')) {
    nullable = true;
    types = types.filter((t) => t !== 'null');
    if (types.length === 0 && schema.type !== undefined) return { types: ['null'], nullable: false };
  }
  if (types.length === 0) {
    if (isObject(schema.properties) || isObject(schema.patternProperties) || schema.additionalProperties !== undefined)
      types = ['object'];
    else if (schema.items !== undefined) types = ['array'];
  }
  return { types, nullable };
}

function constraintsOf(s: JsonObject, types: string[]): string[] {
  const out: string[] = [];
  const unit = types.includes('array')
    ? ' items'
    : types.includes('string')
      ? ' characters'
      : types.includes('object')
        ? ' properties'
        : '';
  const num = (v: unknown) => typeof v === 'number';
  if (num(s.minimum)) out.push(s.exclusiveMinimum === true ? `> ${s.minimum}` : `≥ ${s.minimum}`);
  if (num(s.exclusiveMinimum)) out.push(`> ${s.exclusiveMinimum}`);
  if (num(s.maximum)) out.push(s.exclusiveMaximum === true ? `< ${s.maximum}` : `≤ ${s.maximum}`);
  if (num(s.exclusiveMaximum)) out.push(`< ${s.exclusiveMaximum}`);
  if (num(s.multipleOf)) out.push(`multiple of ${s.multipleOf}`);
  for (const [min, max, one, many] of [
    ['minLength', 'maxLength', 'character', 'characters'],
    ['minItems', 'maxItems', 'item', 'items'],
    ['minProperties', 'maxProperties', 'property', 'properties'],
  ] as const) {
    const lo = s[min] as number;
    const hi = s[max] as number;
    const count = (n: number) => countText(n, one, many);
    if (num(lo) && num(hi)) out.push(lo === hi ? `exactly ${count(lo)}` : `${lo}–${hi} ${many}`);
    else if (num(lo)) out.push(`at least ${count(lo)}`);
    else if (num(hi)) out.push(`at most ${count(hi)}`);
  }
  if (s.uniqueItems === true) out.push('unique items');
  if (typeof s.pattern === 'string') out.push(`pattern ${s.pattern}`);
  if (typeof s.contentEncoding === 'string') out.push(`encoding ${s.contentEncoding}`);
  if (typeof s.contentMediaType === 'string') out.push(`media type ${s.contentMediaType}`);
  // An object's key names: `propertyNames` (its pattern and length).
  if (isObject(s.propertyNames)) {
    for (const c of constraintsOf(s.propertyNames, ['string'])) out.push(`key ${c}`);
  }
  if (isObject(s.dependentRequired)) {
    for (const [key, names] of Object.entries(s.dependentRequired)) {
      if (Array.isArray(names) && names.length > 0)
        out.push(`with ${key}, also required: ${names.map(String).join(', ')}`);
    }
  }
  if (isObject(s.xml)) {
    const xml = s.xml;
    const parts = [
      xml.attribute === true ? 'an attribute' : 'an element',
      ...(typeof xml.name === 'string' ? [`named ${xml.name}`] : []),
      ...(typeof xml.prefix === 'string' ? [`prefix ${xml.prefix}`] : []),
      ...(typeof xml.namespace === 'string' ? [`namespace ${xml.namespace}`] : []),
      ...(xml.wrapped === true ? ['wrapped'] : []),
    ];
    out.push(`in XML: ${parts.join(', ')}`);
  }
  void unit;
  return out;
}

function describe(s: JsonObject, ctx: SchemaContext, stack: Set<object>): SchemaNode {
  const node: SchemaNode = {};
  const { types, nullable } = typesOf(s);
  if (typeof s.title === 'string') node.title = s.title;
  if (types.length > 0) node.type = types.join(' | ');
  if (typeof s.format === 'string') node.format = s.format;
  if (typeof s.description === 'string' && s.description.trim() !== '') node.description = s.description;
  if (isObject(s.externalDocs) && typeof s.externalDocs.url === 'string') {
    node.externalDocs = {
      url: s.externalDocs.url,
      ...(typeof s.externalDocs.description === 'string' ? { description: s.externalDocs.description } : {}),
    };
  }
  if (nullable) node.nullable = true;
  if (s.deprecated === true) node.deprecated = true;
  if (s.readOnly === true) node.readOnly = true;
  if (s.writeOnly === true) node.writeOnly = true;
  if (Array.isArray(s.enum)) node.enum = s.enum.filter((v: unknown) => v !== null || !nullable);
  const enumDescriptions = node.enum
    ? enumDescriptionsOf(s['x-enumDescriptions'] ?? s['x-enum-descriptions'], node.enum)
    : undefined;
  if (enumDescriptions) node.enumDescriptions = enumDescriptions;
  if ('const' in s) node.const = { value: s.const };
  if ('default' in s) node.default = { value: s.default };
  const examples = Array.isArray(s.examples) ? s.examples : 'example' in s ? [s.example] : [];
  if (examples.length > 0) node.examples = examples.slice(0, 3);
  const constraints = constraintsOf(s, types);
  if (constraints.length > 0) node.constraints = constraints;
  if (isObject(s.properties)) {
    const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
    node.properties = Object.entries(s.properties).map(([name, child]) => {
      const prop: PropertyNode = { name, schema: convertSchema(child, ctx, stack) };
      if (required.has(name)) prop.required = true;
      return prop;
    });
  }
  if (!isObject(s.properties) && Array.isArray(s.required) && s.required.length > 0)
    node.required = s.required.map(String);
  if (s.additionalProperties !== undefined && s.additionalProperties !== false) {
    node.additional =
      s.additionalProperties === true ||
      (isObject(s.additionalProperties) && Object.keys(s.additionalProperties).length === 0)
        ? true
        : convertSchema(s.additionalProperties, ctx, stack);
  }
  if (isObject(s.patternProperties) && Object.keys(s.patternProperties).length > 0) {
    node.patternProperties = Object.entries(s.patternProperties).map(([pattern, child]) => ({
      pattern,
      schema: convertSchema(child, ctx, stack),
    }));
  }
  // A tuple: `prefixItems`, or an older draft's `items: [...]`.
  const tupleItems = s.prefixItems ?? s.items;
  if (s.items !== undefined && !Array.isArray(s.items)) node.items = convertSchema(s.items, ctx, stack);
  else if (Array.isArray(tupleItems)) {
    node.variants = { kind: 'oneOf', options: tupleItems.map((x: unknown) => convertSchema(x, ctx, stack)) };
  }
  for (const kind of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[kind])) {
      const options = s[kind].map((x: unknown) => convertSchema(x, ctx, stack));
      // `type: 'null'` alternatives read better as a nullable mark.
      const nonNull = options.filter((o: SchemaNode) => o.type !== 'null');
      if (nonNull.length < options.length) node.nullable = true;
      if (nonNull.length === 1 && !node.properties && !node.type) {
        Object.assign(node, {
          ...nonNull[0],
          description: node.description ?? nonNull[0].description,
          nullable: node.nullable,
        });
        if (!node.description) delete node.description;
      } else if (nonNull.length > 0) {
        node.variants = { kind, options: nonNull };
      }
      break;
    }
  }
  if (isObject(s.discriminator) && typeof s.discriminator.propertyName === 'string') {
    node.discriminator = { propertyName: s.discriminator.propertyName };
    if (isObject(s.discriminator.mapping)) {
      node.discriminator.mapping = Object.fromEntries(
        Object.entries(s.discriminator.mapping).map(([k, v]) => [k, String(v).split('/').pop() ?? String(v)]),
      );
    }
    // 3.2: the shape taken when the value is missing or maps to nothing.
    if (typeof s.discriminator.defaultMapping === 'string') {
      node.discriminator.defaultMapping =
        s.discriminator.defaultMapping.split('/').pop() ?? s.discriminator.defaultMapping;
    }
  }
  if (s.not !== undefined) node.not = convertSchema(s.not, ctx, stack);
  return node;
}

/**
 * Redoc's `x-enumDescriptions` (value → text) or `x-enum-descriptions` (Scalar's, the same map, or
 * a list in the enum's order as openapi-generator writes it), keyed by the value as text.
 */
function enumDescriptionsOf(raw: unknown, values: unknown[]): Record<string, string> | undefined {
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const pairs: Array<[string, unknown]> = Array.isArray(raw)
    ? values.map((v, i) => [text(v), raw[i]])
    : isObject(raw)
      ? Object.entries(raw)
      : [];
  const known = new Set(values.map(text));
  const described = pairs.filter(([value, d]) => known.has(value) && typeof d === 'string' && d.trim() !== '') as Array<
    [string, string]
  >;
  return described.length > 0 ? Object.fromEntries(described) : undefined;
}

/** Names of the component schemas a set of nodes needs, transitively, sorted. */
export function schemaClosure(roots: Array<SchemaNode | undefined>, ctx: SchemaContext): Record<string, SchemaNode> {
  const seen = new Set<string>();
  const visit = (node: SchemaNode | true | undefined): void => {
    if (!node || node === true) return;
    if (node.ref !== undefined) {
      if (seen.has(node.ref)) return;
      seen.add(node.ref);
      visit(ensureNamed(node.ref, ctx));
      return;
    }
    node.properties?.forEach((p) => visit(p.schema));
    visit(node.additional);
    node.patternProperties?.forEach((p) => visit(p.schema));
    visit(node.items);
    node.variants?.options.forEach(visit);
    visit(node.not);
  };
  roots.forEach(visit);
  return Object.fromEntries([...seen].sort().map((name) => [name, ctx.named.get(name)!]));
}
