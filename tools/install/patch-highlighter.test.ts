import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { patchHighlighter } from './patch-highlighter.ts';

const INSTALLED = 'node_modules/nextra/dist/server/rehype-plugins/rehype.js';
// `getHighlighter` as Nextra 4.6.1 ships it.
const shipped = `  getHighlighter(opts) {
    const langs = Object.keys(bundledLanguages).filter((l) => l !== "mermaid");
    return createHighlighter({
      ...opts,
      // Without \`getHighlighter\` option \`\`\`mdx lang isn't highlighted
      langs
    });
  }`;

test('the highlighter no longer loads every language up front; patching again is a no-op', () => {
  const once = patchHighlighter(shipped, 'rehype.js');
  assert.equal(once.status, 'patched');
  assert.doesNotMatch(once.text, /Object\.keys\(bundledLanguages\)/);
  assert.equal(patchHighlighter(once.text, 'rehype.js').status, 'already');
  assert.throws(
    () => patchHighlighter('getHighlighter(opts) { return other(opts); }', 'rehype.js'),
    /rehype\.js: .*update tools\/install\/patch-highlighter\.ts/,
  );
});

test('the installed Nextra is patched', () => {
  assert.equal(patchHighlighter(fs.readFileSync(INSTALLED, 'utf8'), INSTALLED).status, 'already');
});

test('with the patch, code is highlighted as before: each language on first use, with the languages it embeds', async () => {
  const { compileMdx } = await import('nextra/compile');
  const source = [
    '```python',
    'def run(step):',
    '```',
    '',
    '```mdx',
    '# Title {1 + 1}',
    '```',
    '',
    '```notalanguage',
    'plain words',
    '```',
  ].join('\n');
  const compiled = await compileMdx(source, { mdxOptions: { rehypePrettyCodeOptions: {} } });
  const tokens = (language: string) => {
    const block = compiled.slice(compiled.indexOf(`"data-language": "${language}"`));
    return [...block.slice(0, block.indexOf('"data-language"', 20) >>> 0).matchAll(/children: "([^"]*)"/g)].map(
      (m) => m[1],
    );
  };
  assert.deepEqual(tokens('python').slice(0, 2), ['def', ' run']);
  // The JavaScript inside MDX's braces is its own grammar: loaded with MDX's, its tokens are split.
  assert.deepEqual(tokens('mdx'), ['# Title ', '{', '1 ', '+', ' 1', '}']);
  assert.deepEqual(tokens('notalanguage'), ['plain words']);
});
