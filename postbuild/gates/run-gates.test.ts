import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { linkCheckGate } from './run-gates.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const SITE = 'https://docs.example.test';

test("the build's link check fails on a broken link and a broken anchor, naming the page and each link", async () => {
  await assert.rejects(linkCheckGate(fixture('broken-link-and-anchor'), SITE), (error: Error) => {
    assert.match(error.message, /^2 broken internal links in /);
    assert.match(
      error.message,
      /\n {2}\/docs\/guide: a\[href\] "\/docs\/missing-page": nothing in out\/ is served at \/docs\/missing-page\n/,
    );
    assert.match(
      error.message,
      /\n {2}\/docs\/guide: a\[href\] "\/#no-such-heading": \/ has no element with id "no-such-heading"\n/,
    );
    assert.match(error.message, /fix: correct the link in the page source/);
    return true;
  });
});

test("the build's link check passes a site whose links all resolve, having checked each of its 16 internal links", async () => {
  // 9 pages: a favicon link on 8, a canonical link on 7, and the redirect page's target (its
  // meta refresh and its link name one URL, checked once).
  assert.deepEqual(await linkCheckGate(fixture('public-unlisted-redirect-and-error-pages'), SITE), {
    links: 16,
    pages: 9,
  });
});

test('postbuild/check-links.ts exits non-zero and prints the broken links of an export', () => {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const run = spawnSync(tsx, ['postbuild/check-links.ts', fixture('broken-link-and-anchor')], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /\/docs\/guide: a\[href\] "\/docs\/missing-page"/);
  assert.match(run.stderr, /\/docs\/guide: a\[href\] "\/#no-such-heading"/);
});
