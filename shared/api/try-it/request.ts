/**
 * The request a builder state describes: one resolution that both the Send button (fetch) and the
 * code samples use, so what the reader sends is what the samples show.
 */
import { isJsonMedia, type SampleAuth, type SampleRequest } from '../samples/types.ts';
import type { Credentials, TryItOperation, TryItParam, TryItState } from './types.ts';
import { queryStringPairs } from '../query-string.ts';
import { freshKeys, type NewKey } from './idempotency.ts';

export const paramKey = (p: Pick<TryItParam, 'in' | 'name'>): string => `${p.in}:${p.name}`;

/** Encodes one path segment but keeps `:` and `@` readable (`summarize:production`). */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%40/g, '@');
}

/** Headers that OpenAPI says are not parameters: the builder sets them itself. */
const RESERVED_HEADERS = /^(authorization|content-type|accept)$/i;

export interface ResolvedRequest {
  method: string;
  /** Absolute base URL without a trailing slash; empty when none is known. */
  baseUrl: string;
  /** The path with its parameters filled in and encoded. */
  path: string;
  /** Query pairs, not yet encoded. */
  query: Array<{ name: string; value: string }>;
  headers: Array<{ name: string; value: string }>;
  cookies: Array<{ name: string; value: string }>;
  body?: { mediaType: string; text: string; value: unknown };
  /** What stops the request from being sent, in words for the reader. */
  problems: string[];
}

export interface InitialStateOptions {
  /** Start on the custom base URL with this value (a local director, a mock server). */
  customBaseUrl?: string;
  /** Makes idempotency keys (crypto.randomUUID by default). */
  newKey?: NewKey;
}

/**
 * The builder's first state: required parameters filled from their examples, optional ones empty
 * (their example is offered, never sent unless the reader takes it), the first server and body
 * example chosen. It is the request the static samples show (generator/openapi/sample-request.ts).
 */
export function initialState(op: TryItOperation, options: InitialStateOptions = {}): TryItState {
  const values: Record<string, string> = {};
  for (const p of op.params) if (p.required && p.example !== undefined) values[paramKey(p)] = p.example;
  Object.assign(values, freshKeys(op.params, paramKey, options.newKey));
  const server = op.servers[0];
  return {
    server: options.customBaseUrl !== undefined || !server ? -1 : 0,
    serverVariables: Object.fromEntries((server?.variables ?? []).map((v) => [v.name, v.default])),
    customBaseUrl: options.customBaseUrl ?? '',
    values,
    body: 0,
    bodyText: op.bodies[0]?.examples[0]?.text ?? '',
    credentials: {},
  };
}

/** The chosen server's URL with its variables filled in, or the custom base URL; no trailing slash. */
export function baseUrlOf(op: TryItOperation, state: TryItState): string {
  if (state.server < 0 || !op.servers[state.server]) return state.customBaseUrl.trim().replace(/\/+$/, '');
  const server = op.servers[state.server];
  let url = server.url;
  for (const v of server.variables) url = url.split(`{${v.name}}`).join(state.serverVariables[v.name] ?? v.default);
  return url.replace(/\/+$/, '');
}

type Parsed =
  | { kind: 'scalar'; value: string }
  | { kind: 'array'; items: string[] }
  | { kind: 'object'; entries: Array<[string, string]> };

function parseValue(p: TryItParam, text: string): Parsed | string {
  if (p.type === 'array')
    return {
      kind: 'array',
      items: text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    };
  if (p.type === 'object') {
    try {
      const value = JSON.parse(text) as unknown;
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        return `${p.name} must be a JSON object, such as {"key": "value"}.`;
      return {
        kind: 'object',
        entries: Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      };
    } catch {
      return `${p.name} is not valid JSON: write an object such as {"key": "value"}.`;
    }
  }
  return { kind: 'scalar', value: text };
}

/** A path parameter by its style (`simple`, `label`, `matrix`). */
function pathValue(p: TryItParam, v: Parsed): string {
  const parts =
    v.kind === 'scalar'
      ? [v.value]
      : v.kind === 'array'
        ? v.items
        : v.entries.flatMap(([k, x]) => (p.explode ? [`${k}=${x}`] : [k, x]));
  const encoded = parts.map(encodeSegment);
  if (p.style === 'label') return '.' + encoded.join(p.explode ? '.' : ',');
  if (p.style === 'matrix') {
    if (v.kind === 'array' && p.explode) return encoded.map((x) => `;${p.name}=${x}`).join('');
    if (v.kind === 'object' && p.explode) return ';' + encoded.join(';');
    return `;${p.name}=${encoded.join(',')}`;
  }
  return encoded.join(',');
}

