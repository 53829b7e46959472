import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csharp } from './csharp.ts';
import { AUTHS, COOKIES, FORM, HOSTILE, MULTIPART, TEXT, request } from './test-requests.ts';

const lit = (text: string) => JSON.stringify(text);

test('a multi-line body is a verbatim string with its quotes doubled: exactly the JSON', () => {
  const code = csharp.generate(request());
  const verbatim = /new StringContent\(@"([\s\S]*?)(?<!")"(?!"), Encoding\.UTF8, "application\/json"\)/.exec(code)!;
  assert.equal(verbatim[1].replace(/""/g, '"'), JSON.stringify(request().body!.value, null, 2));
  assert.ok(
    code.includes(
      'new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/notes/folder%2Fmy%20note?tag=a%20b&tag=c%26d")',
    ),
  );
  assert.ok(code.includes(`request.Headers.TryAddWithoutValidation("X-Trace", ${lit('trace "1" $HOME')});`));
  assert.match(code, /static void Main\(\) => RunAsync\(\)\.GetAwaiter\(\)\.GetResult\(\);/, 'Mono has no async Main');
});

test('each credential kind; PATCH is a method object (.NET Framework has no HttpMethod.Patch)', () => {
  assert.ok(
    csharp
      .generate(request())
      .includes('new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("API_TOKEN"))'),
  );
  assert.ok(
    csharp
      .generate(request({ auth: AUTHS.basic.revealed }))
      .includes(`Encoding.UTF8.GetBytes("ana" + ":" + ${lit(`p'w$"d`)})`),
  );
  assert.ok(
    csharp
      .generate(request({ auth: AUTHS.header.revealed }))
      .includes(`TryAddWithoutValidation("X-API-Key", ${lit('k"$y')})`),
  );
  assert.ok(
    csharp
      .generate(request({ auth: AUTHS.query.env }))
      .includes(' + "&api_key=" + Uri.EscapeDataString(Environment.GetEnvironmentVariable("API_KEY"))'),
  );
  const cookies = csharp.generate(COOKIES);
  assert.ok(
    cookies.includes(
      'TryAddWithoutValidation("Cookie", "session_key=" + Environment.GetEnvironmentVariable("API_KEY") + "; theme=dark")',
    ),
  );
  assert.ok(
    cookies.includes('new HttpClient(new HttpClientHandler { UseCookies = false })'),
    'a handler with cookies of its own would replace the header',
  );
  assert.ok(csharp.generate(request({ method: 'PATCH' })).includes('new HttpMethod("PATCH")'));
});

test('form, multipart and text bodies', () => {
  assert.ok(csharp.generate(FORM).includes(`new KeyValuePair<string, string>("note", ${lit(HOSTILE)}),`));
  assert.ok(csharp.generate(MULTIPART).includes('form.Add(new StringContent("@/etc/passwd"), "title");'));
  const text = csharp.generate(TEXT);
  const verbatim = /new StringContent\(@"([\s\S]*?)(?<!")"(?!"), Encoding\.UTF8, "text\/plain"\)/.exec(text)!;
  assert.equal(verbatim[1].replace(/""/g, '"'), HOSTILE);
});
