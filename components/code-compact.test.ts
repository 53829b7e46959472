import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, type ReactNode } from 'react';
import { codeChildrenHtml } from './code-html.ts';
import { compactCode, expandCode } from './code-compact.ts';

const token = (text: string, light: string, dark: string) =>
  createElement('span', { style: { '--shiki-light': `#${light}`, '--shiki-dark': `#${dark}` } }, text);
const line = (...tokens: ReactNode[]) => createElement('span', null, ...tokens);

test('a block written by code-html.ts comes back unchanged from its compact form, which is shorter', () => {
  const nasty = '</script><script>alert(1)</script><img src=x onerror="alert(2)"> {`${x}`} &amp; &lt; \u2028 \u00a7';
  const blocks = [
    [
      line(token('const', 'd73a49', 'f97583'), token(' x = ', '24292e', 'e1e4e8'), token(nasty, '032f62', '9ecbff')),
      '\n',
      line(token(nasty, '24292e', 'e1e4e8')),
    ],
    [line(createElement('span', null, nasty)), '\n', line(token('# c', '6a737d', '6a737d'))],
  ];
  for (const children of blocks) {
    const { html } = codeChildrenHtml(children)!;
    const compact = compactCode(html);
    assert.ok(compact !== undefined);
    assert.equal(expandCode(compact), html);
    assert.ok(compact.length < html.length);
    // No markup in the compact form but the private-use tag characters: its text is raw.
    assert.ok(compact.includes(nasty));
  }
});

test('a block with --flags kept whole (code-html.ts) stays compact and comes back unchanged', () => {
  const { html } = codeChildrenHtml([line(token('sand runs start --async', '24292e', 'e1e4e8')), '\n', line('-v')])!;
  assert.match(html, /<span class=nb>--async<\/span>/);
  const compact = compactCode(html);
  assert.ok(compact !== undefined);
  assert.equal(expandCode(compact), html);
});

test('anything but the known tags and entities is left as HTML', () => {
  assert.equal(compactCode('<span data-line><span class=k1>x</span></span>'), undefined);
  assert.equal(compactCode('<span style="color:red" data-x>x</span>'), undefined);
  assert.equal(compactCode('<span style="content:&quot;x&quot;">x</span>'), undefined);
  assert.equal(compactCode('<span class="sl-24292e sd-e1e4e8">x</span>'), undefined);
  assert.equal(compactCode('a &quot; b'), undefined);
  // Text holding the private-use characters the compact form uses for tags.
  assert.equal(compactCode('<span>\ue000</span>'), undefined);
  assert.equal(
    compactCode('<span><span class=k3>if</span> a &lt; b &amp;&amp; c &gt; d</span>'),
    '\ue001\ue005if\ue000 a < b && c > d\ue000',
  );
});

test('a token drawn in more than colour (bold) keeps its style, and the block stays compact', () => {
  const bold = createElement(
    'span',
    { style: { '--shiki-light': '#22863A', '--shiki-light-font-weight': 'bold', '--shiki-dark': '#85E89D' } },
    '\\/',
  );
  const { html } = codeChildrenHtml([
    line(token('x.replace(/', '032f62', '9ecbff'), bold, token('+$/)', 'd73a49', 'f97583')),
  ])!;
  assert.match(html, /<span style="[^"]*font-weight:bold[^"]*">/);
  const compact = compactCode(html);
  assert.ok(compact !== undefined && !compact.includes('<span'));
  assert.equal(expandCode(compact), html);
});
