/**
 * What every language's sample is made of, decided once: the body's kind and fields, the URL's
 * literal parts, the credential. Each language module only spells these out.
 */
import { isJsonMedia, type SampleAuth, type SampleRequest } from './types.ts';

export type SampleBody =
  | { kind: 'json'; mediaType: string; value: unknown; text: string }
  | { kind: 'form' | 'multipart'; mediaType: string; fields: Array<[string, string]> }
  | { kind: 'text'; mediaType: string; text: string };

/** A form field's text: strings as they are, anything else as JSON (as the request builder sends it). */
const fieldText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The media type without its parameters, lower-cased. */
export function baseMediaType(mediaType: string): string {
  return mediaType.split(';')[0].trim().toLowerCase();
}

export function sampleBody(req: SampleRequest): SampleBody | undefined {
  const body = req.body;
  if (!body) return undefined;
  const type = baseMediaType(body.mediaType);
  const isObject = body.value !== null && typeof body.value === 'object' && !Array.isArray(body.value);
  if ((type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') && isObject) {
    const fields = Object.entries(body.value as Record<string, unknown>).map(([k, v]): [string, string] => [
      k,
      fieldText(v),
    ]);
    return { kind: type === 'multipart/form-data' ? 'multipart' : 'form', mediaType: body.mediaType, fields };
  }
  if (isJsonMedia(type) || typeof body.value !== 'string')
    return { kind: 'json', mediaType: body.mediaType, value: body.value, text: JSON.stringify(body.value, null, 2) };
  return { kind: 'text', mediaType: body.mediaType, text: body.value };
}

/** `name=value&…`, each part percent-encoded (a space as `%20`). */
export function encodeQuery(pairs: ReadonlyArray<{ name: string; value: string }>): string {
  return pairs.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&');
}

/** The URL as literal text after the base, and the API key when it goes in the query from the environment. */
export interface UrlParts {
  /** The literal base URL, or undefined when the sample reads it from `baseUrlEnv`. */
  base?: string;
  baseEnv: string;
  /** Path and literal query, already encoded (a revealed query API key included). */
  rest: string;
  /** The API key read from the environment: a language appends `prefix` (`?name=` or `&name=`) and the encoded value. */
  queryAuth?: { name: string; env: string; prefix: string };
}

export function urlParts(req: SampleRequest): UrlParts {
  const pairs = [...req.query];
  const auth = req.auth;
  if (auth?.kind === 'query' && auth.value !== undefined) pairs.push({ name: auth.name, value: auth.value });
  const query = encodeQuery(pairs);
  const parts: UrlParts = { baseEnv: req.baseUrlEnv, rest: req.path + (query ? `?${query}` : '') };
  if (req.baseUrl !== undefined) parts.base = req.baseUrl;
  if (auth?.kind === 'query' && auth.value === undefined)
    parts.queryAuth = {
      name: auth.name,
      env: auth.env,
      prefix: `${query ? '&' : '?'}${encodeURIComponent(auth.name)}=`,
    };
  return parts;
}

/** A secret: the value the reader typed and revealed, else the environment variable that holds it. */
export interface Secret {
  value?: string;
  env: string;
}

export type AuthPlan =
  | { kind: 'bearer'; token: Secret }
  | { kind: 'basic'; username: Secret; password: Secret }
  | { kind: 'header' | 'cookie'; name: string; secret: Secret };

/** The credential as header, basic or cookie; an API key in the query is the URL's (see `urlParts`). */
export function authPlan(auth: SampleAuth | undefined): AuthPlan | undefined {
  if (!auth) return undefined;
  const secret = (value: string | undefined, env: string): Secret => (value !== undefined ? { value, env } : { env });
  if (auth.kind === 'bearer') return { kind: 'bearer', token: secret(auth.token, auth.env) };
  if (auth.kind === 'basic')
    return {
      kind: 'basic',
      username: secret(auth.username, auth.userEnv),
      password: secret(auth.password, auth.passwordEnv),
    };
  if (auth.kind === 'query') return undefined;
  return { kind: auth.kind, name: auth.name, secret: secret(auth.value, auth.env) };
}

/**
 * The Cookie header's parts: the cookie API key first, then the cookie parameters. A literal part is
 * `name=value`; a secret one is `name=` followed by the environment variable.
 */
export function cookieParts(req: SampleRequest): Array<{ literal: string } | { prefix: string; env: string }> {
  const parts: Array<{ literal: string } | { prefix: string; env: string }> = [];
  const auth = req.auth;
  if (auth?.kind === 'cookie')
    parts.push(
      auth.value !== undefined ? { literal: `${auth.name}=${auth.value}` } : { prefix: `${auth.name}=`, env: auth.env },
    );
  for (const c of req.cookies ?? []) parts.push({ literal: `${c.name}=${c.value}` });
  return parts;
}

/** Text made of literal pieces and environment variables, adjacent literals merged. */
export type Segment = { text: string } | { env: string };

/** The Cookie header's value as segments, parts separated by `; `. */
export function cookieSegments(parts: ReturnType<typeof cookieParts>): Segment[] {
  const segments: Segment[] = [];
  parts.forEach((p, i) => {
    const sep = i > 0 ? '; ' : '';
    if ('literal' in p) segments.push({ text: sep + p.literal });
    else segments.push({ text: sep + p.prefix }, { env: p.env });
  });
  return mergeSegments(segments);
}

export function mergeSegments(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    if ('text' in s && last && 'text' in last) out[out.length - 1] = { text: last.text + s.text };
    else if (!('text' in s) || s.text !== '') out.push(s);
  }
  return out;
}

/** Segments as one expression of a language: literals and environment reads joined by its operator. */
export function joinExpr(
  segments: Segment[],
  literal: (text: string) => string,
  env: (name: string) => string,
  join: string,
): string {
  return segments.map((s) => ('text' in s ? literal(s.text) : env(s.env))).join(join);
}

/** Whether any part of the sample reads the environment (so a language imports what reads it). */
export function readsEnvironment(req: SampleRequest): boolean {
  const auth = req.auth;
  if (req.baseUrl === undefined) return true;
  if (!auth) return false;
  if (auth.kind === 'bearer') return auth.token === undefined;
  if (auth.kind === 'basic') return auth.username === undefined || auth.password === undefined;
  return auth.value === undefined;
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
