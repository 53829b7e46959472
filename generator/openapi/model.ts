import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { jsonPointer } from '../lib/errors.ts';
import { isObject as isJsonObject } from '../lib/json.ts';
import { plainCopy, sampleFromSchema, withoutHiddenFields } from './examples.ts';
import { exampleItems, frameStream, framingNote, streamFraming, type StreamFraming } from './streams.ts';
import type { OpenApiDocument } from './resolve.ts';
import {
  convertSchema,
  createSchemaContext,
  fromComponents,
  schemaClosure,
  type SchemaContext,
  type SchemaNode,
} from './schema.ts';
import { kebabCase, uniqueSlug } from '../../shared/slug.ts';
import { isErrorStatus, operationsOf } from './spec-kinds.ts';
import type { PartEncoding, ResponseLink, SecuritySchemeInfo, ServerInfo } from '../../shared/api/api-info.ts';

export type { SchemaNode, PropertyNode } from './schema.ts';

export type { SecuritySchemeInfo, ServerInfo } from '../../shared/api/api-info.ts';

/** One way to authenticate: all of these schemes together. An empty list means "no authentication". */
export type SecurityRequirement = Array<{ key: string; scopes: string[] }>;

export interface Example {
  name?: string;
  summary?: string;
  description?: string;
  /** The example's data (`value`, or 3.2's `dataValue`). */
  value: unknown;
  /** 3.2's `serializedValue`: the example as sent on the wire (a query string, a line of a stream). */
  serializedValue?: string;
  /** True when the spec had no example and this one was built from the schema. */
  generated?: true;
  /** An example stream (3.2 sequential media): `value` is its text in the stream's framing, this says how it is framed. */
  stream?: string;
}

export interface MediaContent {
  mediaType: string;
  /** 3.2's description of the media type. */
  description?: string;
  schema?: SchemaNode;
  /** 3.2's `itemSchema`: the body is a stream of items of this schema (server-sent events, JSON Lines…). */
  itemSchema?: SchemaNode;
  examples: Example[];
  /** Named examples kept at their own URL (`externalValue`), linked rather than shown. */
  externalExamples?: Array<{ name: string; summary?: string; description?: string; url: string }>;
  encoding?: PartEncoding[];
}

export interface Parameter {
  name: string;
  /** `querystring` (3.2): the parameter is the whole query string, its schema that of `mediaType`. */
  in: 'path' | 'query' | 'querystring' | 'header' | 'cookie';
  /** The media type of a parameter described by `content` (a `querystring` one always is). */
  mediaType?: string;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: SchemaNode;
  example?: unknown;
  /** Every named example (`examples`), in the spec's order; `example` is the first of them. */
  examples?: Example[];
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  allowEmptyValue?: boolean;
  /** Written once in `components/parameters` and named by `$ref` (the same parameter on many operations). */
  shared?: true;
}

export interface RequestBody {
  description?: string;
  required: boolean;
  contents: MediaContent[];
}

export interface ResponseHeader {
  name: string;
  description?: string;
  required: boolean;
  deprecated?: true;
  schema?: SchemaNode;
  /** The header's `example`, or the values of its named `examples`. */
  examples?: unknown[];
  style?: string;
  explode?: boolean;
}

export interface ResponseInfo {
  status: string;
  /** 3.2's short title of the response, shown beside its status. */
  summary?: string;
  description?: string;
  headers: ResponseHeader[];
  contents: MediaContent[];
  links?: ResponseLink[];
  /**
   * The same response on many operations: written once in `components/responses` and named by
   * `$ref`, or an error response written word for word (status, description, body) on more than one.
   */
  shared?: true;
}

/** One request of an operation's callback: the API calls the reader's URL (the expression) with it. */
export interface Callback {
  name: string;
  /** Runtime expression of the URL called, e.g. `{$request.body#/callbackUrl}`. */
  expression: string;
  operation: Operation;
}

export interface Operation {
  /** The spec's operationId, or one derived from method and path. */
  operationId: string;
  /** Route segment: `/api/{slug}`. Unique within the model. */
  slug: string;
  method: string;
  path: string;
  /** The summary, or `METHOD /path` when the spec has none. */
  summary: string;
  description?: string;
  deprecated: boolean;
  /** The group it is listed under (its first tag). */
  tag: string;
  tags: string[];
  /**
   * Its part of the tag, where the spec says (GitHub's `x-github.subcategory`): a large API splits
   * its biggest tags by it.
   */
  subcategory?: string;
  /** The spec's own samples (`x-codeSamples`, or Redocly's older `x-code-samples`), after ours. */
  codeSamples?: Array<{ lang: string; label: string; source: string }>;
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: ResponseInfo[];
  /** Alternatives; `[]` means the operation declares no security at all. */
  security: SecurityRequirement[];
  servers: ServerInfo[];
  /** JSON pointer of the operation in the source document. */
  pointer: string;
  /**
   * Set on a webhook (`webhooks`, or `x-webhooks` in 3.0): a request the API sends to the reader's
   * endpoint, named by its key. Its `path` is that name too.
   */
  webhook?: string;
  callbacks?: Callback[];
  externalDocs?: ExternalDocs;
}

