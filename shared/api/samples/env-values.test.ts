/** Every language reads a value from the environment in the path, the query, a header and a JSON body leaf. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SAMPLE_GENERATORS } from './index.ts';
import { resolveEnv, valueEnvs } from './parts.ts';
import { request } from './test-requests.ts';
import { EnvLeaf } from './types.ts';

const ENV_REQUEST = request({
  path: [{ text: '/notes/' }, { env: 'NOTE_ID' }],
  query: [{ name: 'tag', value: [{ env: 'TAG' }] }],
  headers: [{ name: 'X-Trace', value: [{ text: 't-' }, { env: 'TRACE' }] }],
  body: {
    mediaType: 'application/json',
    value: { title: new EnvLeaf([{ env: 'TITLE' }]), meta: new EnvLeaf([{ env: 'META' }], true), n: [1] },
  },
});

/** What each language writes for the path's, the query's, the header's and the body's variables. */
const SPELLINGS: Record<string, { path: string; query: string; header: string; body: string[] }> = {
  curl: {
    path: `'https://api.example.com/notes/'"$NOTE_ID"`,
    query: `--url-query 'tag='"$TAG"`,
    header: `-H 'X-Trace: t-'"$TRACE"`,
    body: ['"title": env.TITLE', '"meta": (env.META | fromjson)', '--data-binary @-'],
  },
  httpie: {
    path: `'https://api.example.com/notes/'"$NOTE_ID"`,
    query: `'tag=='"$TAG"`,
    header: `'X-Trace:t-'"$TRACE"`,
    body: ['"title": env.TITLE', '"meta": (env.META | fromjson)'],
  },
  javascript: {
    path: '/notes/${encodeURIComponent(process.env.NOTE_ID ?? "")}',
    query: '?tag=${encodeURIComponent(process.env.TAG ?? "")}',
    header: '"X-Trace": `t-${process.env.TRACE}`',
    body: ['"title": process.env.TITLE ?? ""', '"meta": JSON.parse(process.env.META ?? "null")'],
  },
  python: {
    path: '"https://api.example.com/notes/" + quote(os.environ["NOTE_ID"], safe="")',
    query: '"tag": os.environ["TAG"]',
    header: '"X-Trace": "t-" + os.environ["TRACE"]',
    body: ['"title": os.environ["TITLE"]', '"meta": json.loads(os.environ["META"])'],
  },
  go: {
    path: '"https://api.example.com/notes/"+url.PathEscape(os.Getenv("NOTE_ID"))',
    query: '"?tag="+url.QueryEscape(os.Getenv("TAG"))',
    header: 'req.Header.Set("X-Trace", "t-"+os.Getenv("TRACE"))',
    body: ['"title": ` + jsonString(os.Getenv("TITLE")) + `', '"meta": ` + os.Getenv("META") + `'],
  },
  java: {
    path: 'URLEncoder.encode(System.getenv("NOTE_ID"), StandardCharsets.UTF_8).replace("+", "%20")',
    query: '"?tag=" + URLEncoder.encode(System.getenv("TAG"), StandardCharsets.UTF_8)',
    header: '.header("X-Trace", "t-" + System.getenv("TRACE"))',
    body: ['"title": %s', '.formatted(jsonString(System.getenv("TITLE")), System.getenv("META"))'],
  },
  csharp: {
    path: 'Uri.EscapeDataString(Environment.GetEnvironmentVariable("NOTE_ID"))',
    query: '"?tag=" + Uri.EscapeDataString(Environment.GetEnvironmentVariable("TAG"))',
    header: '"X-Trace", "t-" + Environment.GetEnvironmentVariable("TRACE")',
    body: ['JsonString(Environment.GetEnvironmentVariable("TITLE"))', '+ Environment.GetEnvironmentVariable("META") +'],
  },
  ruby: {
    path: 'ERB::Util.url_encode(ENV.fetch("NOTE_ID"))',
    query: '["tag", ENV.fetch("TAG")]',
    header: 'request["X-Trace"] = "t-" + ENV.fetch("TRACE")',
    body: ['"title" => ENV.fetch("TITLE")', '"meta" => JSON.parse(ENV.fetch("META"))'],
  },
  php: {
    path: "'https://api.example.com/notes/' . rawurlencode(getenv('NOTE_ID'))",
    query: "'?tag=' . rawurlencode(getenv('TAG'))",
    header: "'X-Trace: t-' . getenv('TRACE')",
    body: ["json_encode(getenv('TITLE'))", ". getenv('META') ."],
  },
};
SPELLINGS.typescript = SPELLINGS.javascript;

for (const generator of SAMPLE_GENERATORS) {
  test(`${generator.id} reads a variable in the path, the query, a header and the JSON body`, () => {
    const code = generator.generate(ENV_REQUEST);
    const spelling = SPELLINGS[generator.id];
    assert.ok(spelling, `no spelling listed for ${generator.id}`);
    for (const part of [spelling.path, spelling.query, spelling.header, ...spelling.body])
      assert.ok(code.includes(part), `${generator.id} lacks ${part}:\n${code}`);
  });
}

test('a request with variables resolves to what its samples send', () => {
  const env = { NOTE_ID: 'a/b c', TAG: 'x&y', TRACE: '1', TITLE: 'T "q"', META: '{"k":[1]}' };
  assert.deepEqual(valueEnvs(ENV_REQUEST), ['NOTE_ID', 'TAG', 'TRACE', 'TITLE', 'META']);
  const sent = resolveEnv(ENV_REQUEST, env);
  assert.equal(sent.path, '/notes/a%2Fb%20c');
  assert.deepEqual(sent.query, [{ name: 'tag', value: 'x&y' }]);
  assert.deepEqual(sent.headers, [{ name: 'X-Trace', value: 't-1' }]);
  assert.deepEqual(sent.body?.value, { title: 'T "q"', meta: { k: [1] }, n: [1] });
});
