import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startTags } from './html.ts';

const tags = (html: string) => [...startTags(html)].map(({ name, attrs }) => [name, Object.fromEntries(attrs)]);

test('reads double-quoted, single-quoted, unquoted and bare attributes', () => {
  assert.deepEqual(tags(`<a href="/x" data-k='v' tabindex=0 hidden>`), [
    ['a', { href: '/x', 'data-k': 'v', tabindex: '0', hidden: '' }],
  ]);
});

test('decodes character references in attribute values', () => {
  assert.deepEqual(tags('<a href="/x?a=1&amp;b=2&#x23;c" title="&lt;tag&gt; &#39;q&#39;">'), [
    ['a', { href: '/x?a=1&b=2#c', title: "<tag> 'q'" }],
  ]);
});

test('skips comments and the text of script and style elements', () => {
  const html = `<!-- <a href="/c"> --><script>"<a href='/s'>"</script><style>a[href="/t"]{}</style><p id="after">`;
  assert.deepEqual(tags(html), [
    ['script', {}],
    ['style', {}],
    ['p', { id: 'after' }],
  ]);
});

test('a ">" inside a quoted value does not end the tag', () => {
  assert.deepEqual(tags('<a title="a > b" href="/y"><b>'), [
    ['a', { title: 'a > b', href: '/y' }],
    ['b', {}],
  ]);
});

test('tags inside a template are inert and left out', () => {
  assert.deepEqual(tags('<template><a href="/t"></a></template><a href="/after">'), [
    ['template', {}],
    ['a', { href: '/after' }],
  ]);
});
