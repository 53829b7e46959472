import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { curl } from './curl.ts';
import { AUTHS, COOKIES, FORM, HOSTILE, MULTIPART, TEXT, request } from './test-requests.ts';

const ENV = {
  API_TOKEN: 't$1',
  API_KEY: 'k&y=1 $x',
  API_USERNAME: 'ana',
  API_PASSWORD: 'p w$d',
  BASE_URL: 'http://base.test',
};

/** The arguments curl would get: bash parses the sample with `curl` standing for a printer. */
function argv(code: string): string[] {
  const out = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code}`], {
    env: { ...process.env, ...ENV },
  });
  return out.toString('utf8').split('\0').slice(0, -1);
}

const after = (args: string[], flag: string) => args.filter((_, i) => args[i - 1] === flag);

test('a JSON body, a header and a path value reach curl exactly, nothing expanded', () => {
  const args = argv(curl.generate(request()));
  assert.deepEqual(args.slice(0, 3), [
    '-X',
    'POST',
    'https://api.example.com/notes/folder%2Fmy%20note?tag=a%20b&tag=c%26d',
  ]);
  assert.deepEqual(JSON.parse(after(args, '-d')[0]), request().body!.value);
  assert.ok(after(args, '-H').includes('X-Trace: trace "1" $HOME'));
  assert.ok(after(args, '-H').includes('Authorization: Bearer t$1'));
});

test('each credential kind, from the environment and revealed', () => {
  const bare = { body: undefined, method: 'GET' };
  assert.deepEqual(after(argv(curl.generate(request({ ...bare, auth: AUTHS.basic.env }))), '-u'), ['ana:p w$d']);
  assert.deepEqual(after(argv(curl.generate(request({ ...bare, auth: AUTHS.basic.revealed }))), '-u'), [`ana:p'w$"d`]);
  assert.ok(
    after(argv(curl.generate(request({ ...bare, auth: AUTHS.header.env }))), '-H').includes('X-API-Key: k&y=1 $x'),
  );
  assert.ok(
    after(argv(curl.generate(request({ ...bare, auth: AUTHS.bearer.revealed }))), '-H').includes(
      'Authorization: Bearer tok"$x',
    ),
  );
  // From the environment the key goes through --url-query, which encodes it; revealed, it is encoded in the URL.
  assert.deepEqual(after(argv(curl.generate(request({ ...bare, auth: AUTHS.query.env }))), '--url-query'), [
    'api_key=k&y=1 $x',
  ]);
  assert.match(argv(curl.generate(request({ ...bare, auth: AUTHS.query.revealed })))[0], /&api_key=k%26y%3D1$/);
  assert.deepEqual(argv(curl.generate(request({ ...bare, method: 'HEAD' }))).slice(0, 1), ['--head']);
  assert.deepEqual(after(argv(curl.generate(COOKIES)), '--cookie'), ['session_key=k&y=1 $x; theme=dark']);
  assert.deepEqual(after(argv(curl.generate({ ...COOKIES, auth: AUTHS.cookie.revealed })), '--cookie'), [
    'session_key=k"$y; theme=dark',
  ]);
});

test('multipart fields never read a file; form fields are encoded by curl; text is sent as is', () => {
  assert.deepEqual(after(argv(curl.generate(MULTIPART)), '--form-string'), ['title=@/etc/passwd', `note=${HOSTILE}`]);
  assert.deepEqual(after(argv(curl.generate(FORM)), '--data-urlencode'), [
    'name=a&b=c d',
    `note=${HOSTILE}`,
    'count=2',
  ]);
  assert.deepEqual(after(argv(curl.generate(TEXT)), '--data-binary'), [HOSTILE]);
});

test('a relative server reads the base URL from the environment; other methods are named', () => {
  const args = argv(curl.generate(request({ baseUrl: undefined, method: 'DELETE', body: undefined, query: [] })));
  assert.deepEqual(args.slice(0, 3), ['-X', 'DELETE', 'http://base.test/notes/folder%2Fmy%20note']);
});
