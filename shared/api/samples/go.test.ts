import { test } from 'node:test';
import assert from 'node:assert/strict';
import { go } from './go.ts';
import { AUTHS, COOKIES, FORM, HOSTILE, MULTIPART, TEXT, request } from './test-requests.ts';

const lit = (text: string) => JSON.stringify(text);
const imports = (code: string) =>
  /import \(\n([\s\S]*?)\n\)/
    .exec(code)![1]
    .split('\n')
    .map((l) => l.trim().replace(/"/g, ''));

test('a JSON body with a backquote is an interpreted string (a raw one would end there); without one, a raw string', () => {
  const code = go.generate(request());
  assert.ok(code.includes(`body := strings.NewReader(${lit(JSON.stringify(request().body!.value, null, 2))})`));
  const plain = go.generate(request({ body: { mediaType: 'application/json', value: { a: 'x "y" \\ $z' } } }));
  assert.ok(plain.includes('body := strings.NewReader(`{\n  "a": "x \\"y\\" \\\\ $z"\n}`)'));
  assert.ok(
    code.includes(
      'http.NewRequest(http.MethodPost, "https://api.example.com/notes/folder%2Fmy%20note?tag=a%20b&tag=c%26d", body)',
    ),
  );
  assert.ok(code.includes(`req.Header.Set("X-Trace", ${lit('trace "1" $HOME')})`));
});

test('imports are exactly what the sample uses (Go refuses an unused one), sorted as gofmt keeps them', () => {
  assert.deepEqual(imports(go.generate(request())), ['fmt', 'io', 'net/http', 'os', 'strings']);
  assert.deepEqual(imports(go.generate(request({ auth: AUTHS.bearer.revealed, body: undefined, method: 'GET' }))), [
    'fmt',
    'io',
    'net/http',
  ]);
  assert.deepEqual(imports(go.generate(MULTIPART)), ['bytes', 'fmt', 'io', 'mime/multipart', 'net/http', 'os']);
  assert.deepEqual(imports(go.generate(FORM)), ['fmt', 'io', 'net/http', 'net/url', 'os', 'strings']);
});

test('each credential kind, and gofmt spacing (no spaces around + in arguments)', () => {
  assert.ok(go.generate(request()).includes('req.Header.Set("Authorization", "Bearer "+os.Getenv("API_TOKEN"))'));
  assert.ok(
    go
      .generate(request({ auth: AUTHS.bearer.revealed }))
      .includes(`req.Header.Set("Authorization", ${lit('Bearer tok"$x')})`),
  );
  assert.ok(
    go
      .generate(request({ auth: AUTHS.basic.env }))
      .includes('req.SetBasicAuth(os.Getenv("API_USERNAME"), os.Getenv("API_PASSWORD"))'),
  );
  assert.ok(go.generate(request({ auth: AUTHS.basic.revealed })).includes(`req.SetBasicAuth("ana", ${lit(`p'w$"d`)})`));
  assert.ok(
    go.generate(request({ auth: AUTHS.header.env })).includes('req.Header.Set("X-API-Key", os.Getenv("API_KEY"))'),
  );
  assert.ok(
    go
      .generate(request({ auth: AUTHS.query.env }))
      .includes(
        '"https://api.example.com/notes/folder%2Fmy%20note?tag=a%20b&tag=c%26d"+"&api_key="+url.QueryEscape(os.Getenv("API_KEY"))',
      ),
  );
  assert.ok(
    go.generate(COOKIES).includes('req.Header.Set("Cookie", "session_key="+os.Getenv("API_KEY")+"; theme=dark")'),
  );
});

test('form, multipart and text bodies', () => {
  assert.ok(go.generate(FORM).includes(`form.Add("note", ${lit(HOSTILE)})`));
  assert.ok(go.generate(FORM).includes('req.Header.Set("Content-Type", "application/x-www-form-urlencoded")'));
  assert.ok(go.generate(MULTIPART).includes(`form.WriteField("title", "@/etc/passwd")`));
  assert.ok(go.generate(MULTIPART).includes('req.Header.Set("Content-Type", form.FormDataContentType())'));
  assert.ok(
    go.generate(TEXT).includes(`strings.NewReader(${lit(HOSTILE)})`),
    'a text with a backquote stays an interpreted string',
  );
});
