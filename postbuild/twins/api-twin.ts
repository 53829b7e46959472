/**
 * How the API's page components read in a Markdown twin, from their data props in the section's
 * model (shared/page-model.ts) and the section's component schemas (`_schemas.json`): an
 * operation's method and path, servers, authentication, parameters and schemas as tables and
 * nested lists, the examples and code samples; the landing's and overview's lists. The twin
 * follows the page block by block (page-twin.ts), so it says what the page says. Schemas are
 * written by `SchemaWriter` (schema-writer.ts).
 */
import type { SchemaNode } from '../../shared/api/schema-node.ts';
import type { PartEncoding, ResponseLink, SecuritySchemeInfo, ServerInfo } from '../../shared/api/api-info.ts';
import type { OwnComponentName } from '../../shared/page-model.ts';
import { serializationPhrases, type Serialization } from '../../shared/api/serialization.ts';
import { valueText } from '../../shared/value-text.ts';
import { credentialSentence, type SampleCredential } from '../../shared/api/samples/credential.ts';
import {
  historyMarkText,
  placeKey,
  type HistoryMark,
  type PlaceHistory,
  type ViewHistory,
} from '../../shared/api/history-marks.ts';
import { arrayProp, stringProp, type ComponentTwin } from './component-twin.ts';
import { historyInline, type SchemaWriter } from './schema-writer.ts';
import {
  code,
  codeBlock,
  emphasis,
  link,
  list,
  markdownInline,
  paragraph,
  strong,
  table,
  text,
  type Block,
  type Inline,
} from './markdown.ts';
import { countText } from '../../shared/count-text.ts';

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

interface AuthItem {
  scheme: string;
  how: string;
  scopes: string[];
}

