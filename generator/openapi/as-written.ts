/**
 * Reading a description as written (`$ref`s in place, before `resolve`), so that every place
 * found is named where it is written: the error examples' fit (example-fit.ts) and the recipes'
 * check (generator/recipes/check.ts) use it.
 */
import { refSegments } from '../lib/errors.ts';
import { isObject, valueAt, type JsonObject } from '../lib/json.ts';
import type { Path } from './spec-kinds.ts';

export type Located = { node: JsonObject; path: Path };

/** The object a `$ref` chain ends at, with where it is written; the node itself when it is none. */
export function deref(doc: JsonObject, node: unknown, path: Path): Located | undefined {
  const seen = new Set<string>();
  let current: unknown = node;
  let at = path;
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!(ref === '#' || ref.startsWith('#/')) || seen.has(ref)) return undefined;
    seen.add(ref);
    at = refSegments(ref);
    current = valueAt(doc, at);
  }
  return isObject(current) ? { node: current, path: at } : undefined;
}

/**
 * Whether `segments` (a JSON pointer's, unescaped) lead somewhere in `schema`: its `$ref`s,
 * allOf/anyOf/oneOf branches, properties, patternProperties, additionalProperties, items.
 */
export function schemaHasPath(doc: JsonObject, schema: unknown, segments: string[], depth = 0): boolean {
  if (depth > 64) return true;
  if (schema === true) return true;
  const located = deref(doc, schema, []);
  if (!located) return false;
  const node = located.node;
  const branches = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(node[k]) ? (node[k] as unknown[]) : []));
  if (branches.some((b) => schemaHasPath(doc, b, segments, depth + 1))) return true;
  if (segments.length === 0) return true;
  const [head, ...rest] = segments;
  if (isObject(node.properties) && head in node.properties)
    return schemaHasPath(doc, node.properties[head], rest, depth + 1);
  if (isObject(node.patternProperties)) {
    for (const [pattern, sub] of Object.entries(node.patternProperties)) {
      if (safeRegExp(pattern)?.test(head)) return schemaHasPath(doc, sub, rest, depth + 1);
    }
  }
  if (node.additionalProperties !== undefined && node.additionalProperties !== false)
    return schemaHasPath(doc, node.additionalProperties, rest, depth + 1);
  if (/^(?:0|[1-9]\d*|-)$/.test(head)) {
    const index = head === '-' ? Infinity : Number(head);
    if (Array.isArray(node.prefixItems) && index < node.prefixItems.length)
      return schemaHasPath(doc, node.prefixItems[index], rest, depth + 1);
    if (node.items !== undefined && node.items !== false)
      return schemaHasPath(doc, Array.isArray(node.items) ? node.items[0] : node.items, rest, depth + 1);
  }
  return false;
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}
