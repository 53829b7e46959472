import { isJsonMedia, type CodeSampleGenerator } from './types.ts';

const str = (text: string) => JSON.stringify(text);

/** A Python literal for a JSON value, indented like `json.dumps(indent=4)`. */
export function pythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return str(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + pythonLiteral(v, level + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${str(k)}: ${pythonLiteral(v, level + 1)}`).join(',\n')},\n${end}}`;
}

export const python: CodeSampleGenerator = {
  id: 'python',
  label: 'Python',
  lang: 'python',
  generate(req) {
    const out: string[] = ['import os', '', 'import requests', ''];
    const fn = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].includes(req.method.toLowerCase()) ? `requests.${req.method.toLowerCase()}` : 'requests.request';
    const args: string[] = [];
    if (fn === 'requests.request') args.push(str(req.method.toUpperCase()));
    args.push(req.baseUrl !== undefined ? str(req.baseUrl + req.path) : `os.environ[${str(req.baseUrlEnv)}] + ${str(req.path)}`);
    const headers: string[] = [];
    const params: Array<[string, string]> = req.query.map((q) => [str(q.name), str(q.value)]);
    const auth = req.auth;
    // A secret the reader typed and revealed is a literal; otherwise it comes from the environment.
    const secret = (value: string | undefined, env: string) => (value !== undefined ? str(value) : `os.environ[${str(env)}]`);
    if (auth?.kind === 'bearer') headers.push(auth.token !== undefined ? `"Authorization": ${str(`Bearer ${auth.token}`)}` : `"Authorization": "Bearer " + os.environ[${str(auth.env)}]`);
    if (auth?.kind === 'header') headers.push(`${str(auth.name)}: ${secret(auth.value, auth.env)}`);
    if (auth?.kind === 'query') params.push([str(auth.name), secret(auth.value, auth.env)]);
    for (const h of req.headers) headers.push(`${str(h.name)}: ${str(h.value)}`);
    if (headers.length > 0) args.push(`headers={\n        ${headers.join(',\n        ')},\n    }`);
    if (params.length > 0) args.push(`params={\n        ${params.map(([k, v]) => `${k}: ${v}`).join(',\n        ')},\n    }`);
    if (auth?.kind === 'basic') args.push(`auth=(${secret(auth.username, auth.userEnv)}, ${secret(auth.password, auth.passwordEnv)})`);
    const cookies = (req.cookies ?? []).map((c) => `${str(c.name)}: ${str(c.value)}`);
    if (auth?.kind === 'cookie') cookies.unshift(`${str(auth.name)}: ${secret(auth.value, auth.env)}`);
    if (cookies.length > 0) args.push(`cookies={${cookies.join(', ')}}`);
    if (req.body) {
      const type = req.body.mediaType.split(';')[0].trim().toLowerCase();
      const formLike = (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') && req.body.value && typeof req.body.value === 'object';
      if (isJsonMedia(type)) args.push(`json=${pythonLiteral(req.body.value, 1)}`);
      else if (formLike) {
        const fields = Object.fromEntries(Object.entries(req.body.value as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
        args.push(`${type === 'multipart/form-data' ? 'files' : 'data'}=${pythonLiteral(type === 'multipart/form-data' ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [null, v]])) : fields, 1)}`);
      } else {
        args.push(`headers={"Content-Type": ${str(req.body.mediaType)}}`.replace(/^/, ''));
        args.push(`data=${typeof req.body.value === 'string' ? str(req.body.value) : pythonLiteral(JSON.stringify(req.body.value))}`);
      }
    }
    // Two `headers=` arguments would be a syntax error: merge the content type into the first.
    const headerArgs = args.filter((a) => a.startsWith('headers='));
    if (headerArgs.length > 1) {
      const merged = `headers={\n        ${[...headers, `"Content-Type": ${str(req.body!.mediaType)}`].join(',\n        ')},\n    }`;
      const first = args.indexOf(headerArgs[0]);
      for (const h of headerArgs) args.splice(args.indexOf(h), 1);
      args.splice(first, 0, merged);
    }
    out.push(`response = ${fn}(\n    ${args.join(',\n    ')},\n)`);
    out.push('response.raise_for_status()');
    if (req.typed.responseMediaType) out.push(isJsonMedia(req.typed.responseMediaType) ? 'print(response.json())' : 'print(response.text)');
    return out.join('\n');
  },
};