/** The API's components, by name; a component without one (the request builder) has nothing to read. */
export const API_COMPONENT_TWINS: { [K in OwnComponentName<'api'>]: ComponentTwin } = {
  ApiOperationHeader(props) {
    const blocks: Block[] = [paragraph(code(`${String(props.method).toUpperCase()} ${String(props.path)}`))];
    const webhook = props.webhook as { sender: string; listHref: string } | undefined;
    if (webhook)
      blocks.push(
        paragraph(
          strong(text('Webhook.')),
          text(` ${webhook.sender} sends this request to your endpoint: your server receives it, you do not call it. `),
          link(webhook.listHref, text('All webhooks')),
        ),
      );
    if (props.deprecated)
      blocks.push(
        paragraph(
          strong(text('Deprecated.')),
          text(` This ${webhook ? 'webhook' : 'operation'} may be removed in a future version.`),
        ),
      );
    const history = arrayProp<HistoryMark>(props.history);
    if (history.length)
      blocks.push(
        paragraph(...history.flatMap((m, i) => [...(i ? [text(' · ')] : []), link(m.href, text(historyMarkText(m)))])),
      );
    if (!webhook) {
      const about: Inline[] = [text('Operation ID: '), code(String(props.operationId)), text('.')];
      if (stringProp(props.tag))
        about.push(
          text(' Tag: '),
          stringProp(props.tagHref) ? link(String(props.tagHref), text(String(props.tag))) : text(String(props.tag)),
          text('.'),
        );
      blocks.push(paragraph(...about));
    }
    const externalDocs = props.externalDocs as { url: string; description?: string } | undefined;
    if (externalDocs)
      blocks.push(
        paragraph(text('See also: '), link(externalDocs.url, text(externalDocs.description ?? externalDocs.url))),
      );
    const servers = arrayProp<string>(props.servers);
    if (servers.length)
      blocks.push(
        paragraph(
          text(servers.length === 1 ? 'Server: ' : 'Servers: '),
          ...servers.flatMap((url, i) => [...(i ? [text(', ')] : []), code(url)]),
        ),
      );
    return blocks;
  },
  ApiOperationAside: (_props, { children }) => children(),
  ApiRequestSamples(props, { children, sampleLanguages }) {
    // The languages asked for (curl, Python, TypeScript): the page's other tabs send the same
    // request in other languages. Each tab has one child block, in tab order.
    const tabs = arrayProp<{ id: string; label: string }>(props.tabs);
    const blocks = children();
    const credential = props.credential as SampleCredential | undefined;
    const note = credential
      ? [
          paragraph(
            ...credentialSentence(credential).map((run) =>
              'text' in run ? text(run.text) : 'code' in run ? code(run.code) : text(`${run.section}, above`),
            ),
          ),
        ]
      : [];
    return [
      ...note,
      ...sampleLanguages.flatMap((id) => {
        const at = tabs.findIndex((tab) => tab.id === id);
        return at >= 0 && blocks[at]
          ? [paragraph(strong(text(`Example request (${tabs[at].label})`))), blocks[at]]
          : [];
      }),
    ];
  },
  ApiResponseExamples: (_props, { children }) => children(),
  ApiResponseExample: (props, { children }) => [
    paragraph(strong(text(`Example response ${String(props.status)}`))),
    ...children(),
  ],
  ApiPayloadExample: (_props, { children }) => [paragraph(strong(text('Example payload'))), ...children()],
  ApiExampleLabel: (props) => [paragraph(emphasis(text(String(props.label))))],
  ApiCode: (props) => [codeBlock(String(props.code), stringProp(props.lang))],
  // Interactive only: the request it sends is the samples' request.
  ApiTryIt: () => [],
  // The runner is interactive; the twin has the steps and the scripts from the page's other blocks.
  ApiRecipeRun: () => [],
  ApiAuthentication(props) {
    const requirements = arrayProp<AuthItem[]>(props.requirements);
    const needed = requirements.filter((r) => r.length > 0);
    if (needed.length === 0) return [paragraph(text('None: this operation needs no credentials.'))];
    const alternatives = needed.map((requirement) =>
      requirement.flatMap((item, i): Inline[] => [
        ...(i > 0 ? [text(' and ')] : []),
        strong(text(item.scheme)),
        text(` (${item.how})`),
        ...(item.scopes.length
          ? [text(', scopes '), ...item.scopes.flatMap((scope, j) => [...(j ? [text(', ')] : []), code(scope)])]
          : []),
      ]),
    );
    const lead =
      needed.length < requirements.length
        ? 'Optional; any one of:'
        : alternatives.length > 1
          ? 'Any one of:'
          : 'Required:';
    return [paragraph(text(lead)), list(alternatives)];
  },
  ApiParameters: (props, { writer }) => [
    fieldTable(
      ['Name', 'Type', 'Required', 'Description'],
      arrayProp<FieldData>(props.params),
      writer,
      props.history as ViewHistory | undefined,
    ),
  ],
  ApiResponseHeaders: (props, { writer }) => [
    fieldTable(['Header', 'Type', 'Required', 'Description'], arrayProp<FieldData>(props.headers), writer),
  ],
  ApiSchema(props, { writer }) {
    const blocks: Block[] = [];
    const facts: Inline[] = [];
    if (stringProp(props.mediaType)) facts.push(text('Content type: '), code(String(props.mediaType)), text('.'));
    if (typeof props.required === 'boolean')
      facts.push(text(facts.length ? ' ' : ''), text(props.required ? 'Required.' : 'Optional.'));
    if (facts.length) blocks.push(paragraph(...facts));
    const schema = props.schema as SchemaNode | undefined;
    if (!schema) return blocks;
    blocks.push(paragraph(text(props.stream ? 'A stream of: ' : 'Schema: '), ...writer.typeInline(schema)));
    const history = props.history as ViewHistory | undefined;
    const side = props.side === 'request' || props.side === 'response' ? props.side : undefined;
    const fields = writer.fields(schema, 0, history ? { key: String(props.idPrefix), history } : undefined, side);
    if (fields) blocks.push(fields);
    else if (schema.ref !== undefined && writer.wasWritten(schema.ref, side))
      blocks.push(paragraph(text(`Fields of ${schema.ref} as listed above.`)));
    return blocks;
  },
  ApiEncoding: (props) => [
    paragraph(strong(text('Parts'))),
    list(
      arrayProp<PartEncoding>(props.parts).map((part) => [
        code(part.name),
        ...(part.contentType ? [text(': sent as '), code(part.contentType)] : []),
        ...(part.headers?.length ? [text('; part headers '), text(part.headers.join(', '))] : []),
        ...serializationPhrases(part).map((phrase) => text(`; ${phrase}`)),
      ]),
    ),
  ],
  ApiResponseLinks: (props) => [
    paragraph(strong(text('Links'))),
    list(
      arrayProp<ResponseLink & { href?: string }>(props.links).map((l) => [
        text(`${l.name}: `),
        l.href && l.operationId ? link(l.href, code(l.operationId)) : code(l.operationId ?? l.operationRef ?? l.name),
        ...(l.description ? [text(' '), ...markdownInline(l.description)] : []),
        ...l.parameters.flatMap((p) => [text(' '), code(`${p.name} = ${p.value}`)]),
        ...(l.requestBody ? [text(' request body '), code(l.requestBody)] : []),
      ]),
    ),
  ],
  ApiCallbackHeader: (props) => [
    paragraph(
      code(`${String(props.method).toUpperCase()} ${String(props.expression)}`),
      ...(stringProp(props.summary) ? [text(`: ${String(props.summary)}`)] : []),
    ),
  ],
  ApiExternalDocs: (props) => [
    paragraph(text('See also: '), link(String(props.url), text(stringProp(props.description) ?? String(props.url)))),
  ],
  ApiCliCommands: (props) => [
    list(arrayProp<{ command: string; href: string }>(props.commands).map((c) => [link(c.href, code(c.command))])),
  ],
  ApiIntro(props) {
    const counts = `${countText(Number(props.operationCount), 'operation')} in ${countText(Number(props.tagCount), 'group')}${props.webhookCount ? `, ${countText(Number(props.webhookCount), 'webhook')}` : ''}`;
    const blocks: Block[] = [
      paragraph(
        text(`${String(props.title)} ${String(props.version)}: ${counts}. `),
        link(String(props.overviewHref), text('Overview, servers and authentication')),
      ),
    ];
    if (stringProp(props.summary)) blocks.push(paragraph(text(String(props.summary))));
    return blocks;
  },
  ApiOperationList: (props) => [
    list(
      arrayProp<{ method: string; path: string; summary: string; href?: string; deprecated?: boolean }>(
        props.operations,
      ).map(operationItem),
    ),
  ],
  ApiTagList: (props) => [
    list(
      arrayProp<{ name: string; href: string; operationCount?: number; summary?: string }>(props.tags).map((tag) => [
        link(tag.href, text(tag.name)),
        ...(tag.operationCount !== undefined
          ? [text(` (${tag.operationCount} operation${tag.operationCount === 1 ? '' : 's'})`)]
          : []),
        ...(tag.summary ? [text(': '), ...markdownInline(tag.summary)] : []),
      ]),
    ),
  ],
  ApiOverviewMeta(props) {
    const blocks: Block[] = [
      paragraph(
        text(`Version ${String(props.version)}, OpenAPI ${String(props.openapi)}. `),
        link(String(props.referenceHref), text('All operations')),
      ),
    ];
    if (stringProp(props.self)) blocks.push(paragraph(text('Description URI: '), code(String(props.self))));
    if (stringProp(props.summary)) blocks.push(paragraph(text(String(props.summary))));
    const about: Inline[][] = [];
    const contact = props.contact as { name?: string; email?: string; url?: string } | undefined;
    const license = props.license as { name?: string; url?: string; identifier?: string } | undefined;
    if (contact)
      about.push([text('Contact: '), text([contact.name, contact.email, contact.url].filter(Boolean).join(', '))]);
    if (license)
      about.push([
        text('License: '),
        license.url ? link(license.url, text(license.name ?? license.url)) : text(license.name ?? ''),
        ...(license.identifier ? [text(' (SPDX '), code(license.identifier), text(')')] : []),
      ]);
    if (stringProp(props.termsOfService))
      about.push([text('Terms of service: '), link(String(props.termsOfService), text(String(props.termsOfService)))]);
    const externalDocs = props.externalDocs as { url: string; description?: string } | undefined;
    if (externalDocs) about.push([link(externalDocs.url, text(externalDocs.description ?? externalDocs.url))]);
    if (about.length) blocks.push(list(about));
    return blocks;
  },
  ApiDownloads: (props) => [
    list(
      arrayProp<{ href: string; label: string; description: string }>(props.files).map((d) => [
        link(d.href, code(d.label)),
        text(`: ${d.description}`),
      ]),
    ),
  ],
  ApiServers: (props) => serverList(arrayProp<ServerInfo>(props.servers)),
  ApiSecuritySchemes: (props) => [
    list(
      arrayProp<SecuritySchemeInfo>(props.schemes).map((s) => [
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
          ...f.scopes.flatMap((scope, i) => [
            text(i === 0 ? ', scopes: ' : '; '),
            code(scope),
            ...(f.scopeDescriptions?.[scope] ? [text(` ${f.scopeDescriptions[scope]}`)] : []),
          ]),
          text('.'),
        ]),
      ]),
    ),
  ],
};

