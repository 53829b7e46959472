/** `fetch` samples for Node.js 18+: JavaScript as it is, TypeScript with the API's `paths` types. */
import { isJsonMedia, type EnvLeaf, type SampleRequest, type SampleText } from './types.ts';
import {
  authPlan,
  cookieParts,
  jsonTemplate,
  sampleBody,
  segmentsOf,
  singleEnv,
  urlParts,
  type Secret,
} from './parts.ts';

const str = (text: string) => JSON.stringify(text);

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? line : by + line))
    .join('\n');
}

/** Text inside a template literal: nothing in it interpolates. */
function tpl(text: string): string {
  return text.replace(/[`\\]|\$\{/g, (m) => `\\${m}`);
}

function statusKey(status: string): string {
  return /^\d{3}$/.test(status) ? status : str(status);
}

/** A secret inside a template literal: the revealed value, else the environment variable. */
const secretTpl = (s: Secret) => (s.value !== undefined ? tpl(s.value) : `\${process.env.${s.env}}`);

/** A value: a string literal, one variable (empty when unset), or a template literal of both. */
function jsText(value: SampleText): string {
  if (typeof value === 'string') return str(value);
  const segments = segmentsOf(value);
  const single = singleEnv(segments);
  if (single) return `process.env.${single} ?? ""`;
  return '`' + segments.map((s) => ('text' in s ? tpl(s.text) : `\${process.env.${s.env}}`)).join('') + '`';
}

/** A JSON leaf from the environment: text as `jsText`, or the variable's JSON parsed. */
const jsLeaf = (leaf: EnvLeaf) =>
  leaf.json ? `JSON.parse(process.env.${singleEnv(leaf.segments)} ?? "null")` : jsText(leaf.segments);

/**
 * The methods openapi-typescript 7 types in `paths` (OpenAPI 3.1's): an operation of another
 * method (3.2's `query`, an `additionalOperations` one) has no entry there to type it by.
 */
const TYPED_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export function fetchSample(req: SampleRequest, typedWanted: boolean): string {
  const t = req.typed;
  const op = `paths[${str(t.path)}][${str(t.method)}]`;
  const out: string[] = [];
  const typed = typedWanted && TYPED_METHODS.has(t.method);
  if (typedWanted && !typed)
    out.push(
      `// openapi.d.ts has no types for ${req.method.toUpperCase()} operations (openapi-typescript reads OpenAPI 3.1's methods only).`,
      '',
    );
  const body = sampleBody(req);
  const jsonBody = body?.kind === 'json';
  const jsonResult = t.successStatus !== undefined && isJsonMedia(t.responseMediaType);
  if (typed) {
    out.push(
      "// The `paths` type comes from openapi.d.ts, this API's types (see the overview page).",
      "import type { paths } from './openapi';",
      '',
    );
    if (jsonBody && t.bodyMediaType !== undefined)
      out.push(`type RequestBody = NonNullable<${op}["requestBody"]>["content"][${str(t.bodyMediaType)}];`);
    if (jsonResult)
      out.push(
        `type ResponseBody = ${op}["responses"][${statusKey(t.successStatus!)}]["content"][${str(t.responseMediaType!)}];`,
      );
    if ((jsonBody && t.bodyMediaType !== undefined) || jsonResult) out.push('');
  }
  if (body?.kind === 'json') {
    const text = body.fromEnv
      ? jsonTemplate(body.value, jsLeaf)
          .map((p) => ('text' in p ? p.text : p.code))
          .join('')
      : body.text;
    out.push(`const body${typed && t.bodyMediaType !== undefined ? ': RequestBody' : ''} = ${text};`, '');
  }

  const url = urlParts(req);
  const rest = [...url.path, ...url.query];
  let urlExpr: string;
  if (url.base !== undefined && !url.queryAuth && rest.every((s) => 'text' in s))
    urlExpr = str(url.base + rest.map((s) => ('text' in s ? s.text : '')).join(''));
  else {
    const base = url.base !== undefined ? tpl(url.base) : `\${process.env.${url.baseEnv}}`;
    const authValue = url.queryAuth
      ? `${tpl(url.queryAuth.prefix)}\${encodeURIComponent(process.env.${url.queryAuth.env} ?? '')}`
      : '';
    const restText = rest
      .map((s) => ('text' in s ? tpl(s.text) : `\${encodeURIComponent(process.env.${s.env} ?? "")}`))
      .join('');
    urlExpr = '`' + base + restText + authValue + '`';
  }

  const headers: string[] = [];
  const auth = authPlan(req.auth);
  if (auth?.kind === 'bearer') headers.push(`Authorization: \`Bearer ${secretTpl(auth.token)}\`,`);
  if (auth?.kind === 'basic')
    headers.push(
      `Authorization: \`Basic \${Buffer.from(\`${secretTpl(auth.username)}:${secretTpl(auth.password)}\`).toString("base64")}\`,`,
    );
  if (auth?.kind === 'header')
    headers.push(
      `${str(auth.name)}: ${auth.secret.value !== undefined ? str(auth.secret.value) : `process.env.${auth.secret.env} ?? ""`},`,
    );
  const cookies = cookieParts(req).map((p) =>
    'literal' in p ? tpl(p.literal) : `${tpl(p.prefix)}\${process.env.${p.env}}`,
  );
  if (cookies.length > 0) headers.push(`Cookie: \`${cookies.join('; ')}\`,`);
  for (const h of req.headers) headers.push(`${str(h.name)}: ${jsText(h.value)},`);

  let bodyExpr: string | undefined;
  if (body?.kind === 'json') {
    headers.push(`"Content-Type": ${str(body.mediaType)},`);
    bodyExpr = 'JSON.stringify(body)';
  } else if (body?.kind === 'multipart') {
    out.push('const form = new FormData();');
    for (const [k, v] of body.fields) out.push(`form.append(${str(k)}, ${str(v)});`);
    out.push('');
    bodyExpr = 'form';
  } else if (body?.kind === 'form') {
    bodyExpr = `new URLSearchParams([\n${body.fields.map(([k, v]) => `  [${str(k)}, ${str(v)}],`).join('\n')}\n])`;
  } else if (body?.kind === 'text') {
    headers.push(`"Content-Type": ${str(body.mediaType)},`);
    bodyExpr = str(body.text);
  }

  const init: string[] = [`method: ${str(req.method.toUpperCase())},`];
  if (headers.length > 0) init.push(`headers: {\n  ${headers.join('\n  ')}\n},`);
  if (bodyExpr) init.push(`body: ${indent(bodyExpr, '  ')},`);
  out.push(`const response = await fetch(${urlExpr}, {\n  ${init.map((l) => indent(l, '  ')).join('\n  ')}\n});`);
  out.push('if (!response.ok) throw new Error(`Request failed with ${response.status}: ${await response.text()}`);');
  if (jsonResult)
    out.push(
      typed ? 'const result: ResponseBody = await response.json();' : 'const result = await response.json();',
      'console.log(result);',
    );
  else if (t.responseMediaType) out.push('console.log(await response.text());');
  return out.join('\n');
}
