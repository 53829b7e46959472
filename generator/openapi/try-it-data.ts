/** The request builder's plain data for one operation (shared/api/try-it/types.ts). */
import { writtenRequestSchema, type ApiModel, type Operation, type Parameter } from './model.ts';
import type { SchemaNode } from './schema.ts';
import { toJson } from './examples.ts';
import { shortenExample } from './shorten.ts';
import {
  buildSampleRequest,
  operationAuth,
  paramValue,
  querystringExample,
  refTarget,
  type SampleOptions,
} from './sample-request.ts';
import { isJsonMedia } from '../../shared/api/samples/types.ts';
import { sentMediaType } from './streams.ts';
import type {
  OAuthFlowName,
  TryItBody,
  TryItOAuthFlow,
  TryItOperation,
  TryItParam,
  TryItSignIn,
} from '../../shared/api/try-it/types.ts';
import { isStructuredMedia } from '../../shared/api/try-it/request.ts';
import { requestBodySchema } from './body-schema.ts';
import { isIdempotencyKey } from '../../shared/api/try-it/idempotency.ts';

/** The first non-null type of a display type (`integer | string` → `integer`). */
function mainType(node: SchemaNode | undefined): string {
  const type = node?.type
    ?.split('|')
    .map((t) => t.trim())
    .find((t) => t !== 'null' && t !== 'any');
  return type ?? (node?.properties ? 'object' : node?.items ? 'array' : 'string');
}

