/** A mapping of parsed JSON or YAML whose values are not known yet: narrow them before use. */
export type JsonObject = Record<string, unknown>;

/** A mapping (not null, not an array, not a scalar). */
export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
