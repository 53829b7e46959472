import { test } from 'node:test';
import assert from 'node:assert/strict';
import { java } from './java.ts';
import { AUTHS, COOKIES, FORM, HOSTILE, MULTIPART, TEXT, request } from './test-requests.ts';

const lit = (text: string) => JSON.stringify(text);

/** What a Java text block holds: lines unindented, escapes undone, the closing line's newline kept. */
function textBlockValue(code: string): string {
  const block = /String body = """\n([\s\S]*?)\n\s*""";/.exec(code)![1];
  return `${block
    .split('\n')
    .map((l) => l.replace(/^ {12}/, ''))
    .join('\n')}\n`.replace(/\\(["\\])/g, '$1');
}

test('a JSON body is a text block that holds exactly the JSON (backslashes doubled, no run of three quotes)', () => {
  const code = java.generate(request());
  assert.equal(textBlockValue(code), `${JSON.stringify(request().body!.value, null, 2)}\n`);
  assert.doesNotMatch(/String body = """\n([\s\S]*?)\n\s*""";/.exec(code)![1], /(?<!\\)"""/);
  assert.ok(code.includes('.uri(URI.create("https://api.example.com/notes/folder%2Fmy%20note?tag=a%20b&tag=c%26d"))'));
  assert.ok(code.includes(`.header("X-Trace", ${lit('trace "1" $HOME')})`));
  assert.ok(code.includes('.POST(HttpRequest.BodyPublishers.ofString(body))'));
});

test('a text body is a plain string literal (a text block would add a newline)', () => {
  assert.ok(java.generate(TEXT).includes(`String body = ${lit(HOSTILE)};`));
});

test('each credential kind', () => {
  assert.ok(java.generate(request()).includes('.header("Authorization", "Bearer " + System.getenv("API_TOKEN"))'));
  const basic = java.generate(request({ auth: AUTHS.basic.revealed }));
  assert.ok(basic.includes(`String credentials = "ana" + ":" + ${lit(`p'w$"d`)};`));
  assert.ok(basic.includes('Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8))'));
  assert.match(basic, /^import java\.util\.Base64;$/m);
  assert.ok(
    java.generate(request({ auth: AUTHS.header.env })).includes('.header("X-API-Key", System.getenv("API_KEY"))'),
  );
  assert.ok(
    java
      .generate(request({ auth: AUTHS.query.env }))
      .includes(' + "&api_key=" + URLEncoder.encode(System.getenv("API_KEY"), StandardCharsets.UTF_8)'),
  );
  assert.ok(
    java.generate(COOKIES).includes('.header("Cookie", "session_key=" + System.getenv("API_KEY") + "; theme=dark")'),
  );
  assert.ok(java.generate(COOKIES).includes('.GET()'));
});

test('form fields are encoded in order; multipart parts are written between boundaries', () => {
  const form = java.generate(FORM);
  assert.ok(form.includes(`Map.entry("note", ${lit(HOSTILE)})`));
  assert.ok(form.includes('URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)'));
  const multipart = java.generate(MULTIPART);
  assert.ok(multipart.includes(`.append(${lit('\r\nContent-Disposition: form-data; name="title"\r\n\r\n')})`));
  assert.ok(multipart.includes('.header("Content-Type", "multipart/form-data; boundary=" + boundary)'));
  assert.ok(
    java.generate(request({ body: undefined, method: 'PUT' })).includes('.PUT(HttpRequest.BodyPublishers.noBody())'),
  );
});
