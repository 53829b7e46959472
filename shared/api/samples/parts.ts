/**
 * What every language's sample is made of, decided once: the body's kind and fields, the URL's
 * literal parts, the credential. Each language module only spells these out.
 */
import { EnvLeaf, isJsonMedia, type SampleAuth, type SampleRequest, type SampleText, type Segment } from './types.ts';

export type { Segment } from './types.ts';

export type SampleBody =
  /** `text` is the JSON as written; with `fromEnv` (`value` holds an `EnvLeaf`) it is empty: see `jsonTemplate`. */
  | { kind: 'json'; mediaType: string; value: unknown; text: string; fromEnv?: true }
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
    return hasEnvLeaf(body.value)
      ? { kind: 'json', mediaType: body.mediaType, value: body.value, text: '', fromEnv: true }
      : { kind: 'json', mediaType: body.mediaType, value: body.value, text: JSON.stringify(body.value, null, 2) };
  return { kind: 'text', mediaType: body.mediaType, text: body.value };
}

/** The query as segments: each literal part percent-encoded, each variable's value for the language to encode. */
export function querySegments(pairs: ReadonlyArray<{ name: string; value: SampleText }>): Segment[] {
  return mergeSegments(
    pairs.flatMap((q, i): Segment[] => [
      { text: `${i > 0 ? '&' : ''}${encodeURIComponent(q.name)}=` },
      ...segmentsOf(q.value).map((s) => ('text' in s ? { text: encodeURIComponent(s.text) } : s)),
    ]),
  );
}

/** The URL after the base, and the API key when it goes in the query from the environment. */
export interface UrlParts {
  /** The literal base URL, or undefined when the sample reads it from `baseEnv`. */
  base?: string;
  baseEnv: string;
  /** The path: literal parts already encoded, a variable's value to be encoded as a path segment. */
  path: Segment[];
  /** `?` and the query (a revealed query API key included): literals encoded, a variable's value to be encoded as a query value. */
  query: Segment[];
  /** The API key read from the environment: a language appends `prefix` (`?name=` or `&name=`) and the encoded value. */
  queryAuth?: { name: string; env: string; prefix: string };
}

export function urlParts(req: SampleRequest): UrlParts {
  const pairs = [...req.query];
  const auth = req.auth;
  if (auth?.kind === 'query' && auth.value !== undefined) pairs.push({ name: auth.name, value: auth.value });
  const query = pairs.length > 0 ? mergeSegments([{ text: '?' }, ...querySegments(pairs)]) : [];
  const parts: UrlParts = { baseEnv: req.baseUrlEnv, path: segmentsOf(req.path), query };
  if (req.baseUrl !== undefined) parts.base = req.baseUrl;
  if (auth?.kind === 'query' && auth.value === undefined)
    parts.queryAuth = {
      name: auth.name,
      env: auth.env,
      prefix: `${query.length > 0 ? '&' : '?'}${encodeURIComponent(auth.name)}=`,
    };
  return parts;
}

/** How a language writes the URL: a literal, an environment read, and a variable encoded for the path or the query. */
export interface UrlSpelling {
  literal: (text: string) => string;
  env: (name: string) => string;
  pathEnv: (name: string) => string;
  queryEnv: (name: string) => string;
  join: string;
}

