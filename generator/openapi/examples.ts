/**
 * Example values: the ones the spec gives, or, when it gives none, a value built from the schema
 * that the schema accepts (valid by construction; example-proof.ts checks it with Ajv on every
 * schema of the Sun API, the kitchen sink and GitHub's description): the first enum value, the
 * default, or a value of the right type within the schema's bounds, lengths, pattern
 * (pattern-sample.ts) and format; a oneOf branch no other branch accepts; allOf parts merged.
 */
import { isObject, type JsonObject } from '../lib/json.ts';
import { patternSample } from './pattern-sample.ts';
import { matches, sameJson } from './schema-match.ts';

const FORMAT_SAMPLES: Record<string, unknown> = {
  'date-time': '2025-01-01T00:00:00Z',
  date: '2025-01-01',
  time: '12:00:00Z',
  duration: 'P1D',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  'uri-reference': 'https://example.com',
  iri: 'https://example.com',
  'iri-reference': 'https://example.com',
  'uri-template': 'https://example.com/{id}',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  'json-pointer': '/a',
  'relative-json-pointer': '0',
  regex: '.*',
  byte: 'U2FuZGdhcmRlbg==',
  binary: '',
};

/** The sample of a string format (`uuid` → a UUID), if the generator knows the format. */
export function formatSample(format: string | undefined): string | undefined {
  const sample = format === undefined ? undefined : FORMAT_SAMPLES[format];
  return typeof sample === 'string' ? sample : undefined;
}

export type SampleMode = 'request' | 'response';

/** How deep a made-up value goes; below it, optional fields are left out. */
const MAX_DEPTH = 10;

/** Keys that combine by the stricter of the two when allOf parts (or a oneOf branch and its parent) are merged. */
const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'maxProperties'];
/** Written values of a part: only the merged schema's own are read. */
const WRITTEN = new Set(['example', 'examples', 'default']);

/** One schema that holds what both do (as far as a made-up value needs). */
function mergeSchemas(a: JsonObject, b: JsonObject): JsonObject {
  const out: JsonObject = { ...a };
  for (const [key, value] of Object.entries(b)) {
    if (WRITTEN.has(key)) continue;
    if (!(key in out)) {
      out[key] = value;
      continue;
    }
    const mine = out[key];
    if (key === 'properties' && isObject(mine) && isObject(value)) {
      const props: JsonObject = { ...mine };
      for (const [name, schema] of Object.entries(value))
        props[name] = name in props ? { allOf: [props[name], schema] } : schema;
      out.properties = props;
    } else if (key === 'required' && Array.isArray(mine) && Array.isArray(value))
      out.required = [...new Set([...mine, ...value])];
    else if (key === 'allOf' && Array.isArray(mine) && Array.isArray(value)) out.allOf = [...mine, ...value];
    else if (key === 'type') {
      const left = Array.isArray(mine) ? mine : [mine];
      const right = Array.isArray(value) ? value : [value];
      const both = left.filter((t) => right.includes(t) || (t === 'integer' && right.includes('number')));
      const widened = right.filter((t) => t === 'integer' && left.includes('number'));
      const common = [...new Set([...both, ...widened])];
      if (common.length > 0) out.type = common.length === 1 ? common[0] : common;
    } else if (key === 'enum' && Array.isArray(mine) && Array.isArray(value)) {
      const common = mine.filter((x) => value.some((y) => sameJson(x, y)));
      if (common.length > 0) out.enum = common;
    } else if (LOWER_BOUNDS.includes(key) && typeof mine === 'number' && typeof value === 'number')
      out[key] = Math.max(mine, value);
    else if (UPPER_BOUNDS.includes(key) && typeof mine === 'number' && typeof value === 'number')
      out[key] = Math.min(mine, value);
    else if ((key === 'items' || key === 'additionalProperties') && isObject(mine) && isObject(value))
      out[key] = { allOf: [mine, value] };
    else if (key === 'additionalProperties' && value === false) out[key] = false;
  }
  return out;
}

function without(schema: JsonObject, ...keys: string[]): JsonObject {
  const out = { ...schema };
  for (const key of keys) delete out[key];
  return out;
}

/** A schema's allOf folded into it, recursively (a part that is itself an allOf is folded too). */
function foldAllOf(schema: JsonObject, seen: Set<object>): JsonObject {
  if (!Array.isArray(schema.allOf)) return schema;
  let merged = without(schema, 'allOf');
  for (const part of schema.allOf) {
    if (!isObject(part) || seen.has(part)) continue;
    seen.add(part);
    merged = mergeSchemas(merged, foldAllOf(part, seen));
    seen.delete(part);
  }
  return merged;
}

function mainType(schema: JsonObject): string | undefined {
  const types = Array.isArray(schema.type)
    ? schema.type.filter((t) => t !== 'null')
    : schema.type !== undefined
      ? [schema.type]
      : [];
  if (typeof types[0] === 'string') return types[0];
  if (Array.isArray(schema.type) && schema.type.includes('null')) return 'null';
  if (isObject(schema.properties) || Array.isArray(schema.required) || isObject(schema.additionalProperties))
    return 'object';
  if (schema.items !== undefined || Array.isArray(schema.prefixItems)) return 'array';
  if (['minLength', 'maxLength', 'pattern', 'format'].some((k) => k in schema)) return 'string';
  if (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].some((k) => k in schema))
    return 'number';
  return undefined;
}

