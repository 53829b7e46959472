/**
 * The shape of an OpenAPI 3.0/3.1/3.2 document: every field each object kind defines and what kind
 * its value is. Both the x-internal pass (internal.ts) and the coverage report (coverage.ts) walk
 * the raw document with it, so neither mistakes data (an example value, an enum) for structure.
 */
import { isObject, type JsonObject } from '../lib/json.ts';

export type Kind =
  | 'document'
  | 'info'
  | 'contact'
  | 'license'
  | 'server'
  | 'serverVariable'
  | 'pathItem'
  | 'operation'
  | 'parameter'
  | 'requestBody'
  | 'mediaType'
  | 'encoding'
  | 'response'
  | 'header'
  | 'link'
  | 'callback'
  | 'example'
  | 'components'
  | 'securityScheme'
  | 'oauthFlows'
  | 'oauthFlow'
  | 'tag'
  | 'externalDocs'
  | 'schema'
  | 'discriminator'
  | 'xml';

/**
 * What a field holds: an object of a kind, a map or list of them, or plain data the walker does
 * not enter. `extensible` maps (Paths, Responses, Callback) also hold `x-` keys that are not entries.
 */
export type Slot = Kind | { map: Kind; extensible?: true } | { list: Kind } | 'data';

export interface KindSpec {
  fields: Record<string, Slot>;
  /** The object is itself a map whose other keys are entries of this kind (a Callback). */
  entries?: Kind;
}

/** The Path Item's fields that hold one operation each (`query` is OpenAPI 3.2's). */
export const HTTP_METHOD_FIELDS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
  'query',
] as const;

/**
 * Every operation of a path item, with its method as written (lower case for the fixed fields)
 * and its path below the item: the fixed method fields, then OpenAPI 3.2's `additionalOperations`
 * (any other method, e.g. `LINK`, named as its key). Model, validation and diff read operations
 * through this one list.
 */
export function operationsOf(item: unknown): Array<{ method: string; operation: JsonObject; at: Path }> {
  if (!isObject(item)) return [];
  const out: Array<{ method: string; operation: JsonObject; at: Path }> = [];
  for (const method of HTTP_METHOD_FIELDS) {
    const operation = item[method];
    if (isObject(operation)) out.push({ method, operation, at: [method] });
  }
  const additional = item.additionalOperations;
  if (isObject(additional)) {
    for (const [method, operation] of Object.entries(additional)) {
      // A fixed method written here too is the same operation twice; the schema forbids none, so the field wins.
      if (isObject(operation) && !(HTTP_METHOD_FIELDS as readonly string[]).includes(method.toLowerCase()))
        out.push({ method, operation, at: ['additionalOperations', method] });
    }
  }
  return out;
}

/**
 * The sections of `components` (OpenAPI 3.0–3.2) and the kind of their entries: the one list that
 * the walk, the coverage report and the removal of internal parts read.
 */
export const COMPONENT_KINDS = {
  schemas: 'schema',
  responses: 'response',
  parameters: 'parameter',
  examples: 'example',
  requestBodies: 'requestBody',
  headers: 'header',
  securitySchemes: 'securityScheme',
  links: 'link',
  callbacks: 'callback',
  pathItems: 'pathItem',
  mediaTypes: 'mediaType',
} as const satisfies Record<string, Kind>;

const data = (...names: string[]): Record<string, Slot> => Object.fromEntries(names.map((n) => [n, 'data' as const]));

const PARAMETER_LIKE: Record<string, Slot> = {
  ...data('description', 'required', 'deprecated', 'allowEmptyValue', 'style', 'explode', 'allowReserved', 'example'),
  schema: 'schema',
  examples: { map: 'example' },
  content: { map: 'mediaType' },
};

