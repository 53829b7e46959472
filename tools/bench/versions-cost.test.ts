import { test } from 'node:test';
import assert from 'node:assert/strict';
import { versionsCost } from './versions-cost.ts';

test("each older version's build time is judged against half the current API section's share", () => {
  // 400 pages in 200 s, 70 of them the API: the section's share is 35 s; 4 versions adding 60 s is 15 s each.
  const cost = versionsCost({
    nextBuildAll: 260,
    nextBuildCurrent: 200,
    pagesCurrent: 400,
    apiPagesCurrent: 70,
    olderVersions: 4,
  });
  assert.equal(cost.perOlderVersion, 15);
  assert.equal(cost.apiSection, 35);
  assert.equal(cost.met, true);
  assert.equal(
    versionsCost({ nextBuildAll: 400, nextBuildCurrent: 200, pagesCurrent: 400, apiPagesCurrent: 70, olderVersions: 4 })
      .met,
    false,
  );
});

test('nothing to measure is an error naming the listing', () => {
  assert.throws(
    () => versionsCost({ nextBuildAll: 1, nextBuildCurrent: 1, pagesCurrent: 1, apiPagesCurrent: 1, olderVersions: 0 }),
    /versions\.yaml/,
  );
});