function operationItem(op: {
  method: string;
  path: string;
  summary: string;
  href?: string;
  deprecated?: boolean;
}): Inline[] {
  return [
    op.href ? link(op.href, text(op.summary)) : text(op.summary),
    text(' '),
    code(`${op.method.toUpperCase()} ${op.path}`),
    ...(op.deprecated ? [text(' (deprecated)')] : []),
  ];
}

function serverList(servers: ServerInfo[]): Block[] {
  if (servers.length === 0) return [];
  return [
    list(
      servers.map((s) => {
        const item: Inline[] = [...(s.name ? [strong(text(s.name)), text(': ')] : []), code(s.url)];
        if (s.description) item.push(text(': '), ...markdownInline(s.description));
        for (const v of s.variables ?? [])
          item.push(
            text('; '),
            code(`{${v.name}}`),
            text(' defaults to '),
            code(v.default),
            ...(v.enum ? [text(` (one of ${v.enum.join(', ')})`)] : []),
          );
        return item;
      }),
    ),
  ];
}

function schemeText(scheme: SecuritySchemeInfo): string {
  if (scheme.type === 'http')
    return `HTTP ${scheme.scheme ?? ''}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`.trim();
  if (scheme.type === 'apiKey')
    return `API key in the ${scheme.in} ${scheme.in === 'header' ? '' : 'parameter '}${scheme.name}`.replace(
      /\s+/g,
      ' ',
    );
  return scheme.type;
}

