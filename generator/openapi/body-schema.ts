/**
 * A request body's schema as the request builder checks it in the browser: one self-contained
 * JSON Schema 2020-12 value (component schemas under `$defs`, so circular ones stay finite),
 * with only the keywords that constrain a value. Descriptions, examples and OpenAPI's own
 * annotations are left out (they would only weigh on the page). A request leaves out `readOnly`
 * properties, so they are never required; a 3.0 schema's `nullable` and boolean exclusive bounds
 * are read as 3.0 means them. Data in, data out: the browser validates it as data, no code is made.
 */
import { pointerSegment } from '../lib/errors.ts';
import { isObject, type JsonObject } from '../lib/json.ts';
import { exclusiveBoundsAs2020 } from './example-check.ts';
import { componentName, type SchemaContext } from './schema.ts';

/** Keywords whose value is a schema, a list of schemas, or a map of them. */
const ONE = [
  'additionalProperties',
  'items',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', 'dependentSchemas'];
/** Keywords that constrain a value and take plain data. */
const DATA = [
  'type',
  'enum',
  'const',
  'required',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minContains',
  'maxContains',
  'minProperties',
  'maxProperties',
  'dependentRequired',
];

export type JsonSchema = JsonObject | boolean;

/** The request body schema `raw` (as resolved: `$ref`s replaced by their objects) as one JSON Schema value. */
export function requestBodySchema(raw: unknown, ctx: SchemaContext, openapi: string): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const oas30 = openapi.startsWith('3.0');
  const convert = (node: unknown, stack: Set<object>): JsonSchema => {
    if (typeof node === 'boolean') return node;
    if (!isObject(node)) return {};
    const name = componentName(ctx, node);
    if (name !== undefined && !stack.has(node)) {
      if (!(name in defs)) {
        defs[name] = {};
        defs[name] = body(node, new Set([node]));
      }
      return { $ref: `#/$defs/${encodeURIComponent(pointerSegment(name))}` };
    }
    // An unnamed schema that contains itself: the inner copy accepts anything.
    if (stack.has(node)) return {};
    return body(node, new Set([...stack, node]));
  };
  const body = (node: JsonObject, stack: Set<object>): JsonSchema => {
    const out: JsonObject = {};
    for (const key of DATA) if (key in node) out[key] = structuredClone(node[key]);
    for (const key of ONE) if (key in node) out[key] = convert(node[key], stack);
    for (const key of LIST)
      if (Array.isArray(node[key])) out[key] = (node[key] as unknown[]).map((n) => convert(n, stack));
    for (const key of MAP) {
      if (!isObject(node[key])) continue;
      out[key] = Object.fromEntries(Object.entries(node[key] as JsonObject).map(([k, v]) => [k, convert(v, stack)]));
    }
    // A request does not send what the server writes.
    if (Array.isArray(out.required) && isObject(node.properties)) {
      const props = node.properties as JsonObject;
      out.required = (out.required as unknown[]).filter(
        (p) => !(isObject(props[p as string]) && (props[p as string] as JsonObject).readOnly === true),
      );
    }
    if (!oas30) return out;
    exclusiveBoundsAs2020(node, out);
    return node.nullable === true ? { anyOf: [{ type: 'null' }, out] } : out;
  };
  const root = convert(raw, new Set());
  if (Object.keys(defs).length === 0) return root;
  return typeof root === 'boolean' ? { allOf: [root], $defs: defs } : { ...root, $defs: defs };
}
