import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { patchMobileNav, patchMobileNavScroll } from './patch-mobile-nav.ts';

const drawer =
  'const sidebar = sidebarRef.current;\n      const activeLink = sidebar.querySelector("li.active");\n      if (activeLink && menu) {\n' +
  't9 = /* @__PURE__ */ jsxs("aside", { className: t5, children: [\n      t6,\n      t7,\n      t8\n    ] });';

test('the drawer renders its menu only while open, and patching again is a no-op', () => {
  const once = patchMobileNav(drawer, 'sidebar.js');
  assert.equal(once.status, 'patched');
  assert.match(once.text, /t6,\n {6}menu \? t7 : null,\n {6}t8/);
  // The scroll-to-active effect runs with the menu absent.
  assert.match(once.text, /sidebar\?\.querySelector\("li\.active"\)/);
  const twice = patchMobileNav(once.text, 'sidebar.js');
  assert.equal(twice.status, 'already');
  assert.equal(twice.text, once.text);
});

test('a theme whose drawer changed fails loudly, naming the file', () => {
  assert.throws(
    () => patchMobileNav('jsxs("aside", { children: [a, b] })', 'sidebar.js'),
    /sidebar\.js: the mobile drawer's code did not match/,
  );
});

test('the drawer scrolls to the current page only when its link is out of view; the sidebar as before', () => {
  const scroll = (guard: string, mode: string) =>
    `if (${guard}) {\n        scrollIntoView(activeLink, {\n          block: "center",\n          inline: "center",\n          scrollMode: "${mode}",`;
  const code = `${scroll('activeLink && menu', 'always')}\n${scroll('activeLink', 'always')}`;
  const once = patchMobileNavScroll(code, 'sidebar.js');
  assert.equal(once.status, 'patched');
  assert.equal(once.text, `${scroll('activeLink && menu', 'if-needed')}\n${scroll('activeLink', 'always')}`);
  assert.equal(patchMobileNavScroll(once.text, 'sidebar.js').status, 'already');
});

test('the installed theme is patched (postinstall ran)', () => {
  const installed = fs.readFileSync('node_modules/nextra-theme-docs/dist/components/sidebar.js', 'utf8');
  assert.equal(patchMobileNav(installed, 'sidebar.js').status, 'already');
  assert.equal(patchMobileNavScroll(installed, 'sidebar.js').status, 'already');
});
