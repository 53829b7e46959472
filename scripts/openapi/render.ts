import type { FileRecord } from '../lib/files.ts';
import { toJson } from './examples.ts';
import { firstSentence, splitMarkdownSections } from './markdown-sections.ts';
import { metaRecords } from '../lib/meta.ts';
import { tagLabel, WEBHOOKS_ANCHOR, WEBHOOKS_INTRO, type ApiLayout, type ApiPage, type Subgroup } from './layout.ts';
import { schemasFor, type ApiModel, type MediaContent, type Operation, type SecurityRequirement, type TagGroup } from './model.ts';
import { schemaDataPath } from './schema-data.ts';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index.ts';
import { shortenExample } from './shorten.ts';
import { buildSampleRequest, type SampleOptions } from './sample-request.ts';
import { tryItData } from './try-it-data.ts';
import type { SchemaNode } from './schema.ts';
import { SECTION_SCHEMAS_FILE } from '../../shared/api/section-files.ts';
import { callbackIds, parameterViewId, requestBodyViewId, responseBodyViewId, responseHeaderViewId, responseId, tagAnchor } from '../../shared/api/anchors.ts';
import type { ApiBlock, ApiPageModel, ApiSectionModel } from '../../shared/api/page-model.ts';
import { codeBlock as fence, component, heading, page, paragraph } from './page-blocks.ts';
import { highlightPages, sectionModelRecord, stubPage } from '../lib/generated-pages.ts';


export interface CliCommandLink {
  command: string;
  href: string;
}

export interface DownloadFile {
  href: string;
  label: string;
  description: string;
}

export interface RenderOptions extends SampleOptions {
  /** URL path the pages are served under. */
  routeBase?: string;
  /** Files offered on the overview page (they must exist on the site). */
  downloads?: DownloadFile[];
  /** operationId → `sand` commands that call the operation. */
  cliCommands?: Record<string, CliCommandLink[]> | Map<string, CliCommandLink[]>;
  /** Where an operation's tag links to; default: the tag's heading on the landing page. */
  tagHref?: (tag: string) => string;
  /**
   * Code blocks as `<ApiCode>` data instead of highlighted code: not highlighted at all, which
   * halves the size of a large API's pages and keeps its generation fast.
   */
  plainCode?: boolean;
  /** Examples whose JSON is longer are shown shortened (see shorten.ts). */
  exampleMaxBytes?: number;
  /**
   * URL of an operation's schema data file (schema-data.ts): its schema views then render a
   * bounded part of each tree and load deeper levels from that file when opened.
   */
  schemaDataHref?: (op: Operation) => string;
  /** Where the list of webhooks is (layout.ts). */
  webhooksHref?: string;
  /** The page of the operation with this operationId (response links point there). */
  operationHref?: (operationId: string) => string | undefined;
}

/**
 * A page as the generator lays it out: its front matter (kept in the page's file, for the sidebar,
 * search and twins) and its blocks (kept in the section's model file).
 */
export interface ApiPageDoc {
  frontmatter: Record<string, unknown>;
  page: ApiPageModel;
}

const doc = (data: Record<string, unknown>, blocks: ApiBlock[]): ApiPageDoc => ({ frontmatter: data, page: page(blocks) });

function codeBlock(options: RenderOptions, lang: string, code: string): ApiBlock {
  return options.plainCode ? component('ApiCode', { lang, code }) : fence(lang, code, 'copy=true');
}

const STATUS_TEXT: Record<string, string> = {
  '100': 'Continue', '101': 'Switching Protocols', '200': 'OK', '201': 'Created', '202': 'Accepted', '203': 'Non-Authoritative Information',
  '204': 'No Content', '205': 'Reset Content', '206': 'Partial Content', '207': 'Multi-Status', '300': 'Multiple Choices', '301': 'Moved Permanently',
  '302': 'Found', '303': 'See Other', '304': 'Not Modified', '307': 'Temporary Redirect', '308': 'Permanent Redirect', '400': 'Bad Request',
  '401': 'Unauthorized', '402': 'Payment Required', '403': 'Forbidden', '404': 'Not Found', '405': 'Method Not Allowed', '406': 'Not Acceptable',
  '408': 'Request Timeout', '409': 'Conflict', '410': 'Gone', '411': 'Length Required', '412': 'Precondition Failed', '413': 'Content Too Large',
  '415': 'Unsupported Media Type', '416': 'Range Not Satisfiable', '417': 'Expectation Failed', '418': "I'm a teapot", '422': 'Unprocessable Content',
  '423': 'Locked', '424': 'Failed Dependency', '425': 'Too Early', '426': 'Upgrade Required', '428': 'Precondition Required', '429': 'Too Many Requests',
  '431': 'Request Header Fields Too Large', '451': 'Unavailable For Legal Reasons', '500': 'Internal Server Error', '501': 'Not Implemented',
  '502': 'Bad Gateway', '503': 'Service Unavailable', '504': 'Gateway Timeout', '505': 'HTTP Version Not Supported',
};

