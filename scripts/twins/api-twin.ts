/**
 * API twins written from the OpenAPI model: an operation with its method, path, servers,
 * authentication, every parameter, request and response schemas as nested lists, the examples,
 * the curl sample and the `sand` commands that call it; the API landing and overview pages.
 */
import { toJson } from '../openapi/examples.ts';
import { schemasFor, type ApiModel, type MediaContent, type Operation, type Parameter, type SecurityRequirement, type ServerInfo } from '../openapi/model.ts';
import type { PropertyNode, SchemaNode } from '../openapi/schema.ts';
import { curl } from '../../shared/api/samples/curl.ts';
import { serializationPhrases, type Serialization } from '../../shared/api/serialization.ts';
import { buildSampleRequest } from '../openapi/sample-request.ts';
import { shortenExample } from '../openapi/shorten.ts';
import { code, codeBlock, emphasis, heading, link, list, markdownBlocks, markdownInline, paragraph, strong, table, text, type Block, type Inline } from './markdown.ts';
import { valueText } from '../../shared/value-text.ts';

export interface ApiTwinOptions {
  /** The route of an operation's page (undefined: it has none, shown unlinked). */
  hrefOf(op: Operation): string | undefined;
  /** The route of the API's landing and overview pages. */
  landingHref: string;
  overviewHref: string;
  /** operationId → the `sand` commands that call it. */
  cliCommands?: ReadonlyMap<string, ReadonlyArray<{ command: string; href: string }>>;
  /** Environment variable the curl sample reads the key from. */
  authEnv?: string;
  /** Files the overview offers for download. */
  downloads?: ReadonlyArray<{ href: string; label: string; description: string }>;
  /** Examples whose JSON is longer are shortened, as on the pages of a large API. */
  exampleMaxBytes?: number;
}

/** Schema levels written out below a field before the rest is left to the page. */
const MAX_DEPTH = 8;

export function operationTwin(model: ApiModel, op: Operation, options: ApiTwinOptions): Block[] {
  const schemas = schemasFor(model, op);
  const writer = new SchemaWriter(schemas);
  const webhook = op.webhook !== undefined;
  const blocks: Block[] = [heading(1, text(op.summary)), paragraph(code(`${op.method.toUpperCase()} ${op.path}`))];
  if (webhook) blocks.push(paragraph(strong(text('Webhook.')), text(` ${model.title} sends this request to your endpoint: your server receives it, you do not call it.`)));
  if (op.deprecated) blocks.push(paragraph(strong(text('Deprecated.')), text(` This ${webhook ? 'webhook' : 'operation'} may be removed in a future version.`)));
  if (op.description) blocks.push(...markdownBlocks(op.description, 1));
  if (webhook) blocks.push(paragraph(text('Webhook: '), code(op.webhook!), text('. '), link(options.landingHref, text('All operations and webhooks'))));
  else blocks.push(paragraph(text('Operation ID: '), code(op.operationId), text('. Tag: '), text(op.tags.join(', ') || op.tag), text('. '), link(options.landingHref, text('All operations'))));
  if (op.externalDocs) blocks.push(paragraph(text('See also: '), link(op.externalDocs.url, text(op.externalDocs.description ?? op.externalDocs.url))));
  blocks.push(...serversBlocks(op.servers, 2));
  if (!webhook || op.security.length > 0) blocks.push(heading(2, text('Authentication')), ...securityBlocks(model, op.security));
  blocks.push(...requestAndResponses(op, writer, 2, options));

  if (op.callbacks?.length) {
    blocks.push(heading(2, text('Callbacks')), paragraph(text('Requests the API sends to a URL you give in this call, after it returns.')));
    for (const callback of op.callbacks) {
      const cb = callback.operation;
      blocks.push(heading(3, text(`${callback.name}: ${cb.method.toUpperCase()} ${callback.expression}`)));
      if (cb.description) blocks.push(...markdownBlocks(cb.description, 3));
      blocks.push(...requestAndResponses(cb, writer, 4, options));
    }
  }

  if (!webhook) {
    const sample = buildSampleRequest(model, op, schemas, { authEnv: options.authEnv });
    blocks.push(heading(2, text('Example request (curl)')), codeBlock(curl.generate(sample), curl.lang));
  }

  const commands = options.cliCommands?.get(op.operationId) ?? [];
  if (commands.length && !webhook) {
    blocks.push(heading(2, text('CLI commands that call this operation')));
    blocks.push(list(commands.map((c) => [link(c.href, code(c.command))])));
  }
  return blocks;
}

