/**
 * An OpenAPI 3.1 rendition of a 3.2 description, for readers' tools that do not read 3.2 yet
 * (code generators, Postman, openapi-typescript 7). What 3.1 can say is kept as it is; a field 3.2
 * added is kept as an `x-` extension of the same name (`$self` → `x-self`, a tag's `parent` →
 * `x-parent`, a `query` operation → `x-query`); what 3.1 cannot hold at all is moved out of the
 * way: an `in: querystring` parameter goes to its operation's `x-querystring`, and references to
 * `components.mediaTypes` are written out in place. Every change is listed, by JSON pointer, so
 * `npm run gen` can say what the 3.1 file leaves out. Pure: the input is not changed.
 */
import { jsonPointer, refSegments } from '../lib/errors.ts';
import { isObject, valueAt, type JsonObject } from '../lib/json.ts';
import { walkSpec, type Kind, type Path } from './spec-kinds.ts';

/** The fields OpenAPI 3.2 added, per object kind; each becomes `x-{field}` in 3.1. */
const FIELDS_ADDED_IN_3_2: Partial<Record<Kind, readonly string[]>> = {
  document: ['$self'],
  server: ['name'],
  pathItem: ['query', 'additionalOperations'],
  mediaType: ['description', 'itemSchema', 'prefixEncoding', 'itemEncoding'],
  encoding: ['encoding', 'prefixEncoding', 'itemEncoding'],
  response: ['summary'],
  example: ['dataValue', 'serializedValue'],
  tag: ['summary', 'parent', 'kind'],
  securityScheme: ['oauth2MetadataUrl', 'deprecated'],
  oauthFlows: ['deviceAuthorization'],
  discriminator: ['defaultMapping'],
  xml: ['nodeType'],
  components: ['mediaTypes'],
};

export interface Rendition {
  doc: JsonObject;
  /** What changed, one line each: `#/servers/0/name: kept as x-name`. */
  changes: string[];
}

const extensionName = (field: string) => `x-${field.replace(/^\$/, '')}`;

/** Target of a local `#/…` pointer. */
const target = (doc: JsonObject, ref: string): unknown => valueAt(doc, refSegments(ref));

/** The 3.1 rendition of a 3.2 document (a 3.0/3.1 one is returned unchanged, with no changes). */
export function renditionFor31(source: JsonObject): Rendition {
  if (typeof source.openapi !== 'string' || !source.openapi.startsWith('3.2.')) return { doc: source, changes: [] };
  const doc = structuredClone(source);
  const changes: string[] = [`#/openapi: ${source.openapi} written as 3.1.1`];
  doc.openapi = '3.1.1';

  // 3.1 has no Media Type references: each `$ref` to components.mediaTypes is written out in place.
  const mediaRefs: Path[] = [];
  walkSpec(doc, ({ kind, node, path, reference }) => {
    if (
      kind === 'mediaType' &&
      reference &&
      typeof node.$ref === 'string' &&
      node.$ref.startsWith('#/components/mediaTypes/')
    )
      mediaRefs.push(path);
  });
  for (const path of mediaRefs) {
    const holder = valueAt(doc, path.slice(0, -1)) as JsonObject;
    const key = String(path[path.length - 1]);
    const ref = String((holder[key] as JsonObject).$ref);
    holder[key] = structuredClone(target(doc, ref));
    changes.push(`${jsonPointer(path)}: the media type ${ref} written out in place`);
  }

  // `in: querystring` parameters: 3.1 has no place for them; kept beside their operation.
  const movedParameters = (holder: JsonObject, path: Path) => {
    if (!Array.isArray(holder.parameters)) return;
    const kept: unknown[] = [];
    const moved: unknown[] = [];
    holder.parameters.forEach((p, i) => {
      const resolved = isObject(p) && typeof p.$ref === 'string' ? target(doc, p.$ref) : p;
      if (isObject(resolved) && resolved.in === 'querystring') {
        moved.push(structuredClone(resolved));
        changes.push(
          `${jsonPointer([...path, 'parameters', i])}: the querystring parameter "${String(resolved.name)}" kept as x-querystring`,
        );
      } else kept.push(p);
    });
    if (moved.length === 0) return;
    holder.parameters = kept;
    holder['x-querystring'] = moved;
  };
  walkSpec(doc, ({ kind, node, path, reference }) => {
    if (!reference && (kind === 'pathItem' || kind === 'operation')) movedParameters(node, path);
  });
  const componentParameters =
    isObject(doc.components) && isObject(doc.components.parameters) ? doc.components.parameters : undefined;
  for (const [name, p] of Object.entries(componentParameters ?? {})) {
    if (isObject(p) && p.in === 'querystring') {
      delete componentParameters![name];
      changes.push(
        `${jsonPointer(['components', 'parameters', name])}: a querystring parameter, left out (kept where it was used)`,
      );
    }
  }

  // Every other field 3.2 added becomes an extension of its name; an example's `dataValue` is its
  // `value` when it has none (the same data), a lone `serializedValue` too.
  walkSpec(doc, ({ kind, node, path, reference }) => {
    if (reference) return;
    // 3.1 requires a response's description (3.2 does not): its summary, else empty.
    if (kind === 'response' && typeof node.description !== 'string') {
      node.description = typeof node.summary === 'string' ? node.summary : '';
      changes.push(`${jsonPointer([...path, 'description'])}: added (required in 3.1)`);
    }
    if (kind === 'example' && node.value === undefined && node.externalValue === undefined) {
      const from =
        node.dataValue !== undefined ? 'dataValue' : node.serializedValue !== undefined ? 'serializedValue' : undefined;
      if (from) {
        node.value = node[from];
        delete node[from];
        changes.push(`${jsonPointer([...path, from])}: written as value`);
      }
    }
    for (const field of FIELDS_ADDED_IN_3_2[kind] ?? []) {
      if (!(field in node)) continue;
      if (kind === 'components' && field === 'mediaTypes') {
        delete node.mediaTypes;
        changes.push(`${jsonPointer([...path, field])}: left out (written out where referenced)`);
        continue;
      }
      node[extensionName(field)] = node[field];
      delete node[field];
      changes.push(`${jsonPointer([...path, field])}: kept as ${extensionName(field)}`);
    }
  });
  return { doc, changes };
}