/** Query pairs by style (`form`, `spaceDelimited`, `pipeDelimited`, `deepObject`). */
function queryPairs(p: TryItParam, v: Parsed): Array<{ name: string; value: string }> {
  if (v.kind === 'scalar') return [{ name: p.name, value: v.value }];
  if (v.kind === 'object') {
    if (p.style === 'deepObject') return v.entries.map(([k, x]) => ({ name: `${p.name}[${k}]`, value: x }));
    if (p.explode) return v.entries.map(([k, x]) => ({ name: k, value: x }));
    return [{ name: p.name, value: v.entries.flat().join(',') }];
  }
  if (p.style === 'form' && p.explode) return v.items.map((x) => ({ name: p.name, value: x }));
  const separator = p.style === 'spaceDelimited' ? ' ' : p.style === 'pipeDelimited' ? '|' : ',';
  return [{ name: p.name, value: v.items.join(separator) }];
}

/** Header and cookie values (`simple` and `form`): comma-separated lists. */
function plainValue(v: Parsed, explode: boolean): string {
  if (v.kind === 'scalar') return v.value;
  if (v.kind === 'array') return v.items.join(',');
  return v.entries.map(([k, x]) => (explode ? `${k}=${x}` : `${k},${x}`)).join(',');
}

/** Bodies the builder edits as JSON: JSON itself, and form bodies (their fields as a JSON object). */
export function isStructuredMedia(mediaType: string): boolean {
  const type = mediaType.split(';')[0].trim().toLowerCase();
  return isJsonMedia(type) || type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
}

function bodyOf(op: TryItOperation, state: TryItState, problems: string[]): ResolvedRequest['body'] {
  const body = op.bodies[state.body] ?? op.bodies[0];
  if (!body) return undefined;
  const text = state.bodyText;
  if (text.trim() === '') {
    if (op.bodyRequired) problems.push('The request body is required.');
    return undefined;
  }
  if (!isStructuredMedia(body.mediaType)) return { mediaType: body.mediaType, text, value: text };
  try {
    return { mediaType: body.mediaType, text, value: JSON.parse(text) as unknown };
  } catch (error) {
    problems.push(`The request body is not valid JSON (${(error as Error).message}).`);
    return undefined;
  }
}

/** Resolves a builder state into the request it describes, with what stops it from being sent. */
export function resolveRequest(op: TryItOperation, state: TryItState): ResolvedRequest {
  const problems: string[] = [];
  const baseUrl = baseUrlOf(op, state);
  if (baseUrl === '') problems.push('Choose a server or type a base URL.');
  else if (!/^https?:\/\/[^/]/i.test(baseUrl))
    problems.push(`The base URL ${baseUrl} must start with http:// or https://.`);
  let path = op.path;
  const query: ResolvedRequest['query'] = [];
  const headers: ResolvedRequest['headers'] = [];
  const cookies: ResolvedRequest['cookies'] = [];
  for (const p of op.params) {
    const text = state.values[paramKey(p)] ?? '';
    if (text.trim() === '') {
      if (p.required) problems.push(`${p.name} (${p.in}) is required.`);
      continue;
    }
    if (p.in === 'querystring') {
      // The whole query string, typed as it is sent: its pairs join the other query parameters.
      query.push(...queryStringPairs(text));
      continue;
    }
    const parsed = parseValue(p, text);
    if (typeof parsed === 'string') {
      problems.push(parsed);
      continue;
    }
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(pathValue(p, parsed));
    else if (p.in === 'query') query.push(...queryPairs(p, parsed));
    else if (p.in === 'header') {
      if (!RESERVED_HEADERS.test(p.name)) headers.push({ name: p.name, value: plainValue(parsed, p.explode) });
    } else cookies.push({ name: p.name, value: plainValue(parsed, p.explode) });
  }
  const request: ResolvedRequest = {
    method: op.method.toUpperCase(),
    baseUrl,
    path,
    query,
    headers,
    cookies,
    problems,
  };
  const body = bodyOf(op, state, problems);
  if (body) request.body = body;
  return request;
}

export function queryString(pairs: ResolvedRequest['query']): string {
  return pairs.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&');
}

