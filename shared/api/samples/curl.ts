import {
  authPlan,
  cookieParts,
  jsonTemplate,
  mergeSegments,
  sampleBody,
  segmentsOf,
  singleEnv,
  urlParts,
  type Secret,
  type Segment,
} from './parts.ts';
import type { CodeSampleGenerator, EnvLeaf, SampleRequest } from './types.ts';

/**
 * Single-quoted for the shell: nothing inside expands. Text with a carriage return (a multipart
 * body's CRLF line ends) is ANSI-C quoted (`$'…\r…'`, bash and zsh), so the CR survives copying.
 */
export function sq(text: string): string {
  if (text.includes('\r')) return `$'${text.replace(/[\\']/g, (c) => `\\${c}`).replace(/\r/g, '\\r')}'`;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A secret in the shell: the revealed value single-quoted, else its variable double-quoted. */
export const shellSecret = (s: Secret) => (s.value !== undefined ? sq(s.value) : `"$${s.env}"`);

/** Segments as one shell word: literals single-quoted, each variable double-quoted (expanded, never split). */
export const shellWord = (segments: readonly Segment[]) =>
  segments.map((s) => ('text' in s ? sq(s.text) : `"$${s.env}"`)).join('');

/** The query parameters whose value reads a variable: the shell samples hand them to the tool, which encodes them. */
export const envQuery = (req: SampleRequest) => req.query.filter((q) => typeof q.value !== 'string');

/**
 * The URL as one shell word (without an API key from the environment, nor the query parameters
 * `envQuery` gives): variables expand only inside the double-quoted parts. A variable in the path
 * is put in as it is (the shell cannot encode it): IDs, the values recipes pass on, need no encoding.
 */
export function shellUrl(req: SampleRequest): string {
  const url = urlParts({ ...req, query: req.query.filter((q) => typeof q.value === 'string') });
  const rest = mergeSegments([...(url.base !== undefined ? [{ text: url.base }] : []), ...url.path, ...url.query]);
  return url.base !== undefined ? shellWord(rest) : `"$${url.baseEnv}"${shellWord(rest)}`;
}

/** An `EnvLeaf` in a jq program: the variable (`env.X`), a string built around variables, or parsed JSON. */
function jqLeaf(leaf: EnvLeaf): string {
  const single = singleEnv(leaf.segments);
  if (leaf.json && single) return `(env.${single} | fromjson)`;
  if (single) return `env.${single}`;
  const parts = leaf.segments.map((s) => ('text' in s ? JSON.stringify(s.text).slice(1, -1) : `\\(env.${s.env})`));
  return `"${parts.join('')}"`;
}

/**
 * A JSON body with values from the environment, as a jq command that writes it: the shell cannot
 * escape a value for JSON, jq can. The JSON as written stays readable; only the leaves read `env`.
 */
export function jqBody(value: unknown): string {
  const program = jsonTemplate(value, jqLeaf)
    .map((p) => ('text' in p ? p.text : p.code))
    .join('');
  return `jq -n ${sq(program)}`;
}

/** A header's value after `prefix` (`Name: `) as one shell word. */
export const shellHeader = (prefix: string, value: SampleRequest['headers'][number]['value']) =>
  typeof value === 'string' ? sq(prefix + value) : shellWord(mergeSegments([{ text: prefix }, ...segmentsOf(value)]));

/** The Cookie header's value as one shell word. */
export function shellCookies(req: SampleRequest): string | undefined {
  const parts = cookieParts(req);
  if (parts.length === 0) return undefined;
  return parts
    .map((p, i) => {
      const sep = i > 0 ? '; ' : '';
      return 'literal' in p ? sq(sep + p.literal) : sq(sep + p.prefix) + `"$${p.env}"`;
    })
    .join('');
}

export const curl: CodeSampleGenerator = {
  id: 'curl',
  label: 'curl',
  lang: 'bash',
  generate(req) {
    const lines: string[] = [];
    const method = req.method.toUpperCase();
    const auth = authPlan(req.auth);
    const body = sampleBody(req);
    // Every method but a bodiless GET is named (a body alone would make curl POST); HEAD is --head,
    // as `-X HEAD` waits for a body that never comes.
    const methodFlag = method === 'HEAD' ? '--head ' : method === 'GET' && !body ? '' : `-X ${method} `;
    lines.push(`curl ${methodFlag}${shellUrl(req)}`);
    if (auth?.kind === 'bearer')
      lines.push(
        auth.token.value !== undefined
          ? `-H ${sq(`Authorization: Bearer ${auth.token.value}`)}`
          : `-H "Authorization: Bearer $${auth.token.env}"`,
      );
    if (auth?.kind === 'basic') {
      lines.push(
        auth.username.value === undefined && auth.password.value === undefined
          ? `-u "$${auth.username.env}:$${auth.password.env}"`
          : `-u ${shellSecret(auth.username)}:${shellSecret(auth.password)}`,
      );
    }
    if (auth?.kind === 'header') lines.push(`-H ${sq(auth.name + ': ')}${shellSecret(auth.secret)}`);
    // curl 7.87+ encodes the value read from the environment, whatever characters it holds.
    const queryAuth = urlParts(req).queryAuth;
    if (queryAuth) lines.push(`--url-query ${sq(`${queryAuth.name}=`)}"$${queryAuth.env}"`);
    for (const q of envQuery(req)) lines.push(`--url-query ${shellHeader(`${q.name}=`, q.value)}`);
    for (const h of req.headers) lines.push(`-H ${shellHeader(`${h.name}: `, h.value)}`);
    const cookies = shellCookies(req);
    if (cookies) lines.push(`--cookie ${cookies}`);
    // `--form-string` and `--data-urlencode name=…` never read a file, whatever the value starts with.
    if (body?.kind === 'multipart') for (const [k, v] of body.fields) lines.push(`--form-string ${sq(`${k}=${v}`)}`);
    if (body?.kind === 'form') for (const [k, v] of body.fields) lines.push(`--data-urlencode ${sq(`${k}=${v}`)}`);
    // A body with values from the environment is written by jq and read from standard input.
    if (body?.kind === 'json' && body.fromEnv)
      lines.push(`-H ${sq(`Content-Type: ${body.mediaType}`)}`, '--data-binary @-');
    else if (body?.kind === 'json') lines.push(`-H ${sq(`Content-Type: ${body.mediaType}`)}`, `-d ${sq(body.text)}`);
    if (body?.kind === 'text')
      lines.push(
        `-H ${sq(`Content-Type: ${body.mediaType}`)}`,
        body.text === '' ? '--data-binary @file' : `--data-binary ${sq(body.text)}`,
      );
    const code = lines.join(' \\\n  ');
    return body?.kind === 'json' && body.fromEnv ? `${jqBody(body.value)} |\n${code}` : code;
  },
};
