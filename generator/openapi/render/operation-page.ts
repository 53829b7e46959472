/** The page of one operation or webhook: header, description, Try it, authentication, parameters, samples, bodies, responses, callbacks. */
import type { ApiBlock } from '../../../shared/api/page-model.ts';
import {
  callbackIds,
  parameterViewId,
  requestBodyViewId,
  responseBodyViewId,
  responseHeaderViewId,
  responseId,
  tagAnchor,
} from '../../../shared/api/anchors.ts';
import { component, heading, paragraph } from '../page-blocks.ts';
import { schemasFor, type ApiModel, type MediaContent, type Operation } from '../model.ts';
import type { SchemaNode } from '../schema.ts';
import { tagLabel, WEBHOOKS_ANCHOR } from '../layout.ts';
import { isErrorStatus } from '../spec-kinds.ts';
import { firstSentence } from '../markdown-parts.ts';
import { tryItData } from '../try-it-data.ts';
import { doc, exampleBlocks, externalExamples, markdownBlock, markdownWithHeadings, securityLabels } from './blocks.ts';
import { operationAside, webhookAside } from './operation-aside.ts';
import { statusLabel } from './status.ts';
import type { ApiPageDoc, CliCommandLink, RenderOptions } from './options.ts';
import { viewHistory, type PlaceMarks } from '../../../shared/api/history-marks.ts';
import type { BodySide } from '../../../shared/api/schema-utils.ts';

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
  sameAs(
    schema: SchemaNode | undefined,
    side: BodySide,
    href: string,
    label: string,
  ): { href: string; label: string } | undefined {
    if (!schema || !(schema.ref || schema.properties || schema.items || schema.variants || schema.additional))
      return undefined;
    // A request shows a schema without its readOnly fields, a response without its writeOnly ones.
    const key = `${side} ${JSON.stringify(schema)}`;
    const earlier = this.first.get(key);
    if (earlier) return earlier;
    this.first.set(key, { href, label });
    return undefined;
  }
}

interface PartIds {
  /** Start of every view id (empty on the operation itself; a callback's id and `-` for a callback). */
  prefix: string;
  /** Level of the part headings: Parameters, Request body, Responses (h2 on the page, h4 inside a callback). */
  level: 2 | 4;
  /** The URL of the page's schema data file (schema-data.ts), for its schema views. */
  dataHref?: string;
  shown: ShownSchemas;
  /** The marked places of the operation's history (page-marks.ts); none inside a callback. */
  places?: PlaceMarks[];
}

/**
 * A stream's item (3.2 `itemSchema`): the item's fields, headed "stream of". Beside a `schema`
 * of the whole body its fields sit under `{id}.item`; alone they take the body's own ids.
 */
function streamView(
  content: MediaContent,
  id: string,
  sectionId: string | undefined,
  dataHref: string | undefined,
  side: BodySide,
  required?: boolean,
): ApiBlock[] {
  if (!content.itemSchema) return [];
  const idPrefix = content.schema ? `${id}.item` : id;
  return [
    component('ApiSchema', {
      idPrefix,
      sectionId: content.schema ? idPrefix : sectionId,
      mediaType: content.mediaType,
      ...(required !== undefined ? { required } : {}),
      stream: true,
      schema: content.itemSchema,
      side,
      dataHref,
    }),
  ];
}

/** Parameters, request body and responses of an operation, a webhook or a callback. */
function requestAndResponses(op: Operation, ids: PartIds, options: RenderOptions): ApiBlock[] {
  return [...parameterBlocks(op, ids, options), ...bodyAndResponseBlocks(op, ids, options)];
}

const partHeading = (level: number) => (n: number, text: string, customId?: string) =>
  heading((level + n) as 2 | 3 | 4 | 5, text, customId);

/** The parameters of an operation, a webhook (its headers) or a callback, by location. */
function parameterBlocks(op: Operation, ids: PartIds, options: RenderOptions): ApiBlock[] {
  const { prefix, level, dataHref, places } = ids;
  const h = partHeading(level);
  const out: ApiBlock[] = [];
  const webhook = op.webhook !== undefined;
  const locations: Array<[string, string]> = [
    ['path', 'Path parameters'],
    ['query', 'Query parameters'],
    ['header', webhook ? 'Headers' : 'Header parameters'],
    ['cookie', 'Cookie parameters'],
  ];
  if (op.parameters.length > 0) {
    if (!webhook) out.push(h(0, 'Parameters'));
    for (const [location, title] of locations) {
      const params = op.parameters.filter((p) => p.in === location);
      if (params.length === 0) continue;
      out.push(webhook ? h(0, title) : h(1, title));
      const items = params.map((p) => ({ ...p, anchor: parameterViewId(location, p.name, prefix) }));
      const history = viewHistory(
        places,
        items.map((p) => ({ in: 'parameter' as const, name: p.name, paramIn: p.in, anchor: p.anchor })),
      );
      out.push(component('ApiParameters', { params: items, dataHref, history }));
    }
    // 3.2's `in: querystring`: the whole query string is one value of a media type, its fields a schema.
    for (const p of op.parameters.filter((x) => x.in === 'querystring')) {
      const id = parameterViewId('querystring', p.name, prefix);
      out.push(h(1, 'Query string'));
      out.push(
        paragraph(
          `The whole query string, ${p.required ? 'required' : 'optional'}${p.mediaType ? `, written as ${p.mediaType}` : ''}${p.deprecated ? '; deprecated' : ''}.`,
        ),
      );
      out.push(...markdownBlock(p.description, level + 1));
      out.push(
        component('ApiSchema', {
          idPrefix: id,
          sectionId: id,
          mediaType: p.mediaType ?? 'text/plain',
          required: p.required,
          schema: p.schema ?? null,
          dataHref,
        }),
      );
      out.push(
        ...exampleBlocks(
          {
            mediaType: p.mediaType ?? 'text/plain',
            examples: p.examples ?? (p.example !== undefined ? [{ value: p.example }] : []),
          },
          options,
        ),
      );
    }
  }
  return out;
}

