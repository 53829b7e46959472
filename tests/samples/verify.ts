/** Whether the request a sample sent is the request it shows, and whether Prism accepted it. */
import assert from 'node:assert/strict';
import type { SampleRequest } from '../../shared/api/samples/types.ts';
import { authPlan, baseMediaType, resolveEnv, sampleBody, type Secret } from '../../shared/api/samples/parts.ts';

export interface Exchange {
  method: string;
  /** Path and query as received, after the sample's prefix. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  status: number;
  violations?: string;
}

const header = (ex: Exchange, name: string): string | undefined => {
  const v = ex.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v;
};

const segments = (path: string) => path.split('/').map((s) => decodeURIComponent(s));
const sortPairs = (pairs: Array<[string, string]>) =>
  [...pairs].sort((a, b) => (a[0] + '\0' + a[1] < b[0] + '\0' + b[1] ? -1 : 1));

function cookies(ex: Exchange): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header(ex, 'cookie') ?? '').split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return jar;
}

/**
 * The fields of a multipart/form-data body. Written here rather than taken from fetch's parser,
 * which refuses what Mono sends (a quoted boundary, unquoted field names), both valid by RFC 7578.
 */
export function multipartFields(body: Buffer, contentType: string): Array<[string, string]> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  assert.ok(boundary, `no boundary in ${contentType}`);
  const text = body.toString('utf8');
  const parts = text.split(`--${boundary[1] ?? boundary[2]}`).slice(1, -1);
  return parts.map((part): [string, string] => {
    const [head, ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const name = /;\s*name=(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(head);
    assert.ok(name, `a part without a name: ${head}`);
    return [name[1] ?? name[2], rest.join('\r\n\r\n').replace(/\r\n$/, '')];
  });
}

/**
 * Throws an assertion error that says what differs; `env` is the sample's environment, which also
 * gives the values a recipe step's sample reads from it.
 */
export async function verifyExchange(ex: Exchange, shown: SampleRequest, env: Record<string, string>): Promise<void> {
  const request = resolveEnv(shown, env);
  // Prism also lists warnings about its own answer (a deprecated response header): only the request's count.
  const violations =
    ex.violations === undefined
      ? []
      : (JSON.parse(ex.violations) as Array<{ location: string[] }>).filter((v) => v.location[0] === 'request');
  assert.deepEqual(violations, [], `Prism found the request invalid: ${ex.violations}`);
  assert.ok(ex.status < 400, `Prism answered ${ex.status}`);
  assert.equal(ex.method, request.method.toUpperCase(), 'method');
  const secret = (s: Secret) => s.value ?? env[s.env];
  const [pathPart, query = ''] = ex.url.split(/\?(.*)/s);
  assert.deepEqual(segments(pathPart), segments(request.path), 'path');
  const expectedQuery: Array<[string, string]> = request.query.map((q) => [q.name, q.value]);
  if (request.auth?.kind === 'query')
    expectedQuery.push([request.auth.name, secret({ value: request.auth.value, env: request.auth.env })]);
  assert.deepEqual(sortPairs([...new URLSearchParams(query)]), sortPairs(expectedQuery), 'query');
  for (const h of request.headers) assert.equal(header(ex, h.name), h.value, `header ${h.name}`);
  const auth = authPlan(request.auth);
  if (auth?.kind === 'bearer')
    assert.equal(header(ex, 'authorization'), `Bearer ${secret(auth.token)}`, 'bearer token');
  if (auth?.kind === 'basic')
    assert.equal(
      header(ex, 'authorization'),
      `Basic ${Buffer.from(`${secret(auth.username)}:${secret(auth.password)}`).toString('base64')}`,
      'basic credentials',
    );
  if (auth?.kind === 'header') assert.equal(header(ex, auth.name), secret(auth.secret), `API key header ${auth.name}`);
  const jar = cookies(ex);
  if (auth?.kind === 'cookie') assert.equal(jar.get(auth.name), secret(auth.secret), `API key cookie ${auth.name}`);
  for (const c of request.cookies ?? []) assert.equal(jar.get(c.name), c.value, `cookie ${c.name}`);

  const body = sampleBody(request);
  const contentType = header(ex, 'content-type') ?? '';
  const text = ex.body.toString('utf8');
  if (!body) return;
  if (body.kind === 'json') {
    assert.equal(baseMediaType(contentType), baseMediaType(body.mediaType), 'content type');
    assert.deepEqual(JSON.parse(text), body.value, 'JSON body');
  } else if (body.kind === 'text') {
    assert.equal(baseMediaType(contentType), baseMediaType(body.mediaType), 'content type');
    assert.equal(text, body.text, 'text body');
  } else if (body.kind === 'form') {
    assert.equal(baseMediaType(contentType), 'application/x-www-form-urlencoded', 'content type');
    assert.deepEqual(sortPairs([...new URLSearchParams(text)]), sortPairs(body.fields), 'form fields');
  } else {
    assert.equal(baseMediaType(contentType), 'multipart/form-data', 'content type');
    // HTML's form encoding (fetch's FormData) sends a field's line breaks as CRLF: both spellings are the value.
    const lf = (pairs: Array<[string, string]>) => sortPairs(pairs.map(([k, v]) => [k, v.replace(/\r\n/g, '\n')]));
    assert.deepEqual(lf(multipartFields(ex.body, contentType)), lf(body.fields), 'multipart fields');
  }
}