export interface ExternalDocs {
  url: string;
  description?: string;
}

export interface TagGroup {
  name: string;
  /** What readers see (`x-displayName`, else 3.2's `summary`); `name` otherwise. */
  displayName?: string;
  description?: string;
  /** 3.2's nested tags: the names of the tags above this one, outermost first. */
  parents?: string[];
  /** 3.2's `kind` (`nav`, `badge`, `audience`…), as written. */
  kind?: string;
  externalDocs?: ExternalDocs;
  operations: Operation[];
}

export interface ApiModel {
  openapi: string;
  /** 3.2's `$self`: the description's own URI. */
  self?: string;
  title: string;
  version: string;
  summary?: string;
  description?: string;
  /** Route segment of the overview page: kebab-case of the title. */
  overviewSlug: string;
  servers: ServerInfo[];
  securitySchemes: SecuritySchemeInfo[];
  security: SecurityRequirement[];
  tags: TagGroup[];
  operations: Operation[];
  /** Requests the API sends to the reader's endpoints (`webhooks`, then `x-webhooks`). */
  webhooks: Operation[];
  /** Redoc's `x-tagGroups`: sidebar groups of tags, by tag name (tags without operations left out). */
  tagGroups?: Array<{ name: string; tags: string[] }>;
  termsOfService?: string;
  /** Redoc's `x-logo`, shown on the API landing. */
  logo?: { url: string; altText?: string; href?: string };
  contact?: { name?: string; url?: string; email?: string };
  /** `identifier`: the license's SPDX expression (3.1). */
  license?: { name?: string; identifier?: string; url?: string };
  externalDocs?: { url: string; description?: string };
  /** Component schemas converted so far; use `schemasFor` to get what a page needs. */
  schemaContext: SchemaContext;
}

const UNTAGGED = 'Operations';
const RESERVED_SLUGS = new Set(['index']);

type ServerObject = OpenAPIV3.ServerObject;
type MediaTypeObject = OpenAPIV3.MediaTypeObject | OpenAPIV3_1.MediaTypeObject;
type ParameterObject = OpenAPIV3.ParameterObject | OpenAPIV3_1.ParameterObject;
type PathItemObject = OpenAPIV3.PathItemObject | OpenAPIV3_1.PathItemObject;
type OperationObject = OpenAPIV3.OperationObject | OpenAPIV3_1.OperationObject;
type ResponseObject = OpenAPIV3.ResponseObject | OpenAPIV3_1.ResponseObject;
type HeaderObject = OpenAPIV3.HeaderObject | OpenAPIV3_1.HeaderObject;
type SecuritySchemeObject = OpenAPIV3.SecuritySchemeObject | OpenAPIV3_1.SecuritySchemeObject;
/** Each OpenAPI object with its keys optional: the model still reads a document defensively. */
type Loose<T> = { [K in keyof T]?: T[K] } & Record<string, unknown>;

/**
 * A plain object, read as the OpenAPI object `T` (after resolving, the document holds no `$ref`
 * objects, only what they named).
 */
function isObject<T = Record<string, unknown>>(value: unknown): value is Loose<T> {
  return isJsonObject(value);
}

