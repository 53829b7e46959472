import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inline-scripts.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

test('each inline script that runs is hashed over its exact text, once, in page order', () => {
  const payload = 'self.__next_f.push([1,"<div>\\u003c/script>é"])';
  const html = [
    '<html><head><script>(()=>{document.documentElement.classList.add("light")})()</script>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    `</head><body><script>${payload}</script><SCRIPT type="module">import "/x.js"</SCRIPT>`,
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    '<script type="text/javascript">\n  one();\n</script >',
    `<script>${payload}</script></body></html>`,
  ].join('');
  assert.deepEqual(inlineScriptHashes(html), [
    sha('(()=>{document.documentElement.classList.add("light")})()'),
    sha(payload),
    sha('import "/x.js"'),
    sha('\n  one();\n'),
  ]);
});

test('a page without inline scripts needs no hash', () => {
  assert.deepEqual(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>'), []);
});
