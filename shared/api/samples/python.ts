import { EnvLeaf, isJsonMedia, type CodeSampleGenerator, type SampleText } from './types.ts';
import {
  authPlan,
  mergeSegments,
  readsEnvironment,
  sampleBody,
  segmentsOf,
  singleEnv,
  textExpr,
  type Secret,
} from './parts.ts';

const str = (text: string) => JSON.stringify(text);
const environ = (name: string) => `os.environ[${str(name)}]`;
/** A value: a string literal, or literals and variables joined. */
const pyText = (value: SampleText) => textExpr(value, str, environ, ' + ');
/** Whether a JSON value holds a leaf of parsed JSON from a variable (`json.loads`). */
const holdsJsonLeaf = (value: unknown): boolean =>
  value instanceof EnvLeaf
    ? value.json
    : value !== null && typeof value === 'object' && Object.values(value).some(holdsJsonLeaf);

/** A Python literal for a JSON value, indented like `json.dumps(indent=4)`. */
export function pythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return str(value);
  if (value instanceof EnvLeaf)
    return value.json ? `json.loads(${environ(singleEnv(value.segments)!)})` : pyText(value.segments);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + pythonLiteral(v, level + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${str(k)}: ${pythonLiteral(v, level + 1)}`).join(',\n')},\n${end}}`;
}

/** A dict argument, one entry a line; values are Python expressions already. */
function dictArg(name: string, entries: Array<[string, string]>): string {
  return `${name}={\n${entries.map(([k, v]) => `        ${str(k)}: ${v},`).join('\n')}\n    }`;
}

const secret = (s: Secret) => (s.value !== undefined ? str(s.value) : `os.environ[${str(s.env)}]`);

export const python: CodeSampleGenerator = {
  id: 'python',
  label: 'Python',
  lang: 'python',
  generate(req) {
    const method = req.method.toLowerCase();
    const fn = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].includes(method)
      ? `requests.${method}`
      : 'requests.request';
    const args: string[] = [];
    if (fn === 'requests.request') args.push(str(req.method.toUpperCase()));
    // A path value from a variable is quoted as a path segment.
    const path = segmentsOf(req.path);
    const quotes = path.some((s) => 'env' in s);
    const pathExpr = (segments: typeof path) =>
      segments.map((s) => ('text' in s ? str(s.text) : `quote(${environ(s.env)}, safe="")`)).join(' + ');
    args.push(
      req.baseUrl !== undefined
        ? pathExpr(mergeSegments([{ text: req.baseUrl }, ...path]))
        : `${environ(req.baseUrlEnv)} + ${pathExpr(path)}`,
    );

    const auth = authPlan(req.auth);
    const headers: Array<[string, string]> = [];
    if (auth?.kind === 'bearer')
      headers.push([
        'Authorization',
        auth.token.value !== undefined
          ? str(`Bearer ${auth.token.value}`)
          : `"Bearer " + os.environ[${str(auth.token.env)}]`,
      ]);
    if (auth?.kind === 'header') headers.push([auth.name, secret(auth.secret)]);
    for (const h of req.headers) headers.push([h.name, pyText(h.value)]);
    const body = sampleBody(req);
    if (body?.kind === 'text') headers.push(['Content-Type', str(body.mediaType)]);
    // requests writes `application/json` itself; another JSON type is named.
    if (body?.kind === 'json' && body.mediaType.toLowerCase() !== 'application/json')
      headers.push(['Content-Type', str(body.mediaType)]);
    if (headers.length > 0) args.push(dictArg('headers', headers));

    // One entry per name; a repeated name (an exploded array) takes a list, which requests repeats.
    const params = new Map<string, string[]>();
    for (const q of req.query) params.set(q.name, [...(params.get(q.name) ?? []), pyText(q.value)]);
    if (req.auth?.kind === 'query') params.set(req.auth.name, [secret({ value: req.auth.value, env: req.auth.env })]);
    if (params.size > 0)
      args.push(
        dictArg(
          'params',
          [...params].map(([k, v]) => [k, v.length === 1 ? v[0] : `[${v.join(', ')}]`]),
        ),
      );
    if (auth?.kind === 'basic') args.push(`auth=(${secret(auth.username)}, ${secret(auth.password)})`);
    const cookies: Array<[string, string]> = [];
    if (auth?.kind === 'cookie') cookies.push([auth.name, secret(auth.secret)]);
    for (const c of req.cookies ?? []) cookies.push([c.name, str(c.value)]);
    if (cookies.length > 0) args.push(dictArg('cookies', cookies));

    if (body?.kind === 'json') args.push(`json=${pythonLiteral(body.value, 1)}`);
    // A multipart field without a file name is `(None, value)`.
    if (body?.kind === 'multipart')
      args.push(
        dictArg(
          'files',
          body.fields.map(([k, v]) => [k, `(None, ${str(v)})`]),
        ),
      );
    if (body?.kind === 'form')
      args.push(
        dictArg(
          'data',
          body.fields.map(([k, v]) => [k, str(v)]),
        ),
      );
    if (body?.kind === 'text') args.push(`data=${str(body.text)}.encode()`);

    const standard = [
      ...(body?.kind === 'json' && holdsJsonLeaf(body.value) ? ['import json'] : []),
      ...(readsEnvironment(req) ? ['import os'] : []),
      ...(quotes ? ['from urllib.parse import quote'] : []),
    ];
    const out = [...standard, ...(standard.length > 0 ? [''] : []), 'import requests', ''];
    out.push(`response = ${fn}(\n    ${args.join(',\n    ')},\n)`);
    out.push('response.raise_for_status()');
    if (req.typed.responseMediaType)
      out.push(isJsonMedia(req.typed.responseMediaType) ? 'print(response.json())' : 'print(response.text)');
    return out.join('\n');
  },
};