/** The entries of an object map whose values are objects, typed as the OpenAPI object they are. */
function objectEntries<T>(map: unknown): Array<[string, Loose<T>]> {
  return isObject(map) ? Object.entries(map).filter((entry): entry is [string, Loose<T>] => isObject(entry[1])) : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function servers(list: unknown): ServerInfo[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((s) => isObject<ServerObject>(s))
    .filter((s) => typeof s.url === 'string')
    .map((s) => {
      const info: ServerInfo = { url: s.url! };
      const name = text((s as Record<string, unknown>).name)?.trim();
      if (name) info.name = name;
      if (text(s.description)) info.description = s.description;
      if (isObject(s.variables)) {
        info.variables = objectEntries<OpenAPIV3.ServerVariableObject>(s.variables).map(([name, v]) => ({
          name,
          default: String(v.default ?? ''),
          ...(Array.isArray(v.enum) ? { enum: v.enum.map(String) } : {}),
          ...(text(v.description) ? { description: v.description } : {}),
        }));
      }
      return info;
    });
}

function security(list: unknown): SecurityRequirement[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((req) => isObject<OpenAPIV3.SecurityRequirementObject>(req))
    .map((req) =>
      Object.entries(req).map(([key, scopes]) => ({ key, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })),
    );
}

/** A named Example Object with a value (`value`, 3.2's `dataValue` or `serializedValue`); undefined for one kept at a URL. */
function namedExample(name: string, ex: Loose<OpenAPIV3.ExampleObject>): Example | undefined {
  const serialized = typeof ex.serializedValue === 'string' ? ex.serializedValue : undefined;
  const data = ex.value !== undefined ? ex.value : ex.dataValue;
  if (data === undefined && serialized === undefined) return undefined;
  return {
    name,
    ...(text(ex.summary) ? { summary: ex.summary } : {}),
    ...(text(ex.description) ? { description: ex.description } : {}),
    // Only the wire form given: that is the example.
    value: plainCopy(data !== undefined ? data : serialized),
    ...(serialized !== undefined && data !== undefined ? { serializedValue: serialized } : {}),
  };
}

function examplesOf(media: Loose<MediaTypeObject>, schemaRaw: unknown, mode: 'request' | 'response'): Example[] {
  const out: Example[] = [];
  if (media.example !== undefined) out.push({ value: plainCopy(media.example) });
  for (const [name, ex] of objectEntries<OpenAPIV3.ExampleObject>(media.examples)) {
    const example = namedExample(name, ex);
    if (example) out.push(example);
  }
  // A field the server ignores on this side is not shown, nor sent (the wire form, when given, stays as written).
  for (const example of out)
    if (example.serializedValue === undefined) example.value = withoutHiddenFields(example.value, schemaRaw, mode);
  if (out.length === 0 && schemaRaw !== undefined) {
    const value = sampleFromSchema(schemaRaw, mode);
    if (value !== null && value !== undefined) out.push({ value: plainCopy(value), generated: true });
  }
  return out;
}

/** Each request body media type's schema as written (resolved), for the request builder's check (body-schema.ts). */
const requestSchemas = new WeakMap<MediaContent, unknown>();
export const writtenRequestSchema = (content: MediaContent): unknown => requestSchemas.get(content);

function contents(content: unknown, ctx: SchemaContext, mode: 'request' | 'response'): MediaContent[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => {
    const m: Loose<MediaTypeObject> = isObject<MediaTypeObject>(media) ? media : {};
    const item: MediaContent = { mediaType, examples: [] };
    if (text(m.description)) item.description = String(m.description);
    if (m.schema !== undefined) item.schema = convertSchema(m.schema, ctx);
    if (m.schema !== undefined && mode === 'request') requestSchemas.set(item, m.schema);
    if (m.itemSchema !== undefined) item.itemSchema = convertSchema(m.itemSchema, ctx);
    const framing = streamFraming(mediaType);
    const jsonLike = /json|xml|yaml|x-www-form-urlencoded|form-data|text\/plain/i.test(mediaType) && !framing;
    item.examples = examplesOf(m, jsonLike ? m.schema : undefined, mode);
    if (item.examples.length === 0 && framing) {
      const stream = exampleStream(m, framing, mode);
      if (stream) item.examples.push(stream);
    }
    const external = objectEntries<OpenAPIV3.ExampleObject>(m.examples)
      .filter(
        ([, e]) =>
          e.value === undefined &&
          e.dataValue === undefined &&
          e.serializedValue === undefined &&
          typeof e.externalValue === 'string',
      )
      .map(([name, e]) => ({
        name,
        ...(text(e.summary) ? { summary: e.summary } : {}),
        ...(text(e.description) ? { description: e.description } : {}),
        url: e.externalValue!,
      }));
    if (external.length > 0) item.externalExamples = external;
    // Named parts (`encoding`), then 3.2's positional ones: `prefixEncoding` part by part, `itemEncoding` for the rest.
    const prefix = Array.isArray(m.prefixEncoding)
      ? m.prefixEncoding.filter((e) => isObject<OpenAPIV3.EncodingObject>(e))
      : [];
    const encoding = [
      ...objectEntries<OpenAPIV3.EncodingObject>(m.encoding).map(([name, e]) => partEncoding(name, e)),
      ...prefix.map((e, i) => partEncoding(`part ${i + 1}`, e)),
      ...(isObject<OpenAPIV3.EncodingObject>(m.itemEncoding)
        ? [partEncoding(prefix.length > 0 ? 'each further part' : 'each part', m.itemEncoding)]
        : []),
    ];
    if (encoding.length > 0) item.encoding = encoding;
    return item;
  });
}

function partEncoding(name: string, e: Loose<OpenAPIV3.EncodingObject>): PartEncoding {
  return {
    name,
    ...(typeof e.contentType === 'string' ? { contentType: e.contentType } : {}),
    ...(isObject(e.headers) && Object.keys(e.headers).length > 0 ? { headers: Object.keys(e.headers) } : {}),
    ...(typeof e.style === 'string' ? { style: e.style } : {}),
    ...(typeof e.explode === 'boolean' ? { explode: e.explode } : {}),
    ...(typeof e.allowReserved === 'boolean' ? { allowReserved: e.allowReserved } : {}),
  };
}

/**
 * An example stream built from the schema (3.2 sequential media): items of `itemSchema`, or a
 * multipart body's parts from an array `schema` (its `prefixItems` and then `items`), each part
 * with its content type from `prefixEncoding`/`itemEncoding`.
 */
