import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { patchSidebarLinks, SIDEBAR_LINK_CLASSES } from './patch-sidebar-links.ts';

const classes = `const classes = {\n  link: cn("${SIDEBAR_LINK_CLASSES.link}"),\n  inactive: cn("${SIDEBAR_LINK_CLASSES.inactive}"),\n  active: cn("x:bg-primary-100 x:font-semibold"),\n};`;

test('sidebar links get two short class names; the active link keeps the theme’s', () => {
  const once = patchSidebarLinks(classes, 'sidebar.js');
  assert.equal(once.status, 'patched');
  assert.match(
    once.text,
    /link: "sg-sidebar-link",\n {2}inactive: "sg-sidebar-inactive",\n {2}active: cn\("x:bg-primary-100/,
  );
  const twice = patchSidebarLinks(once.text, 'sidebar.js');
  assert.equal(twice.status, 'already');
});

test('a theme whose sidebar classes changed fails loudly, naming the file', () => {
  assert.throws(
    () => patchSidebarLinks(classes.replace('x:px-2', 'x:px-3'), 'sidebar.js'),
    /sidebar\.js: the sidebar's link classes did not match/,
  );
});

test('every rule the short names replace is defined in globals.css', () => {
  const css = fs.readFileSync('app/globals.css', 'utf8');
  const rules = css.slice(css.indexOf('.sg-sidebar-link'));
  // One declaration per utility: spot the ones that are easy to lose (hover, dark, high contrast).
  for (const value of [
    '--x-color-gray-600',
    '--x-color-gray-100',
    '--x-color-neutral-400',
    '--x-color-primary-100',
    '--x-color-gray-50',
    'prefers-contrast: more',
    'break-word',
    'cursor: pointer',
  ]) {
    assert.ok(rules.includes(value), `globals.css defines ${value} for the sidebar links`);
  }
});

test('the installed theme is patched (postinstall ran)', () => {
  const installed = fs.readFileSync('node_modules/nextra-theme-docs/dist/components/sidebar.js', 'utf8');
  assert.equal(patchSidebarLinks(installed, 'sidebar.js').status, 'already');
});
