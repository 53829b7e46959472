import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SpecError } from '../../lib/errors.ts';
import { currentRelease, isIsoDay, loadApiHistory, parseListing } from './history.ts';
import { assertHistoryConsistent } from './index.ts';
import { temporaryDir } from '../../lib/temporary-dir.ts';

/** A minimal OpenAPI file of one release. */
const description = (version: string) => `openapi: 3.1.0
info:
  title: Fixture API
  version: ${version}
paths: {}
`;

const GOOD_LISTING = `releases:
  - version: 1.0.0
    date: '2025-06-03'
    status: deprecated
    sunset: '2026-12-16'
    file: openapi/versions/1.0.0.yaml
    summary: The first release.
  - version: 1.1.0
    date: '2026-01-27'
    status: supported
    file: openapi/versions/1.1.0.yaml
    summary: Adds things.
  - version: 1.2.0
    date: '2026-11-26'
    status: current
    file: openapi/versions/1.2.0.yaml
    summary: Adds more things.
`;

/** A repository root holding a listing and the given description files. */
function fixtureRoot(listing: string, files: Record<string, string>): string {
  const root = temporaryDir('api-history-');
  fs.mkdirSync(path.join(root, 'openapi/versions'), { recursive: true });
  fs.writeFileSync(path.join(root, 'openapi/versions/versions.yaml'), listing);
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

const GOOD_FILES = {
  'openapi/versions/1.0.0.yaml': description('1.0.0'),
  'openapi/versions/1.1.0.yaml': description('1.1.0'),
  'openapi/versions/1.2.0.yaml': description('1.2.0'),
  'openapi/sun-api.yaml': description('1.2.0'),
};

/** Asserts a SpecError on the listing whose message matches every pattern (place, reason, fix). */
function assertListingError(run: () => unknown, ...patterns: RegExp[]) {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof SpecError, `expected a SpecError, got ${error}`);
    assert.equal(error.file, 'openapi/versions/versions.yaml');
    for (const pattern of patterns) assert.match(error.message, pattern);
    return true;
  });
}

test('a consistent listing gives the releases oldest first, typed, with the sunset of the deprecated one', () => {
  const releases = loadApiHistory(fixtureRoot(GOOD_LISTING, GOOD_FILES));
  assert.deepEqual(
    releases.map((r) => [r.version, r.date, r.status, r.sunset]),
    [
      ['1.0.0', '2025-06-03', 'deprecated', '2026-12-16'],
      ['1.1.0', '2026-01-27', 'supported', undefined],
      ['1.2.0', '2026-11-26', 'current', undefined],
    ],
  );
  assert.equal(currentRelease(releases).file, 'openapi/versions/1.2.0.yaml');
});

test("the repository's own listing agrees with its files, and the current release is kept in openapi/versions", () => {
  const releases = loadApiHistory('.');
  assert.ok(releases.length >= 4, `only ${releases.length} releases`);
  const current = currentRelease(releases);
  assert.equal(current.file, `openapi/versions/${current.version}.yaml`);
  assert.equal(current, releases[releases.length - 1]);
  assert.doesNotThrow(() => assertHistoryConsistent('.'));
});

test("a listed version that differs from the file's info.version names the listing, the line and the file", () => {
  const root = fixtureRoot(GOOD_LISTING, { ...GOOD_FILES, 'openapi/versions/1.1.0.yaml': description('1.1.1') });
  assertListingError(
    () => assertHistoryConsistent(root),
    /versions\.yaml at line 8, #\/releases\/1\/version/,
    /says 1\.1\.0 but openapi\/versions\/1\.1\.0\.yaml \(line 4\) has info\.version 1\.1\.1/,
    /fix: make them agree/,
  );
});

test('a listed file that does not exist is named with the line that lists it', () => {
  const root = fixtureRoot(GOOD_LISTING, {
    'openapi/versions/1.0.0.yaml': description('1.0.0'),
    'openapi/sun-api.yaml': description('1.2.0'),
  });
  assertListingError(
    () => loadApiHistory(root),
    /line 11, #\/releases\/1\/file/,
    /names openapi\/versions\/1\.1\.0\.yaml, which does not exist/,
  );
});

test('a description file in openapi/versions that the listing does not name fails, naming the file', () => {
  const root = fixtureRoot(GOOD_LISTING, { ...GOOD_FILES, 'openapi/versions/0.9.0.yaml': description('0.9.0') });
  assertListingError(
    () => loadApiHistory(root),
    /openapi\/versions\/0\.9\.0\.yaml is not listed/,
    /fix: add a release for openapi\/versions\/0\.9\.0\.yaml/,
  );
});

test('files that are not descriptions (a README) may sit beside the releases', () => {
  const root = fixtureRoot(GOOD_LISTING, { ...GOOD_FILES, 'openapi/versions/README.md': '# notes\n' });
  assert.equal(loadApiHistory(root).length, 3);
});

test('no current release, or two, is refused', () => {
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('status: current', 'status: supported')),
    /0 releases have `status: current`/,
    /mark exactly one release/,
  );
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('status: supported', 'status: current')),
    /2 releases have `status: current`/,
  );
});

