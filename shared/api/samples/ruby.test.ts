import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruby, rubyLiteral, rubyStr } from './ruby.ts';
import { AUTHS, COOKIES, FORM, HOSTILE, MULTIPART, TEXT, request } from './test-requests.ts';

test('strings are double-quoted with every # escaped, so #{…} never interpolates', () => {
  assert.equal(rubyStr('a #{b} #$c "d" \\ \n'), '"a \\#{b} \\#$c \\"d\\" \\\\ \\n"');
  assert.doesNotMatch(rubyStr(HOSTILE), /(?<!\\)#/);
  assert.equal(
    rubyLiteral({ a: [true, null, 1.5], b: {} }),
    '{\n  "a" => [\n    true,\n    nil,\n    1.5,\n  ],\n  "b" => {},\n}',
  );
});

test('a JSON body is a hash generated to JSON; the query array is encoded by URI', () => {
  const code = ruby.generate(request());
  assert.match(code, /^require "json"$/m);
  assert.ok(code.includes(`request.body = JSON.generate(${rubyLiteral(request().body!.value)})`));
  assert.ok(code.includes('uri = URI("https://api.example.com/notes/folder%2Fmy%20note")'));
  assert.ok(code.includes('uri.query = URI.encode_www_form([\n  ["tag", "a b"],\n  ["tag", "c&d"],\n])'));
  assert.ok(code.includes(`request["X-Trace"] = ${rubyStr('trace "1" $HOME')}`));
});

test('each credential kind', () => {
  assert.ok(ruby.generate(request()).includes('request["Authorization"] = "Bearer " + ENV.fetch("API_TOKEN")'));
  assert.ok(
    ruby
      .generate(request({ auth: AUTHS.basic.env }))
      .includes('request.basic_auth(ENV.fetch("API_USERNAME"), ENV.fetch("API_PASSWORD"))'),
  );
  assert.ok(
    ruby.generate(request({ auth: AUTHS.header.revealed })).includes(`request["X-API-Key"] = ${rubyStr('k"$y')}`),
  );
  assert.ok(ruby.generate(request({ auth: AUTHS.query.env })).includes('  ["api_key", ENV.fetch("API_KEY")],'));
  assert.ok(
    ruby.generate(COOKIES).includes('request["Cookie"] = "session_key=" + ENV.fetch("API_KEY") + "; theme=dark"'),
  );
});

test('form, multipart and text bodies', () => {
  assert.ok(
    ruby
      .generate(FORM)
      .includes(
        `request.set_form_data([\n  ["name", "a&b=c d"],\n  ["note", ${rubyStr(HOSTILE)}],\n  ["count", "2"],\n])`,
      ),
  );
  assert.ok(ruby.generate(MULTIPART).includes('], "multipart/form-data")'));
  assert.ok(ruby.generate(TEXT).includes(`request.body = ${rubyStr(HOSTILE)}`));
  assert.ok(ruby.generate(TEXT).includes('request.content_type = "text/plain"'));
});