/** The request body and the responses of an operation, a webhook or a callback. */
function bodyAndResponseBlocks(op: Operation, ids: PartIds, options: RenderOptions): ApiBlock[] {
  const { prefix, level, dataHref, shown, places } = ids;
  const h = partHeading(level);
  const out: ApiBlock[] = [];
  const webhook = op.webhook !== undefined;
  if (op.requestBody && op.requestBody.contents.length > 0) {
    // A webhook's body is the payload the reader's endpoint receives; the id stays `request-body`.
    out.push(
      webhook
        ? h(0, 'Payload', 'request-body')
        : prefix
          ? h(0, 'Request body', `${prefix}request-body`)
          : h(0, 'Request body'),
    );
    out.push(...markdownBlock(op.requestBody.description, level));
    for (const content of op.requestBody.contents) {
      // The heading already has the id `{prefix}request-body`; only extra media types need their own.
      const id = requestBodyViewId(op.requestBody.contents.length, content.mediaType, prefix);
      const sameAs = shown.sameAs(content.schema, 'request', `#${id}`, webhook ? 'Payload' : 'Request body');
      out.push(...markdownBlock(content.description, level + 1));
      if (content.schema || !content.itemSchema) {
        out.push(
          component('ApiSchema', {
            idPrefix: id,
            sectionId: id === `${prefix}request-body` ? undefined : id,
            mediaType: content.mediaType,
            required: op.requestBody.required,
            schema: content.schema ?? null,
            side: 'request',
            sameAs,
            dataHref,
            history: viewHistory(places, [{ in: 'request', mediaType: content.mediaType, anchor: id }]),
          }),
        );
      }
      out.push(
        ...streamView(
          content,
          id,
          content.schema ? undefined : id === `${prefix}request-body` ? undefined : id,
          dataHref,
          'request',
          op.requestBody.required,
        ),
      );
      if (content.encoding) out.push(component('ApiEncoding', { parts: content.encoding }));
      out.push(...externalExamples(content));
      // A webhook's payload example is in the right-hand column.
      if (!webhook) out.push(...exampleBlocks(content, options));
    }
  }

  if (op.responses.length > 0) {
    out.push(
      webhook
        ? h(0, 'Responses your endpoint sends', 'responses')
        : prefix
          ? h(0, 'Responses', `${prefix}responses`)
          : h(0, 'Responses'),
    );
    if (webhook) out.push(paragraph('Answer with one of these to tell the sender how delivery went.'));
    for (const response of op.responses) {
      // Inside a callback the status heading needs its own id (the page has its own `response-200`),
      // in lower case as the theme writes heading ids (`…-response-4xx`).
      const headingId = prefix ? responseId(response.status, prefix).toLowerCase() : undefined;
      // A response the description shares (its 401, 429, 500…) closes most operation pages alike:
      // search finds it where the overview explains it, not on each of them.
      const shared = response.shared && !prefix && !webhook ? { searchSkip: true as const } : {};
      out.push({ ...h(1, statusLabel(response.status), headingId), ...shared });
      // 3.2's short title of the response; the heading keeps the status alone, so its id stays.
      if (response.summary) out.push(paragraph(response.summary));
      out.push(...markdownBlock(response.description, level + 1));
      if (response.headers.length > 0) {
        out.push(
          component('ApiResponseHeaders', {
            headers: response.headers.map((hd) => ({
              ...hd,
              anchor: responseHeaderViewId(response.status, hd.name, prefix),
            })),
            dataHref,
          }),
        );
      }
      for (const content of response.contents) {
        const id = responseBodyViewId(response.status, response.contents.length, content.mediaType, prefix);
        const sameAs = shown.sameAs(content.schema, 'response', `#${id}`, statusLabel(response.status));
        const history = viewHistory(places, [
          { in: 'response', status: response.status, mediaType: content.mediaType, anchor: id },
        ]);
        out.push(...markdownBlock(content.description, level + 2));
        if (content.schema || !content.itemSchema) {
          const schemaBlock = component('ApiSchema', {
            idPrefix: id,
            sectionId: id === headingId ? undefined : id,
            mediaType: content.mediaType,
            schema: content.schema ?? null,
            side: 'response',
            sameAs,
            dataHref,
            history,
          });
          // An error body of a named schema (the `Error` most operations answer with) has the same
          // rows on every page: search finds its fields where the overview explains errors.
          const repeatedRows = isErrorStatus(response.status) && content.schema?.ref !== undefined && !prefix;
          if (repeatedRows && schemaBlock.kind === 'component') schemaBlock.searchSkip = true;
          out.push(schemaBlock);
        }
        out.push(
          ...streamView(
            content,
            id,
            content.schema ? undefined : id === headingId ? undefined : id,
            dataHref,
            'response',
          ),
        );
        out.push(...externalExamples(content));
        // An operation's response examples are in the right-hand column; a callback's and a webhook's are here.
        if (prefix || webhook) out.push(...exampleBlocks(content, options));
      }
      if (response.links) {
        out.push(
          component('ApiResponseLinks', {
            links: response.links.map((link) => ({
              ...link,
              href: link.operationId ? options.operationHref?.(link.operationId) : undefined,
            })),
          }),
        );
      }
    }
  }
  return out;
}

