/**
 * "Drop nothing silently": every part of a description the generator does not show, found by
 * walking the raw document (after internal parts are removed) against SHOWN, the table of what
 * the model and the pages use per OpenAPI object kind. When a page starts showing a field, add it
 * to SHOWN (coverage.test.ts's kitchen-sink list then shrinks).
 *
 * Levels: `warning` for OpenAPI fields and keywords not shown, keywords OpenAPI does not define,
 * and the vendor extensions readers rely on (RELIED_ON_EXTENSIONS); `note` for other vendor
 * extensions, which are tool-specific as a rule, and for components nothing refers to. `npm run gen -- --strict` fails on warnings.
 * The report does not look inside a field it reports (one `webhooks` warning, not one per webhook).
 */
import { jsonPointer, refSegments } from '../lib/errors.ts';
import { isObject, type JsonObject } from '../lib/json.ts';
import { INTERNAL_MARKS, MARKABLE, REFERENCED_COMPONENTS } from './internal.ts';
import { forEachRef } from './resolve.ts';
import { COMPONENT_KINDS, HTTP_METHOD_FIELDS, KINDS, isExtension, walkSpec, type Kind } from './spec-kinds.ts';

/** Per kind, the fields the generator reads and shows. Anything else present is reported. */
export const SHOWN: Record<Kind, readonly string[]> = {
  // Webhooks get pages of their own (3.1's `webhooks`, 3.0's `x-webhooks`); x-tagGroups group the tags in the sidebar.
  // 3.2's `$self` is shown on the overview as the description's URI.
  document: [
    'openapi',
    '$self',
    'info',
    'servers',
    'paths',
    'components',
    'security',
    'tags',
    'externalDocs',
    'webhooks',
    'x-webhooks',
    'x-tagGroups',
  ],
  info: ['title', 'summary', 'description', 'termsOfService', 'contact', 'license', 'version', 'x-logo'],
  contact: ['name', 'url', 'email'],
  license: ['name', 'identifier', 'url'],
  server: ['url', 'name', 'description', 'variables'],
  serverVariable: ['enum', 'default', 'description'],
  // A path item's description is shown for operations without their own.
  // 3.2's `query` is among the method fields; `additionalOperations` (any other method) get pages like them.
  pathItem: ['$ref', 'description', ...HTTP_METHOD_FIELDS, 'additionalOperations', 'servers', 'parameters'],
  operation: [
    'tags',
    'summary',
    'description',
    'operationId',
    'parameters',
    'requestBody',
    'responses',
    'deprecated',
    'security',
    'servers',
    'callbacks',
    'externalDocs',
    'x-github',
    'x-codeSamples',
    'x-code-samples',
  ],
  parameter: [
    'name',
    'in',
    'description',
    'required',
    'deprecated',
    'schema',
    'example',
    'examples',
    'content',
    'style',
    'explode',
    'allowReserved',
    'allowEmptyValue',
  ],
  header: ['description', 'required', 'deprecated', 'schema', 'example', 'examples', 'style', 'explode'],
  requestBody: ['description', 'content', 'required'],
  // 3.2: `itemSchema` is shown as "a stream of" the item with an example stream; `prefixEncoding`
  // and `itemEncoding` as the parts' encodings. (An Encoding's own nested encodings are not shown.)
  mediaType: [
    'description',
    'schema',
    'itemSchema',
    'example',
    'examples',
    'encoding',
    'prefixEncoding',
    'itemEncoding',
  ],
  // A part's own headers are named only (their schemas are not shown).
  encoding: ['contentType', 'style', 'explode', 'allowReserved'],
  response: ['summary', 'description', 'headers', 'content', 'links'],
  link: ['operationRef', 'operationId', 'parameters', 'requestBody', 'description'],
  callback: [],
  // 3.2's `dataValue` is shown as the value, `serializedValue` as the example "As sent".
  example: ['summary', 'description', 'value', 'dataValue', 'serializedValue', 'externalValue'],
  components: Object.keys(COMPONENT_KINDS),
  // `x-client-id`: the client the request builder signs in as.
  securityScheme: [
    'type',
    'description',
    'name',
    'in',
    'scheme',
    'bearerFormat',
    'flows',
    'openIdConnectUrl',
    'oauth2MetadataUrl',
    'deprecated',
    'x-client-id',
  ],
  oauthFlows: ['implicit', 'password', 'clientCredentials', 'authorizationCode', 'deviceAuthorization'],
  oauthFlow: ['authorizationUrl', 'deviceAuthorizationUrl', 'tokenUrl', 'refreshUrl', 'scopes'],
  // 3.2: `summary` is the tag's label, `parent` nests it (sidebar, landing), `kind` is named on the landing.
  tag: ['name', 'summary', 'description', 'parent', 'kind', 'externalDocs', 'x-displayName'],
  externalDocs: ['description', 'url'],
  schema: [
    '$ref',
    'title',
    'type',
    'format',
    'description',
    'nullable',
    'deprecated',
    'readOnly',
    'writeOnly',
    'enum',
    'const',
    'default',
    'examples',
    'example',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'minProperties',
    'maxProperties',
    'uniqueItems',
    'pattern',
    'contentEncoding',
    'contentMediaType',
    'properties',
    'required',
    'additionalProperties',
    'items',
    'prefixItems',
    'oneOf',
    'anyOf',
    'allOf',
    'discriminator',
    'not',
    'patternProperties',
    'x-enumDescriptions',
    'x-enum-descriptions',
    // Shown as constraints: key names (their pattern and length), dependent requirements, XML naming.
    'propertyNames',
    'dependentRequired',
    'xml',
    'externalDocs',
    // Containers of schemas that are shown where they are referenced.
    '$defs',
    'definitions',
  ],
  discriminator: ['propertyName', 'mapping', 'defaultMapping'],
  xml: ['name', 'namespace', 'prefix', 'attribute', 'wrapped'],
};

