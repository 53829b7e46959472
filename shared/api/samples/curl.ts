import { authPlan, cookieParts, sampleBody, urlParts, type Secret } from './parts.ts';
import type { CodeSampleGenerator, SampleRequest } from './types.ts';

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

/** The URL as one shell word (without an API key from the environment): variables expand only inside the double-quoted parts. */
export function shellUrl(req: SampleRequest): string {
  const url = urlParts(req);
  return url.base !== undefined ? sq(url.base + url.rest) : `"$${url.baseEnv}"${sq(url.rest)}`;
}

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
    for (const h of req.headers) lines.push(`-H ${sq(`${h.name}: ${h.value}`)}`);
    const cookies = shellCookies(req);
    if (cookies) lines.push(`--cookie ${cookies}`);
    // `--form-string` and `--data-urlencode name=…` never read a file, whatever the value starts with.
    if (body?.kind === 'multipart') for (const [k, v] of body.fields) lines.push(`--form-string ${sq(`${k}=${v}`)}`);
    if (body?.kind === 'form') for (const [k, v] of body.fields) lines.push(`--data-urlencode ${sq(`${k}=${v}`)}`);
    if (body?.kind === 'json') lines.push(`-H ${sq(`Content-Type: ${body.mediaType}`)}`, `-d ${sq(body.text)}`);
    if (body?.kind === 'text')
      lines.push(
        `-H ${sq(`Content-Type: ${body.mediaType}`)}`,
        body.text === '' ? '--data-binary @file' : `--data-binary ${sq(body.text)}`,
      );
    return lines.join(' \\\n  ');
  },
};
