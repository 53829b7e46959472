import { test } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { javascript } from './javascript.ts';
import { typescript } from './typescript.ts';
import { AUTHS, COOKIES, FORM, HOSTILE, MULTIPART, TEXT, request } from './test-requests.ts';
import type { SampleRequest } from './types.ts';

const ENV = {
  API_TOKEN: 't$1',
  API_KEY: 'k&y=1 $x',
  API_USERNAME: 'ana',
  API_PASSWORD: 'p w$d',
  BASE_URL: 'http://base.test',
};

interface Call {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: unknown };
}

/** Runs a sample (TypeScript stripped of its types) with a `fetch` that records the call. */
async function run(code: string): Promise<Call> {
  const js = ts
    .transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } })
    .outputText.replace(/^export \{\};$/m, '');
  const calls: Call[] = [];
  const fetch = async (url: string, init: Call['init']) => {
    calls.push({ url, init });
    return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...args: unknown[]) => Promise<void>;
  await new AsyncFunction('fetch', 'process', 'console', js)(fetch, { env: ENV }, { log() {} });
  assert.equal(calls.length, 1);
  return calls[0];
}

for (const generator of [javascript, typescript]) {
  const sample = (req: SampleRequest) => run(generator.generate(req));

  test(`${generator.label}: the body, path, query and headers reach fetch exactly`, async () => {
    const call = await sample(request());
    assert.equal(call.url, 'https://api.example.com/notes/folder%2Fmy%20note?tag=a%20b&tag=c%26d');
    assert.equal(call.init.method, 'POST');
    assert.deepEqual(JSON.parse(call.init.body as string), request().body!.value);
    assert.equal(call.init.headers['X-Trace'], 'trace "1" $HOME');
    assert.equal(call.init.headers.Authorization, 'Bearer t$1');
    assert.equal(call.init.headers['Content-Type'], 'application/json');
  });

  test(`${generator.label}: each credential kind, from the environment and revealed`, async () => {
    const bare = { body: undefined, method: 'GET' };
    assert.equal(
      (await sample(request({ ...bare, auth: AUTHS.basic.env }))).init.headers.Authorization,
      `Basic ${Buffer.from('ana:p w$d').toString('base64')}`,
    );
    assert.equal(
      (await sample(request({ ...bare, auth: AUTHS.basic.revealed }))).init.headers.Authorization,
      `Basic ${Buffer.from(`ana:p'w$"d`).toString('base64')}`,
    );
    assert.equal(
      (await sample(request({ ...bare, auth: AUTHS.bearer.revealed }))).init.headers.Authorization,
      'Bearer tok"$x',
    );
    assert.equal((await sample(request({ ...bare, auth: AUTHS.header.env }))).init.headers['X-API-Key'], 'k&y=1 $x');
    assert.equal(
      new URL((await sample(request({ ...bare, auth: AUTHS.query.env }))).url).searchParams.get('api_key'),
      'k&y=1 $x',
    );
    assert.equal(
      new URL((await sample(request({ ...bare, auth: AUTHS.query.revealed }))).url).searchParams.get('api_key'),
      'k&y=1',
    );
    assert.equal((await sample(COOKIES)).init.headers.Cookie, 'session_key=k&y=1 $x; theme=dark');
    assert.equal(
      (await sample({ ...COOKIES, auth: AUTHS.cookie.revealed })).init.headers.Cookie,
      'session_key=k"$y; theme=dark',
    );
  });

  test(`${generator.label}: form, multipart and text bodies`, async () => {
    const form = (await sample(FORM)).init.body as URLSearchParams;
    assert.deepEqual(
      [...form],
      [
        ['name', 'a&b=c d'],
        ['note', HOSTILE],
        ['count', '2'],
      ],
    );
    const multipart = (await sample(MULTIPART)).init.body as FormData;
    assert.deepEqual(
      [...multipart],
      [
        ['title', '@/etc/passwd'],
        ['note', HOSTILE],
      ],
    );
    const text = await sample(TEXT);
    assert.equal(text.init.body, HOSTILE);
    assert.equal(text.init.headers['Content-Type'], 'text/plain');
  });

  test(`${generator.label}: a relative server reads BASE_URL`, async () => {
    assert.equal(
      (await sample(request({ baseUrl: undefined, query: [] }))).url,
      'http://base.test/notes/folder%2Fmy%20note',
    );
  });
}

test('TypeScript names the body and response types from openapi.d.ts; JavaScript has none', () => {
  const typed = typescript.generate(request());
  assert.match(typed, /import type \{ paths \} from '\.\/openapi';/);
  assert.match(
    typed,
    /type RequestBody = NonNullable<paths\["\/notes\/\{noteId\}"\]\["post"\]\["requestBody"\]>\["content"\]\["application\/json"\];/,
  );
  assert.match(typed, /const result: ResponseBody = await response\.json\(\);/);
  assert.doesNotMatch(javascript.generate(request()), /paths|RequestBody|: ResponseBody/);
});