/**
 * Fields with nothing for a reader to see (identifiers and comments of JSON Schema, the dialect
 * URI): not reported.
 */
const NOTHING_TO_SHOW: Partial<Record<Kind, readonly string[]>> = {
  document: ['jsonSchemaDialect'],
  schema: ['$schema', '$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor', '$comment', '$vocabulary'],
};

/** Vendor extensions documentation readers rely on (Redoc's and Scalar's): a warning until shown. */
const RELIED_ON_EXTENSIONS = new Set([
  'x-webhooks',
  'x-codeSamples',
  'x-code-samples',
  'x-tagGroups',
  'x-displayName',
  'x-enumDescriptions',
  'x-enum-descriptions',
  'x-logo',
]);

export interface CoverageFinding {
  level: 'warning' | 'note';
  /** Where, as a JSON pointer to the field. */
  pointer: string;
  /** `operation.callbacks`, `schema.patternProperties`, `x-codeSamples`: what findings are grouped by. */
  subject: string;
  reason: string;
}

const shownSets = Object.fromEntries(
  Object.entries(SHOWN).map(([kind, keys]) => [kind, new Set([...keys, ...(NOTHING_TO_SHOW[kind as Kind] ?? [])])]),
) as Record<Kind, Set<string>>;

/** Every part of a raw document the generator does not show, in document order. */
export function coverageReport(doc: JsonObject): CoverageFinding[] {
  const findings: CoverageFinding[] = [];
  const add = (level: CoverageFinding['level'], path: Array<string | number>, subject: string, reason: string) =>
    findings.push({ level, pointer: jsonPointer(path), subject, reason });
  // Discriminator mappings name schemas without a $ref: they count as uses.
  const mappedTo: string[] = [];
  walkSpec(
    doc,
    ({ kind, node, path, reference }) => {
      if (reference) {
        for (const key of Object.keys(node))
          if (!['$ref', 'summary', 'description'].includes(key))
            add('warning', [...path, key], `reference.${key}`, 'a key beside a $ref is ignored');
        return;
      }
      const spec = KINDS[kind];
      for (const key of Object.keys(node)) {
        if (shownSets[kind].has(key)) continue;
        if (isExtension(key)) {
          if ((INTERNAL_MARKS as readonly string[]).includes(key) && MARKABLE.has(kind)) continue;
          if (RELIED_ON_EXTENSIONS.has(key)) add('warning', [...path, key], key, 'vendor extension not shown');
          else add('note', [...path, key], key, 'vendor extension read by nothing');
        } else if (spec.fields[key] !== undefined) {
          add('warning', [...path, key], `${kind}.${key}`, 'not shown');
        } else if (!spec.entries) {
          add(
            'warning',
            [...path, key],
            `${kind}.${key}`,
            kind === 'schema'
              ? 'keyword not defined by JSON Schema or OpenAPI: ignored'
              : 'field not defined by OpenAPI: ignored',
          );
        }
      }
      if (kind === 'discriminator' && node.mapping && typeof node.mapping === 'object')
        mappedTo.push(...Object.values(node.mapping).map(String));
    },
    (kind, key) => shownSets[kind].has(key) || (KINDS[kind].entries !== undefined && !isExtension(key)),
  );
  // A component is shown where it is used; one nothing uses is on no page (a note: it is often a
  // library entry rather than part of the API).
  const used = new Set<string>();
  const useOf = (ref: string) => {
    if (!ref.startsWith('#/components/')) return;
    const [, section, name] = refSegments(ref);
    used.add(`${section}\u0000${name}`);
  };
  forEachRef(doc, useOf);
  mappedTo.forEach(useOf);
  for (const [section, entries] of Object.entries(isObject(doc.components) ? doc.components : {})) {
    if (!REFERENCED_COMPONENTS.has(section) || !entries || typeof entries !== 'object') continue;
    for (const name of Object.keys(entries)) {
      if (!used.has(`${section}\u0000${name}`))
        add('note', ['components', section, name], `components.${section} entry`, 'referenced by nothing: on no page');
    }
  }
  return findings;
}