/** A number the bounds allow: 0 when they do, else the nearest bound (stepped to multipleOf, past an exclusive one). */
function numberSample(s: JsonObject, integer: boolean): number {
  const step = typeof s.multipleOf === 'number' && s.multipleOf > 0 ? s.multipleOf : integer ? 1 : undefined;
  let low = -Infinity;
  let lowOpen = false;
  if (typeof s.minimum === 'number') [low, lowOpen] = [s.minimum, s.exclusiveMinimum === true];
  if (typeof s.exclusiveMinimum === 'number' && s.exclusiveMinimum >= low) [low, lowOpen] = [s.exclusiveMinimum, true];
  let high = Infinity;
  let highOpen = false;
  if (typeof s.maximum === 'number') [high, highOpen] = [s.maximum, s.exclusiveMaximum === true];
  if (typeof s.exclusiveMaximum === 'number' && s.exclusiveMaximum <= high)
    [high, highOpen] = [s.exclusiveMaximum, true];
  const fits = (v: number) => (lowOpen ? v > low : v >= low) && (highOpen ? v < high : v <= high);
  if (fits(0)) return 0;
  // 0 is below the range (start at its low end) or above it (start at its high end).
  const below = lowOpen ? low >= 0 : low > 0;
  if (step !== undefined) {
    let v = below ? Math.ceil(low / step) * step : Math.floor(high / step) * step;
    if (!fits(v)) v += below ? step : -step;
    return Number(v.toPrecision(12));
  }
  if (below) return lowOpen ? (Number.isFinite(high) ? (low + high) / 2 : low + 1) : low;
  return highOpen ? (Number.isFinite(low) ? (low + high) / 2 : high - 1) : high;
}

/** A string the schema allows: its format's sample, one its pattern matches, else "string" fitted to its lengths. */
function stringSample(s: JsonObject): string {
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  const length = (v: string) => [...v].length;
  const format = typeof s.format === 'string' ? FORMAT_SAMPLES[s.format] : undefined;
  if (
    typeof format === 'string' &&
    length(format) >= min &&
    length(format) <= max &&
    (typeof s.pattern !== 'string' || matches({ pattern: s.pattern }, format))
  )
    return format;
  if (typeof s.pattern === 'string') {
    const made = patternSample(s.pattern, min, max);
    if (made !== undefined) return made;
  }
  let text = 'string';
  if (length(text) < min) text = text.padEnd(min, 'x');
  if (length(text) > max) text = text.slice(0, max);
  return text;
}

/** `count` different values of a schema (for uniqueItems), each a variant of the first. */
function distinctItems(first: unknown, schema: unknown, count: number): unknown[] {
  const items = [first];
  const options = isObject(schema) && Array.isArray(schema.enum) ? schema.enum : undefined;
  for (let i = 1; items.length < count && i < count * 4; i++) {
    let next: unknown;
    if (options) next = options[i];
    else if (typeof first === 'string') next = `${first}${i}`;
    else if (typeof first === 'number')
      next = first + i * (isObject(schema) && typeof schema.multipleOf === 'number' ? schema.multipleOf : 1);
    else if (typeof first === 'boolean') next = !first;
    else break;
    if (next !== undefined && matches(schema, next) && !items.some((x) => sameJson(x, next))) items.push(next);
  }
  while (items.length < count) items.push(first);
  return items;
}

interface Context {
  mode: SampleMode;
  stack: Set<object>;
}

/** A made-up value, or undefined where none can be made (a schema that contains itself, too deep). */
function make(schema: unknown, ctx: Context, depth: number): unknown {
  if (schema === true) return null;
  if (!isObject(schema)) return undefined;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (depth > MAX_DEPTH || ctx.stack.has(schema)) return undefined;
  ctx.stack.add(schema);
  try {
    if (Array.isArray(schema.allOf)) return make(foldAllOf(schema, new Set([schema])), ctx, depth + 1);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = schema[key];
      if (Array.isArray(branches) && branches.length > 0) return fromBranches(schema, key, branches, ctx, depth);
    }
    if (schema.if !== undefined && (schema.then !== undefined || schema.else !== undefined)) {
      const base = without(schema, 'if', 'then', 'else');
      const value = make(base, ctx, depth + 1);
      const branch = matches(schema.if, value) ? schema.then : schema.else;
      return isObject(branch) ? make(mergeSchemas(base, branch), ctx, depth + 1) : value;
    }
    const type = mainType(schema);
    if (type === 'object') return objectSample(schema, ctx, depth);
    if (type === 'array') return arraySample(schema, ctx, depth);
    if (type === 'string') return stringSample(schema);
    if (type === 'integer' || type === 'number') return numberSample(schema, type === 'integer');
    if (type === 'boolean') return true;
    return null;
  } finally {
    ctx.stack.delete(schema);
  }
}