export function statusLabel(status: string): string {
  if (status === 'default') return 'Default response';
  if (/^\dXX$/i.test(status)) return `${status.toUpperCase()} responses`;
  return STATUS_TEXT[status] ? `${status} ${STATUS_TEXT[status]}` : status;
}

function markdownBlock(source: string | undefined, headingShift = 0): ApiBlock[] {
  if (!source || source.trim() === '') return [];
  return [component('Markdown', headingShift ? { source, headingShift } : { source })];
}

/** Markdown whose top headings become page headings (for the TOC), each body staying data. */
function markdownWithHeadings(source: string | undefined, minLevel: 2 | 3 = 2): ApiBlock[] {
  if (!source) return [];
  const out: ApiBlock[] = [];
  for (const section of splitMarkdownSections(source)) {
    if (section.heading) {
      const level = Math.max(section.heading.level, minLevel) as 2 | 3 | 4 | 5 | 6;
      out.push(heading(level, section.heading.text));
    }
    out.push(...markdownBlock(section.body));
  }
  return out;
}

function exampleBlocks(content: MediaContent, options: RenderOptions): ApiBlock[] {
  const out: ApiBlock[] = [];
  for (const ex of content.examples) {
    let label = ex.generated ? 'Example (generated from the schema)' : ex.summary ?? (ex.name && content.examples.length > 1 ? ex.name : 'Example');
    const lang = /json/i.test(content.mediaType) || typeof ex.value !== 'string' ? 'json' : /xml/i.test(content.mediaType) ? 'xml' : /yaml/i.test(content.mediaType) ? 'yaml' : 'text';
    let value = ex.value;
    if (options.exampleMaxBytes !== undefined && lang === 'json') {
      const shown = shortenExample(ex.value, options.exampleMaxBytes);
      value = shown.value;
      if (shown.note) label = `${label} (${shown.note})`;
    }
    const text = typeof value === 'string' && lang !== 'json' ? value : toJson(value);
    out.push(component('ApiExampleLabel', { label }), ...markdownBlock(ex.description, 4), codeBlock(options, lang, text));
  }
  return out;
}

/** Examples the spec keeps at their own URL (`externalValue`): linked, under the schema they illustrate. */
function externalExamples(content: MediaContent): ApiBlock[] {
  return (content.externalExamples ?? []).map((ex) => component('ApiExternalDocs', { url: ex.url, description: `Example: ${ex.summary ?? ex.name}${ex.description ? ` (${ex.description})` : ''}` }));
}

function securityLabels(model: ApiModel, requirements: SecurityRequirement[]) {
  return requirements.map((req) => req.map(({ key, scopes }) => {
    const scheme = model.securitySchemes.find((s) => s.key === key);
    let how = key;
    if (scheme?.type === 'http') how = scheme.scheme === 'bearer' ? 'Bearer token in the Authorization header' : scheme.scheme === 'basic' ? 'HTTP Basic authentication' : `HTTP ${scheme.scheme ?? ''} authentication`;
    else if (scheme?.type === 'apiKey') how = `API key in the ${scheme.name} ${scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header'}`;
    else if (scheme?.type === 'oauth2') how = 'OAuth 2.0 access token';
    else if (scheme?.type === 'openIdConnect') how = 'OpenID Connect token';
    else if (scheme?.type === 'mutualTLS') how = 'Mutual TLS client certificate';
    return { scheme: key, how, scopes };
  }));
}

function cliCommandsFor(options: RenderOptions, op: Operation): CliCommandLink[] {
  const map = options.cliCommands;
  if (!map) return [];
  const list = map instanceof Map ? map.get(op.operationId) : map[op.operationId];
  return list ?? [];
}