/** JSON Schema (2020-12, plus the OpenAPI 3.0 dialect and older drafts' names). */
const SCHEMA_FIELDS: Record<string, Slot> = {
  ...data(
    '$ref',
    '$id',
    '$schema',
    '$anchor',
    '$dynamicAnchor',
    '$dynamicRef',
    '$recursiveRef',
    '$recursiveAnchor',
    '$comment',
    '$vocabulary',
    'title',
    'description',
    'type',
    'format',
    'enum',
    'const',
    'default',
    'examples',
    'example',
    'nullable',
    'deprecated',
    'readOnly',
    'writeOnly',
    'multipleOf',
    'maximum',
    'exclusiveMaximum',
    'minimum',
    'exclusiveMinimum',
    'maxLength',
    'minLength',
    'pattern',
    'maxItems',
    'minItems',
    'uniqueItems',
    'maxContains',
    'minContains',
    'maxProperties',
    'minProperties',
    'required',
    'dependentRequired',
    'contentEncoding',
    'contentMediaType',
    'dependencies',
  ),
  properties: { map: 'schema' },
  patternProperties: { map: 'schema' },
  dependentSchemas: { map: 'schema' },
  $defs: { map: 'schema' },
  definitions: { map: 'schema' },
  additionalProperties: 'schema',
  unevaluatedProperties: 'schema',
  propertyNames: 'schema',
  items: 'schema',
  additionalItems: 'schema',
  unevaluatedItems: 'schema',
  prefixItems: { list: 'schema' },
  contains: 'schema',
  allOf: { list: 'schema' },
  oneOf: { list: 'schema' },
  anyOf: { list: 'schema' },
  not: 'schema',
  if: 'schema',
  then: 'schema',
  else: 'schema',
  contentSchema: 'schema',
  discriminator: 'discriminator',
  xml: 'xml',
  externalDocs: 'externalDocs',
};

export const KINDS: Record<Kind, KindSpec> = {
  document: {
    fields: {
      ...data('openapi', '$self', 'jsonSchemaDialect', 'security'),
      info: 'info',
      servers: { list: 'server' },
      paths: { map: 'pathItem', extensible: true },
      webhooks: { map: 'pathItem' },
      // OpenAPI 3.0's way of writing webhooks (Redocly's extension); walked so x-internal applies.
      'x-webhooks': { map: 'pathItem' },
      components: 'components',
      tags: { list: 'tag' },
      externalDocs: 'externalDocs',
    },
  },
  info: {
    fields: {
      ...data('title', 'summary', 'description', 'termsOfService', 'version'),
      contact: 'contact',
      license: 'license',
    },
  },
  contact: { fields: data('name', 'url', 'email') },
  license: { fields: data('name', 'identifier', 'url') },
  server: { fields: { ...data('url', 'name', 'description'), variables: { map: 'serverVariable' } } },
  serverVariable: { fields: data('enum', 'default', 'description') },
  pathItem: {
    fields: {
      ...data('$ref', 'summary', 'description'),
      ...Object.fromEntries(HTTP_METHOD_FIELDS.map((m) => [m, 'operation' as const])),
      additionalOperations: { map: 'operation' },
      servers: { list: 'server' },
      parameters: { list: 'parameter' },
    },
  },
  operation: {
    fields: {
      ...data('tags', 'summary', 'description', 'operationId', 'deprecated', 'security'),
      externalDocs: 'externalDocs',
      parameters: { list: 'parameter' },
      requestBody: 'requestBody',
      responses: { map: 'response', extensible: true },
      callbacks: { map: 'callback' },
      servers: { list: 'server' },
    },
  },
  parameter: { fields: { ...data('name', 'in'), ...PARAMETER_LIKE } },
  header: { fields: PARAMETER_LIKE },
  requestBody: { fields: { ...data('description', 'required'), content: { map: 'mediaType' } } },
  mediaType: {
    fields: {
      ...data('description', 'example'),
      schema: 'schema',
      itemSchema: 'schema',
      examples: { map: 'example' },
      encoding: { map: 'encoding' },
      prefixEncoding: { list: 'encoding' },
      itemEncoding: 'encoding',
    },
  },
  encoding: {
    fields: {
      ...data('contentType', 'style', 'explode', 'allowReserved'),
      headers: { map: 'header' },
      encoding: { map: 'encoding' },
      prefixEncoding: { list: 'encoding' },
      itemEncoding: 'encoding',
    },
  },
  response: {
    fields: {
      ...data('summary', 'description'),
      headers: { map: 'header' },
      content: { map: 'mediaType' },
      links: { map: 'link' },
    },
  },
  link: {
    fields: { ...data('operationRef', 'operationId', 'parameters', 'requestBody', 'description'), server: 'server' },
  },
  callback: { fields: {}, entries: 'pathItem' },
  example: { fields: data('summary', 'description', 'value', 'dataValue', 'serializedValue', 'externalValue') },
  components: {
    fields: Object.fromEntries(Object.entries(COMPONENT_KINDS).map(([section, kind]) => [section, { map: kind }])),
  },
  securityScheme: {
    fields: {
      ...data(
        'type',
        'description',
        'name',
        'in',
        'scheme',
        'bearerFormat',
        'openIdConnectUrl',
        'oauth2MetadataUrl',
        'deprecated',
      ),
      flows: 'oauthFlows',
    },
  },
  oauthFlows: {
    fields: {
      implicit: 'oauthFlow',
      password: 'oauthFlow',
      clientCredentials: 'oauthFlow',
      authorizationCode: 'oauthFlow',
      deviceAuthorization: 'oauthFlow',
    },
  },
  oauthFlow: { fields: data('authorizationUrl', 'deviceAuthorizationUrl', 'tokenUrl', 'refreshUrl', 'scopes') },
  tag: { fields: { ...data('name', 'summary', 'description', 'parent', 'kind'), externalDocs: 'externalDocs' } },
  externalDocs: { fields: data('description', 'url') },
  schema: { fields: SCHEMA_FIELDS },
  discriminator: { fields: data('propertyName', 'mapping', 'defaultMapping') },
  xml: { fields: data('nodeType', 'name', 'namespace', 'prefix', 'attribute', 'wrapped') },
};