function exampleStream(
  m: Loose<MediaTypeObject>,
  framing: StreamFraming,
  mode: 'request' | 'response',
): Example | undefined {
  let items: unknown[] = [];
  const contentTypes: Array<string | undefined> = [];
  const prefixEncoding = Array.isArray(m.prefixEncoding) ? m.prefixEncoding : [];
  const itemType =
    isObject(m.itemEncoding) && typeof m.itemEncoding.contentType === 'string'
      ? m.itemEncoding.contentType.split(',')[0].trim()
      : undefined;
  if (m.itemSchema !== undefined) {
    items = exampleItems(m.itemSchema, mode);
    items.forEach(() => contentTypes.push(itemType));
  } else if (
    framing === 'multipart' &&
    isObject(m.schema) &&
    (Array.isArray((m.schema as Record<string, unknown>).prefixItems) ||
      (m.schema as Record<string, unknown>).items !== undefined)
  ) {
    const schema = m.schema as Record<string, unknown>;
    const first = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
    first.forEach((schema: unknown, i: number) => {
      items.push(sampleFromSchema(schema, mode));
      const encoding = prefixEncoding[i];
      contentTypes.push(
        isObject(encoding) && typeof encoding.contentType === 'string'
          ? encoding.contentType.split(',')[0].trim()
          : undefined,
      );
    });
    if (schema.items !== undefined)
      for (const item of exampleItems(schema.items, mode)) {
        items.push(item);
        contentTypes.push(itemType);
      }
  }
  items = items.filter((item) => item !== null && item !== undefined).map((item) => plainCopy(item));
  if (items.length === 0) return undefined;
  return { value: frameStream(framing, items, contentTypes), generated: true, stream: framingNote(framing) };
}