/** Parameters or response headers as a table: name, type, required, and a description with the schema's facts and examples. */
function fieldTable(header: string[], fields: FieldData[], writer: SchemaWriter, history?: ViewHistory): Block {
  return table(
    header,
    fields.map((f) => {
      const place = f.anchor !== undefined ? history?.[placeKey(f.anchor)] : undefined;
      return [
        [
          code(f.name),
          ...(f.deprecated ? [text(' (deprecated)')] : []),
          ...historyInline(place?.marks, Boolean(f.deprecated)),
        ],
        writer.typeOf(f.schema),
        f.required ? 'yes' : 'no',
        [...describe(f.description, f.schema, writer, place), ...examplesInline(f), ...serializationInline(f)],
      ];
    }),
  );
}

function examplesInline(field: FieldData): Inline[] {
  const named = (e: unknown): e is { name?: string; summary?: string; value: unknown } =>
    typeof e === 'object' && e !== null && 'value' in e;
  if (field.examples?.length) {
    return field.examples.flatMap((e) =>
      named(e)
        ? [text(` Example${e.summary || e.name ? ` "${e.summary ?? e.name}"` : ''}: `), code(valueText(e.value))]
        : [text(' Example: '), code(valueText(e))],
    );
  }
  return field.example !== undefined ? [text(' Example: '), code(valueText(field.example))] : [];
}

/** A description followed by the schema's constraints, default and allowed values, for a table cell or a list item. */
function describe(
  description: string | undefined,
  schema: SchemaNode | undefined,
  writer: SchemaWriter,
  place?: PlaceHistory,
): Inline[] {
  const inline: Inline[] = description ? markdownInline(description) : [];
  const resolved = writer.resolve(schema);
  if (!description && resolved?.description) inline.push(...markdownInline(resolved.description));
  for (const fact of writer.facts(resolved, place?.values)) inline.push(...(inline.length ? [text(' ')] : []), ...fact);
  return inline;
}

/** How a parameter or header is serialized, when the spec says: ` Serialization: style form, not exploded.` */
function serializationInline(how: Serialization): Inline[] {
  const phrases = serializationPhrases(how);
  return phrases.length ? [text(` Serialization: ${phrases.join(', ')}.`)] : [];
}
