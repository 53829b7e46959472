import { pointerSegment, refSegments } from '../../lib/errors.ts';
import { isObject, valueAt, type JsonObject } from '../../lib/json.ts';

/**
 * A place in a raw OpenAPI description: the value and the JSON pointer (without `#`) where it is
 * written. The diff walks the descriptions as written, following local `$ref`s itself, so that it
 * knows where each thing is written and which shared schema it belongs to.
 */
export interface At {
  value: unknown;
  pointer: string;
  /** The component schema this place is inside (`Run` for `/components/schemas/Run/...`), if any. */
  schemaName?: string;
}

/** The place of `value[key]` below `at`; it stays inside the same component schema. */
export function child(at: At, key: string | number): At {
  const value =
    isObject(at.value) || Array.isArray(at.value) ? (at.value as Record<string, unknown>)[key as string] : undefined;
  return { value, pointer: `${at.pointer}/${pointerSegment(key)}`, schemaName: at.schemaName };
}

const SCHEMA_POINTER = /^\/components\/schemas\/([^/]+)$/;

/**
 * Follows `$ref`s from `at` to what they point at. Keys written beside a `$ref` (OpenAPI 3.1 allows
 * `description` or `deprecated` there) override the target's. The place becomes the target's, and a
 * target in `components/schemas` names the schema. A `$ref` to another file or to nothing leaves
 * `value` undefined (the loader bundles other files into the document and rejects dangling refs).
 */
export function resolve(doc: JsonObject, at: At): At {
  let current = at;
  let siblings: JsonObject | undefined;
  const seen = new Set<string>();
  while (isObject(current.value) && typeof current.value.$ref === 'string') {
    const ref = current.value.$ref;
    const { $ref: _ref, ...rest } = current.value;
    if (Object.keys(rest).length > 0) siblings = { ...rest, ...siblings };
    if (!ref.startsWith('#') || seen.has(ref))
      return { value: undefined, pointer: current.pointer, schemaName: current.schemaName };
    seen.add(ref);
    const pointer = ref.slice(1);
    const match = SCHEMA_POINTER.exec(pointer);
    const name = match ? refSegments(pointer)[2] : current.schemaName;
    current = { value: valueAt(doc, refSegments(pointer)), pointer, schemaName: name };
  }
  if (siblings && isObject(current.value)) return { ...current, value: { ...current.value, ...siblings } };
  return current;
}

/** `resolve`, and the object found (an empty one when the place holds no object). */
export function resolveObject(doc: JsonObject, at: At): At & { value: JsonObject } {
  const resolved = resolve(doc, at);
  return { ...resolved, value: isObject(resolved.value) ? resolved.value : {} };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
