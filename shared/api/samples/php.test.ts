import { test } from 'node:test';
import assert from 'node:assert/strict';
import { php, phpStr } from './php.ts';
import { AUTHS, COOKIES, FORM, HOSTILE, MULTIPART, TEXT, request } from './test-requests.ts';

test("strings are single-quoted (nothing interpolates); only \\ and ' are escaped", () => {
  assert.equal(phpStr(`a $b {$c} 'd' \\ "e"\n`), `'a $b {$c} \\'d\\' \\\\ "e"\n'`);
});

test('a JSON body is a nowdoc: the JSON exactly, nothing escaped', () => {
  const code = php.generate(request());
  assert.ok(code.includes(`$body = <<<'JSON'\n${JSON.stringify(request().body!.value, null, 2)}\nJSON;`));
  assert.ok(
    code.includes("$curl = curl_init('https://api.example.com/notes/folder%2Fmy%20note?tag=a%20b&tag=c%26d');"),
  );
  assert.ok(code.includes(`${phpStr('X-Trace: trace "1" $HOME')},`));
  assert.ok(code.includes("CURLOPT_CUSTOMREQUEST => 'POST'"));
});

test('each credential kind', () => {
  assert.ok(php.generate(request()).includes("'Authorization: Bearer ' . getenv('API_TOKEN')"));
  assert.ok(
    php
      .generate(request({ auth: AUTHS.basic.env }))
      .includes("CURLOPT_USERPWD => getenv('API_USERNAME') . ':' . getenv('API_PASSWORD')"),
  );
  assert.ok(
    php
      .generate(request({ auth: AUTHS.basic.revealed }))
      .includes(`CURLOPT_USERPWD => 'ana' . ':' . ${phpStr(`p'w$"d`)}`),
  );
  assert.ok(php.generate(request({ auth: AUTHS.header.env })).includes("'X-API-Key: ' . getenv('API_KEY')"));
  assert.ok(
    php.generate(request({ auth: AUTHS.query.env })).includes(" . '&api_key=' . rawurlencode(getenv('API_KEY'))"),
  );
  assert.ok(php.generate(COOKIES).includes("CURLOPT_COOKIE => 'session_key=' . getenv('API_KEY') . '; theme=dark'"));
});

test('a form is http_build_query (urlencoded); multipart an array; text a string with its type', () => {
  assert.ok(
    php
      .generate(FORM)
      .includes(
        `CURLOPT_POSTFIELDS => http_build_query([\n        'name' => 'a&b=c d',\n        'note' => ${phpStr(HOSTILE)},`,
      ),
  );
  assert.ok(php.generate(MULTIPART).includes(`CURLOPT_POSTFIELDS => [\n        'title' => '@/etc/passwd',`));
  assert.ok(php.generate(TEXT).includes(`CURLOPT_POSTFIELDS => ${phpStr(HOSTILE)}`));
  assert.ok(php.generate(TEXT).includes("'Content-Type: text/plain'"));
});