function parameters(list: unknown[], ctx: SchemaContext): Parameter[] {
  const out: Parameter[] = [];
  for (const p of list) {
    if (!isObject<ParameterObject>(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue;
    const param: Parameter = {
      name: p.name,
      in: p.in as Parameter['in'],
      required: p.in === 'path' ? true : p.required === true,
      deprecated: p.deprecated === true,
    };
    if (fromComponents(ctx, p, 'parameters')) param.shared = true;
    if (text(p.description)) param.description = p.description;
    let schemaRaw: unknown = p.schema;
    // A parameter described by `content` (one media type): its schema and examples are the media type's.
    const [mediaType, media] = objectEntries<MediaTypeObject>(p.content)[0] ?? [];
    if (mediaType !== undefined) param.mediaType = mediaType;
    if (schemaRaw === undefined && media) schemaRaw = media.schema;
    if (schemaRaw !== undefined) param.schema = convertSchema(schemaRaw, ctx);
    const examplesRaw = isObject(p.examples) ? p.examples : media?.examples;
    const named = objectEntries<OpenAPIV3.ExampleObject>(examplesRaw).flatMap(([name, e]): Example[] => {
      // A parameter's examples are listed by summary; their descriptions are not shown.
      const { description: _description, ...example } = namedExample(name, e) ?? { value: undefined };
      return example.value !== undefined ? [example] : [];
    });
    if (named.length > 0) param.examples = named;
    const example =
      p.example !== undefined
        ? p.example
        : media?.example !== undefined
          ? media.example
          : named.length > 0
            ? named[0].value
            : isObject(schemaRaw)
              ? (schemaRaw.example ?? (Array.isArray(schemaRaw.examples) ? schemaRaw.examples[0] : undefined))
              : undefined;
    if (example !== undefined) param.example = plainCopy(example);
    if (typeof p.style === 'string') param.style = p.style;
    if (typeof p.explode === 'boolean') param.explode = p.explode;
    if (typeof p.allowReserved === 'boolean') param.allowReserved = p.allowReserved;
    if (p.allowEmptyValue === true) param.allowEmptyValue = true;
    out.push(param);
  }
  return out;
}

/** Operation-level parameters override path-level ones with the same name and location. */
function mergeParameters(pathLevel: unknown, opLevel: unknown): unknown[] {
  const byKey = new Map<string, unknown>();
  for (const p of [...(Array.isArray(pathLevel) ? pathLevel : []), ...(Array.isArray(opLevel) ? opLevel : [])]) {
    if (isObject(p)) byKey.set(`${p.in}:${p.name}`, p);
  }
  return [...byKey.values()];
}

const LOCATION_ORDER = { path: 0, query: 1, querystring: 2, header: 3, cookie: 4 } as const;

/**
 * What a model lends the next one made from a document with the same components (`npm run dev`
 * after a save to some path items; remodel.ts): its schema conversions, and each path item's and
 * webhook's operations with the resolved item they were built from. An item the next document
 * holds as the same object keeps its operations; their slugs and repeated-error marks, which
 * depend on the other operations, are set again.
 */
export interface ModelReuse {
  ctx: SchemaContext;
  items: ReadonlyMap<string, { item: object; operations: Operation[] }>;
}

const reuseOf = new WeakMap<ApiModel, ModelReuse>();
/** What `model` can lend the next model of its description (see ModelReuse). */
export const modelReuse = (model: ApiModel): ModelReuse | undefined => reuseOf.get(model);

/** Responses the resolver reached through a `$ref` into `components/responses`: shared whatever the other operations hold. */
const componentResponses = new WeakSet<ResponseInfo>();

/** Builds the model from a document whose `$ref`s are resolved (with what `lent` lends, when given). Pure: no I/O. */
export function buildModel(doc: OpenApiDocument, refOf: WeakMap<object, string>, lent?: ModelReuse): ApiModel {
  const ctx = lent?.ctx ?? createSchemaContext(refOf, doc);
  const info: Loose<OpenAPIV3_1.InfoObject> = isObject<OpenAPIV3_1.InfoObject>(doc.info) ? doc.info : {};
  const title = text(info.title) ?? 'API';
  const overviewSlug = kebabCase(title) || 'overview';
  const rootServers = servers(doc.servers);
  const rootSecurity = security(doc.security);
  const items = new Map<string, { item: object; operations: Operation[] }>();
  /** The operations of the item at `field`/`name`: lent when it is the object they were built from. */
  const itemOperations = (field: string, name: string, item: object, make: () => Operation[]): Operation[] => {
    const key = `${field}\u0000${name}`;
    const before = lent?.items.get(key);
    const operations = before && before.item === item ? before.operations : make();
    items.set(key, { item, operations });
    return operations;
  };

  const build: BuildOperation = (method, p, item, op, at) =>
    buildOperation({ method, path: p, item, op, pointer: jsonPointer(at), ctx, rootSecurity, rootServers });
  const operations = objectEntries<PathItemObject>(doc.paths).flatMap(([p, item]) =>
    itemOperations('paths', p, item, () => pathItemOperations(p, item, build)),
  );
  markRepeatedErrorResponses(operations);
  // Webhooks: 3.1's `webhooks`, then the `x-webhooks` that 3.0 descriptions use for the same.
  const webhooks = ['webhooks', 'x-webhooks'].flatMap((field) =>
    objectEntries<PathItemObject>((doc as Record<string, unknown>)[field]).flatMap(([name, item]) =>
      itemOperations(field, name, item, () => webhookOperations(field, name, item, build)),
    ),
  );
  // Slugs are given once every operation is built, in document order (they depend on one another).
  const usedSlugs = new Set<string>([overviewSlug, ...RESERVED_SLUGS]);
  for (const op of [...operations, ...webhooks])
    op.slug = uniqueSlug(kebabCase(op.operationId) || `${op.method}-operation`, usedSlugs);

  // Groups follow the spec's tag order; tags used but not declared come after, then untagged.
  const declared = (Array.isArray(doc.tags) ? doc.tags : []).filter(
    (t): t is OpenAPIV3.TagObject => isObject(t) && typeof t.name === 'string',
  );
  const groups = new Map<string, TagGroup>();
  for (const t of declared) {
    if (groups.has(t.name)) continue;
    const group: TagGroup = { name: t.name, operations: [] };
    const displayName = (
      text((t as unknown as Record<string, unknown>)['x-displayName']) ??
      text((t as unknown as Record<string, unknown>).summary)
    )?.trim();
    if (displayName && displayName !== t.name) group.displayName = displayName;
    const kind = text((t as unknown as Record<string, unknown>).kind)?.trim();
    if (kind) group.kind = kind;
    if (text(t.description)) group.description = t.description;
    const docs = externalDocs(t.externalDocs);
    if (docs) group.externalDocs = docs;
    groups.set(t.name, group);
  }
  for (const op of operations) {
    if (!groups.has(op.tag)) groups.set(op.tag, { name: op.tag, operations: [] });
    groups.get(op.tag)!.operations.push(op);
  }
  // 3.2's `parent`: a declared tag's parent tag (validate.ts checks that it exists and no tag is its own ancestor).
  const parentOf = new Map(
    declared.flatMap((t) => {
      const parent = (t as unknown as Record<string, unknown>).parent;
      return typeof parent === 'string' && parent !== t.name && groups.has(parent) ? [[t.name, parent] as const] : [];
    }),
  );
  const untagged = groups.get(UNTAGGED);
  if (untagged && !declared.some((t) => t.name === UNTAGGED)) {
    groups.delete(UNTAGGED);
    groups.set(UNTAGGED, untagged);
  }

  const schemes = doc.components?.securitySchemes;
  const model: ApiModel = {
    openapi: String(doc.openapi),
    title,
    version: String(info.version ?? ''),
    overviewSlug,
    servers: rootServers,
    securitySchemes: objectEntries<SecuritySchemeObject>(schemes).map(([key, s]) => securityScheme(key, s)),
    security: rootSecurity,
    tags: nestTags([...groups.values()], parentOf),
    operations,
    webhooks,
    schemaContext: ctx,
  };
  reuseOf.set(model, { ctx, items });
  const tagGroups = tagGroupsOf((doc as Record<string, unknown>)['x-tagGroups'], model.tags);
  if (tagGroups.length > 0) model.tagGroups = tagGroups;
  if (text(info.termsOfService)) model.termsOfService = info.termsOfService;
  const self = (doc as Record<string, unknown>).$self;
  if (typeof self === 'string' && self !== '') model.self = self;
  const logo = (info as Record<string, unknown>)['x-logo'];
  if (isObject(logo) && typeof logo.url === 'string')
    model.logo = pick(logo, ['url', 'altText', 'href']) as { url: string };
  if (text(info.summary)) model.summary = info.summary;
  if (text(info.description)) model.description = info.description;
  if (isObject(info.contact)) model.contact = pick(info.contact, ['name', 'url', 'email']);
  if (isObject(info.license)) model.license = pick(info.license, ['name', 'identifier', 'url']);
  const docs = externalDocs(doc.externalDocs);
  if (docs) model.externalDocs = docs;
  return model;
}

/**
 * The tags in reading order: each followed by the tags nested in it (3.2's `parent`), each with
 * its `parents`; a tag shows when it or a tag below it has operations.
 */
function nestTags(groups: TagGroup[], parentOf: ReadonlyMap<string, string>): TagGroup[] {
  const children = new Map<string, TagGroup[]>();
  for (const g of groups) {
    const parent = parentOf.get(g.name);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), g]);
  }
  const inUse = (g: TagGroup, seen = new Set<string>()): boolean =>
    g.operations.length > 0 ||
    (!seen.has(g.name) && (children.get(g.name) ?? []).some((c) => inUse(c, new Set([...seen, g.name]))));
  const out: TagGroup[] = [];
  const placed = new Set<string>();
  const visit = (g: TagGroup, parents: string[]) => {
    if (placed.has(g.name) || !inUse(g)) return;
    placed.add(g.name);
    out.push(parents.length > 0 ? { ...g, parents } : g);
    for (const child of children.get(g.name) ?? []) visit(child, [...parents, g.name]);
  };
  for (const g of groups) if (!parentOf.has(g.name)) visit(g, []);
  return out;
}

