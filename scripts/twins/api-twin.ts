/**
 * How the API's page components read in a Markdown twin, from their data props in the section's
 * model (shared/page-model.ts) and the section's component schemas (`_schemas.json`): an
 * operation's method and path, servers, authentication, parameters and schemas as tables and
 * nested lists, the examples and code samples; the landing's and overview's lists. The twin
 * follows the page block by block (page-twin.ts), so it says what the page says.
 */
import type { SchemaNode, PropertyNode } from '../../shared/api/schema-node.ts';
import type { PartEncoding, ResponseLink, SecuritySchemeInfo, ServerInfo } from '../../shared/api/api-info.ts';
import type { OwnComponentName } from '../../shared/page-model.ts';
import { serializationPhrases, type Serialization } from '../../shared/api/serialization.ts';
import { valueText } from '../../shared/value-text.ts';
import { anchorPart } from '../../shared/api/anchors.ts';
import { historyMarkText, placeKey, type HistoryMark, type PlaceHistory, type ViewHistory } from '../../shared/api/history-marks.ts';
import type { ComponentTwin } from './page-twin.ts';
import { code, codeBlock, emphasis, link, list, markdownInline, paragraph, strong, table, text, type Block, type Inline } from './markdown.ts';


interface FieldData extends Serialization {
  name: string;
  in?: string;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: SchemaNode;
  example?: unknown;
  examples?: Array<{ name?: string; summary?: string; value: unknown }> | unknown[];
  /** The field's id in its view, where the API's history marks it (`param-query-workflow`). */
  anchor?: string;
}

/** Where the writer is in a view: the field's place (history-marks.ts) and the view's marks. */
interface Place {
  key: string;
  history: ViewHistory;
}

/** " New in 1.3.0" and " Deprecated in 1.4.0" after a field, each a link to the changelog (a deprecation only while it holds). */
function historyInline(marks: readonly HistoryMark[] | undefined, deprecated: boolean): Inline[] {
  return (marks ?? []).filter((m) => m.change !== 'deprecated' || deprecated).flatMap((m) => [text(' '), link(m.href, text(historyMarkText(m)))]);
}

interface AuthItem {
  scheme: string;
  how: string;
  scopes: string[];
}

