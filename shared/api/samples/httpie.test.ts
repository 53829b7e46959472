import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { httpie, httpieItem } from './httpie.ts';
import { AUTHS, COOKIES, FORM, HOSTILE, MULTIPART, TEXT, request } from './test-requests.ts';

const ENV = { API_TOKEN: 't$1', API_KEY: 'k&y=1 $x', API_USERNAME: 'ana', API_PASSWORD: 'p w$d' };

/** HTTPie's arguments and standard input: bash parses the sample with `http` standing for a printer. */
function call(code: string): { args: string[]; stdin: string } {
  const out = execFileSync('bash', ['-c', `http() { printf '%s\\0' "$@"; printf '\\1'; cat; }\n${code}`], {
    env: { ...process.env, ...ENV },
    input: '',
  }).toString('utf8');
  const [args, stdin] = out.split('\u0001');
  return { args: args.split('\0').slice(0, -1), stdin };
}

/** What HTTPie makes of an item's value: a backslash before a separator character is dropped. */
const unescape = (text: string) => text.replace(/\\([=:@;])/g, '$1');

test('options come before the method and URL (HTTPie reads none after the items); a JSON body is standard input, exact', () => {
  const { args, stdin } = call(httpie.generate(request()));
  const method = args.indexOf('POST');
  assert.equal(args[method + 1], 'https://api.example.com/notes/folder%2Fmy%20note?tag=a%20b&tag=c%26d');
  assert.ok(
    args.slice(method).every((a) => !a.startsWith('-')),
    args.join(' '),
  );
  assert.deepEqual(args.slice(0, method), ['--follow', '--check-status', '-A', 'bearer', '-a', 't$1']);
  assert.deepEqual(JSON.parse(stdin), request().body!.value);
  assert.ok(args.includes(httpieItem('X-Trace', ':', 'trace "1" $HOME')));
});

test('separator characters in items are escaped, and only those', () => {
  assert.equal(httpieItem('note', '=', 'a=b:c@d;e\\f'), 'note=a\\=b\\:c\\@d\\;e\\f');
  assert.equal(unescape(httpieItem('note', '=', HOSTILE).slice('note='.length)), HOSTILE);
});

test('each credential kind', () => {
  const bare = { body: undefined, method: 'GET' };
  assert.deepEqual(call(httpie.generate(request({ ...bare, auth: AUTHS.basic.env }))).args.slice(2, 5), [
    '--ignore-stdin',
    '-a',
    'ana:p w$d',
  ]);
  assert.ok(call(httpie.generate(request({ ...bare, auth: AUTHS.basic.revealed }))).args.includes(`ana:p'w$"d`));
  assert.ok(call(httpie.generate(request({ ...bare, auth: AUTHS.header.env }))).args.includes('X-API-Key:k&y=1 $x'));
  // From the environment the query key is an `==` item, which HTTPie encodes.
  assert.ok(call(httpie.generate(request({ ...bare, auth: AUTHS.query.env }))).args.includes('api_key==k&y=1 $x'));
  assert.ok(call(httpie.generate(COOKIES)).args.includes('Cookie:session_key=k&y=1 $x; theme=dark'));
});

test('form and multipart fields are items; text goes with --raw', () => {
  const form = call(httpie.generate(FORM)).args;
  assert.ok(form.includes('--form'));
  assert.deepEqual(
    form.filter((a) => /^(name|note|count)=/.test(a)).map((a) => unescape(a)),
    ['name=a&b=c d', `note=${HOSTILE}`, 'count=2'],
  );
  const multipart = call(httpie.generate(MULTIPART)).args;
  assert.ok(multipart.includes('--multipart'));
  assert.ok(multipart.includes('title=\\@/etc/passwd'), 'a value starting with @ is not a file');
  const text = call(httpie.generate(TEXT)).args;
  assert.equal(text[text.indexOf('--raw') + 1], HOSTILE);
  assert.ok(text.includes('Content-Type:text/plain'));
});
