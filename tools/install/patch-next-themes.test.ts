import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { patchNextThemes } from './patch-next-themes.ts';

const INSTALLED = 'node_modules/next-themes/dist/index.mjs';
// The apply step as next-themes 0.4.6 ships it (one line of its minified ESM build).
const applyStep =
  'S=t.useCallback(o=>{let r=o;if(!r)return;o==="system"&&s&&(r=E());let v=d?d[r]:r,C=i?W(p):null,P=document.documentElement,L=g=>{g==="class"?(P.classList.remove(...k),v&&P.classList.add(v)):g.startsWith("data-")&&(v?P.setAttribute(g,v):P.removeAttribute(g))};if(Array.isArray(h)?h.forEach(L):L(h),u){}C==null||C()},[p])';

/** Runs the (patched) apply step against a fake <html> and reports what it did. */
function apply(code: string, htmlClasses: string[], theme: string) {
  const classes = new Set(htmlClasses);
  const did: string[] = [];
  const documentElement = {
    classList: {
      contains: (c: string) => classes.has(c),
      remove: (...cs: string[]) => cs.forEach((c) => classes.delete(c) && did.push(`-${c}`)),
      add: (c: string) => (classes.add(c), did.push(`+${c}`)),
    },
    setAttribute: () => did.push('setAttribute'),
    removeAttribute: () => did.push('removeAttribute'),
  };
  const W = () => (did.push('no-transition sheet'), () => did.push('sheet removed'));
  const t = { useCallback: (f: unknown) => f };
  const run = new Function('t', 'W', 'document', 'i', 'd', 'k', 'h', 'p', 's', 'u', 'E', `let S;${code};return S;`);
  const setTheme = run(
    t,
    W,
    { documentElement },
    true,
    undefined,
    ['light', 'dark'],
    'class',
    undefined,
    false,
    false,
    () => 'light',
  );
  setTheme(theme);
  return { did, classes: [...classes] };
}

test('a theme <html> already carries is not applied again: no class churn, no no-transition sheet', () => {
  const once = patchNextThemes(applyStep, 'index.mjs');
  assert.equal(once.status, 'patched');
  assert.deepEqual(apply(once.text, ['light'], 'light'), { did: [], classes: ['light'] });
  // Unpatched, the same call removes and re-adds the class under a no-transition sheet.
  assert.deepEqual(apply(applyStep, ['light'], 'light').did, [
    'no-transition sheet',
    '-light',
    '+light',
    'sheet removed',
  ]);
});

test('a real switch still swaps the class with transitions off, and patching again is a no-op', () => {
  const once = patchNextThemes(applyStep, 'index.mjs');
  assert.deepEqual(apply(once.text, ['light'], 'dark'), {
    did: ['no-transition sheet', '-light', '+dark', 'sheet removed'],
    classes: ['dark'],
  });
  // Both classes present (never left so by the theme, but not "already applied"): cleaned up.
  assert.deepEqual(apply(once.text, ['light', 'dark'], 'dark').classes, ['dark']);
  const twice = patchNextThemes(once.text, 'index.mjs');
  assert.equal(twice.status, 'already');
  assert.equal(twice.text, once.text);
});

test('a next-themes whose apply step changed fails loudly, naming the file', () => {
  assert.throws(
    () => patchNextThemes('let v=r,P=document.documentElement', 'index.mjs'),
    /index\.mjs: next-themes' apply step did not match/,
  );
});

test('the installed next-themes is patched (postinstall ran)', () => {
  assert.equal(patchNextThemes(fs.readFileSync(INSTALLED, 'utf8'), INSTALLED).status, 'already');
});