/** Parameters, body and responses of an operation, a webhook (its body is the payload) or a callback, headings from `depth`. */
function requestAndResponses(op: Operation, writer: SchemaWriter, depth: number, options: ApiTwinOptions): Block[] {
  const blocks: Block[] = [];
  const webhook = op.webhook !== undefined;
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const params = op.parameters.filter((p) => p.in === where);
    if (params.length === 0) continue;
    blocks.push(heading(depth, text(webhook && where === 'header' ? 'Headers' : `${where[0].toUpperCase()}${where.slice(1)} parameters`)), parameterTable(params, writer));
  }

  if (op.requestBody) {
    blocks.push(heading(depth, text(webhook ? 'Payload' : 'Request body')));
    blocks.push(paragraph(text(op.requestBody.required ? 'Required.' : 'Optional.')));
    if (op.requestBody.description) blocks.push(...markdownBlocks(op.requestBody.description, depth));
    for (const content of op.requestBody.contents) blocks.push(...mediaBlocks(content, writer, depth + 1, options));
  }

  if (op.responses.length === 0) return blocks;
  blocks.push(heading(depth, text(webhook ? 'Responses your endpoint sends' : 'Responses')));
  for (const response of op.responses) {
    blocks.push(heading(depth + 1, text(response.status === 'default' ? 'Default response' : response.status)));
    if (response.description) blocks.push(...markdownBlocks(response.description, depth + 1));
    if (response.headers.length) {
      blocks.push(paragraph(strong(text('Headers'))));
      blocks.push(table(['Header', 'Type', 'Required', 'Description'], response.headers.map((h) => [
        [code(h.name), ...(h.deprecated ? [text(' (deprecated)')] : [])],
        writer.typeOf(h.schema),
        h.required ? 'yes' : 'no',
        [...describe(h.description, h.schema, writer), ...(h.examples ?? []).flatMap((e) => [text(' Example: '), code(valueText(e))]), ...serializationInline(h)],
      ])));
    }
    for (const content of response.contents) blocks.push(...mediaBlocks(content, writer, depth + 2, options));
    if (response.links?.length) {
      blocks.push(paragraph(strong(text('Links'))));
      blocks.push(list(response.links.map((l) => [
        text(`${l.name}: `),
        code(l.operationId ?? l.operationRef ?? l.name),
        ...(l.description ? [text(' '), ...markdownInline(l.description)] : []),
        ...l.parameters.flatMap((p) => [text(' '), code(`${p.name} = ${p.value}`)]),
        ...(l.requestBody ? [text(' request body '), code(l.requestBody)] : []),
      ])));
    }
  }
  return blocks;
}

function serversBlocks(servers: ServerInfo[], depth: number): Block[] {
  if (servers.length === 0) return [];
  return [
    heading(depth, text(servers.length === 1 ? 'Server' : 'Servers')),
    list(servers.map((s) => {
      const item: Inline[] = [code(s.url)];
      if (s.description) item.push(text(': '), ...markdownInline(s.description));
      for (const v of s.variables ?? []) item.push(text(`; `), code(`{${v.name}}`), text(` defaults to `), code(v.default), ...(v.enum ? [text(` (one of ${v.enum.join(', ')})`)] : []));
      return item;
    })),
  ];
}