function externalDocs(value: unknown): ExternalDocs | undefined {
  return isObject<OpenAPIV3.ExternalDocumentationObject>(value) && typeof value.url === 'string'
    ? (pick(value, ['url', 'description']) as unknown as ExternalDocs)
    : undefined;
}

/** `x-tagGroups` entries with a name, each keeping the tags that have operations. */
function tagGroupsOf(value: unknown, tags: TagGroup[]): Array<{ name: string; tags: string[] }> {
  if (!Array.isArray(value)) return [];
  const known = new Set(tags.map((t) => t.name));
  return value.flatMap((group) => {
    if (!isObject(group) || !text(group.name) || !Array.isArray(group.tags)) return [];
    const names = group.tags.map(String).filter((t) => known.has(t));
    return names.length > 0 ? [{ name: String(group.name), tags: names }] : [];
  });
}

/** Longest summary a webhook's page takes as its title. */
/** An operation of `path` built from `op` written at `at` (buildModel's closure over the document's parts). */
type BuildOperation = (
  method: string,
  path: string,
  item: Loose<PathItemObject>,
  op: Loose<OperationObject>,
  at: Array<string | number>,
) => Operation;

/** A path item's operations, each with its callbacks. */
function pathItemOperations(p: string, item: Loose<PathItemObject>, build: BuildOperation): Operation[] {
  return (
    operationsOf(item) as Array<{ method: string; operation: Loose<OperationObject>; at: Array<string | number> }>
  ).map(({ method, operation: op, at }) => {
    const operation = build(method, p, item, op, ['paths', p, ...at]);
    const callbacks = objectEntries<Record<string, unknown>>(op.callbacks).flatMap(([name, callback]) =>
      objectEntries<PathItemObject>(callback).flatMap(([expression, cbItem]) =>
        operationsOf(cbItem).map(
          ({ method: m, operation: cbOp, at: cbAt }): Callback => ({
            name,
            expression,
            // A callback has no page of its own: its slug is never used, so it takes none from the section.
            operation: build(m, expression, cbItem, cbOp as Loose<OperationObject>, [
              'paths',
              p,
              ...at,
              'callbacks',
              name,
              expression,
              ...cbAt,
            ]),
          }),
        ),
      ),
    );
    if (callbacks.length > 0) operation.callbacks = callbacks;
    return operation;
  });
}

/** A webhook's operations (`field` is `webhooks` or `x-webhooks`, `name` its key). */
function webhookOperations(
  field: string,
  name: string,
  item: Loose<PathItemObject>,
  build: BuildOperation,
): Operation[] {
  return operationsOf(item).map(({ method, operation, at }) => {
    const op = operation as Loose<OperationObject>;
    // Named by its key: its page is `new-planet`, its title `newPlanet` when it has no summary, or
    // when the summary is prose rather than a title (GitHub's describe the event in a paragraph:
    // that text then leads the description).
    const summary = text(op.summary)?.trim();
    const titleLike = summary !== undefined && !summary.includes('\n') && summary.length <= MAX_TITLE_LENGTH;
    const description =
      titleLike || !summary ? text(op.description) : [text(op.description), summary].filter(Boolean).join('\n\n');
    const named = {
      ...op,
      operationId: text(op.operationId) ?? name,
      summary: titleLike ? summary : name,
      description,
    };
    const webhook = build(method, name, item, named, [field, name, ...at]);
    webhook.webhook = name;
    // The API sends a webhook: the document's security (what callers of the API send) is not the
    // webhook's; only its own applies.
    webhook.security = op.security !== undefined ? security(op.security) : [];
    webhook.servers = [];
    return webhook;
  });
}

const MAX_TITLE_LENGTH = 120;

interface OperationSource {
  method: string;
  path: string;
  item: Loose<PathItemObject>;
  op: Loose<OperationObject>;
  pointer: string;
  ctx: SchemaContext;
  rootSecurity: SecurityRequirement[];
  rootServers: ServerInfo[];
}