/** Schema levels written out below a field before the rest is left to the page. */
const MAX_DEPTH = 8;
const list0 = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The API's components, by name; a component without one (the request builder) has nothing to read. */
export const API_COMPONENT_TWINS: { [K in OwnComponentName<'api'>]: ComponentTwin } = {
  ApiOperationHeader(props) {
    const blocks: Block[] = [paragraph(code(`${String(props.method).toUpperCase()} ${String(props.path)}`))];
    const webhook = props.webhook as { sender: string; listHref: string } | undefined;
    if (webhook) blocks.push(paragraph(strong(text('Webhook.')), text(` ${webhook.sender} sends this request to your endpoint: your server receives it, you do not call it. `), link(webhook.listHref, text('All webhooks'))));
    if (props.deprecated) blocks.push(paragraph(strong(text('Deprecated.')), text(` This ${webhook ? 'webhook' : 'operation'} may be removed in a future version.`)));
    const history = list0<HistoryMark>(props.history);
    if (history.length) blocks.push(paragraph(...history.flatMap((m, i) => [...(i ? [text(' · ')] : []), link(m.href, text(historyMarkText(m)))])));
    if (!webhook) {
      const about: Inline[] = [text('Operation ID: '), code(String(props.operationId)), text('.')];
      if (str(props.tag)) about.push(text(' Tag: '), str(props.tagHref) ? link(String(props.tagHref), text(String(props.tag))) : text(String(props.tag)), text('.'));
      blocks.push(paragraph(...about));
    }
    const externalDocs = props.externalDocs as { url: string; description?: string } | undefined;
    if (externalDocs) blocks.push(paragraph(text('See also: '), link(externalDocs.url, text(externalDocs.description ?? externalDocs.url))));
    const servers = list0<string>(props.servers);
    if (servers.length) blocks.push(paragraph(text(servers.length === 1 ? 'Server: ' : 'Servers: '), ...servers.flatMap((url, i) => [...(i ? [text(', ')] : []), code(url)])));
    return blocks;
  },
  ApiOperationAside: (_props, { children }) => children(),
  ApiRequestSamples(props, { children, sampleLanguages }) {
    // The languages asked for among the highlighted ones (curl, Python, TypeScript): the page's
    // other tabs send the same request in other languages. Each highlighted tab has one child block, in tab order; plain-text tabs have none.
    const tabs = list0<{ id: string; label: string; plain?: string }>(props.tabs);
    const blocks = children();
    const highlighted = tabs.filter((tab) => tab.plain === undefined).map((tab, i) => ({ tab, block: blocks[i] }));
    return sampleLanguages.flatMap((id) => {
      const found = highlighted.find((h) => h.tab.id === id && h.block);
      return found ? [paragraph(strong(text(`Example request (${found.tab.label})`))), found.block] : [];
    });
  },
  ApiResponseExamples: (_props, { children }) => children(),
  ApiResponseExample: (props, { children }) => [paragraph(strong(text(`Example response ${String(props.status)}`))), ...children()],
  ApiPayloadExample: (_props, { children }) => [paragraph(strong(text('Example payload'))), ...children()],
  ApiExampleLabel: (props) => [paragraph(emphasis(text(String(props.label))))],
  ApiCode: (props) => [codeBlock(String(props.code), str(props.lang))],
  // Interactive only: the request it sends is the samples' request.
  ApiTryIt: () => [],
  // The runner is interactive; the twin has the steps and the scripts from the page's other blocks.
  ApiRecipeRun: () => [],
  ApiAuthentication(props) {
    const requirements = list0<AuthItem[]>(props.requirements);
    const needed = requirements.filter((r) => r.length > 0);
    if (needed.length === 0) return [paragraph(text('None: this operation needs no credentials.'))];
    const alternatives = needed.map((requirement) =>
      requirement.flatMap((item, i): Inline[] => [
        ...(i > 0 ? [text(' and ')] : []),
        strong(text(item.scheme)),
        text(` (${item.how})`),
        ...(item.scopes.length ? [text(', scopes '), ...item.scopes.flatMap((scope, j) => [...(j ? [text(', ')] : []), code(scope)])] : []),
      ]),
    );
    const lead = needed.length < requirements.length ? 'Optional; any one of:' : alternatives.length > 1 ? 'Any one of:' : 'Required:';
    return [paragraph(text(lead)), list(alternatives)];
  },
  ApiParameters: (props, { writer }) => [fieldTable(['Name', 'Type', 'Required', 'Description'], list0<FieldData>(props.params), writer, props.history as ViewHistory | undefined)],
  ApiResponseHeaders: (props, { writer }) => [fieldTable(['Header', 'Type', 'Required', 'Description'], list0<FieldData>(props.headers), writer)],
  ApiSchema(props, { writer }) {
    const blocks: Block[] = [];
    const facts: Inline[] = [];
    if (str(props.mediaType)) facts.push(text('Content type: '), code(String(props.mediaType)), text('.'));
    if (typeof props.required === 'boolean') facts.push(text(facts.length ? ' ' : ''), text(props.required ? 'Required.' : 'Optional.'));
    if (facts.length) blocks.push(paragraph(...facts));
    const schema = props.schema as SchemaNode | undefined;
    if (!schema) return blocks;
    blocks.push(paragraph(text(props.stream ? 'A stream of: ' : 'Schema: '), ...writer.typeInline(schema)));
    const history = props.history as ViewHistory | undefined;
    const fields = writer.fields(schema, 0, history ? { key: String(props.idPrefix), history } : undefined);
    if (fields) blocks.push(fields);
    else if (schema.ref !== undefined && writer.wasWritten(schema.ref)) blocks.push(paragraph(text(`Fields of ${schema.ref} as listed above.`)));
    return blocks;
  },
  ApiEncoding: (props) => [
    paragraph(strong(text('Parts'))),
    list(list0<PartEncoding>(props.parts).map((part) => [
      code(part.name),
      ...(part.contentType ? [text(': sent as '), code(part.contentType)] : []),
      ...(part.headers?.length ? [text('; part headers '), text(part.headers.join(', '))] : []),
      ...serializationPhrases(part).map((phrase) => text(`; ${phrase}`)),
    ])),
  ],
  ApiResponseLinks: (props) => [
    paragraph(strong(text('Links'))),
    list(list0<ResponseLink & { href?: string }>(props.links).map((l) => [
      text(`${l.name}: `),
      l.href && l.operationId ? link(l.href, code(l.operationId)) : code(l.operationId ?? l.operationRef ?? l.name),
      ...(l.description ? [text(' '), ...markdownInline(l.description)] : []),
      ...l.parameters.flatMap((p) => [text(' '), code(`${p.name} = ${p.value}`)]),
      ...(l.requestBody ? [text(' request body '), code(l.requestBody)] : []),
    ])),
  ],
  ApiCallbackHeader: (props) => [paragraph(code(`${String(props.method).toUpperCase()} ${String(props.expression)}`), ...(str(props.summary) ? [text(`: ${String(props.summary)}`)] : []))],
  ApiExternalDocs: (props) => [paragraph(text('See also: '), link(String(props.url), text(str(props.description) ?? String(props.url))))],
  ApiCliCommands: (props) => [list(list0<{ command: string; href: string }>(props.commands).map((c) => [link(c.href, code(c.command))]))],
  ApiIntro(props) {
    const counts = `${String(props.operationCount)} operations in ${String(props.tagCount)} groups${props.webhookCount ? `, ${String(props.webhookCount)} webhooks` : ''}`;
    const blocks: Block[] = [paragraph(text(`${String(props.title)} ${String(props.version)}: ${counts}. `), link(String(props.overviewHref), text('Overview, servers and authentication')))];
    if (str(props.summary)) blocks.push(paragraph(text(String(props.summary))));
    return blocks;
  },
  ApiOperationList: (props) => [list(list0<{ method: string; path: string; summary: string; href?: string; deprecated?: boolean }>(props.operations).map(operationItem))],
  ApiTagList: (props) => [
    list(list0<{ name: string; href: string; operationCount?: number; summary?: string }>(props.tags).map((tag) => [
      link(tag.href, text(tag.name)),
      ...(tag.operationCount !== undefined ? [text(` (${tag.operationCount} operation${tag.operationCount === 1 ? '' : 's'})`)] : []),
      ...(tag.summary ? [text(': '), ...markdownInline(tag.summary)] : []),
    ])),
  ],
  ApiOverviewMeta(props) {
    const blocks: Block[] = [paragraph(text(`Version ${String(props.version)}, OpenAPI ${String(props.openapi)}. `), link(String(props.referenceHref), text('All operations')))];
    if (str(props.self)) blocks.push(paragraph(text('Description URI: '), code(String(props.self))));
    if (str(props.summary)) blocks.push(paragraph(text(String(props.summary))));
    const about: Inline[][] = [];
    const contact = props.contact as { name?: string; email?: string; url?: string } | undefined;
    const license = props.license as { name?: string; url?: string; identifier?: string } | undefined;
    if (contact) about.push([text('Contact: '), text([contact.name, contact.email, contact.url].filter(Boolean).join(', '))]);
    if (license) about.push([text('License: '), license.url ? link(license.url, text(license.name ?? license.url)) : text(license.name ?? ''), ...(license.identifier ? [text(' (SPDX '), code(license.identifier), text(')')] : [])]);
    if (str(props.termsOfService)) about.push([text('Terms of service: '), link(String(props.termsOfService), text(String(props.termsOfService)))]);
    const externalDocs = props.externalDocs as { url: string; description?: string } | undefined;
    if (externalDocs) about.push([link(externalDocs.url, text(externalDocs.description ?? externalDocs.url))]);
    if (about.length) blocks.push(list(about));
    return blocks;
  },
  ApiDownloads: (props) => [list(list0<{ href: string; label: string; description: string }>(props.files).map((d) => [link(d.href, code(d.label)), text(`: ${d.description}`)]))],
  ApiServers: (props) => serverList(list0<ServerInfo>(props.servers)),
  ApiSecuritySchemes: (props) => [
    list(list0<SecuritySchemeInfo>(props.schemes).map((s) => [
      strong(text(s.key)),
      text(` (${schemeText(s)}${s.deprecated ? ', deprecated' : ''})`),
      ...(s.oauth2MetadataUrl ? [text('; server metadata '), code(s.oauth2MetadataUrl)] : []),
      ...(s.description ? [text(': '), ...markdownInline(s.description)] : []),
      ...(s.flows ?? []).flatMap((f) => [
        text(` Flow ${f.flow}`),
        ...(f.authorizationUrl ? [text(', authorization URL '), code(f.authorizationUrl)] : []),
        ...(f.deviceAuthorizationUrl ? [text(', device authorization URL '), code(f.deviceAuthorizationUrl)] : []),
        ...(f.tokenUrl ? [text(', token URL '), code(f.tokenUrl)] : []),
        ...(f.refreshUrl ? [text(', refresh URL '), code(f.refreshUrl)] : []),
        ...f.scopes.flatMap((scope, i) => [text(i === 0 ? ', scopes: ' : '; '), code(scope), ...(f.scopeDescriptions?.[scope] ? [text(` ${f.scopeDescriptions[scope]}`)] : [])]),
        text('.'),
      ]),
    ])),
  ],
};