/** An operation's callbacks: each request the API makes to a URL the caller gave, with its own heading id. */
function callbackBlocks(
  op: Operation,
  dataHref: string | undefined,
  shown: ShownSchemas,
  options: RenderOptions,
): ApiBlock[] {
  const callbacks = op.callbacks ?? [];
  if (callbacks.length === 0) return [];
  const out: ApiBlock[] = [heading(2, 'Callbacks')];
  out.push(paragraph('Requests the API sends to a URL you give in this call, after it returns.'));
  const ids = callbackIds(callbacks.map((c) => ({ name: c.name, method: c.operation.method })));
  callbacks.forEach((callback, i) => {
    const cb = callback.operation;
    out.push(heading(3, callback.name, ids[i]));
    out.push(
      component('ApiCallbackHeader', {
        method: cb.method,
        expression: callback.expression,
        summary: cb.summary !== `${cb.method.toUpperCase()} ${cb.path}` ? cb.summary : undefined,
        deprecated: cb.deprecated || undefined,
      }),
    );
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
  out.push(
    component('ApiOperationHeader', {
      method: op.method,
      path: op.path,
      deprecated: op.deprecated || undefined,
      ...(webhook
        ? { webhook: { sender: model.title, listHref: options.webhooksHref ?? `${routeBase}#${WEBHOOKS_ANCHOR}` } }
        : {
            operationId: op.operationId,
            tag: tagLabelOf(model, op.tag),
            tagHref: options.tagHref ? options.tagHref(op.tag) : `${routeBase}#${tagAnchor(op.tag)}`,
          }),
      servers: op.servers.map((s) => s.url),
      externalDocs: op.externalDocs,
      history: webhook ? undefined : operationMarks(op, options),
    }),
  );
  out.push(...markdownWithHeadings(op.description));
  if (!webhook) out.push(component('ApiTryIt', { data: tryItData(model, op, schemas, options) }));

  // A webhook declares security only for how its sender proves itself; most declare none.
  if (!webhook || op.security.length > 0) {
    out.push(heading(2, 'Authentication'));
    out.push(
      component('ApiAuthentication', {
        requirements: securityLabels(model, op.security),
        overviewHref: `${routeBase}/${model.overviewSlug}#security-schemes`,
      }),
    );
  }

  const shown = new ShownSchemas();
  const places = webhook ? undefined : options.history?.places.get(op.operationId);
  const parts: PartIds = { prefix: '', level: 2, dataHref, shown, places };
  out.push(...parameterBlocks(op, parts, options));
  // The samples and examples: in one column (below 997 px) after the description and the
  // parameters, which a reader needs first; at ≥ 997 px in the right-hand column from the top
  // (try-it.module.css places it there whatever its place in the page).
  out.push(webhook ? webhookAside(op, options) : operationAside(model, op, schemas, options));
  out.push(...bodyAndResponseBlocks(op, parts, options));
  out.push(...callbackBlocks(op, dataHref, shown, options));

  const commands = cliCommandsFor(options, op);
  if (commands.length > 0) {
    // A list of links to the CLI's pages, which search finds by their own names: left out, so a
    // connector operation's long list of command variants does not answer every connector query.
    out.push({ kind: 'heading', level: 2, text: 'CLI commands', searchSkip: true });
    out.push(component('ApiCliCommands', { commands }));
  }
  // The page's right-hand column takes the width the table of contents had (two panes at ≥ 997 px).
  return doc(
    { title: op.summary, description: firstSentence(op.description), theme: { toc: false, layout: 'full' } },
    out,
  );
}

/** "Added in X", and "Deprecated in X" while the operation is deprecated; undefined when neither applies. */
function operationMarks(op: Operation, options: RenderOptions) {
  const marks = options.history?.operations
    .get(op.operationId)
    ?.filter((m) => m.change !== 'deprecated' || op.deprecated);
  return marks?.length ? marks : undefined;
}

/** A tag's label (`x-displayName`) by its name. */
function tagLabelOf(model: ApiModel, tag: string): string {
  const group = model.tags.find((g) => g.name === tag);
  return group ? tagLabel(group) : tag;
}
