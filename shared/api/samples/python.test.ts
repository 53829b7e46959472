import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { python, pythonLiteral } from './python.ts';
import { AUTHS, COOKIES, FORM, HOSTILE, MULTIPART, TEXT, request } from './test-requests.ts';
import type { SampleRequest } from './types.ts';

const ENV = {
  API_TOKEN: 't$1',
  API_KEY: 'k&y=1 $x',
  API_USERNAME: 'ana',
  API_PASSWORD: 'p w$d',
  BASE_URL: 'http://base.test',
};

/** A `requests` that prints what it was called with, as JSON: the sample runs in Python, nothing is sent. */
const STUB = `
import json
class Response:
    def raise_for_status(self): pass
    def json(self): return {}
    text = ""
def request(method, url, **kw):
    def plain(v):
        if isinstance(v, bytes): return v.decode()
        if isinstance(v, tuple): return [plain(x) for x in v]
        if isinstance(v, dict): return {k: plain(x) for k, x in v.items()}
        if isinstance(v, list): return [plain(x) for x in v]
        return v
    print(json.dumps({"method": method, "url": url, **{k: plain(v) for k, v in kw.items()}}))
    return Response()
for _m in ["get", "post", "put", "patch", "delete", "head", "options"]:
    globals()[_m] = (lambda m: lambda url, **kw: request(m.upper(), url, **kw))(_m)
`;

function run(req: SampleRequest): Record<string, unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'python-sample-'));
  try {
    fs.writeFileSync(path.join(dir, 'requests.py'), STUB);
    fs.writeFileSync(path.join(dir, 'sample.py'), python.generate(req));
    const out = execFileSync('python3', [path.join(dir, 'sample.py')], {
      cwd: dir,
      env: { ...process.env, ...ENV, PYTHONPATH: dir },
      encoding: 'utf8',
    });
    return JSON.parse(out.split('\n')[0]) as Record<string, unknown>;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('a JSON body, the query array and a header reach requests exactly', () => {
  const call = run(request());
  assert.equal(call.method, 'POST');
  assert.equal(call.url, 'https://api.example.com/notes/folder%2Fmy%20note');
  assert.deepEqual(call.json, request().body!.value);
  assert.deepEqual(call.params, { tag: ['a b', 'c&d'] }, 'a repeated name is one list, not the last value');
  assert.deepEqual(call.headers, { Authorization: 'Bearer t$1', 'X-Trace': 'trace "1" $HOME' });
});

test('each credential kind, from the environment and revealed', () => {
  const bare = { body: undefined, method: 'GET' };
  assert.deepEqual(run(request({ ...bare, auth: AUTHS.basic.env })).auth, ['ana', 'p w$d']);
  assert.deepEqual(run(request({ ...bare, auth: AUTHS.basic.revealed })).auth, ['ana', `p'w$"d`]);
  assert.equal(
    (run(request({ ...bare, auth: AUTHS.bearer.revealed })).headers as Record<string, string>).Authorization,
    'Bearer tok"$x',
  );
  assert.equal(
    (run(request({ ...bare, auth: AUTHS.header.env })).headers as Record<string, string>)['X-API-Key'],
    'k&y=1 $x',
  );
  assert.equal((run(request({ ...bare, auth: AUTHS.query.env })).params as Record<string, string>).api_key, 'k&y=1 $x');
  assert.deepEqual(run(COOKIES).cookies, { session_key: 'k&y=1 $x', theme: 'dark' });
  assert.deepEqual(run({ ...COOKIES, auth: AUTHS.cookie.revealed }).cookies, { session_key: 'k"$y', theme: 'dark' });
});

test('form fields are data, multipart fields files without a file name, text is data with its type', () => {
  assert.deepEqual(run(FORM).data, { name: 'a&b=c d', note: HOSTILE, count: '2' });
  assert.deepEqual(run(MULTIPART).files, { title: [null, '@/etc/passwd'], note: [null, HOSTILE] });
  const text = run(TEXT);
  assert.equal(text.data, HOSTILE);
  assert.equal((text.headers as Record<string, string>)['Content-Type'], 'text/plain');
});

test('a relative server reads BASE_URL; os is imported only when the environment is read', () => {
  assert.equal(run(request({ baseUrl: undefined })).url, 'http://base.test/notes/folder%2Fmy%20note');
  assert.doesNotMatch(python.generate(request({ auth: AUTHS.bearer.revealed })), /import os/);
  assert.equal(
    pythonLiteral({ a: [true, null, 1.5, 'x"y'] }),
    '{\n    "a": [\n        True,\n        None,\n        1.5,\n        "x\\"y",\n    ],\n}',
  );
});