function securityBlocks(model: ApiModel, requirements: SecurityRequirement[]): Block[] {
  if (requirements.length === 0 || requirements.some((r) => r.length === 0)) return [paragraph(text('None: this operation needs no credentials.'))];
  const alternatives = requirements.map((requirement) =>
    requirement.flatMap((item, i) => {
      const scheme = model.securitySchemes.find((s) => s.key === item.key);
      const parts: Inline[] = [...(i > 0 ? [text(' and ')] : []), strong(text(item.key))];
      if (scheme) parts.push(text(` (${schemeText(scheme)})`));
      if (item.scopes.length) parts.push(text(', scopes '), ...item.scopes.flatMap((scope, j) => [...(j ? [text(', ')] : []), code(scope)]));
      return parts;
    }),
  );
  return [paragraph(text(alternatives.length > 1 ? 'Any one of:' : 'Required:')), list(alternatives)];
}

function schemeText(scheme: ApiModel['securitySchemes'][number]): string {
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`.trim();
  if (scheme.type === 'apiKey') return `API key in the ${scheme.in} ${scheme.in === 'header' ? '' : 'parameter '}${scheme.name}`.replace(/\s+/g, ' ');
  return scheme.type;
}

function parameterTable(params: Parameter[], writer: SchemaWriter): Block {
  return table(['Name', 'Type', 'Required', 'Description'], params.map((p) => [
    [code(p.name), ...(p.deprecated ? [text(' (deprecated)')] : [])],
    writer.typeOf(p.schema),
    p.required ? 'yes' : 'no',
    [
      ...describe(p.description, p.schema, writer),
      ...(p.examples
        ? p.examples.flatMap((e) => [text(` Example${e.summary || e.name ? ` "${e.summary ?? e.name}"` : ''}: `), code(valueText(e.value))])
        : p.example !== undefined ? [text(' Example: '), code(valueText(p.example))] : []),
      ...serializationInline(p),
    ],
  ]));
}

/** A description followed by the schema's constraints, default and allowed values, for a table cell or a list item. */
function describe(description: string | undefined, schema: SchemaNode | undefined, writer: SchemaWriter): Inline[] {
  const inline: Inline[] = description ? markdownInline(description) : [];
  const resolved = writer.resolve(schema);
  if (!description && resolved?.description) inline.push(...markdownInline(resolved.description));
  for (const fact of writer.facts(resolved)) inline.push(...(inline.length ? [text(' ')] : []), ...fact);
  return inline;
}

function mediaBlocks(content: MediaContent, writer: SchemaWriter, depth: number, options: ApiTwinOptions): Block[] {
  const blocks: Block[] = [paragraph(text('Content type: '), code(content.mediaType))];
  if (content.schema) {
    blocks.push(paragraph(text('Schema: '), ...writer.typeInline(content.schema)));
    const fields = writer.fields(content.schema, 0);
    if (fields) blocks.push(fields);
    else if (content.schema.ref !== undefined && writer.wasWritten(content.schema.ref)) blocks.push(paragraph(text(`Fields of ${content.schema.ref} as listed above.`)));
  }
  if (content.encoding?.length) {
    blocks.push(paragraph(strong(text('Parts'))));
    blocks.push(list(content.encoding.map((part) => [
      code(part.name),
      ...(part.contentType ? [text(': sent as '), code(part.contentType)] : []),
      ...(part.headers?.length ? [text('; part headers '), text(part.headers.join(', '))] : []),
      ...serializationPhrases(part).map((phrase) => text(`; ${phrase}`)),
    ])));
  }
  for (const ex of content.externalExamples ?? []) blocks.push(paragraph(text(`Example "${ex.summary ?? ex.name}"${ex.description ? ` (${ex.description})` : ''}: `), link(ex.url, text(ex.url))));
  content.examples.forEach((example, i) => {
    const label = example.summary ?? example.name ?? (content.examples.length > 1 ? `Example ${i + 1}` : 'Example');
    const shown = options.exampleMaxBytes ? shortenExample(example.value, options.exampleMaxBytes) : { value: example.value };
    blocks.push(heading(depth, text(label + (example.generated ? ' (generated from the schema)' : '') + (shown.note ? ` (${shown.note})` : ''))));
    if (example.description) blocks.push(...markdownBlocks(example.description, depth));
    blocks.push(codeBlock(typeof shown.value === 'string' && !/json/i.test(content.mediaType) ? shown.value : toJson(shown.value), /json/i.test(content.mediaType) ? 'json' : typeof shown.value === 'string' ? 'text' : 'json'));
  });
  return blocks;
}

/**
 * Schemas as nested lists. A named schema is written out where it first appears on the page and
 * referred to by name after that, so circular and shared schemas stay finite.
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

  /** Constraints, enum, default and examples, one phrase each. */
  facts(node: SchemaNode | undefined): Inline[][] {
    if (!node) return [];
    const facts: Inline[][] = [];
    if (node.deprecated) facts.push([emphasis(text('Deprecated.'))]);
    if (node.readOnly) facts.push([text('Read-only.')]);
    if (node.writeOnly) facts.push([text('Write-only.')]);
    if (node.constraints?.length) facts.push([text('Constraints: '), ...node.constraints.flatMap((c, i) => [...(i ? [text(', ')] : []), ...constraintInline(c)]), text('.')]);
    const meaning = node.enumDescriptions ?? {};
    if (node.enum?.length) {
      facts.push([text('One of: '), ...node.enum.flatMap((v, i) => [...(i ? [text(node.enumDescriptions ? '; ' : ', ')] : []), code(valueText(v)), ...(meaning[valueText(v)] ? [text(` (${meaning[valueText(v)]})`)] : [])]), text('.')]);
    }
    if (node.const) facts.push([text('Always '), code(valueText(node.const.value)), text('.')]);
    if (node.default) facts.push([text('Default: '), code(valueText(node.default.value)), text('.')]);
    if (node.examples?.length) facts.push([text('Example: '), code(valueText(node.examples[0])), text('.')]);
    if (node.required?.length) facts.push([text(`Requires: ${node.required.join(', ')}.`)]);
    if (node.externalDocs) facts.push([text('See also: '), link(node.externalDocs.url, text(node.externalDocs.description ?? node.externalDocs.url)), text('.')]);
    return facts;
  }

  /** The fields below a schema as a nested list, or undefined when it has none. */
  fields(node: SchemaNode, depth: number): Block | undefined {
    const items = this.children(node, depth);
    return items.length ? list(items) : undefined;
  }

  private children(node: SchemaNode, depth: number): Block[][] {
    if (depth >= MAX_DEPTH) return [];
    if (node.ref !== undefined) {
      if (this.written.has(node.ref)) return [];
      this.written.add(node.ref);
      const named = this.schemas[node.ref];
      return named ? this.children(named, depth) : [];
    }
    const items: Block[][] = [];
    for (const property of node.properties ?? []) items.push(this.propertyItem(property, depth));
    if (node.additional) {
      const extra: PropertyNode = { name: '*', schema: node.additional === true ? { type: 'any' } : node.additional };
      items.push(this.propertyItem(extra, depth, 'any other key'));
    }
    for (const { pattern, schema } of node.patternProperties ?? []) items.push(this.propertyItem({ name: pattern, schema }, depth, 'any key matching this pattern'));
    if (node.items) items.push(...this.children(node.items, depth));
    for (const [i, option] of (node.variants?.options ?? []).entries()) {
      const nested = this.fields(option, depth + 1);
      items.push([paragraph(text(`${node.variants!.kind === 'oneOf' ? 'One of' : 'Any of'}, option ${i + 1}: `), ...this.typeInline(option)), ...(nested ? [nested] : [])]);
    }
    if (node.discriminator) items.push([paragraph(text('Discriminated by '), code(node.discriminator.propertyName), text('.'))]);
    return items;
  }

  private propertyItem(property: PropertyNode, depth: number, label?: string): Block[] {
    const resolved = this.resolve(property.schema);
    const head: Inline[] = [code(property.name), text(' ('), code(this.typeOf(property.schema)), text(property.required ? ', required)' : ')')];
    if (label) head.push(text(` ${label}`));
    const description = property.schema.description ?? resolved?.description;
    if (description) head.push(text(': '), ...markdownInline(description));
    for (const fact of this.facts(resolved)) head.push(text(' '), ...fact);
    const nested = this.fields(property.schema, depth + 1);
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

/** The API landing: every tag with its operations. */
export function landingTwin(model: ApiModel, title: string, options: ApiTwinOptions): Block[] {
  const blocks: Block[] = [heading(1, text(title))];
  blocks.push(paragraph(text(`${model.title} ${model.version}: ${model.operations.length} operations in ${model.tags.length} groups${model.webhooks.length ? `, ${model.webhooks.length} webhooks` : ''}. `), link(options.overviewHref, text('Overview, servers and authentication'))));
  if (model.summary) blocks.push(paragraph(text(model.summary)));
  for (const tag of model.tags) {
    blocks.push(heading(2, text(tag.displayName ?? tag.name)));
    if (tag.description) blocks.push(...markdownBlocks(tag.description, 2));
    if (tag.externalDocs) blocks.push(paragraph(text('See also: '), link(tag.externalDocs.url, text(tag.externalDocs.description ?? tag.externalDocs.url))));
    blocks.push(list(tag.operations.map((op) => operationItem(op, options))));
  }
  if (model.webhooks.length > 0) {
    blocks.push(heading(2, text('Webhooks')));
    blocks.push(paragraph(text('Requests the API sends to your endpoint when something happens: your server receives them; you do not call them.')));
    blocks.push(list(model.webhooks.map((op) => operationItem(op, options))));
  }
  return blocks;
}

export function operationItem(op: Operation, options: ApiTwinOptions): Inline[] {
  const href = options.hrefOf(op);
  return [href ? link(href, text(op.summary)) : text(op.summary), text(' '), code(`${op.method.toUpperCase()} ${op.path}`)];
}

/** The API overview: version, servers, authentication, downloads and the description. */
export function overviewTwin(model: ApiModel, options: ApiTwinOptions): Block[] {
  const blocks: Block[] = [heading(1, text(model.title))];
  blocks.push(paragraph(text(`Version ${model.version}, OpenAPI ${model.openapi}. `), link(options.landingHref, text('All operations'))));
  if (model.summary) blocks.push(paragraph(text(model.summary)));
  if (options.downloads?.length) {
    blocks.push(heading(2, text('Download the specification')));
    blocks.push(list(options.downloads.map((d) => [link(d.href, code(d.label)), text(`: ${d.description}`)])));
  }
  if (model.description) blocks.push(...markdownBlocks(model.description, 1));
  blocks.push(...serversBlocks(model.servers, 2));
  if (model.securitySchemes.length) {
    blocks.push(heading(2, text('Security schemes')));
    blocks.push(list(model.securitySchemes.map((s) => [
      strong(text(s.key)),
      text(` (${schemeText(s)})`),
      ...(s.description ? [text(': '), ...markdownInline(s.description)] : []),
      ...(s.flows ?? []).flatMap((f) => [
        text(` Flow ${f.flow}`),
        ...(f.authorizationUrl ? [text(', authorization URL '), code(f.authorizationUrl)] : []),
        ...(f.tokenUrl ? [text(', token URL '), code(f.tokenUrl)] : []),
        ...(f.refreshUrl ? [text(', refresh URL '), code(f.refreshUrl)] : []),
        ...f.scopes.flatMap((scope, i) => [text(i === 0 ? ', scopes: ' : '; '), code(scope), ...(f.scopeDescriptions?.[scope] ? [text(` ${f.scopeDescriptions[scope]}`)] : [])]),
        text('.'),
      ]),
    ])));
  }
  const about: Inline[][] = [];
  if (model.contact) about.push([text('Contact: '), text([model.contact.name, model.contact.email, model.contact.url].filter(Boolean).join(', '))]);
  if (model.license) about.push([text('License: '), model.license.url ? link(model.license.url, text(model.license.name ?? model.license.url)) : text(model.license.name ?? ''), ...(model.license.identifier ? [text(' (SPDX '), code(model.license.identifier), text(')')] : [])]);
  if (model.termsOfService) about.push([text('Terms of service: '), link(model.termsOfService, text(model.termsOfService))]);
  if (model.externalDocs) about.push([link(model.externalDocs.url, text(model.externalDocs.description ?? model.externalDocs.url))]);
  if (about.length) blocks.push(heading(2, text('About')), list(about));
  return blocks;
}