/** The URL (without an API key from the environment) as one expression of a language. */
export function urlExpr(url: UrlParts, spell: UrlSpelling): string {
  const rest = mergeSegments([
    ...(url.base !== undefined ? [{ text: url.base }] : []),
    ...url.path.map((s) => ('env' in s ? { env: spell.pathEnv(s.env) } : s)),
    ...url.query.map((s) => ('env' in s ? { env: spell.queryEnv(s.env) } : s)),
  ]);
  const expr = joinExpr(rest.length > 0 ? rest : [{ text: '' }], spell.literal, (code) => code, spell.join);
  return url.base !== undefined ? expr : `${spell.env(url.baseEnv)}${spell.join}${expr}`;
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

/** A value as segments, adjacent literals merged. */
export function segmentsOf(value: SampleText): Segment[] {
  return typeof value === 'string' ? [{ text: value }] : mergeSegments([...value]);
}

/** A value as one expression: a string literal as before, else literals and environment reads joined. */
export function textExpr(
  value: SampleText,
  literal: (text: string) => string,
  env: (name: string) => string,
  join: string,
): string {
  return typeof value === 'string' ? literal(value) : joinExpr(segmentsOf(value), literal, env, join);
}

/** Whether a value is the one environment variable alone. */
export function singleEnv(segments: readonly Segment[]): string | undefined {
  return segments.length === 1 && 'env' in segments[0] ? segments[0].env : undefined;
}

export function hasEnvLeaf(value: unknown): boolean {
  if (value instanceof EnvLeaf) return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(hasEnvLeaf);
}

/** JSON text or language code: the pieces of a JSON body whose leaves a language writes itself. */
export type JsonPiece = { text: string } | { code: string };

/**
 * A JSON value written as `JSON.stringify(value, null, 2)` writes it, each `EnvLeaf` replaced by
 * the code `leaf` gives (an environment read that the language makes JSON, or a value of its own
 * literal syntax): the pieces a language concatenates or writes inline.
 */
export function jsonTemplate(value: unknown, leaf: (leaf: EnvLeaf) => string, indent = ''): JsonPiece[] {
  if (value instanceof EnvLeaf) return [{ code: leaf(value) }];
  const inner = `${indent}  `;
  const list = (open: string, close: string, items: JsonPiece[][]): JsonPiece[] =>
    items.length === 0
      ? [{ text: open + close }]
      : [
          { text: `${open}\n` },
          ...items.flatMap((item, i) => [{ text: inner }, ...item, { text: i < items.length - 1 ? ',\n' : '\n' }]),
          { text: indent + close },
        ];
  if (Array.isArray(value))
    return mergePieces(
      list(
        '[',
        ']',
        value.map((v) => jsonTemplate(v ?? null, leaf, inner)),
      ),
    );
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return mergePieces(
      list(
        '{',
        '}',
        entries.map(([k, v]) => [{ text: `${JSON.stringify(k)}: ` }, ...jsonTemplate(v, leaf, inner)]),
      ),
    );
  }
  return [{ text: JSON.stringify(value) ?? 'null' }];
}

function mergePieces(pieces: JsonPiece[]): JsonPiece[] {
  const out: JsonPiece[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    if ('text' in p && last && 'text' in last) out[out.length - 1] = { text: last.text + p.text };
    else out.push(p);
  }
  return out;
}

/** The variables a request reads besides its credential and base URL, in the order it uses them. */
export function valueEnvs(req: SampleRequest): string[] {
  const names: string[] = [];
  const add = (value: SampleText) => {
    for (const s of segmentsOf(value)) if ('env' in s && !names.includes(s.env)) names.push(s.env);
  };
  const walk = (value: unknown) => {
    if (value instanceof EnvLeaf) add(value.segments);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  add(req.path);
  for (const q of req.query) add(q.value);
  for (const h of req.headers) add(h.value);
  walk(req.body?.value);
  return names;
}

/** A request with every value in place: what a sample sends. */
export type SentRequest = Omit<SampleRequest, 'path' | 'query' | 'headers'> & {
  path: string;
  query: Array<{ name: string; value: string }>;
  headers: Array<{ name: string; value: string }>;
};

/**
 * The request as it is sent when the sample runs with `env`: every variable's value in place (a
 * path value encoded as a segment, a JSON leaf parsed). What tests compare a sent request with.
 */
export function resolveEnv(req: SampleRequest, env: Record<string, string | undefined>): SentRequest {
  const text = (value: SampleText, encode = (t: string) => t) =>
    segmentsOf(value)
      .map((s) => ('text' in s ? s.text : encode(env[s.env] ?? '')))
      .join('');
  const leaves = (value: unknown): unknown => {
    if (value instanceof EnvLeaf)
      return value.json ? JSON.parse(env[(value.segments[0] as { env: string }).env] ?? 'null') : text(value.segments);
    if (Array.isArray(value)) return value.map(leaves);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, leaves(v)]));
    return value;
  };
  return {
    ...req,
    path: text(req.path, (t) => encodeURIComponent(t)),
    query: req.query.map((q) => ({ name: q.name, value: text(q.value) })),
    headers: req.headers.map((h) => ({ name: h.name, value: text(h.value) })),
    ...(req.body ? { body: { mediaType: req.body.mediaType, value: leaves(req.body.value) } } : {}),
  };
}

/** Whether any part of the sample reads the environment (so a language imports what reads it). */
export function readsEnvironment(req: SampleRequest): boolean {
  const auth = req.auth;
  if (req.baseUrl === undefined || valueEnvs(req).length > 0) return true;
  if (!auth) return false;
  if (auth.kind === 'bearer') return auth.token === undefined;
  if (auth.kind === 'basic') return auth.username === undefined || auth.password === undefined;
  return auth.value === undefined;
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
