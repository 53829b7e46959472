import { EnvLeaf, type CodeSampleGenerator, type SampleText } from './types.ts';
import {
  authPlan,
  baseMediaType,
  cookieParts,
  cookieSegments,
  joinExpr,
  mergeSegments,
  sampleBody,
  segmentsOf,
  singleEnv,
  textExpr,
  type Secret,
} from './parts.ts';

/** A Ruby double-quoted string: JSON's escapes are Ruby's, and `#` is escaped so nothing interpolates. */
export const rubyStr = (text: string) => JSON.stringify(text).replace(/#/g, '\\#');

/** A Ruby literal for a JSON value (hashes with `=>`), two spaces an indent level. */
export function rubyLiteral(value: unknown, level = 0): string {
  const pad = '  '.repeat(level + 1);
  const end = '  '.repeat(level);
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'nil';
  if (typeof value === 'string') return rubyStr(value);
  if (value instanceof EnvLeaf)
    return value.json ? `JSON.parse(${env(singleEnv(value.segments)!)})` : rubyText(value.segments);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + rubyLiteral(v, level + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${rubyStr(k)} => ${rubyLiteral(v, level + 1)}`).join(',\n')},\n${end}}`;
}

const CLASSES: Record<string, string> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Put',
  PATCH: 'Patch',
  DELETE: 'Delete',
  HEAD: 'Head',
  OPTIONS: 'Options',
};

function env(name: string) {
  return `ENV.fetch(${rubyStr(name)})`;
}
/** A value: a string literal, or literals and variables joined. */
function rubyText(value: SampleText) {
  return textExpr(value, rubyStr, env, ' + ');
}
const secret = (s: Secret) => (s.value !== undefined ? rubyStr(s.value) : env(s.env));
const pairs = (list: Array<[string, string]>) => `[\n${list.map(([k, v]) => `  [${rubyStr(k)}, ${v}],`).join('\n')}\n]`;

export const ruby: CodeSampleGenerator = {
  id: 'ruby',
  label: 'Ruby',
  lang: 'ruby',
  generate(req) {
    const sample = sampleBody(req);
    const out: string[] = [];
    if (sample?.kind === 'json') out.push('require "json"');
    out.push('require "net/http"', '');
    // A path value from a variable is encoded as a path segment (`%20` for a space).
    const path = segmentsOf(req.path);
    if (path.some((s) => 'env' in s)) out.unshift('require "erb"');
    const pathExpr = (segments: typeof path) =>
      joinExpr(segments, rubyStr, (name) => `ERB::Util.url_encode(${env(name)})`, ' + ');
    out.push(
      `uri = URI(${req.baseUrl !== undefined ? pathExpr(mergeSegments([{ text: req.baseUrl }, ...path])) : `${env(req.baseUrlEnv)} + ${pathExpr(path)}`})`,
    );
    const query: Array<[string, string]> = req.query.map((q) => [q.name, rubyText(q.value)]);
    if (req.auth?.kind === 'query') query.push([req.auth.name, secret({ value: req.auth.value, env: req.auth.env })]);
    if (query.length > 0) out.push(`uri.query = URI.encode_www_form(${pairs(query)})`);
    out.push('');
    const cls = CLASSES[req.method.toUpperCase()];
    out.push(
      cls
        ? `request = Net::HTTP::${cls}.new(uri)`
        : `request = Net::HTTPGenericRequest.new(${rubyStr(req.method.toUpperCase())}, ${sample ? 'true' : 'false'}, true, uri)`,
    );
    const auth = authPlan(req.auth);
    if (auth?.kind === 'bearer')
      out.push(
        `request["Authorization"] = ${auth.token.value !== undefined ? rubyStr(`Bearer ${auth.token.value}`) : `"Bearer " + ${secret(auth.token)}`}`,
      );
    if (auth?.kind === 'basic') out.push(`request.basic_auth(${secret(auth.username)}, ${secret(auth.password)})`);
    if (auth?.kind === 'header') out.push(`request[${rubyStr(auth.name)}] = ${secret(auth.secret)}`);
    for (const h of req.headers) out.push(`request[${rubyStr(h.name)}] = ${rubyText(h.value)}`);
    const cookies = cookieParts(req);
    if (cookies.length > 0) out.push(`request["Cookie"] = ${joinExpr(cookieSegments(cookies), rubyStr, env, ' + ')}`);
    if (sample?.kind === 'json') {
      out.push(`request.content_type = ${rubyStr(sample.mediaType)}`);
      out.push(`request.body = JSON.generate(${rubyLiteral(sample.value)})`);
    } else if (sample?.kind === 'text') {
      out.push(`request.content_type = ${rubyStr(sample.mediaType)}`);
      out.push(`request.body = ${rubyStr(sample.text)}`);
    } else if (sample?.kind === 'form') {
      out.push(`request.set_form_data(${pairs(sample.fields.map(([k, v]) => [k, rubyStr(v)]))})`);
      if (baseMediaType(sample.mediaType) !== 'application/x-www-form-urlencoded')
        out.push(`request.content_type = ${rubyStr(sample.mediaType)}`);
    } else if (sample?.kind === 'multipart') {
      out.push(`request.set_form(${pairs(sample.fields.map(([k, v]) => [k, rubyStr(v)]))}, "multipart/form-data")`);
    }
    out.push(
      '',
      'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|',
      '  http.request(request)',
      'end',
      'raise "Request failed with #{response.code}: #{response.body}" if response.code.to_i >= 400',
      'puts response.body',
    );
    return out.join('\n');
  },
};
