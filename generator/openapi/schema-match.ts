/**
 * Whether a value matches a resolved schema, for the example generator to choose between
 * candidates (which branch of a oneOf, `then` or `else`). It reads the keywords a made-up value
 * can break (type, const, enum, bounds, lengths, pattern, required, properties,
 * additionalProperties, items, allOf/anyOf/oneOf/not/if) and passes what it does not read
 * (formats, dynamic refs): a guide, not the judge. The judge is Ajv (example-check.ts), in the tests.
 * Works on resolved schemas, circular ones included: it follows the value, which is finite.
 */
import { isObject, type JsonObject } from '../lib/json.ts';

export function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(type: unknown, value: unknown, nullable: boolean): boolean {
  if (type === undefined) return true;
  const actual = typeOf(value);
  const types = Array.isArray(type) ? type : [type];
  if (nullable && actual === 'null') return true;
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

/** JSON equality, key order aside. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a))
    return a.length === (b as unknown[]).length && a.every((v, i) => sameJson(v, (b as unknown[])[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => sameJson((a as JsonObject)[k], (b as JsonObject)[k]));
}

function numberMatches(s: JsonObject, v: number): boolean {
  const min = typeof s.minimum === 'number' ? s.minimum : undefined;
  const max = typeof s.maximum === 'number' ? s.maximum : undefined;
  // 3.0 writes an exclusive bound as a boolean beside minimum/maximum, 3.1 as a number.
  if (min !== undefined && (s.exclusiveMinimum === true ? v <= min : v < min)) return false;
  if (max !== undefined && (s.exclusiveMaximum === true ? v >= max : v > max)) return false;
  if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) return false;
  if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) return false;
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) {
    const q = v / s.multipleOf;
    if (Math.abs(q - Math.round(q)) > 1e-9) return false;
  }
  return true;
}

function stringMatches(s: JsonObject, v: string): boolean {
  const length = [...v].length;
  if (typeof s.minLength === 'number' && length < s.minLength) return false;
  if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
  if (typeof s.pattern === 'string') {
    try {
      if (!new RegExp(s.pattern, 'u').test(v)) return false;
    } catch {
      // A pattern JavaScript cannot read: not judged here.
    }
  }
  return true;
}

function objectMatches(s: JsonObject, v: JsonObject, depth: number): boolean {
  const keys = Object.keys(v);
  if (Array.isArray(s.required) && s.required.some((k) => !(String(k) in v))) return false;
  if (typeof s.minProperties === 'number' && keys.length < s.minProperties) return false;
  if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) return false;
  const properties = isObject(s.properties) ? s.properties : {};
  for (const key of keys) {
    if (key in properties) {
      if (!matches(properties[key], v[key], depth + 1)) return false;
    } else if (s.additionalProperties === false && !isObject(s.patternProperties)) return false;
    else if (
      isObject(s.additionalProperties) &&
      !isObject(s.patternProperties) &&
      !matches(s.additionalProperties, v[key], depth + 1)
    )
      return false;
  }
  return true;
}

function arrayMatches(s: JsonObject, v: unknown[], depth: number): boolean {
  if (typeof s.minItems === 'number' && v.length < s.minItems) return false;
  if (typeof s.maxItems === 'number' && v.length > s.maxItems) return false;
  const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : [];
  for (let i = 0; i < v.length; i++) {
    const schema = i < prefix.length ? prefix[i] : s.items;
    if (schema !== undefined && !matches(schema, v[i], depth + 1)) return false;
  }
  if (s.uniqueItems === true && v.some((x, i) => v.findIndex((y) => sameJson(x, y)) !== i)) return false;
  return true;
}

export function matches(schema: unknown, value: unknown, depth = 0): boolean {
  if (schema === false) return false;
  if (!isObject(schema) || depth > 64) return true;
  const s = schema;
  // 3.0's nullable: null matches, whatever the rest says.
  if (s.nullable === true && value === null) return true;
  if (!typeMatches(s.type, value, s.nullable === true)) return false;
  if ('const' in s && !sameJson(s.const, value)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => sameJson(e, value)) && !(s.nullable === true && value === null))
    return false;
  if (typeof value === 'number' && !numberMatches(s, value)) return false;
  if (typeof value === 'string' && !stringMatches(s, value)) return false;
  if (isObject(value) && !objectMatches(s, value, depth)) return false;
  if (Array.isArray(value) && !arrayMatches(s, value, depth)) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((p) => matches(p, value, depth + 1))) return false;
  if (Array.isArray(s.anyOf) && s.anyOf.length > 0 && !s.anyOf.some((p) => matches(p, value, depth + 1))) return false;
  if (Array.isArray(s.oneOf) && s.oneOf.length > 0 && s.oneOf.filter((p) => matches(p, value, depth + 1)).length !== 1)
    return false;
  if (s.not !== undefined && matches(s.not, value, depth + 1)) return false;
  if (s.if !== undefined) {
    const branch = matches(s.if, value, depth + 1) ? s.then : s.else;
    if (branch !== undefined && !matches(branch, value, depth + 1)) return false;
  }
  return true;
}
