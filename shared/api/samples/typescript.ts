import { isJsonMedia, type CodeSampleGenerator, type SampleRequest } from './types.ts';

const str = (text: string) => JSON.stringify(text);

function indent(text: string, by: string): string {
  return text.split('\n').map((line, i) => (i === 0 ? line : by + line)).join('\n');
}

/** Text inside a template literal: nothing in it interpolates. */
function tpl(text: string): string {
  return text.replace(/[`\\]|\$\{/g, (m) => `\\${m}`);
}

function statusKey(status: string): string {
  return /^\d{3}$/.test(status) ? status : str(status);
}

export const typescript: CodeSampleGenerator = {
  id: 'typescript',
  label: 'TypeScript',
  lang: 'ts',
  generate(req) {
    const { typed } = req;
    const op = `paths[${str(typed.path)}][${str(typed.method)}]`;
    const out: string[] = ["// The `paths` type comes from openapi.d.ts, this API's types (see the overview page).", "import type { paths } from './openapi';", ''];
    const jsonBody = req.body && isJsonMedia(req.body.mediaType);
    const jsonResult = typed.successStatus !== undefined && isJsonMedia(typed.responseMediaType);
    if (jsonBody) out.push(`type RequestBody = NonNullable<${op}["requestBody"]>["content"][${str(typed.bodyMediaType!)}];`);
    if (jsonResult) out.push(`type ResponseBody = ${op}["responses"][${statusKey(typed.successStatus!)}]["content"][${str(typed.responseMediaType!)}];`);
    if (jsonBody || jsonResult) out.push('');
    if (jsonBody) out.push(`const body: RequestBody = ${JSON.stringify(req.body!.value, null, 2)};`, '');

    const query = req.query.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&');
    const rest = req.path + (query ? `?${query}` : '');
    let urlExpr: string;
    if (req.baseUrl !== undefined && req.auth?.kind !== 'query') {
      urlExpr = str(req.baseUrl + rest);
    } else {
      const base = req.baseUrl !== undefined ? tpl(req.baseUrl) : `\${process.env.${req.baseUrlEnv}}`;
      const authPart = req.auth?.kind === 'query'
        ? `${query ? '&' : '?'}${tpl(encodeURIComponent(req.auth.name))}=${req.auth.value !== undefined ? tpl(encodeURIComponent(req.auth.value)) : `\${encodeURIComponent(process.env.${req.auth.env} ?? '')}`}`
        : '';
      urlExpr = '`' + base + tpl(rest) + authPart + '`';
    }

    const headers: string[] = [];
    // A secret the reader typed and revealed is a literal (in template text); otherwise it comes from the environment.
    const secret = (value: string | undefined, env: string) => (value !== undefined ? tpl(value) : `\${process.env.${env}}`);
    const auth = req.auth;
    if (auth?.kind === 'bearer') headers.push(`Authorization: \`Bearer ${secret(auth.token, auth.env)}\`,`);
    if (auth?.kind === 'basic') headers.push(`Authorization: \`Basic \${btoa(\`${secret(auth.username, auth.userEnv)}:${secret(auth.password, auth.passwordEnv)}\`)}\`,`);
    if (auth?.kind === 'header') headers.push(`${str(auth.name)}: ${auth.value !== undefined ? str(auth.value) : `process.env.${auth.env} ?? ''`},`);
    const cookies = (req.cookies ?? []).map((c) => tpl(`${c.name}=${c.value}`));
    if (auth?.kind === 'cookie') cookies.unshift(`${auth.name.replace(/[`\\$]/g, (c) => `\\${c}`)}=${secret(auth.value, auth.env)}`);
    if (cookies.length > 0) headers.push(`Cookie: \`${cookies.join('; ')}\`,`);
    for (const h of req.headers) headers.push(`${str(h.name)}: ${str(h.value)},`);

    let bodyExpr: string | undefined;
    if (req.body) {
      const type = req.body.mediaType.split(';')[0].trim().toLowerCase();
      if (jsonBody) {
        headers.push(`"Content-Type": ${str(req.body.mediaType)},`);
        bodyExpr = 'JSON.stringify(body)';
      } else if (type === 'multipart/form-data' && req.body.value && typeof req.body.value === 'object') {
        out.push('const form = new FormData();');
        for (const [k, v] of Object.entries(req.body.value as Record<string, unknown>)) out.push(`form.append(${str(k)}, ${str(typeof v === 'string' ? v : JSON.stringify(v))});`);
        out.push('');
        bodyExpr = 'form';
      } else if (type === 'application/x-www-form-urlencoded' && req.body.value && typeof req.body.value === 'object') {
        const entries = Object.entries(req.body.value as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
        bodyExpr = `new URLSearchParams(${JSON.stringify(Object.fromEntries(entries), null, 2)})`;
      } else {
        headers.push(`"Content-Type": ${str(req.body.mediaType)},`);
        bodyExpr = typeof req.body.value === 'string' ? str(req.body.value) : `JSON.stringify(${JSON.stringify(req.body.value)})`;
      }
    }

    const init: string[] = [`method: ${str(req.method.toUpperCase())},`];
    if (headers.length > 0) init.push(`headers: {\n  ${headers.join('\n  ')}\n},`);
    if (bodyExpr) init.push(`body: ${indent(bodyExpr, '  ')},`);
    out.push(`const response = await fetch(${urlExpr}, {\n  ${init.map((l) => indent(l, '  ')).join('\n  ')}\n});`);
    out.push('if (!response.ok) throw new Error(`Request failed with ${response.status}: ${await response.text()}`);');
    if (jsonResult) out.push('const result: ResponseBody = await response.json();', 'console.log(result);');
    else if (typed.responseMediaType) out.push('console.log(await response.text());');
    return out.join('\n');
  },
};
