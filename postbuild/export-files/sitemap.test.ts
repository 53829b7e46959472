import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readSite } from '../gates/links.ts';
import { renderRobots, renderSitemap, sitemapRoutes } from './sitemap.ts';

const SITE = 'https://docs.example.test';
const scans = readSite(
  path.join(import.meta.dirname, '..', 'gates', 'fixtures', 'public-unlisted-redirect-and-error-pages'),
).scans;

test('the sitemap lists public pages only: no unlisted page, error page, redirect or duplicate', () => {
  assert.deepEqual(sitemapRoutes(scans, SITE), ['/', '/docs/public', '/docs/without-description', '/tags/s-3']);
});

test('sitemap.xml holds absolute, escaped URLs', () => {
  const xml = renderSitemap(['/', '/docs/a&b'], SITE);
  assert.match(
    xml,
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  assert.match(xml, /<url><loc>https:\/\/docs.example.test\/<\/loc><\/url>/);
  assert.match(xml, /<loc>https:\/\/docs.example.test\/docs\/a&amp;b<\/loc>/);
  assert.match(xml, /<\/urlset>\n$/);
});

test('robots.txt allows crawling and points to the sitemap', () => {
  assert.equal(renderRobots(SITE), 'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.test/sitemap.xml\n');
});
