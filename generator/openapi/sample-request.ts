import { formatSample, sampleFromSchema } from './examples.ts';
import { sentMediaType } from './streams.ts';
import type { ApiModel, Operation, Parameter, ServerInfo } from './model.ts';
import type { SchemaNode } from './schema.ts';
import { isJsonMedia, type SampleAuth, type SampleRequest } from '../../shared/api/samples/types.ts';
import { encodeSegment } from '../../shared/api/try-it/request.ts';
import type { TryItAuth } from '../../shared/api/try-it/types.ts';
import { valueText } from '../../shared/value-text.ts';
import { formQueryString, isFormMedia, queryStringPairs } from '../../shared/api/query-string.ts';

export interface SampleOptions {
  /** Environment variable that holds the API key or token (default `API_TOKEN` / `API_KEY`). */
  authEnv?: string;
  /** Environment variable that holds the base URL when the spec's server URL is relative. */
  baseUrlEnv?: string;
}

/** The component schema a node's `ref` chain ends at, or the node itself when it names none. */
export function refTarget(node: SchemaNode | undefined, schemas: Record<string, SchemaNode>): SchemaNode | undefined {
  for (let i = 0; node?.ref !== undefined && i < 20; i++) node = schemas[node.ref];
  return node;
}

/** An example value for a parameter: its own example, else one from its schema. */
export function paramValue(p: Parameter, schemas: Record<string, SchemaNode>): unknown {
  if (p.example !== undefined) return p.example;
  const node = refTarget(p.schema, schemas);
  if (node?.examples?.length) return node.examples[0];
  if (node?.default) return node.default.value;
  if (node?.enum?.length) return node.enum[0];
  if (node?.const) return node.const.value;
  const type = node?.type ?? 'string';
  if (type.startsWith('integer') || type.startsWith('number')) return 1;
  if (type.startsWith('boolean')) return true;
  if (type.startsWith('array'))
    return [sampleFromSchema({ type: node?.items?.type ?? 'string', format: node?.items?.format })];
  // A string of a known format is a value of that format (a UUID, a date); any other, the parameter's name.
  return formatSample(node?.format) ?? p.name;
}

/** A server's URL with its variables at their defaults (`https://{host}/v1` → `https://eu.example.com/v1`). */
export function serverUrlAtDefaults(server: ServerInfo): string {
  return (server.variables ?? []).reduce((url, v) => url.split(`{${v.name}}`).join(v.default), server.url);
}

function serverBase(op: Operation, model: ApiModel): string | undefined {
  const server = op.servers[0] ?? model.servers[0];
  return server ? serverUrlAtDefaults(server).replace(/\/+$/, '') : undefined;
}

/** The credential an operation needs: its first security requirement's first scheme (none when optional). */
export function operationAuth(op: Operation, model: ApiModel): TryItAuth | undefined {
  const first = op.security.find((req) => req.length > 0)?.[0];
  const scheme = first && model.securitySchemes.find((s) => s.key === first.key);
  if (!scheme) return undefined;
  if (scheme.type === 'http' && scheme.scheme === 'basic') return { kind: 'basic', scheme: scheme.key };
  if (
    scheme.type === 'apiKey' &&
    scheme.name &&
    (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie')
  ) {
    return { kind: 'apiKey', scheme: scheme.key, in: scheme.in, name: scheme.name };
  }
  if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return { kind: 'bearer', scheme: scheme.key };
  return undefined;
}

function authFor(op: Operation, model: ApiModel, options: SampleOptions): SampleAuth | undefined {
  if (op.security.some((req) => req.length === 0)) return undefined;
  const auth = operationAuth(op, model);
  if (auth?.kind === 'basic') return { kind: 'basic', userEnv: 'API_USERNAME', passwordEnv: 'API_PASSWORD' };
  if (auth?.kind === 'apiKey') return { kind: auth.in, name: auth.name, env: options.authEnv ?? 'API_KEY' };
  if (auth?.kind === 'bearer') return { kind: 'bearer', env: options.authEnv ?? 'API_TOKEN' };
  return undefined;
}

/**
 * A `querystring` parameter's example as sent: its example's `serializedValue`, else its data
 * written as a form query string; undefined when it has neither, or when its media type is not a
 * form (`application/json` query strings are one encoded text, which the samples' name/value
 * pairs cannot carry: the page shows its examples instead).
 */
export function querystringExample(p: Parameter): string | undefined {
  if (p.mediaType !== undefined && !isFormMedia(p.mediaType)) return undefined;
  const first = p.examples?.[0];
  if (first?.serializedValue !== undefined) return first.serializedValue.replace(/^\?/, '');
  if (typeof p.example === 'string') return p.example.replace(/^\?/, '');
  return isFormMedia(p.mediaType) ? formQueryString(p.example) : undefined;
}

/** Builds the plain-data request every code sample is generated from. */
export function buildSampleRequest(
  model: ApiModel,
  op: Operation,
  schemas: Record<string, SchemaNode>,
  options: SampleOptions = {},
): SampleRequest {
  const base = serverBase(op, model);
  const absolute = base !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(base);
  let path = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const v = paramValue(p, schemas);
    path = path.split(`{${p.name}}`).join(encodeSegment(Array.isArray(v) ? v.map(valueText).join(',') : valueText(v)));
  }
  if (!absolute && base) path = base + path;
  const query: SampleRequest['query'] = [];
  for (const p of op.parameters.filter((x) => x.in === 'query' && x.required)) {
    const v = paramValue(p, schemas);
    if (Array.isArray(v)) for (const item of v) query.push({ name: p.name, value: valueText(item) });
    else query.push({ name: p.name, value: valueText(v) });
  }
  // The whole query string (3.2): like any parameter, sent when required; an optional one's example is
  // offered by the request builder, not sent (its first request is this one).
  for (const p of op.parameters.filter((x) => x.in === 'querystring' && x.required)) {
    const example = querystringExample(p);
    if (example !== undefined) query.push(...queryStringPairs(example));
  }
  const skipHeaders = /^(authorization|content-type|accept)$/i;
  const headers = op.parameters
    .filter((p) => p.in === 'header' && p.required && !skipHeaders.test(p.name))
    .map((p) => ({ name: p.name, value: valueText(paramValue(p, schemas)) }));

  const bodyContent = op.requestBody?.contents.find((c) => isJsonMedia(c.mediaType)) ?? op.requestBody?.contents[0];
  const success =
    op.responses.find((r) => /^2/.test(r.status) && r.contents.length > 0) ??
    op.responses.find((r) => /^2/.test(r.status));
  const responseContent = success?.contents.find((c) => isJsonMedia(c.mediaType)) ?? success?.contents[0];
  const request: SampleRequest = {
    method: op.method.toUpperCase(),
    baseUrlEnv: options.baseUrlEnv ?? 'BASE_URL',
    path,
    query,
    headers,
    typed: { path: op.path, method: op.method },
  };
  if (absolute) request.baseUrl = base;
  const auth = authFor(op, model, options);
  if (auth) request.auth = auth;
  if (bodyContent) {
    request.body = {
      mediaType: sentMediaType(bodyContent.mediaType, bodyContent.examples[0]),
      value: bodyContent.examples[0]?.value ?? (isJsonMedia(bodyContent.mediaType) ? {} : ''),
    };
    request.typed.bodyMediaType = bodyContent.mediaType;
  }
  if (success) {
    request.typed.successStatus = success.status;
    if (responseContent) request.typed.responseMediaType = responseContent.mediaType;
  }
  return request;
}
