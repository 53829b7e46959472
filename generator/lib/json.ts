/** A mapping of parsed JSON or YAML whose values are not known yet: narrow them before use. */
export type JsonObject = Record<string, unknown>;

/** A mapping (not null, not an array, not a scalar). */
export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value at `path` below `root` (keys of mappings, indexes of lists), or undefined when nothing is there. */
export function valueAt(root: unknown, path: ReadonlyArray<string | number>): unknown {
  let node = root;
  for (const key of path)
    node = node !== null && typeof node === 'object' ? (node as JsonObject)[key as string] : undefined;
  return node;
}
