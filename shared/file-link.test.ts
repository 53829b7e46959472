import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isFileHref } from './file-link.ts';

test('links to files (feeds, data, specs, types, Markdown twins, text) are files', () => {
  for (const href of [
    '/api/changelog.xml',
    '/api/changelog.json',
    '/openapi.yaml',
    '/openapi.d.ts',
    '/docs/intro.md',
    '/llms.txt',
    '/api/changelog.xml#v1-4-0',
    'https://example.com/feed.xml?x=1',
  ]) {
    assert.equal(isFileHref(href), true, href);
  }
});

test('links to pages are not: routes, anchors, a page under its .html name, dotted query strings', () => {
  for (const href of [
    '/api/changelog',
    '/api-versions/v1-2-0/list-runs',
    '/',
    '#v1-4-0',
    '/docs/intro.html',
    '/api?v=1.2.0',
    '/docs/intro#a.b',
    undefined,
    '',
  ]) {
    assert.equal(isFileHref(href), false, String(href));
  }
});