test('a current release that is not the newest is refused', () => {
  const listing = GOOD_LISTING.replace(
    'status: supported\n    file: openapi/versions/1.1.0.yaml',
    'status: current\n    file: openapi/versions/1.1.0.yaml',
  ).replace(
    'status: current\n    file: openapi/versions/1.2.0.yaml\n    summary: Adds more',
    'status: supported\n    file: openapi/versions/1.2.0.yaml\n    summary: Adds more',
  );
  assertListingError(
    () => parseListing(listing),
    /#\/releases\/1\/status/,
    /the current release 1\.1\.0 is not the newest \(1\.2\.0 is\)/,
  );
});

test('a release is kept as released, in openapi/versions: the description being written is no release', () => {
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('file: openapi/versions/1.2.0.yaml', 'file: openapi/sun-api.yaml')),
    /#\/releases\/2\/file/,
    /release 1\.2\.0 points at openapi\/sun-api\.yaml/,
    /copy openapi\/sun-api\.yaml there when you release it/,
  );
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('file: openapi/versions/1.0.0.yaml', 'file: old/1.0.0.yaml')),
    /release 1\.0\.0 points at old\/1\.0\.0\.yaml/,
  );
});

test('the description being written may be the current release or the next, never an older one', () => {
  assert.equal(
    loadApiHistory(fixtureRoot(GOOD_LISTING, { ...GOOD_FILES, 'openapi/sun-api.yaml': description('1.3.0') })).length,
    3,
  );
  const root = fixtureRoot(GOOD_LISTING, { ...GOOD_FILES, 'openapi/sun-api.yaml': description('1.1.0') });
  assert.throws(
    () => loadApiHistory(root),
    (error: unknown) => {
      assert.ok(error instanceof SpecError);
      assert.equal(error.file, 'openapi/sun-api.yaml');
      assert.match(
        error.message,
        /line 4: info\.version is 1\.1\.0, an older release than the current one in openapi\/versions\/versions\.yaml \(line 8, #\/releases\/1\/version\)/,
      );
      return true;
    },
  );
});

test('dates that do not ascend are refused, naming both releases', () => {
  assertListingError(
    () => parseListing(GOOD_LISTING.replace("date: '2026-01-27'", "date: '2025-01-27'")),
    /line 9, #\/releases\/1\/date/,
    /1\.1\.0 \(2025-01-27\) follows 1\.0\.0 \(2025-06-03\)/,
    /oldest first/,
  );
});

test('a date that is not a real YYYY-MM-DD day is refused', () => {
  assertListingError(
    () => parseListing(GOOD_LISTING.replace("date: '2026-01-27'", "date: '2026-02-30'")),
    /`date` is "2026-02-30", not a day written YYYY-MM-DD/,
  );
  assertListingError(
    () => parseListing(GOOD_LISTING.replace("date: '2026-01-27'", 'date: January 2026')),
    /`date` is "January 2026"/,
  );
  assert.equal(isIsoDay('2024-02-29'), true);
  assert.equal(isIsoDay('2025-02-29'), false);
});

test('a deprecated release without a sunset date is refused', () => {
  assertListingError(
    () => parseListing(GOOD_LISTING.replace("    sunset: '2026-12-16'\n", '')),
    /line 2, #\/releases\/0/,
    /`sunset` is missing/,
    /a deprecated release needs the day its reference is withdrawn/,
  );
});

test('a sunset before the release date, or on a release that is not deprecated, is refused', () => {
  assertListingError(
    () => parseListing(GOOD_LISTING.replace("sunset: '2026-12-16'", "sunset: '2025-01-01'")),
    /the sunset 2025-01-01 is not after the release date 2025-06-03/,
  );
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('status: supported\n', "status: supported\n    sunset: '2027-01-01'\n")),
    /#\/releases\/1\/sunset/,
    /a supported release has a `sunset`/,
  );
});

test('an unknown status, an unknown key, or a missing summary is refused with the fix', () => {
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('status: supported', 'status: beta')),
    /`status` is "beta"/,
    /use one of current, supported, deprecated/,
  );
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('summary: Adds things.', 'summmary: Adds things.')),
    /#\/releases\/1\/summmary/,
    /unknown key `summmary`/,
  );
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('    summary: The first release.\n', '')),
    /`summary` is missing/,
  );
});

test('a version or a file listed twice is refused', () => {
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('version: 1.1.0', 'version: 1.0.0')),
    /version 1\.0\.0 is listed twice/,
  );
  assertListingError(
    () => parseListing(GOOD_LISTING.replace('file: openapi/versions/1.1.0.yaml', 'file: openapi/versions/1.0.0.yaml')),
    /openapi\/versions\/1\.0\.0\.yaml is the file of two releases/,
  );
});

test('a listing that is not YAML, or has no releases, says where and how to fix it', () => {
  assertListingError(() => parseListing('releases:\n  - version: [1.0.0\n'), /invalid YAML/);
  assertListingError(() => parseListing('versions: []\n'), /the listing has no `releases` list/);
  assertListingError(() => parseListing('releases: []\n'), /names no release/);
});

test('a missing listing names itself and what to create', () => {
  const root = temporaryDir('api-history-');
  assertListingError(
    () => loadApiHistory(root),
    /cannot read the listing of API releases/,
    /create openapi\/versions\/versions\.yaml/,
  );
});
