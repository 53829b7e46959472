import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { codeChildrenHtml as written, DEFAULT_PAIR, TOKEN_PAIRS } from './code-html.ts';

const codeChildrenHtml = (...args: Parameters<typeof written>) => written(...args)?.html;

const LIGHT = (hex: string) => `#${hex.toUpperCase()}`;
/** A token as the highlighter's MDX gives it: a span with the two theme colours as a style. */
const token = (text: string, light: string, dark: string, extra: Record<string, string> = {}) =>
  createElement('span', { style: { '--shiki-light': LIGHT(light), '--shiki-dark': LIGHT(dark), ...extra } }, text);
const line = (...tokens: ReactNode[]) => createElement('span', null, ...tokens);
const FG = ['24292e', 'e1e4e8'] as const;
const STRING = ['032f62', '9ecbff'] as const;
const KEYWORD = ['d73a49', 'f97583'] as const;

/** The text a browser shows for the HTML (tags dropped, entities decoded). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

test('tokens: a short class per colour pair, the foreground pair bare, whitespace and same-colour neighbours merged, lines one span', () => {
  const html = codeChildrenHtml([
    line(
      token('const', ...KEYWORD),
      token(' ', ...FG),
      token('x', ...FG),
      token(' = ', ...FG),
      token('"a', ...STRING),
      token('b"', ...STRING),
      token(';', ...FG),
    ),
    '\n',
    line(token('  ', ...FG), token('"c"', ...STRING)),
  ]);
  // The lines are one span: newlines and indents join the text around them.
  assert.equal(
    html,
    '<span><span class=k3>const </span>x = <span class=k1>"ab"</span>;\n  <span class=k1>"c"</span></span>',
  );
});

test("an empty line is empty in the block's text (what a copy takes), not the highlighter's space", () => {
  const html = codeChildrenHtml([
    line(token('import', ...KEYWORD), token(' os', ...FG)),
    '\n',
    line(' '),
    '\n',
    line(token('x', ...FG)),
    '\n',
    line(token(' ', ...FG)),
  ])!;
  // A line that holds a space of its own (a token) keeps it.
  assert.equal(textOf(html), 'import os\n\nx\n ');
});

test('spec text stays text: markup, script ends, braces and backticks are escaped or harmless', () => {
  const nasty = '</script><script>alert(1)</script><img src=x onerror="alert(2)"> {`${x}`} &amp; \u2028';
  const html = codeChildrenHtml([line(token(nasty, ...STRING)), '\n', line(token(nasty, ...FG)), line(nasty)])!;
  assert.ok(html);
  // The only tags are the spans written here.
  for (const tag of html.match(/<[^>]*>/g)!) assert.match(tag, /^<\/?span( class=k[0-9a-c])?>$/);
  assert.ok(!html.includes('<script') && !html.includes('<img') && !html.includes('</script'));
  assert.equal(textOf(html), `${nasty}\n${nasty}${nasty}`);
  // React would draw the same text.
  const asElements = renderToStaticMarkup(
    createElement('code', null, line(token(nasty, ...STRING)), '\n', line(token(nasty, ...FG)), line(nasty)),
  );
  assert.equal(textOf(asElements.replace(/&#x27;/g, "'")), textOf(html));
});

test('the text of a block is the text of its elements, whatever the tokens', () => {
  const children = [
    line(
      token('curl', '6f42c1', 'b392f0'),
      token(' -X', '005cc5', '79b8ff'),
      token(" 'https://x/?a=1&b=2'", ...STRING),
      token(' \\', '005cc5', '79b8ff'),
    ),
    '\n',
    line(token('  # done', '6a737d', '6a737d'), token('   ', ...STRING)),
  ];
  const html = codeChildrenHtml(children)!;
  const asElements = renderToStaticMarkup(createElement(Fragment, null, ...children));
  assert.equal(textOf(html), textOf(asElements.replace(/&#x27;/g, "'")));
  assert.match(html, /<span class=k6> {2}# done {3}<\/span>/);
});

test('a highlighted line keeps foreground tokens in a span; data attributes and other styles stay', () => {
  const html = codeChildrenHtml([
    createElement('span', { 'data-line': '', 'data-highlighted-line': '' }, token('a', ...FG), token('b', ...KEYWORD)),
    createElement('span', { 'data-line': '' }, token('i', ...FG, { '--shiki-light-font-style': 'italic' })),
  ]);
  assert.equal(
    html,
    '<span data-line data-highlighted-line><span>a</span><span class=k3>b</span></span><span data-line><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;--shiki-light-font-style:italic">i</span></span>',
  );
});

test('a plain-text block keeps its text in the page colour: foreground tokens beside it are k0 spans, not bare', () => {
  const plain = written([
    line(createElement('span', null, 'Run 1 succeeded')),
    '\n',
    line(createElement('span', null, '{"a": 1}')),
  ]);
  assert.deepEqual(plain, { html: '<span><span>Run 1 succeeded</span>\n<span>{"a": 1}</span></span>', bare: false });
  const mixed = written([line(token('x', ...FG), token('y', ...KEYWORD)), line(createElement('span', null, 'plain'))]);
  assert.deepEqual(mixed, {
    html: '<span><span class=k0>x</span><span class=k3>y</span></span><span><span>plain</span></span>',
    bare: false,
  });
  assert.equal(written([line(token('x', ...FG))])?.bare, true);
});

test('lines stay one span each when a line has attributes (highlighted, numbered)', () => {
  const numbered = createElement('span', { 'data-line': '' }, token('a', ...KEYWORD));
  assert.equal(
    codeChildrenHtml([numbered, '\n', line(token('b', ...KEYWORD))]),
    '<span data-line><span class=k3>a</span></span>\n<span><span class=k3>b</span></span>',
  );
  assert.equal(
    codeChildrenHtml([line(token('a', ...KEYWORD)), '\n', line(token('b', ...KEYWORD))]),
    '<span><span class=k3>a\nb</span></span>',
  );
});

test('anything else is not written: the block is then drawn as elements', () => {
  const Other = () => null;
  assert.equal(codeChildrenHtml([line(createElement(Other))]), undefined);
  assert.equal(codeChildrenHtml([createElement('a', { href: '#' }, 'x')]), undefined);
  assert.equal(codeChildrenHtml([createElement('span', { onClick: () => {} }, 'x')]), undefined);
  // A component that draws a span is written as a span when the caller names it.
  const Span = (props: object) => createElement('span', props);
  assert.equal(
    codeChildrenHtml([createElement(Span, null, token('x', ...KEYWORD))], [Span]),
    '<span><span class=k3>x</span></span>',
  );
});

test("the colour pairs are the code themes' pairs, each with its class in globals.css at the colours of the two-class rules", async () => {
  const [light, dark] = await Promise.all([
    import('@shikijs/themes/github-light'),
    import('@shikijs/themes/github-dark'),
  ]);
  type Rule = { scope?: unknown; settings: { foreground?: string } };
  const L = (light.default as { tokenColors: Rule[] }).tokenColors;
  const D = (dark.default as { tokenColors: Rule[] }).tokenColors;
  assert.equal(L.length, D.length);
  const pairs = new Set<string>();
  L.forEach((rule, i) => {
    assert.deepEqual(rule.scope, D[i].scope, `rule ${i} matches the same scopes in both themes`);
    const [l, d] = [rule.settings.foreground, D[i].settings.foreground];
    if (l && d) pairs.add(`sl-${l.slice(1).toLowerCase()} sd-${d.slice(1).toLowerCase()}`);
  });
  assert.deepEqual([...pairs].sort(), [DEFAULT_PAIR, ...Object.keys(TOKEN_PAIRS)].sort());

  const css = fs.readFileSync('app/globals.css', 'utf8');
  const value = (selector: string, variable: string) =>
    new RegExp(`${selector.replace(/\./g, '\\.')} \\{[^}]*${variable}: (#[0-9a-f]{6});`).exec(css)?.[1];
  const check = (pair: string, selector: string) => {
    const [l, d] = pair.split(' ');
    assert.equal(value(selector, '--shiki-light'), value(`.${l}`, '--shiki-light'), `${selector} light`);
    assert.equal(value(selector, '--shiki-dark'), value(`.${d}`, '--shiki-dark'), `${selector} dark`);
  };
  check(DEFAULT_PAIR, 'code.sg-hl');
  check(DEFAULT_PAIR, '.nextra-code .k0');
  for (const [pair, cls] of Object.entries(TOKEN_PAIRS)) check(pair, `.nextra-code .${cls}`);
});

test('a --flag stays on one line when the block wraps, and the text (what a copy takes) is unchanged', () => {
  const first = 'sand connectors create pinecone --name docs --description ';
  const second = '"Docs index" --provider-api-key "$KEY" -v';
  const html = codeChildrenHtml([
    line(token('sand', ...KEYWORD), token(first.slice(4), ...FG)),
    '\n',
    line(token('"Docs index"', ...STRING), token(second.slice(12), ...FG)),
  ])!;
  assert.match(html, /<span class=nb>--description<\/span>/);
  assert.match(html, /<span class=nb>--provider-api-key<\/span>/);
  // A single-dash flag is left alone.
  assert.doesNotMatch(html, /<span class=nb>-v/);
  assert.equal(textOf(html), `${first}\n${second}`);
});