/** One operation (of a path, a webhook or a callback) as the pages show it. */
function buildOperation({
  method,
  path: p,
  item,
  op,
  pointer,
  ctx,
  rootSecurity,
  rootServers,
}: OperationSource): Operation {
  const operationId =
    text(op.operationId) ??
    `${method}${p
      .replace(/[{}]/g, '')
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join('')}`;
  // Made unique among the section's pages by buildModel; a callback's, never a page, stays as is.
  const slug = kebabCase(operationId) || `${method}-operation`;
  const params = parameters(mergeParameters(item.parameters, op.parameters), ctx).sort(
    (a, b) => (LOCATION_ORDER[a.in] ?? 9) - (LOCATION_ORDER[b.in] ?? 9),
  );
  const operation: Operation = {
    operationId,
    slug,
    method,
    path: p,
    summary: text(op.summary)?.trim() ?? `${method.toUpperCase()} ${p}`,
    deprecated: op.deprecated === true,
    tag: Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : UNTAGGED,
    tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
    parameters: params,
    responses: [],
    security: op.security !== undefined ? security(op.security) : rootSecurity,
    servers:
      servers(op.servers).length > 0
        ? servers(op.servers)
        : servers(item.servers).length > 0
          ? servers(item.servers)
          : rootServers,
    pointer,
  };
  const description = text(op.description) ?? text(item.description);
  if (description) operation.description = description;
  const github = (op as Record<string, unknown>)['x-github'];
  const subcategory = isObject(github) ? text(github.subcategory)?.trim() : undefined;
  if (subcategory) operation.subcategory = subcategory;
  const extensions = op as Record<string, unknown>;
  const samples = codeSamples(extensions['x-codeSamples'] ?? extensions['x-code-samples']);
  if (samples.length > 0) operation.codeSamples = samples;
  const docs = externalDocs(op.externalDocs);
  if (docs) operation.externalDocs = docs;
  if (isObject<OpenAPIV3.RequestBodyObject>(op.requestBody)) {
    const rb = op.requestBody;
    operation.requestBody = { required: rb.required === true, contents: contents(rb.content, ctx, 'request') };
    if (text(rb.description)) operation.requestBody.description = rb.description;
  }
  for (const [status, response] of objectEntries<ResponseObject>(op.responses)) {
    const info: ResponseInfo = {
      status: String(status),
      headers: objectEntries<HeaderObject>(response.headers).map(([name, h]) => responseHeader(name, h, ctx)),
      contents: contents(response.content, ctx, 'response'),
    };
    if (text(response.summary)) info.summary = String(response.summary).trim();
    if (text(response.description)) info.description = response.description;
    const links = objectEntries<OpenAPIV3.LinkObject>(response.links).map(([name, l]) => responseLink(name, l));
    if (links.length > 0) info.links = links;
    if (fromComponents(ctx, response, 'responses')) {
      info.shared = true;
      componentResponses.add(info);
    }
    operation.responses.push(info);
  }
  operation.responses.sort((a, b) => statusRank(a.status) - statusRank(b.status));
  return operation;
}

/**
 * Marks `shared` the error responses written out word for word on more than one operation (the
 * same status, description, headers and body schema): boilerplate as much as a `$ref`'d one, which the
 * API overview's Errors section explains once.
 */
export function markRepeatedErrorResponses(operations: readonly Operation[]): void {
  // A lent operation (ModelReuse) carries the marks of the model it was first built in.
  for (const op of operations)
    for (const r of op.responses) if (r.shared && !componentResponses.has(r)) delete r.shared;
  // What the page says of it; its examples (in the page's right-hand column) may differ.
  const key = (r: ResponseInfo) =>
    JSON.stringify([r.status, r.summary, r.description, r.headers, r.contents.map((c) => [c.mediaType, c.schema])]);
  const counts = new Map<string, number>();
  const own = operations.flatMap((op) => op.responses.filter((r) => !r.shared && isErrorStatus(r.status)));
  const keys = own.map(key);
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  own.forEach((r, i) => {
    if ((counts.get(keys[i]) ?? 0) > 1) r.shared = true;
  });
}

function responseHeader(name: string, h: Loose<HeaderObject>, ctx: SchemaContext): ResponseHeader {
  const header: ResponseHeader = { name, required: h.required === true };
  if (text(h.description)) header.description = h.description;
  if (h.deprecated === true) header.deprecated = true;
  if (typeof h.style === 'string') header.style = h.style;
  if (typeof h.explode === 'boolean') header.explode = h.explode;
  if (h.schema !== undefined) header.schema = convertSchema(h.schema, ctx);
  const examples =
    h.example !== undefined
      ? [h.example]
      : objectEntries<OpenAPIV3.ExampleObject>(h.examples)
          .filter(([, e]) => e.value !== undefined)
          .map(([, e]) => e.value);
  if (examples.length > 0) header.examples = examples.map((e) => plainCopy(e));
  return header;
}

/** A value of a link's `parameters` or `requestBody`: a runtime expression as written, or JSON. */
const linkValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function responseLink(name: string, l: Loose<OpenAPIV3.LinkObject>): ResponseLink {
  const link: ResponseLink = {
    name,
    parameters: isObject(l.parameters)
      ? Object.entries(l.parameters).map(([key, value]) => ({ name: key, value: linkValue(value) }))
      : [],
  };
  if (typeof l.operationId === 'string') link.operationId = l.operationId;
  if (typeof l.operationRef === 'string') link.operationRef = l.operationRef;
  if (text(l.description)) link.description = l.description;
  if (l.requestBody !== undefined) link.requestBody = linkValue(l.requestBody);
  return link;
}