/**
 * Bodies already shown on a page, by schema. Six error responses of one `Error` schema showed its
 * fields six times (a third of an operation page); a repeat now links to the first, and keeps its
 * own description and example.
 */
class ShownSchemas {
  private first = new Map<string, { href: string; label: string }>();

  /** The first showing of a body shown before on the page (nothing the first time, nor for a bare scalar). */
  sameAs(schema: SchemaNode | undefined, href: string, label: string): { href: string; label: string } | undefined {
    if (!schema || !(schema.ref || schema.properties || schema.items || schema.variants || schema.additional)) return undefined;
    const key = JSON.stringify(schema);
    const earlier = this.first.get(key);
    if (earlier) return earlier;
    this.first.set(key, { href, label });
    return undefined;
  }
}

/** A highlighter language for an `x-codeSamples` language name (`JavaScript`, `cURL`, `C#`…). */
function fenceLang(lang: string): string {
  const name = lang.toLowerCase().replace(/[^a-z0-9+#]/g, '');
  const known: Record<string, string> = { curl: 'bash', shell: 'bash', sh: 'bash', javascript: 'js', node: 'js', nodejs: 'js', typescript: 'ts', 'c#': 'csharp', csharp: 'csharp', golang: 'go' };
  return known[name] ?? (/^[a-z0-9]+$/.test(name) ? name : 'text');
}

/**
 * The right-hand column: request samples in language tabs and the response examples by status
 * (`components/api/OperationAside.tsx`). On a narrow screen it follows the summary.
 */
function operationAside(model: ApiModel, op: Operation, schemas: Record<string, SchemaNode>, options: RenderOptions): ApiBlock {
  const request = buildSampleRequest(model, op, schemas, options);
  const own = (op.codeSamples ?? []).map((sample, i) => ({ id: `spec-${i + 1}`, label: sample.label, lang: fenceLang(sample.lang), code: sample.source }));
  const tabs = [...SAMPLE_GENERATORS.map((g) => ({ id: g.id, label: g.label })), ...own.map(({ id, label }) => ({ id, label }))];
  const samples = [
    ...SAMPLE_GENERATORS.map((generator) => codeBlock(options, generator.lang, generator.generate(request))),
    ...own.map((sample) => codeBlock(options, sample.lang, sample.code)),
  ];
  const children: ApiBlock[] = [component('ApiRequestSamples', { tabs }, samples)];
  const withExamples = op.responses.filter((r) => r.contents.some((c) => c.examples.length > 0));
  if (withExamples.length > 0) {
    const items = withExamples.map((r) => ({
      status: r.status,
      label: statusLabel(r.status),
      anchor: responseBodyViewId(r.status, r.contents.length, r.contents[0].mediaType),
    }));
    const examples = withExamples.map((response) =>
      component('ApiResponseExample', { status: response.status }, response.contents.flatMap((content) => [
        ...(response.contents.length > 1 ? [component('ApiExampleLabel', { label: content.mediaType })] : []),
        ...exampleBlocks(content, options),
      ])),
    );
    children.push(component('ApiResponseExamples', { items }, examples));
  }
  return component('ApiOperationAside', {}, children);
}

/** A webhook's payload examples in the right-hand column, with the responses its receiver may send. */
function webhookAside(op: Operation, options: RenderOptions): ApiBlock {
  const payload = (op.requestBody?.contents ?? []).filter((c) => c.examples.length > 0);
  const children: ApiBlock[] = [];
  if (payload.length > 0) {
    children.push(component('ApiPayloadExample', {}, payload.flatMap((content) => [
      ...(payload.length > 1 ? [component('ApiExampleLabel', { label: content.mediaType })] : []),
      ...exampleBlocks(content, options),
    ])));
  }
  return component('ApiOperationAside', { label: 'Example payload' }, children);
}

interface SectionIds {
  /** Start of every view id (empty on the operation itself; a callback's id and `-` for a callback). */
  prefix: string;
  /** Level of the section headings (h2 on the page, h4 inside a callback). */
  level: 2 | 4;
  /** The URL of the page's schema data file (schema-data.ts), for its schema views. */
  dataHref?: string;
  shown: ShownSchemas;
}

/** Parameters, request body and responses of an operation, a webhook or a callback. */
function requestAndResponses(op: Operation, ids: SectionIds, options: RenderOptions): ApiBlock[] {
  const { prefix, level, dataHref, shown } = ids;
  const h = (n: number, text: string, customId?: string) => heading((level + n) as 2 | 3 | 4 | 5, text, customId);
  const out: ApiBlock[] = [];
  const webhook = op.webhook !== undefined;
  const locations: Array<[string, string]> = [['path', 'Path parameters'], ['query', 'Query parameters'], ['header', webhook ? 'Headers' : 'Header parameters'], ['cookie', 'Cookie parameters']];
  if (op.parameters.length > 0) {
    if (!webhook) out.push(h(0, 'Parameters'));
    for (const [location, title] of locations) {
      const params = op.parameters.filter((p) => p.in === location);
      if (params.length === 0) continue;
      out.push(webhook ? h(0, title) : h(1, title));
      out.push(component('ApiParameters', { params: params.map((p) => ({ ...p, anchor: parameterViewId(location, p.name, prefix) })), dataHref }));
    }
  }

  if (op.requestBody && op.requestBody.contents.length > 0) {
    // A webhook's body is the payload the reader's endpoint receives; the id stays `request-body`.
    out.push(webhook ? h(0, 'Payload', 'request-body') : prefix ? h(0, 'Request body', `${prefix}request-body`) : h(0, 'Request body'));
    out.push(...markdownBlock(op.requestBody.description, level));
    for (const content of op.requestBody.contents) {
      // The heading already has the id `{prefix}request-body`; only extra media types need their own.
      const id = requestBodyViewId(op.requestBody.contents.length, content.mediaType, prefix);
      const sameAs = shown.sameAs(content.schema, `#${id}`, webhook ? 'Payload' : 'Request body');
      out.push(component('ApiSchema', {
        idPrefix: id,
        sectionId: id === `${prefix}request-body` ? undefined : id,
        mediaType: content.mediaType,
        required: op.requestBody.required,
        schema: content.schema ?? null,
        sameAs,
        dataHref,
      }));
      if (content.encoding) out.push(component('ApiEncoding', { parts: content.encoding }));
      out.push(...externalExamples(content));
      // A webhook's payload example is in the right-hand column.
      if (!webhook) out.push(...exampleBlocks(content, options));
    }
  }

  if (op.responses.length > 0) {
    out.push(webhook ? h(0, 'Responses your endpoint sends', 'responses') : prefix ? h(0, 'Responses', `${prefix}responses`) : h(0, 'Responses'));
    if (webhook) out.push(paragraph('Answer with one of these to tell the sender how delivery went.'));
    for (const response of op.responses) {
      // Inside a callback the status heading needs its own id (the page has its own `response-200`),
      // in lower case as the theme writes heading ids (`…-response-4xx`).
      const headingId = prefix ? responseId(response.status, prefix).toLowerCase() : undefined;
      out.push(h(1, statusLabel(response.status), headingId));
      out.push(...markdownBlock(response.description, level + 1));
      if (response.headers.length > 0) {
        out.push(component('ApiResponseHeaders', { headers: response.headers.map((hd) => ({ ...hd, anchor: responseHeaderViewId(response.status, hd.name, prefix) })), dataHref }));
      }
      for (const content of response.contents) {
        const id = responseBodyViewId(response.status, response.contents.length, content.mediaType, prefix);
        const sameAs = shown.sameAs(content.schema, `#${id}`, statusLabel(response.status));
        out.push(component('ApiSchema', { idPrefix: id, sectionId: id === headingId ? undefined : id, mediaType: content.mediaType, schema: content.schema ?? null, sameAs, dataHref }));
        out.push(...externalExamples(content));
        // An operation's response examples are in the right-hand column; a callback's and a webhook's are here.
        if (prefix || webhook) out.push(...exampleBlocks(content, options));
      }
      if (response.links) {
        out.push(component('ApiResponseLinks', {
          links: response.links.map((link) => ({ ...link, href: link.operationId ? options.operationHref?.(link.operationId) : undefined })),
        }));
      }
    }
  }
  return out;
}

/** An operation's callbacks: each request the API makes to a URL the caller gave, with its own section id. */
function callbackSections(op: Operation, dataHref: string | undefined, shown: ShownSchemas, options: RenderOptions): ApiBlock[] {
  const callbacks = op.callbacks ?? [];
  if (callbacks.length === 0) return [];
  const out: ApiBlock[] = [heading(2, 'Callbacks')];
  out.push(paragraph('Requests the API sends to a URL you give in this call, after it returns.'));
  const ids = callbackIds(callbacks.map((c) => ({ name: c.name, method: c.operation.method })));
  callbacks.forEach((callback, i) => {
    const cb = callback.operation;
    out.push(heading(3, callback.name, ids[i]));
    out.push(component('ApiCallbackHeader', { method: cb.method, expression: callback.expression, summary: cb.summary !== `${cb.method.toUpperCase()} ${cb.path}` ? cb.summary : undefined, deprecated: cb.deprecated || undefined }));
    out.push(...markdownBlock(cb.description, 3));
    out.push(...requestAndResponses(cb, { prefix: `${ids[i]}-`, level: 4, dataHref, shown }, options));
  });
  return out;
}

/** The page of one operation, or of one webhook (a request the API sends: no Try it, no samples of a call to it). */
export function renderOperationPage(model: ApiModel, op: Operation, options: RenderOptions = {}): ApiPageDoc {
  const routeBase = options.routeBase ?? '/api';
  const schemas = schemasFor(model, op);
  const webhook = op.webhook !== undefined;
  const out: ApiBlock[] = [];
  const dataHref = options.schemaDataHref?.(op);
  out.push(heading(1, op.summary));
  out.push(component('ApiOperationHeader', {
    method: op.method,
    path: op.path,
    deprecated: op.deprecated || undefined,
    ...(webhook
      ? { webhook: { sender: model.title, listHref: options.webhooksHref ?? `${routeBase}#${WEBHOOKS_ANCHOR}` } }
      : { operationId: op.operationId, tag: tagLabelOf(model, op.tag), tagHref: options.tagHref ? options.tagHref(op.tag) : `${routeBase}#${tagAnchor(op.tag)}` }),
    servers: op.servers.map((s) => s.url),
    externalDocs: op.externalDocs,
  }));
  out.push(webhook ? webhookAside(op, options) : operationAside(model, op, schemas, options));
  out.push(...markdownWithHeadings(op.description));
  if (!webhook) out.push(component('ApiTryIt', { data: tryItData(model, op, schemas, options) }));

  // A webhook declares security only for how its sender proves itself; most declare none.
  if (!webhook || op.security.length > 0) {
    out.push(heading(2, 'Authentication'));
    out.push(component('ApiAuthentication', { requirements: securityLabels(model, op.security), overviewHref: `${routeBase}/${model.overviewSlug}#security-schemes` }));
  }

  const shown = new ShownSchemas();
  out.push(...requestAndResponses(op, { prefix: '', level: 2, dataHref, shown }, options));
  out.push(...callbackSections(op, dataHref, shown, options));

  const commands = cliCommandsFor(options, op);
  if (commands.length > 0) {
    out.push(heading(2, 'CLI commands'));
    out.push(component('ApiCliCommands', { commands }));
  }
  // The page's right-hand column takes the width the table of contents had (two panes at ≥ 997 px).
  return doc({ title: op.summary, description: firstSentence(op.description), theme: { toc: false, layout: 'full' } }, out);
}

/** A tag's label (`x-displayName`) by its name. */
function tagLabelOf(model: ApiModel, tag: string): string {
  const group = model.tags.find((g) => g.name === tag);
  return group ? tagLabel(group) : tag;
}

function operationList(operations: Operation[], layout: ApiLayout): ApiBlock {
  return component('ApiOperationList', {
    operations: operations.map((op) => ({
      method: op.method,
      path: op.path,
      summary: op.summary,
      href: `${layout.routeBase}/${layout.operationPath(op)}`,
      deprecated: op.deprecated || undefined,
    })),
  });
}

function apiIntro(model: ApiModel, routeBase: string): ApiBlock {
  return component('ApiIntro', {
    title: model.title,
    version: model.version,
    summary: model.summary,
    overviewHref: `${routeBase}/${model.overviewSlug}`,
    operationCount: model.operations.length,
    tagCount: model.tags.length,
    webhookCount: model.webhooks.length || undefined,
    logo: model.logo,
  });
}


/** A tag's description and further reading. */
function tagIntro(group: TagGroup, headingShift: number): ApiBlock[] {
  const out = markdownBlock(group.description, headingShift);
  if (group.externalDocs) out.push(component('ApiExternalDocs', { ...group.externalDocs }));
  return out;
}

/** `/api`: every tag with its operations (flat), or the list of tags (grouped). */
export function renderLandingPage(model: ApiModel, layout: ApiLayout): ApiPageDoc {
  const { routeBase } = layout;
  if (layout.grouping === 'none') {
    const out: ApiBlock[] = [heading(1, 'API reference'), apiIntro(model, routeBase)];
    for (const group of model.tags) {
      out.push(heading(2, tagLabel(group), tagAnchor(group.name)));
      out.push(...tagIntro(group, 2));
      out.push(operationList(group.operations, layout));
    }
    if (model.webhooks.length > 0) {
      out.push(heading(2, 'Webhooks', WEBHOOKS_ANCHOR), paragraph(WEBHOOKS_INTRO));
      out.push(operationList(model.webhooks, layout));
    }
    return doc({ title: 'API reference', description: `Every operation of the ${model.title}, grouped by tag.` }, out);
  }
  const out: ApiBlock[] = [heading(1, 'API reference'), apiIntro(model, routeBase)];
  out.push(heading(2, 'Tags'));
  out.push(component('ApiTagList', {
    tags: model.tags.map((group) => ({
      name: tagLabel(group),
      href: `${routeBase}/${layout.tagSlugs.get(group.name)}`,
      operationCount: group.operations.length,
      summary: firstSentence(group.description),
    })),
  }));
  if (layout.webhooksHref) {
    out.push(heading(2, 'Webhooks'), paragraph(WEBHOOKS_INTRO));
    out.push(component('ApiTagList', { tags: [{ name: 'Webhooks', href: layout.webhooksHref, operationCount: model.webhooks.length }] }));
  }
  return doc({ title: 'API reference', description: `The operations of the ${model.title}, by tag.`, asIndexPage: layout.landingAsFolderIndex || undefined }, out);
}

/**
 * A tag's index page: its operations, or in a split tag its subcategories (each page lists its own).
 * The webhooks folder's page is drawn the same way, its list headed `listHeading`.
 */
function renderTagPage(group: TagGroup, tagSlug: string, subgroups: Subgroup[] | undefined, layout: ApiLayout, listHeading = 'Operations'): ApiPageDoc {
  const data = { title: tagLabel(group), description: firstSentence(group.description), asIndexPage: true };
  const out: ApiBlock[] = [heading(1, tagLabel(group)), ...tagIntro(group, 0)];
  if (!subgroups) {
    out.push(heading(2, listHeading), operationList(group.operations, layout));
    return doc(data, out);
  }
  out.push(heading(2, 'Subcategories'));
  out.push(component('ApiTagList', {
    tags: subgroups.map((sub) => ({ name: sub.title, href: `${layout.routeBase}/${tagSlug}/${sub.slug}`, operationCount: sub.operations.length })),
  }));
  return doc(data, out);
}

/** A subcategory's index page in a split tag. */
function renderSubgroupPage(group: TagGroup, sub: Subgroup, layout: ApiLayout, webhooks = false): ApiPageDoc {
  const title = `${group.name}: ${sub.title}`;
  const noun = webhooks ? 'webhooks' : 'operations';
  const out: ApiBlock[] = [heading(1, title), heading(2, webhooks ? 'Webhooks' : 'Operations'), operationList(sub.operations, layout)];
  return doc({ title, description: `The ${sub.title.toLowerCase()} ${noun} of ${webhooks ? 'the API' : group.name}.`, asIndexPage: true }, out);
}

/** `/api/{title}`: description, version, servers, authentication and downloads. */
export function renderOverviewPage(model: ApiModel, options: RenderOptions = {}): ApiPageDoc {
  const routeBase = options.routeBase ?? '/api';
  const out: ApiBlock[] = [heading(1, model.title)];
  out.push(component('ApiOverviewMeta', {
    version: model.version,
    openapi: model.openapi,
    summary: model.summary,
    contact: model.contact,
    license: model.license,
    externalDocs: model.externalDocs,
    termsOfService: model.termsOfService,
    referenceHref: routeBase,
  }));
  if (options.downloads && options.downloads.length > 0) {
    out.push(heading(2, 'Download the specification'));
    out.push(component('ApiDownloads', { files: options.downloads }));
  }
  out.push(...markdownWithHeadings(model.description));
  if (model.servers.length > 0) {
    out.push(heading(2, 'Servers'));
    out.push(component('ApiServers', { servers: model.servers }));
  }
  if (model.securitySchemes.length > 0) {
    out.push(heading(2, 'Security schemes'));
    out.push(component('ApiSecuritySchemes', { schemes: model.securitySchemes, defaultRequirements: securityLabels(model, model.security) }));
  }
  return doc({ title: model.title, description: model.summary ?? firstSentence(model.description) }, out);
}

/** The component schemas any operation of the section shows, by name (sorted, so the file is stable). */
export function sectionSchemas(model: ApiModel): Record<string, SchemaNode> {
  const all: Record<string, SchemaNode> = {};
  for (const op of [...model.operations, ...model.webhooks]) Object.assign(all, schemasFor(model, op));
  return Object.fromEntries(Object.keys(all).sort().map((name) => [name, all[name]]));
}

/** A large API's examples longer than this (JSON characters) are shown shortened. */
export const EXAMPLE_MAX_BYTES = 6_000;

export interface SectionOptions extends RenderOptions {
  /**
   * URL the operations' schema data files are served under (schema-data.ts writes them): a
   * grouped section's pages then show a bounded part of each schema and load the rest when opened.
   */
  schemaDataBase?: string;
}

/** The route a page file of the section is served at: `index.mdx` → the section's base, `runs/index.mdx` → `{base}/runs`. */
export function pageRoute(routeBase: string, file: string): string {
  const rest = file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
  return rest ? `${routeBase}/${rest}` : routeBase;
}

/**
 * Every file of an API section, relative to its output directory: one small page per layout entry,
 * one `_meta` per folder, `_model.json` holding every page's content and `_schemas.json` the
 * component schemas they name.
 */
export async function renderApiSection(model: ApiModel, layout: ApiLayout, options: SectionOptions = {}): Promise<FileRecord[]> {
  const { routeBase } = layout;
  // A grouped (large) API's pages stay light: code as data, long examples shortened, deep schema levels loaded on demand.
  const compact = layout.grouping === 'tag';
  const pageOptions: RenderOptions = {
    ...options,
    routeBase,
    tagHref: layout.tagHref,
    plainCode: compact || options.plainCode,
    exampleMaxBytes: compact ? EXAMPLE_MAX_BYTES : options.exampleMaxBytes,
    schemaDataHref: compact && options.schemaDataBase ? (op) => `${options.schemaDataBase}/${schemaDataPath(layout, op)}` : undefined,
    webhooksHref: layout.webhooksHref,
    operationHref: (operationId) => {
      const target = model.operations.find((op) => op.operationId === operationId);
      return target ? `${routeBase}/${layout.operationPath(target)}` : undefined;
    },
  };
  const docs = layout.pages.map((page: ApiPage): { file: string; doc: ApiPageDoc } => {
    switch (page.kind) {
      case 'landing':
        return { file: page.file, doc: renderLandingPage(model, layout) };
      case 'overview':
        return { file: page.file, doc: renderOverviewPage(model, pageOptions) };
      case 'tag':
        return { file: page.file, doc: renderTagPage(page.group, page.slug, page.subgroups, layout) };
      case 'subgroup':
        return { file: page.file, doc: renderSubgroupPage(page.group, page.sub, layout, page.webhooks) };
      case 'operation':
        return { file: page.file, doc: renderOperationPage(model, page.op, pageOptions) };
      case 'webhooks':
        return { file: page.file, doc: renderTagPage(page.group, page.slug, page.subgroups, layout, 'Webhooks') };
    }
  });
  const section: ApiSectionModel = { pages: Object.fromEntries(docs.map(({ file, doc }) => [pageRoute(routeBase, file), doc.page])) };
  await highlightPages(section.pages);
  const files: FileRecord[] = docs.map(({ file, doc }) => ({ path: file, content: stubPage(doc.frontmatter, pageRoute(routeBase, file), doc.page) }));
  for (const { folder, meta } of layout.sidebars) files.push(...metaRecords(folder, meta));
  files.push(sectionModelRecord(section));
  // The component schemas of every page, once for the section: pages name them, the site looks them up.
  const schemas = sectionSchemas(model);
  if (Object.keys(schemas).length > 0) files.push({ path: SECTION_SCHEMAS_FILE, content: JSON.stringify(schemas) + '\n' });
  return files;
}
