/** Requests the language modules' unit tests share: hostile text, every credential kind, every body kind. */
import type { SampleAuth, SampleRequest } from './types.ts';

/** Text that breaks careless quoting in some language: quotes, `$`, backquotes, `#{`, `${`, backslashes, a newline, `</script>`, non-ASCII. */
export const HOSTILE = `q"uo'te $HOME \`id\` #{1} \${x} \\ back\\n\nnew </script> ☃ 😀 """ '''`;

export function request(overrides: Partial<SampleRequest> = {}): SampleRequest {
  return {
    method: 'POST',
    baseUrl: 'https://api.example.com',
    baseUrlEnv: 'BASE_URL',
    path: '/notes/folder%2Fmy%20note',
    query: [
      { name: 'tag', value: 'a b' },
      { name: 'tag', value: 'c&d' },
    ],
    headers: [{ name: 'X-Trace', value: 'trace "1" $HOME' }],
    auth: { kind: 'bearer', env: 'API_TOKEN' },
    body: { mediaType: 'application/json', value: { text: HOSTILE, n: [1, null, true], o: {} } },
    typed: {
      path: '/notes/{noteId}',
      method: 'post',
      bodyMediaType: 'application/json',
      successStatus: '200',
      responseMediaType: 'application/json',
    },
    ...overrides,
  };
}

export const AUTHS: Record<string, { env: SampleAuth; revealed: SampleAuth }> = {
  bearer: {
    env: { kind: 'bearer', env: 'API_TOKEN' },
    revealed: { kind: 'bearer', env: 'API_TOKEN', token: 'tok"$x' },
  },
  basic: {
    env: { kind: 'basic', userEnv: 'API_USERNAME', passwordEnv: 'API_PASSWORD' },
    revealed: {
      kind: 'basic',
      userEnv: 'API_USERNAME',
      passwordEnv: 'API_PASSWORD',
      username: 'ana',
      password: 'p\'w$"d',
    },
  },
  header: {
    env: { kind: 'header', name: 'X-API-Key', env: 'API_KEY' },
    revealed: { kind: 'header', name: 'X-API-Key', env: 'API_KEY', value: 'k"$y' },
  },
  query: {
    env: { kind: 'query', name: 'api_key', env: 'API_KEY' },
    revealed: { kind: 'query', name: 'api_key', env: 'API_KEY', value: 'k&y=1' },
  },
  cookie: {
    env: { kind: 'cookie', name: 'session_key', env: 'API_KEY' },
    revealed: { kind: 'cookie', name: 'session_key', env: 'API_KEY', value: 'k"$y' },
  },
};

export const FORM = request({
  body: { mediaType: 'application/x-www-form-urlencoded', value: { name: 'a&b=c d', note: HOSTILE, count: 2 } },
});
export const MULTIPART = request({
  body: { mediaType: 'multipart/form-data', value: { title: '@/etc/passwd', note: HOSTILE } },
});
export const TEXT = request({ body: { mediaType: 'text/plain', value: HOSTILE } });
export const COOKIES = request({
  method: 'GET',
  body: undefined,
  auth: AUTHS.cookie.env,
  cookies: [{ name: 'theme', value: 'dark' }],
});
