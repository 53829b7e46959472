import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { checkLinks, formatBrokenLinks, internalTarget, readSite } from './links.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const SITE = 'https://docs.example.test';

test('a broken page link and a broken anchor are both reported with their page and link', () => {
  const result = checkLinks(readSite(fixture('broken-link-and-anchor')), SITE);
  assert.deepEqual(
    result.broken.map(({ page, link, reason }) => ({ page, link, reason })),
    [
      { page: '/docs/guide', link: '/docs/missing-page', reason: 'nothing in out/ is served at /docs/missing-page' },
      { page: '/docs/guide', link: '/#no-such-heading', reason: '/ has no element with id "no-such-heading"' },
    ],
  );
  const message = formatBrokenLinks(result.broken);
  assert.match(message, /\/docs\/guide: a\[href\] "\/docs\/missing-page"/);
  assert.match(message, /\/docs\/guide: a\[href\] "\/#no-such-heading"/);
});

test('pages, anchors, assets, relative, percent-encoded and absolute same-site links resolve; others are not followed', () => {
  const result = checkLinks(readSite(fixture('broken-link-and-anchor')), SITE);
  assert.equal(result.pages, 3);
  const index = result.broken.filter((b) => b.page === '/');
  assert.deepEqual(index, []);
  // Links in comments and script text are not links.
  assert.ok(!result.broken.some((b) => /commented-out|only-in-the-rsc-payload|neither/.test(b.link)));
});

test('a site whose links all resolve passes', () => {
  assert.deepEqual(checkLinks(readSite(fixture('public-unlisted-redirect-and-error-pages')), SITE).broken, []);
});

test("URLs to other hosts and schemes are external; this host's absolute URLs are internal", () => {
  assert.equal(internalTarget('https://example.com/x', '/', SITE), null);
  assert.equal(internalTarget('//example.com/x', '/', SITE), null);
  assert.equal(internalTarget('mailto:a@b.c', '/', SITE), null);
  assert.equal(internalTarget('javascript:void(0)', '/', SITE), null);
  assert.deepEqual(internalTarget('https://docs.example.test/api#x', '/', SITE), { pathname: '/api', hash: 'x' });
  assert.deepEqual(internalTarget('../b?q=1#h', '/docs/a/page', SITE), { pathname: '/docs/b', hash: 'h' });
  assert.deepEqual(internalTarget('#top', '/docs/a', SITE), { pathname: '/docs/a', hash: 'top' });
});