export interface CoverageGroup {
  level: CoverageFinding['level'];
  subject: string;
  reason: string;
  count: number;
  /** The first few places, in document order. */
  pointers: string[];
}

/** Findings grouped by what they are about: warnings first, then the most frequent. */
export function groupFindings(findings: CoverageFinding[], firstPointers = 3): CoverageGroup[] {
  const groups = new Map<string, CoverageGroup>();
  for (const f of findings) {
    const key = `${f.level}\u0000${f.subject}\u0000${f.reason}`;
    let group = groups.get(key);
    if (!group)
      groups.set(key, (group = { level: f.level, subject: f.subject, reason: f.reason, count: 0, pointers: [] }));
    group.count++;
    if (group.pointers.length < firstPointers) group.pointers.push(f.pointer);
  }
  return [...groups.values()].sort((a, b) =>
    a.level === b.level ? b.count - a.count || (a.subject < b.subject ? -1 : 1) : a.level === 'warning' ? -1 : 1,
  );
}

/**
 * The report `npm run gen` prints: one line per group, warnings in full, notes (unread vendor
 * extensions) up to `maxNotes` groups and then a count.
 */
export function formatCoverage(file: string, findings: CoverageFinding[], maxNotes = 5): string[] {
  if (findings.length === 0) return [];
  const groups = groupFindings(findings);
  const warnings = groups.filter((g) => g.level === 'warning');
  const notes = groups.filter((g) => g.level === 'note');
  const warningCount = warnings.reduce((n, g) => n + g.count, 0);
  const noteCount = notes.reduce((n, g) => n + g.count, 0);
  const line = (g: CoverageGroup) =>
    `  ${g.level}: ${g.subject}: ${g.reason} (${g.count === 1 ? '1 place' : `${g.count} places`}): ${g.pointers.join(', ')}${g.count > g.pointers.length ? ', …' : ''}`;
  const out = [
    `${file}: ${warningCount} warning${warningCount === 1 ? '' : 's'} and ${noteCount} note${noteCount === 1 ? '' : 's'} about parts of the description the pages do not show:`,
  ];
  out.push(...warnings.map(line), ...notes.slice(0, maxNotes).map(line));
  if (notes.length > maxNotes) {
    const rest = notes.slice(maxNotes);
    out.push(
      `  note: ${rest.length} more kinds of notes (${rest.reduce((n, g) => n + g.count, 0)} places): ${rest
        .slice(0, 8)
        .map((g) => g.subject)
        .join(', ')}${rest.length > 8 ? ', …' : ''}`,
    );
  }
  return out;
}
