import { envQuery, jqBody, shellCookies, shellSecret, shellUrl, shellWord, sq } from './curl.ts';
import { authPlan, baseMediaType, mergeSegments, sampleBody, segmentsOf, urlParts } from './parts.ts';
import type { CodeSampleGenerator, SampleText } from './types.ts';

/**
 * A request item (`name:value`, `name=value`) as HTTPie reads it: a backslash before one of its
 * separator characters makes that character literal, so each of them in the name or value is
 * escaped (a backslash elsewhere stays as it is).
 */
const escapeItem = (text: string) => text.replace(/[=:@;]/g, (c) => `\\${c}`);

export function httpieItem(name: string, separator: ':' | '=' | '==', value: string): string {
  return escapeItem(name) + separator + escapeItem(value);
}

/** An item whose value reads variables, as one shell word: literal parts escaped, each variable as it is. */
function envItem(name: string, separator: ':' | '==', value: SampleText): string {
  const escaped = segmentsOf(value).map((s) => ('text' in s ? { text: escapeItem(s.text) } : s));
  return shellWord(mergeSegments([{ text: escapeItem(name) + separator }, ...escaped]));
}

/**
 * HTTPie 3 (`http`): options first (HTTPie reads none after the request items), then method, URL
 * and items. `--follow` follows a redirect (a download) as requests and fetch do; `--check-status`
 * fails on a 4xx or 5xx as the other samples do. A JSON body is a
 * here-document on standard input; every other sample ignores its input (`--ignore-stdin`), so a
 * script's own input is never sent.
 */
export const httpie: CodeSampleGenerator = {
  id: 'httpie',
  label: 'HTTPie',
  lang: 'bash',
  generate(req) {
    const sample = sampleBody(req);
    const options = ['--follow', '--check-status'];
    // A JSON body comes on standard input: a here-document, or jq's output when it reads variables.
    if (sample?.kind !== 'json') options.push('--ignore-stdin');
    if (sample?.kind === 'form') options.push('--form');
    if (sample?.kind === 'multipart') options.push('--multipart');
    const optionLines: string[] = [];
    const auth = authPlan(req.auth);
    if (auth?.kind === 'bearer') optionLines.push(`-A bearer -a ${shellSecret(auth.token)}`);
    if (auth?.kind === 'basic') {
      optionLines.push(
        auth.username.value === undefined && auth.password.value === undefined
          ? `-a "$${auth.username.env}:$${auth.password.env}"`
          : `-a ${shellSecret(auth.username)}:${shellSecret(auth.password)}`,
      );
    }
    if (sample?.kind === 'text') optionLines.push(`--raw ${sq(sample.text)}`);
    const items: string[] = [];
    // An empty value is `name;` (`name:` would remove the header).
    const header = (name: string, value: string) =>
      sq(value === '' ? `${httpieItem(name, ':', '').slice(0, -1)};` : httpieItem(name, ':', value));
    const queryAuth = urlParts(req).queryAuth;
    if (queryAuth) items.push(`${sq(`${httpieItem(queryAuth.name, '=', '')}=`)}"$${queryAuth.env}"`);
    if (auth?.kind === 'header')
      items.push(
        auth.secret.value !== undefined
          ? header(auth.name, auth.secret.value)
          : `${sq(httpieItem(auth.name, ':', ''))}"$${auth.secret.env}"`,
      );
    for (const q of envQuery(req)) items.push(envItem(q.name, '==', q.value));
    for (const h of req.headers)
      items.push(typeof h.value === 'string' ? header(h.name, h.value) : envItem(h.name, ':', h.value));
    const cookies = shellCookies(req);
    if (cookies) items.push(`Cookie:${cookies}`);
    if (sample?.kind === 'form' || sample?.kind === 'multipart')
      for (const [k, v] of sample.fields) items.push(sq(httpieItem(k, '=', v)));
    if (
      (sample?.kind === 'json' || sample?.kind === 'text') &&
      (baseMediaType(sample.mediaType) !== 'application/json' || sample.mediaType.includes(';'))
    )
      items.push(header('Content-Type', sample.mediaType));
    const lines = [
      `http ${options.join(' ')}`,
      ...optionLines,
      `${req.method.toUpperCase()} ${shellUrl(req)}`,
      ...items,
    ];
    let code = lines.join(' \\\n  ');
    if (sample?.kind === 'json' && sample.fromEnv) return `${jqBody(sample.value)} |\n${code}`;
    // A line of pretty-printed JSON starts with a space, a bracket, a quote or a value: never the marker.
    if (sample?.kind === 'json') code += ` <<'JSON'\n${sample.text}\nJSON`;
    return code;
  },
};