export type Path = Array<string | number>;

export interface SpecNode {
  kind: Kind;
  node: JsonObject;
  path: Path;
  /** A Reference Object (`$ref` in place of a non-schema object): its target is walked where it is defined. */
  reference: boolean;
}

export const isExtension = (key: string): boolean => key.startsWith('x-');

/**
 * Visits every OpenAPI object of a raw (unresolved) document with its kind and path, parents
 * first. `visit` returning false skips the object's children; `enter(kind, key)` returning false
 * skips one field (the coverage report does not look inside what it already reported).
 */
export function walkSpec(
  doc: JsonObject,
  // biome-ignore lint/suspicious/noConfusingVoidType: a visitor returns false to skip a node's children, or nothing to go on.
  visit: (n: SpecNode) => boolean | void,
  enter: (kind: Kind, key: string) => boolean = () => true,
): void {
  const ancestors = new Set<object>();
  const walk = (value: unknown, kind: Kind, path: Path): void => {
    if (!isObject(value) || ancestors.has(value)) return;
    const reference = kind !== 'schema' && typeof value.$ref === 'string';
    if (visit({ kind, node: value, path, reference }) === false || reference) return;
    ancestors.add(value);
    const spec = KINDS[kind];
    for (const [key, child] of Object.entries(value)) {
      const slot = spec.fields[key] ?? (spec.entries && !isExtension(key) ? spec.entries : undefined);
      if (slot === undefined || slot === 'data' || !enter(kind, key)) continue;
      walkSlot(child, slot, [...path, key]);
    }
    ancestors.delete(value);
  };
  const walkSlot = (value: unknown, slot: Exclude<Slot, 'data'>, path: Path): void => {
    if (typeof slot === 'string') {
      // `items: [..]` (an old draft's tuple form) is a list of schemas.
      if (slot === 'schema' && Array.isArray(value)) value.forEach((v, i) => walk(v, slot, [...path, i]));
      else walk(value, slot, path);
    } else if ('list' in slot) {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, slot.list, [...path, i]));
    } else if (isObject(value)) {
      for (const [key, v] of Object.entries(value))
        if (!(slot.extensible && isExtension(key))) walk(v, slot.map, [...path, key]);
    }
  };
  walk(doc, 'document', []);
}

/**
 * What sits at a path of a raw document: an object of a kind, or a collection (a map or list
 * field) of objects of a kind; undefined for data and unknown fields. Walks the table, not the
 * document, so it costs the path's length.
 */
export function slotAt(path: Path): { kind: Kind } | { collectionOf: Kind } | undefined {
  let at: { kind: Kind } | { collectionOf: Kind } = { kind: 'document' };
  for (const segment of path) {
    if ('collectionOf' in at) {
      at = { kind: at.collectionOf };
      continue;
    }
    const spec = KINDS[at.kind];
    const key = String(segment);
    const slot = spec.fields[key] ?? (spec.entries && !isExtension(key) ? spec.entries : undefined);
    if (slot === undefined || slot === 'data') return undefined;
    if (typeof slot === 'string') at = { kind: slot };
    else at = { collectionOf: 'list' in slot ? slot.list : slot.map };
  }
  return at;
}

/** A 4xx or 5xx response status, a range of them (`4XX`), or `default`. */
export const isErrorStatus = (status: string) => /^[45]/.test(status) || status === 'default';