/** The sample request the code samples are generated from; secrets only when revealed. */
export function sampleRequestOf(
  op: TryItOperation,
  state: TryItState,
  resolved: ResolvedRequest,
  reveal: boolean,
): SampleRequest {
  const request: SampleRequest = {
    method: resolved.method,
    baseUrlEnv: op.env.baseUrl,
    path: resolved.path,
    query: resolved.query,
    headers: resolved.headers,
    typed: op.typed,
  };
  if (/^https?:\/\//i.test(resolved.baseUrl)) request.baseUrl = resolved.baseUrl;
  if (resolved.cookies.length > 0) request.cookies = resolved.cookies;
  const auth = sampleAuth(op, reveal ? state.credentials : {});
  if (auth) request.auth = auth;
  if (resolved.body) request.body = { mediaType: resolved.body.mediaType, value: resolved.body.value };
  return request;
}

function sampleAuth(op: TryItOperation, credentials: Credentials): SampleAuth | undefined {
  const auth = op.auth;
  if (!auth) return undefined;
  const given = (text: string | undefined) => (text ? text : undefined);
  if (auth.kind === 'bearer')
    return withDefined<SampleAuth>({ kind: 'bearer', env: op.env.secret, token: given(credentials.token) });
  if (auth.kind === 'basic')
    return withDefined<SampleAuth>({
      kind: 'basic',
      userEnv: 'API_USERNAME',
      passwordEnv: 'API_PASSWORD',
      username: given(credentials.username),
      password: given(credentials.password),
    });
  return withDefined<SampleAuth>({
    kind: auth.in,
    name: auth.name,
    env: op.env.secret,
    value: given(credentials.apiKey),
  });
}

function withDefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export interface FetchRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string | URLSearchParams | FormData };
  /** Cookie values a page cannot set for another site (the curl command carries them). */
  unsentCookies: string[];
}

/** What `fetch` gets when the reader presses Send: the typed credentials applied. */
export function fetchRequestOf(op: TryItOperation, resolved: ResolvedRequest, credentials: Credentials): FetchRequest {
  const query = [...resolved.query];
  const headers: Record<string, string> = {};
  const unsentCookies = resolved.cookies.map((c) => c.name);
  const auth = op.auth;
  if (auth?.kind === 'bearer' && credentials.token) headers.Authorization = `Bearer ${credentials.token}`;
  if (auth?.kind === 'basic' && (credentials.username || credentials.password)) {
    headers.Authorization = `Basic ${base64(`${credentials.username ?? ''}:${credentials.password ?? ''}`)}`;
  }
  if (auth?.kind === 'apiKey' && credentials.apiKey) {
    if (auth.in === 'header') headers[auth.name] = credentials.apiKey;
    else if (auth.in === 'query') query.push({ name: auth.name, value: credentials.apiKey });
    else unsentCookies.push(auth.name);
  }
  for (const h of resolved.headers) headers[h.name] = h.value;
  const init: FetchRequest['init'] = { method: resolved.method, headers };
  const body = resolved.body;
  if (body) {
    const type = body.mediaType.split(';')[0].trim().toLowerCase();
    const fields =
      body.value && typeof body.value === 'object'
        ? Object.entries(body.value as Record<string, unknown>).map(
            ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string],
          )
        : undefined;
    if (type === 'application/x-www-form-urlencoded' && fields) init.body = new URLSearchParams(fields);
    else if (type === 'multipart/form-data' && fields) {
      // The browser writes the multipart Content-Type with its boundary.
      const form = new FormData();
      for (const [k, v] of fields) form.append(k, v);
      init.body = form;
    } else {
      headers['Content-Type'] = body.mediaType;
      init.body = body.text;
    }
  }
  const qs = queryString(query);
  return { url: resolved.baseUrl + resolved.path + (qs ? `?${qs}` : ''), init, unsentCookies };
}

/**
 * The URL Send fetches, as the line beside Send shows it: query string included, a query API key
 * hidden unless the reader shows secrets.
 */
export function sentUrlOf(
  op: TryItOperation,
  resolved: ResolvedRequest,
  credentials: Credentials,
  reveal: boolean,
): string {
  const hide = !reveal && op.auth?.kind === 'apiKey' && op.auth.in === 'query' && credentials.apiKey;
  return fetchRequestOf(op, resolved, hide ? { ...credentials, apiKey: '****' } : credentials).url;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
