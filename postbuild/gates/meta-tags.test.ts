import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readSite } from './links.ts';
import { checkMetaTags } from './meta-tags.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

test('a page without description, Open Graph description or favicon is reported; complete pages are not', () => {
  const problems = checkMetaTags(readSite(fixture('public-unlisted-redirect-and-error-pages')).scans);
  assert.deepEqual(problems, [
    { page: '/docs/without-description', problem: 'no favicon link (<link rel="icon">)' },
    { page: '/docs/without-description', problem: 'no <meta name="description">' },
    { page: '/docs/without-description', problem: 'no <meta property="og:description">' },
  ]);
});

test('a page without canonical URL or Open Graph title is reported', () => {
  const problems = checkMetaTags(readSite(fixture('broken-link-and-anchor')).scans).filter(
    (p) => p.page === '/docs/guide',
  );
  assert.deepEqual(
    problems.map((p) => p.problem),
    [
      'no <meta name="description">',
      'no <meta property="og:title">',
      'no <meta property="og:description">',
      'no <link rel="canonical">',
    ],
  );
});
