import { isJsonMedia, type CodeSampleGenerator, type SampleRequest } from './types.ts';

/** Single-quoted for the shell: nothing inside expands. */
function sq(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function url(req: SampleRequest): string {
  const query = req.query.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&');
  let rest = req.path + (query ? `?${query}` : '');
  let tail = '';
  if (req.auth?.kind === 'query') {
    rest += `${query ? '&' : '?'}${encodeURIComponent(req.auth.name)}=`;
    if (req.auth.value !== undefined) rest += encodeURIComponent(req.auth.value);
    else tail = `"$${req.auth.env}"`;
  }
  // Variables expand only inside the double-quoted parts; everything from the spec is single-quoted.
  return req.baseUrl !== undefined ? sq(req.baseUrl + rest) + tail : `"$${req.baseUrlEnv}"${sq(rest)}${tail}`;
}

export const curl: CodeSampleGenerator = {
  id: 'curl',
  label: 'curl',
  lang: 'bash',
  generate(req) {
    const lines: string[] = [];
    const method = req.method.toUpperCase();
    const auth = req.auth;
    const target = url(req);
    lines.push(`curl ${method === 'GET' ? '' : `-X ${method} `}${target}`);
    // A secret the reader typed and revealed is single-quoted like any value; otherwise its variable expands.
    const secret = (value: string | undefined, env: string) => (value !== undefined ? sq(value) : `"$${env}"`);
    if (auth?.kind === 'bearer') lines.push(auth.token !== undefined ? `-H ${sq(`Authorization: Bearer ${auth.token}`)}` : `-H "Authorization: Bearer $${auth.env}"`);
    if (auth?.kind === 'basic') {
      lines.push(auth.username === undefined && auth.password === undefined ? `-u "$${auth.userEnv}:$${auth.passwordEnv}"` : `-u ${secret(auth.username, auth.userEnv)}:${secret(auth.password, auth.passwordEnv)}`);
    }
    if (auth?.kind === 'header') lines.push(`-H ${sq(auth.name + ': ')}${secret(auth.value, auth.env)}`);
    if (auth?.kind === 'cookie') lines.push(`--cookie ${sq(auth.name + '=')}${secret(auth.value, auth.env)}`);
    for (const h of req.headers) lines.push(`-H ${sq(`${h.name}: ${h.value}`)}`);
    if (req.cookies?.length) lines.push(`--cookie ${sq(req.cookies.map((c) => `${c.name}=${c.value}`).join('; '))}`);
    const body = req.body;
    if (body) {
      const type = body.mediaType.split(';')[0].trim().toLowerCase();
      if (type === 'multipart/form-data' && body.value && typeof body.value === 'object') {
        for (const [k, v] of Object.entries(body.value as Record<string, unknown>)) {
          lines.push(`-F ${sq(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)}`);
        }
      } else if (type === 'application/x-www-form-urlencoded' && body.value && typeof body.value === 'object') {
        for (const [k, v] of Object.entries(body.value as Record<string, unknown>)) {
          lines.push(`--data-urlencode ${sq(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)}`);
        }
      } else if (isJsonMedia(type) || typeof body.value !== 'string') {
        lines.push(`-H ${sq(`Content-Type: ${body.mediaType}`)}`);
        lines.push(`-d ${sq(JSON.stringify(body.value, null, 2))}`);
      } else {
        lines.push(`-H ${sq(`Content-Type: ${body.mediaType}`)}`);
        lines.push(body.value === '' ? '--data-binary @file' : `--data-binary ${sq(body.value)}`);
      }
    }
    return lines.join(' \\\n  ');
  },
};
