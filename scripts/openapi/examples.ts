/**
 * Example values: the ones the spec gives, or, when it gives none, a value built from the
 * schema (first enum value, default, example, or a value of the right type).
 */
import { isObject } from '../lib/json.ts';

const FORMAT_SAMPLES: Record<string, unknown> = {
  'date-time': '2025-01-01T00:00:00Z',
  date: '2025-01-01',
  time: '12:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'U2FuZGdhcmRlbg==',
  binary: '',
};

export type SampleMode = 'request' | 'response';

/** Builds an example from a schema; requests leave out readOnly fields, responses writeOnly ones. */
export function sampleFromSchema(schema: unknown, mode: SampleMode = 'response', depth = 0, stack: Set<object> = new Set()): unknown {
  if (!isObject(schema) || depth > 8 || stack.has(schema)) return null;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  stack.add(schema);
  try {
    if (Array.isArray(schema.allOf)) {
      const parts = schema.allOf.map((p: unknown) => sampleFromSchema(p, mode, depth + 1, stack));
      const own = isObject(schema.properties) ? sampleFromSchema({ ...schema, allOf: undefined }, mode, depth + 1, stack) : undefined;
      if ([...parts, own].every((p) => p === undefined || isObject(p))) return Object.assign({}, ...parts, own);
      return parts[0];
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const options = schema[key];
      if (Array.isArray(options) && options.length > 0) {
        const first = options.find((o: unknown) => !(isObject(o) && o.type === 'null')) ?? options[0];
        const base = isObject(schema.properties) ? sampleFromSchema({ ...schema, [key]: undefined }, mode, depth + 1, stack) : undefined;
        const chosen = sampleFromSchema(first, mode, depth + 1, stack);
        return isObject(base) && isObject(chosen) ? { ...base, ...chosen } : chosen ?? base;
      }
    }
    const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
    if (type === 'object' || (type === undefined && isObject(schema.properties))) {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {})) {
        if (isObject(child) && child[mode === 'request' ? 'readOnly' : 'writeOnly'] === true) continue;
        out[name] = sampleFromSchema(child, mode, depth + 1, stack);
      }
      return out;
    }
    if (type === 'array' || (type === undefined && schema.items !== undefined)) {
      const item = sampleFromSchema(schema.items, mode, depth + 1, stack);
      return item === null ? [] : [item];
    }
    if (type === 'string') return typeof schema.format === 'string' && schema.format in FORMAT_SAMPLES ? FORMAT_SAMPLES[schema.format] : 'string';
    if (type === 'integer') return typeof schema.minimum === 'number' ? Math.ceil(schema.minimum) : 0;
    if (type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 0;
    if (type === 'boolean') return true;
    return null;
  } finally {
    stack.delete(schema);
  }
}

/** A plain-data copy: no shared objects, and a value that contains itself is cut with "[circular]". */
export function plainCopy(value: unknown, stack: Set<object> = new Set()): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (stack.has(value)) return '[circular]';
  stack.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => plainCopy(v, stack) ?? null);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined && typeof v !== 'function') out[k] = plainCopy(v, stack);
    return out;
  } finally {
    stack.delete(value);
  }
}

/** JSON text of a value, safe for values the resolver made circular. */
export function toJson(value: unknown, indent = 2): string {
  return JSON.stringify(plainCopy(value), null, indent) ?? 'null';
}