function pick(obj: object, keys: string[]): Record<string, string> {
  const record = obj as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => typeof record[k] === 'string').map((k) => [k, record[k] as string]));
}

function statusRank(status: string): number {
  if (/^\d{3}$/.test(status)) return Number(status);
  if (/^\dXX$/i.test(status)) return Number(status[0]) * 100 + 99;
  return 1000;
}

function securityScheme(key: string, scheme: Loose<SecuritySchemeObject>): SecuritySchemeInfo {
  // The fields of every scheme type in one view: each is read only when present and of its type.
  const s = scheme as Loose<
    Record<
      'type' | 'scheme' | 'bearerFormat' | 'in' | 'name' | 'description' | 'openIdConnectUrl' | 'oauth2MetadataUrl',
      string
    > & { flows: object; deprecated: boolean }
  >;
  const info: SecuritySchemeInfo = { key, type: String(s.type ?? '') };
  if (typeof s.scheme === 'string') info.scheme = s.scheme.toLowerCase();
  if (typeof s.bearerFormat === 'string') info.bearerFormat = s.bearerFormat;
  if (typeof s.in === 'string') info.in = s.in;
  if (typeof s.name === 'string') info.name = s.name;
  if (text(s.description)) info.description = s.description;
  if (typeof s.openIdConnectUrl === 'string') info.openIdConnectUrl = s.openIdConnectUrl;
  if (typeof s.oauth2MetadataUrl === 'string') info.oauth2MetadataUrl = s.oauth2MetadataUrl;
  if (s.deprecated === true) info.deprecated = true;
  const clientId = (scheme as Record<string, unknown>)['x-client-id'];
  if (typeof clientId === 'string' && clientId.trim()) info.clientId = clientId.trim();
  if (isObject(s.flows)) {
    info.flows = objectEntries<{
      authorizationUrl?: string;
      deviceAuthorizationUrl?: string;
      tokenUrl?: string;
      refreshUrl?: string;
      scopes?: Record<string, string>;
    }>(s.flows).map(([flow, f]) => ({
      flow,
      ...(typeof f.authorizationUrl === 'string' ? { authorizationUrl: f.authorizationUrl } : {}),
      ...(typeof f.deviceAuthorizationUrl === 'string' ? { deviceAuthorizationUrl: f.deviceAuthorizationUrl } : {}),
      ...(typeof f.tokenUrl === 'string' ? { tokenUrl: f.tokenUrl } : {}),
      scopes: isObject(f.scopes) ? Object.keys(f.scopes) : [],
      ...(isObject(f.scopes) && Object.values(f.scopes).some((d) => text(d))
        ? {
            scopeDescriptions: Object.fromEntries(
              Object.entries(f.scopes)
                .filter(([, d]) => text(d))
                .map(([k, d]) => [k, String(d)]),
            ),
          }
        : {}),
      ...(typeof f.refreshUrl === 'string' ? { refreshUrl: f.refreshUrl } : {}),
    }));
  }
  return info;
}

/** The component schemas an operation's page needs, by name. */
/**
 * `make` once per operation while it is as built: an operation lent to a later model (ModelReuse)
 * keeps what was made of it, unless its slug or repeated-error marks changed with the others.
 */
export function oncePerOperation<T>(
  make: (model: ApiModel, op: Operation) => T,
): (model: ApiModel, op: Operation) => T {
  const made = new WeakMap<Operation, { ctx: SchemaContext; state: string; value: T }>();
  return (model, op) => {
    const state = `${op.slug}\u0000${op.responses.map((r) => (r.shared ? 1 : 0)).join('')}`;
    const last = made.get(op);
    if (last && last.ctx === model.schemaContext && last.state === state) return last.value;
    const value = make(model, op);
    made.set(op, { ctx: model.schemaContext, state, value });
    return value;
  };
}

/** The component schemas an operation's page shows (its callbacks' too), by name. */
export const schemasFor = oncePerOperation((model, op): Record<string, SchemaNode> => {
  const roots: Array<SchemaNode | undefined> = [];
  const collect = (o: Operation) => {
    for (const p of o.parameters) roots.push(p.schema);
    for (const c of o.requestBody?.contents ?? []) roots.push(c.schema, c.itemSchema);
    for (const r of o.responses) {
      for (const c of r.contents) roots.push(c.schema, c.itemSchema);
      for (const h of r.headers) roots.push(h.schema);
    }
  };
  collect(op);
  for (const callback of op.callbacks ?? []) collect(callback.operation);
  return schemaClosure(roots, model.schemaContext);
});

/** `x-codeSamples` entries with a language and a source; others are skipped. */
function codeSamples(value: unknown): NonNullable<Operation['codeSamples']> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((sample) => {
    if (!isObject(sample) || typeof sample.source !== 'string' || typeof sample.lang !== 'string') return [];
    const label = typeof sample.label === 'string' && sample.label.trim() ? sample.label.trim() : sample.lang;
    return [{ lang: sample.lang, label, source: sample.source }];
  });
}