function asText(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A `querystring` parameter: one text field holding the query string as sent (its example's serialized form). */
function queryStringParam(p: Parameter): TryItParam {
  const out: TryItParam = {
    name: p.name,
    in: 'querystring',
    required: p.required,
    type: 'string',
    style: 'form',
    explode: true,
  };
  if (p.mediaType) out.mediaType = p.mediaType;
  const example = querystringExample(p);
  if (example !== undefined) out.example = example;
  if (p.deprecated) out.deprecated = true;
  return out;
}

function tryItParam(p: Parameter, schemas: Record<string, SchemaNode>): TryItParam {
  if (p.in === 'querystring') return queryStringParam(p);
  const node = refTarget(p.schema, schemas);
  const type = mainType(node);
  const style = p.style ?? (p.in === 'path' || p.in === 'header' ? 'simple' : 'form');
  const out: TryItParam = {
    name: p.name,
    in: p.in,
    required: p.required,
    type,
    style,
    explode: p.explode ?? style === 'form',
  };
  if (type === 'array') out.itemType = mainType(refTarget(node?.items, schemas));
  const choices = node?.enum ?? (type === 'array' ? refTarget(node?.items, schemas)?.enum : undefined);
  if (choices?.length) out.enum = choices.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (isIdempotencyKey(p)) {
    // Never the documented example: the server would replay the response it gave to that key.
    out.freshKey = true;
    if (p.deprecated) out.deprecated = true;
    return out;
  }
  // Required parameters start filled (as the samples are); optional ones only with the spec's own example.
  const explicit = p.example ?? node?.examples?.[0];
  const start = p.required ? paramValue(p, schemas) : explicit;
  if (start !== undefined)
    out.example = type === 'object' && start && typeof start === 'object' ? JSON.stringify(start) : asText(start);
  if (p.deprecated) out.deprecated = true;
  return out;
}

/** The largest body schema the builder checks with (its page or the page's schema data carries it). */
const MAX_BODY_SCHEMA_BYTES = 24_000;

type RequestContent = NonNullable<Operation['requestBody']>['contents'][number];

/** Whether the builder parses this body (JSON, a form) and so can check it against a written schema. */
function hasBodyCheck(c: RequestContent): boolean {
  return writtenRequestSchema(c) !== undefined && isStructuredMedia(sentMediaType(c.mediaType, c.examples[0]));
}

/** The schema the builder checks one body against, as one JSON Schema value; undefined when none (or too large). */
export function bodyCheckSchema(model: ApiModel, c: RequestContent): object | boolean | undefined {
  const written = writtenRequestSchema(c);
  if (written === undefined || !hasBodyCheck(c)) return undefined;
  const schema = requestBodySchema(written, model.schemaContext, model.openapi);
  return JSON.stringify(schema).length <= MAX_BODY_SCHEMA_BYTES ? schema : undefined;
}

const FLOW_ORDER: OAuthFlowName[] = [
  'authorizationCode',
  'deviceAuthorization',
  'clientCredentials',
  'implicit',
  'password',
];

/**
 * The OAuth 2.0 and OpenID Connect schemes of an operation's security requirements, in their
 * order: each gives a bearer token, so the builder offers to sign in with them where the
 * credential it sends is a bearer token.
 */
function signInSchemes(model: ApiModel, op: Operation): TryItSignIn[] {
  const out: TryItSignIn[] = [];
  for (const requirement of op.security) {
    for (const { key, scopes } of requirement) {
      const scheme = model.securitySchemes.find((s) => s.key === key);
      if (!scheme || out.some((s) => s.scheme === key)) continue;
      if (scheme.type !== 'oauth2' && !(scheme.type === 'openIdConnect' && scheme.openIdConnectUrl)) continue;
      const flows: TryItOAuthFlow[] = (scheme.flows ?? [])
        .filter((f): f is typeof f & { flow: OAuthFlowName } => (FLOW_ORDER as string[]).includes(f.flow))
        .sort((a, b) => FLOW_ORDER.indexOf(a.flow) - FLOW_ORDER.indexOf(b.flow))
        .map((f) => {
          const flow: TryItOAuthFlow = { flow: f.flow, scopes: f.scopes };
          if (f.scopeDescriptions) flow.scopeDescriptions = f.scopeDescriptions;
          if (f.authorizationUrl) flow.authorizationUrl = f.authorizationUrl;
          if (f.deviceAuthorizationUrl) flow.deviceAuthorizationUrl = f.deviceAuthorizationUrl;
          if (f.tokenUrl) flow.tokenUrl = f.tokenUrl;
          if (f.refreshUrl) flow.refreshUrl = f.refreshUrl;
          return flow;
        });
      const signIn: TryItSignIn = {
        scheme: key,
        type: scheme.type === 'oauth2' ? 'oauth2' : 'openIdConnect',
        flows,
        requiredScopes: scopes,
      };
      if (scheme.type === 'openIdConnect') signIn.discoveryUrl = scheme.openIdConnectUrl;
      if (scheme.clientId) signIn.clientId = scheme.clientId;
      if (signIn.flows.length > 0 || signIn.discoveryUrl) out.push(signIn);
    }
  }
  return out;
}

export interface TryItOptions extends SampleOptions {
  /** Body examples whose JSON is longer are shortened as the page shows them (large APIs' page budget). */
  exampleMaxBytes?: number;
  /** An operation's schema data file (schema-data.ts): the body schemas the builder checks stay there. */
  schemaDataHref?: (op: Operation) => string;
}

/** The longest server label the picker shows; a longer description is cut at a word. */
export const SERVER_LABEL_MAX = 80;

/**
 * What the builder's server picker says beside a server's URL: its 3.2 short `name`, else the
 * first sentence of its description, never cut inside a word or a sentence's brackets (a
 * description wrapped over lines is one sentence, not its first line).
 */
export function serverLabel(server: { name?: string; description?: string }): string | undefined {
  const name = server.name?.replace(/\s+/g, ' ').trim();
  if (name) return name;
  const text = server.description?.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0].replace(/\.$/, '') ?? text;
  if (sentence.length <= SERVER_LABEL_MAX) return sentence;
  const cut = sentence.slice(0, SERVER_LABEL_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:(–—-]+$/, '')}…`;
}

/** Everything the builder of one operation needs, as plain data. */
export function tryItData(
  model: ApiModel,
  op: Operation,
  schemas: Record<string, SchemaNode>,
  options: TryItOptions = {},
): TryItOperation {
  const servers = (op.servers.length > 0 ? op.servers : model.servers).map((s) => {
    const server: TryItOperation['servers'][number] = {
      url: s.url,
      variables: (s.variables ?? []).map((v) => ({ ...v })),
    };
    const label = serverLabel(s);
    if (label) server.label = label;
    return server;
  });
  const dataHref = options.schemaDataHref?.(op);
  const bodies = (op.requestBody?.contents ?? []).map((c, index) => {
    const body: TryItBody = {
      mediaType: sentMediaType(c.mediaType, c.examples[0]),
      examples: c.examples.map((ex, i) => ({
        name: ex.name ?? (i === 0 ? 'example' : `example-${i + 1}`),
        label: ex.generated ? 'Generated from the schema' : (ex.summary ?? ex.name ?? 'Example'),
        text:
          typeof ex.value === 'string' && !isJsonMedia(c.mediaType)
            ? ex.value
            : toJson(
                options.exampleMaxBytes === undefined
                  ? ex.value
                  : shortenExample(ex.value, options.exampleMaxBytes).value,
              ),
      })),
    };
    // The builder checks what it parses as JSON (JSON and form bodies) against the schema before
    // sending. A large API's page leaves the schema in its schema data file, which the builder
    // fetches when it opens; a schema too large to carry at all is left out, and the body goes unchecked.
    if (dataHref !== undefined) {
      if (hasBodyCheck(c)) body.schemaAt = { href: dataHref, index };
    } else {
      const schema = bodyCheckSchema(model, c);
      if (schema !== undefined) body.schema = schema;
    }
    return body;
  });
  const sample = buildSampleRequest(model, op, schemas, options);
  const data: TryItOperation = {
    method: op.method.toUpperCase(),
    path: op.path,
    params: op.parameters.map((p) => tryItParam(p, schemas)),
    bodies,
    bodyRequired: op.requestBody?.required ?? false,
    servers,
    env: { baseUrl: sample.baseUrlEnv, secret: '' },
    typed: sample.typed,
  };
  const auth = operationAuth(op, model);
  data.env.secret = options.authEnv ?? (auth?.kind === 'apiKey' ? 'API_KEY' : 'API_TOKEN');
  if (auth) data.auth = auth;
  const signIn = auth?.kind === 'bearer' ? signInSchemes(model, op) : [];
  if (signIn.length > 0) data.signIn = signIn;
  if (auth && op.security.some((req) => req.length === 0)) data.authOptional = true;
  return data;
}