function operationItem(op: { method: string; path: string; summary: string; href?: string; deprecated?: boolean }): Inline[] {
  return [op.href ? link(op.href, text(op.summary)) : text(op.summary), text(' '), code(`${op.method.toUpperCase()} ${op.path}`), ...(op.deprecated ? [text(' (deprecated)')] : [])];
}

function serverList(servers: ServerInfo[]): Block[] {
  if (servers.length === 0) return [];
  return [
    list(servers.map((s) => {
      const item: Inline[] = [...(s.name ? [strong(text(s.name)), text(': ')] : []), code(s.url)];
      if (s.description) item.push(text(': '), ...markdownInline(s.description));
      for (const v of s.variables ?? []) item.push(text('; '), code(`{${v.name}}`), text(' defaults to '), code(v.default), ...(v.enum ? [text(` (one of ${v.enum.join(', ')})`)] : []));
      return item;
    })),
  ];
}

function schemeText(scheme: SecuritySchemeInfo): string {
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`.trim();
  if (scheme.type === 'apiKey') return `API key in the ${scheme.in} ${scheme.in === 'header' ? '' : 'parameter '}${scheme.name}`.replace(/\s+/g, ' ');
  return scheme.type;
}

/** Parameters or response headers as a table: name, type, required, and a description with the schema's facts and examples. */
function fieldTable(header: string[], fields: FieldData[], writer: SchemaWriter, history?: ViewHistory): Block {
  return table(header, fields.map((f) => {
    const place = f.anchor !== undefined ? history?.[placeKey(f.anchor)] : undefined;
    return [
      [code(f.name), ...(f.deprecated ? [text(' (deprecated)')] : []), ...historyInline(place?.marks, Boolean(f.deprecated))],
      writer.typeOf(f.schema),
      f.required ? 'yes' : 'no',
      [...describe(f.description, f.schema, writer, place), ...examplesInline(f), ...serializationInline(f)],
    ];
  }));
}

function examplesInline(field: FieldData): Inline[] {
  const named = (e: unknown): e is { name?: string; summary?: string; value: unknown } => typeof e === 'object' && e !== null && 'value' in e;
  if (field.examples?.length) {
    return field.examples.flatMap((e) => (named(e)
      ? [text(` Example${e.summary || e.name ? ` "${e.summary ?? e.name}"` : ''}: `), code(valueText(e.value))]
      : [text(' Example: '), code(valueText(e))]));
  }
  return field.example !== undefined ? [text(' Example: '), code(valueText(field.example))] : [];
}

/** A description followed by the schema's constraints, default and allowed values, for a table cell or a list item. */
function describe(description: string | undefined, schema: SchemaNode | undefined, writer: SchemaWriter, place?: PlaceHistory): Inline[] {
  const inline: Inline[] = description ? markdownInline(description) : [];
  const resolved = writer.resolve(schema);
  if (!description && resolved?.description) inline.push(...markdownInline(resolved.description));
  for (const fact of writer.facts(resolved, place?.values)) inline.push(...(inline.length ? [text(' ')] : []), ...fact);
  return inline;
}

/**
 * Schemas as nested lists, one writer per page. A named schema is written out where it first
 * appears on the page and referred to by name after that, so circular and shared schemas stay finite.
 */
export class SchemaWriter {
  private written = new Set<string>();
  constructor(private schemas: Record<string, SchemaNode>) {}

  wasWritten(name: string): boolean {
    return this.written.has(name);
  }

  resolve(node: SchemaNode | undefined): SchemaNode | undefined {
    for (let i = 0; node?.ref !== undefined && i < 20; i++) node = this.schemas[node.ref];
    return node;
  }

  typeOf(node: SchemaNode | undefined): string {
    if (!node) return 'any';
    if (node.ref !== undefined) return node.ref;
    if (node.circular) return `${node.title ?? 'object'} (circular)`;
    let type = node.type ?? (node.variants ? node.variants.options.map((o) => this.typeOf(o)).join(' | ') : 'any');
    if (node.type === 'array' && node.items) type = `array of ${this.typeOf(node.items)}`;
    if (node.format) type += ` (${node.format})`;
    if (node.nullable) type += ' | null';
    return type;
  }

  typeInline(node: SchemaNode): Inline[] {
    return [code(this.typeOf(node)), ...this.facts(this.resolve(node)).flatMap((fact) => [text(' '), ...fact])];
  }

  /** Constraints, enum (each value with its "New in X" mark, from `valueMarks`), default and examples, one phrase each. */
  facts(node: SchemaNode | undefined, valueMarks?: Record<string, HistoryMark>): Inline[][] {
    if (!node) return [];
    const facts: Inline[][] = [];
    if (node.deprecated) facts.push([emphasis(text('Deprecated.'))]);
    if (node.readOnly) facts.push([text('Read-only.')]);
    if (node.writeOnly) facts.push([text('Write-only.')]);
    if (node.constraints?.length) facts.push([text('Constraints: '), ...node.constraints.flatMap((c, i) => [...(i ? [text(', ')] : []), ...constraintInline(c)]), text('.')]);
    const meaning = node.enumDescriptions ?? {};
    if (node.enum?.length) {
      facts.push([text('One of: '), ...node.enum.flatMap((v, i) => [...(i ? [text(node.enumDescriptions ? '; ' : ', ')] : []), code(valueText(v)), ...historyInline(valueMarks?.[valueText(v)] && [valueMarks[valueText(v)]], false), ...(meaning[valueText(v)] ? [text(` (${meaning[valueText(v)]})`)] : [])]), text('.')]);
    }
    if (node.const) facts.push([text('Always '), code(valueText(node.const.value)), text('.')]);
    if (node.default) facts.push([text('Default: '), code(valueText(node.default.value)), text('.')]);
    if (node.examples?.length) facts.push([text('Example: '), code(valueText(node.examples[0])), text('.')]);
    if (node.required?.length) facts.push([text(`Requires: ${node.required.join(', ')}.`)]);
    if (node.externalDocs) facts.push([text('See also: '), link(node.externalDocs.url, text(node.externalDocs.description ?? node.externalDocs.url)), text('.')]);
    return facts;
  }

  /** The fields below a schema as a nested list, or undefined when it has none. */
  /** `at`: the view's id and marks, when the API's history marks fields in it. */
  fields(node: SchemaNode, depth: number, at?: Place): Block | undefined {
    const items = this.children(node, depth, at);
    return items.length ? list(items) : undefined;
  }

  private children(node: SchemaNode, depth: number, at?: Place): Block[][] {
    if (depth >= MAX_DEPTH) return [];
    if (node.ref !== undefined) {
      if (this.written.has(node.ref)) return [];
      this.written.add(node.ref);
      const named = this.schemas[node.ref];
      return named ? this.children(named, depth, at) : [];
    }
    // A field's place as the page's schema view names it (schema-view.ts): `.name`, `.additional`, `.pattern-1`; items and shapes keep their field's.
    const below = (part: string): Place | undefined => (at ? { key: `${at.key}.${part}`, history: at.history } : undefined);
    const items: Block[][] = [];
    for (const property of node.properties ?? []) items.push(this.propertyItem(property, depth, undefined, below(anchorPart(property.name))));
    if (node.additional) {
      const extra: PropertyNode = { name: '*', schema: node.additional === true ? { type: 'any' } : node.additional };
      items.push(this.propertyItem(extra, depth, 'any other key', below('additional')));
    }
    for (const [i, { pattern, schema }] of (node.patternProperties ?? []).entries()) items.push(this.propertyItem({ name: pattern, schema }, depth, 'any key matching this pattern', below(`pattern-${i + 1}`)));
    if (node.items) items.push(...this.children(node.items, depth, at));
    for (const [i, option] of (node.variants?.options ?? []).entries()) {
      const nested = this.fields(option, depth + 1, at);
      items.push([paragraph(text(`${node.variants!.kind === 'oneOf' ? 'One of' : 'Any of'}, option ${i + 1}: `), ...this.typeInline(option)), ...(nested ? [nested] : [])]);
    }
    if (node.discriminator) {
      const fallback = node.discriminator.defaultMapping;
      items.push([paragraph(text('Discriminated by '), code(node.discriminator.propertyName), ...(fallback ? [text('; when it is missing or any other value: '), code(fallback)] : []), text('.'))]);
    }
    return items;
  }

  private propertyItem(property: PropertyNode, depth: number, label?: string, at?: Place): Block[] {
    const resolved = this.resolve(property.schema);
    const place = at?.history[at.key];
    const head: Inline[] = [code(property.name), text(' ('), code(this.typeOf(property.schema)), text(property.required ? ', required)' : ')')];
    head.push(...historyInline(place?.marks, Boolean(property.schema.deprecated ?? resolved?.deprecated)));
    if (label) head.push(text(` ${label}`));
    const description = property.schema.description ?? resolved?.description;
    if (description) head.push(text(': '), ...markdownInline(description));
    for (const fact of this.facts(resolved, place?.values)) head.push(text(' '), ...fact);
    const nested = this.fields(property.schema, depth + 1, at);
    return [paragraph(...head), ...(nested ? [nested] : [])];
  }
}

/** How a parameter or header is serialized, when the spec says: ` Serialization: style form, not exploded.` */
function serializationInline(how: Serialization): Inline[] {
  const phrases = serializationPhrases(how);
  return phrases.length ? [text(` Serialization: ${phrases.join(', ')}.`)] : [];
}

/** A regular expression is code: `pattern ^a+$` shows its pattern verbatim. */
function constraintInline(constraint: string): Inline[] {
  const pattern = /^(key )?pattern (.*)$/s.exec(constraint);
  return pattern ? [text(`${pattern[1] ?? ''}pattern `), code(pattern[2])] : [text(constraint)];
}
