/**
 * A JSON Schema as the reference shows it: compact, plain data (it becomes component props),
 * with named component schemas kept as references into a per-page dictionary so each one is
 * written once per page and circular schemas stay finite.
 */
export interface SchemaNode {
  /** Name of a component schema; the node shows that schema (looked up in the page's dictionary). */
  ref?: string;
  title?: string;
  /** Display type without null: `object`, `string`, `array`, `integer | string`, `any`. */
  type?: string;
  format?: string;
  description?: string;
  nullable?: true;
  deprecated?: true;
  readOnly?: true;
  writeOnly?: true;
  enum?: unknown[];
  /** What each enum value means (`x-enumDescriptions`, `x-enum-descriptions`), by the value as text. */
  enumDescriptions?: Record<string, string>;
  const?: { value: unknown };
  default?: { value: unknown };
  examples?: unknown[];
  /** Further reading on the schema (`externalDocs`). */
  externalDocs?: { url: string; description?: string };
  /**
   * Human-readable constraints: `≥ 1`, `≤ 100 characters`, `pattern ^a+$`, `key pattern ^x-`,
   * `with a, also required: b`, `in XML: an element, named pets, wrapped`.
   */
  constraints?: string[];
  properties?: PropertyNode[];
  /** `additionalProperties`: the schema of extra keys, or true for any. */
  additional?: SchemaNode | true;
  /** `patternProperties`: the schema of the keys each regular expression matches. */
  patternProperties?: Array<{ pattern: string; schema: SchemaNode }>;
  items?: SchemaNode;
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[] };
  /** `defaultMapping` (3.2): the schema chosen when the value is missing or unmapped. */
  discriminator?: { propertyName: string; mapping?: Record<string, string>; defaultMapping?: string };
  /** An unnamed schema that contains itself: shown as a link to where it started. */
  circular?: true;
  /** Required names of a schema without its own `properties` (such as a oneOf option). */
  required?: string[];
  /** `not`: values must not match this schema. */
  not?: SchemaNode;
}

export interface PropertyNode {
  name: string;
  required?: true;
  schema: SchemaNode;
}
