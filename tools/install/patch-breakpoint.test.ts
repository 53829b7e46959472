import { test } from 'node:test';
import assert from 'node:assert/strict';
import { patchCss, patchJs } from './patch-breakpoint.ts';

test('CSS media queries move from 48rem (768px) to 62.3125rem (997px), and again is a no-op', () => {
  const css = '@media (width < 48rem){a{b:c}} @media (width >= 48rem){d{e:f}}';
  const once = patchCss(css, 'x.css');
  assert.equal(once.status, 'patched');
  assert.equal(once.text, '@media (width < 62.3125rem){a{b:c}} @media (width >= 62.3125rem){d{e:f}}');
  const twice = patchCss(once.text, 'x.css');
  assert.equal(twice.status, 'already');
  assert.equal(twice.text, once.text);
});

test('the sidebar JS check moves to 997px', () => {
  const once = patchJs('if (window.innerWidth < 768) { return; }', 'sidebar.js');
  assert.equal(once.text, 'if (window.innerWidth < 997) { return; }');
  assert.equal(patchJs(once.text, 'sidebar.js').status, 'already');
});

test('a theme that matches neither pattern fails loudly, naming the file', () => {
  assert.throws(() => patchCss('@media (width < 40rem){}', 'style.css'), /style\.css: found neither/);
  assert.throws(() => patchJs('innerWidth < 640', 'sidebar.js'), /sidebar\.js: found neither/);
});