/**
 * A value of one branch that the others do not accept (oneOf) and the parent's own keywords
 * allow: branches are tried in order, non-null first; an optional field that only another branch
 * requires is left out ("give exactly one of a or b").
 */
function fromBranches(
  schema: JsonObject,
  key: 'oneOf' | 'anyOf',
  branches: unknown[],
  ctx: Context,
  depth: number,
): unknown {
  const base = without(schema, key);
  const ordered = [
    ...branches.filter((b) => !(isObject(b) && b.type === 'null')),
    ...branches.filter((b) => isObject(b) && b.type === 'null'),
  ];
  let first: unknown;
  for (const branch of ordered) {
    if (!isObject(branch)) continue;
    let value = make(Object.keys(base).length > 0 ? mergeSchemas(base, branch) : branch, ctx, depth + 1);
    if (value === undefined) continue;
    if (first === undefined) first = value;
    if (key === 'anyOf') return value;
    const others = branches.filter((b) => b !== branch);
    if (isObject(value)) {
      const own = new Set(
        [
          ...(Array.isArray(base.required) ? base.required : []),
          ...(Array.isArray(branch.required) ? branch.required : []),
        ].map(String),
      );
      const trimmed: JsonObject = { ...value };
      for (const other of others)
        if (isObject(other) && Array.isArray(other.required))
          for (const name of other.required) if (!own.has(String(name))) delete trimmed[String(name)];
      value = trimmed;
    }
    if (matches(branch, value) && !others.some((other) => matches(other, value))) return value;
  }
  return first;
}

function objectSample(schema: JsonObject, ctx: Context, depth: number): JsonObject {
  const out: JsonObject = {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const hidden = ctx.mode === 'request' ? 'readOnly' : 'writeOnly';
  for (const [name, child] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    if (isObject(child) && child[hidden] === true) continue;
    const value = make(child, ctx, depth + 1);
    if (value !== undefined) out[name] = value;
  }
  const extra = isObject(schema.additionalProperties) ? schema.additionalProperties : {};
  for (const name of required) {
    if (name in out || (isObject(schema.properties) && name in schema.properties)) continue;
    const value = make(extra, ctx, depth + 1);
    out[name] = value === undefined ? null : value;
  }
  const minProperties = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
  for (
    let i = 1;
    Object.keys(out).length < minProperties && schema.additionalProperties !== false && i <= minProperties;
    i++
  ) {
    const value = make(extra, ctx, depth + 1);
    out[`property${i}`] = value === undefined ? null : value;
  }
  return out;
}

function arraySample(schema: JsonObject, ctx: Context, depth: number): unknown[] {
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems.map((p) => make(p, ctx, depth + 1)) : [];
  if (prefix.some((v) => v === undefined)) return [];
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  if (schema.items === false || (prefix.length > 0 && schema.items === undefined)) return prefix;
  const count = Math.min(max, Math.max(min, prefix.length > 0 ? 0 : 1) - prefix.length);
  if (count <= 0) return prefix.slice(0, max);
  const item = make(schema.items ?? {}, ctx, depth + 1);
  if (item === undefined) return prefix;
  const items =
    schema.uniqueItems === true && count > 1
      ? distinctItems(item, schema.items, count)
      : Array.from({ length: count }, () => item);
  return [...prefix, ...items];
}

/** Builds an example from a schema; requests leave out readOnly fields, responses writeOnly ones. */
export function sampleFromSchema(schema: unknown, mode: SampleMode = 'response'): unknown {
  const value = make(schema, { mode, stack: new Set() }, 0);
  return value === undefined ? null : value;
}

/** A plain-data copy: no shared objects, and a value that contains itself is cut with "[circular]". */
export function plainCopy(value: unknown, stack: Set<object> = new Set()): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (stack.has(value)) return '[circular]';
  stack.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => plainCopy(v, stack) ?? null);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      if (v !== undefined && typeof v !== 'function') out[k] = plainCopy(v, stack);
    return out;
  } finally {
    stack.delete(value);
  }
}

/** JSON text of a value, safe for values the resolver made circular. */
export function toJson(value: unknown, indent = 2): string {
  return JSON.stringify(plainCopy(value), null, indent) ?? 'null';
}

/**
 * A written example as it travels: without the properties its schema marks readOnly (in a
 * request) or writeOnly (in a response), at any depth (properties, array items, allOf parts),
 * so the page, the samples, the twin and the request builder never send a field the server
 * ignores. The walk follows the value, so a schema that contains itself ends with it.
 */
export function withoutHiddenFields(value: unknown, schema: unknown, mode: SampleMode): unknown {
  if (!isObject(schema) || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutHiddenFields(item, schema.items, mode));
  const hidden = mode === 'request' ? 'readOnly' : 'writeOnly';
  const properties = isObject(schema.properties) ? schema.properties : {};
  let out: JsonObject = {};
  for (const [name, field] of Object.entries(value as JsonObject)) {
    const child = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (isObject(child) && child[hidden] === true) continue;
    out[name] = withoutHiddenFields(field, child, mode) as JsonObject[string];
  }
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : [])
    out = withoutHiddenFields(out, part, mode) as JsonObject;
  return out;
}
