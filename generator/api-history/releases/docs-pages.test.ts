import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SpecError } from '../../lib/errors.ts';
import { assertDocsPagesAgree, releaseRows, rowDisagreements, RELEASE_PAGES, type ReleasePage } from './docs-pages.ts';
import { loadApiHistory, type ApiRelease } from './history.ts';
import { temporaryDir } from '../../lib/temporary-dir.ts';

const RELEASES: ApiRelease[] = [
  {
    version: '1.0.0',
    date: '2025-06-03',
    status: 'deprecated',
    sunset: '2026-12-16',
    file: 'openapi/versions/1.0.0.yaml',
    summary: 'First.',
  },
  { version: '1.1.0', date: '2026-01-27', status: 'current', file: 'openapi/sun-api.yaml', summary: 'Second.' },
];

const CHANGELOG: ReleasePage = { file: 'changelog.mdx', heading: '## Sun API releases', columns: 'status-sunset' };
const VERSIONS: ReleasePage = { file: 'versions.mdx', heading: '## API versions', columns: 'separate-sunset' };

const changelog = (rows: string) => `# Changelog

## Sun API releases

Some words.

| Version | Released | Status | What changed |
| --- | --- | --- | --- |
${rows}
## In progress
`;

const versionsPage = (rows: string) => `## API versions

| Version | Released | Status | Sunset |
| --- | --- | --- | --- |
${rows}
`;

test("the changelog's table reads as releases, the sunset taken from the status cell", () => {
  const rows = releaseRows(
    changelog(
      '| 1.1.0 | 2026-01-27 | Current | New things. |\n| 1.0.0 | 2025-06-03 | Deprecated, sunset 2026-12-16 | First. |\n',
    ),
    CHANGELOG,
  );
  assert.deepEqual(rows, [
    { version: '1.1.0', date: '2026-01-27', status: 'current', line: 9 },
    { version: '1.0.0', date: '2025-06-03', status: 'deprecated', sunset: '2026-12-16', line: 10 },
  ]);
  assert.deepEqual(rowDisagreements(rows, RELEASES), []);
});

test("the versions page's table reads its sunset column", () => {
  const rows = releaseRows(
    versionsPage('| 1.1.0 | 2026-01-27 | Current | |\n| 1.0.0 | 2025-06-03 | Deprecated | 2026-12-16 |\n'),
    VERSIONS,
  );
  assert.deepEqual(rowDisagreements(rows, RELEASES), []);
});

test('a wrong date, status, sunset, a missing or an extra release are each reported with the line', () => {
  const read = (rows: string) => rowDisagreements(releaseRows(versionsPage(rows), VERSIONS), RELEASES);
  assert.deepEqual(read('| 1.1.0 | 2026-01-28 | Current | |\n| 1.0.0 | 2025-06-03 | Deprecated | 2026-12-16 |\n'), [
    'line 5: the page says 1.1.0 2026-01-28 current, the listing 1.1.0 2026-01-27 current',
  ]);
  assert.deepEqual(read('| 1.1.0 | 2026-01-27 | Current | |\n| 1.0.0 | 2025-06-03 | Supported | |\n'), [
    'line 6: the page says 1.0.0 2025-06-03 supported, the listing 1.0.0 2025-06-03 deprecated sunset 2026-12-16',
  ]);
  assert.deepEqual(read('| 1.1.0 | 2026-01-27 | Current | |\n'), [
    'release 1.0.0 2025-06-03 deprecated sunset 2026-12-16 is missing from the table',
  ]);
  assert.deepEqual(
    read(
      '| 1.2.0 | 2026-06-01 | Current | |\n| 1.1.0 | 2026-01-27 | Current | |\n| 1.0.0 | 2025-06-03 | Deprecated | 2026-12-16 |\n',
    ).length,
    3,
  );
});

test('a deprecated row in the changelog without its sunset, or a page without the table, is refused', () => {
  assert.throws(
    () => releaseRows(changelog('| 1.0.0 | 2025-06-03 | Deprecated | First. |\n'), CHANGELOG),
    /changelog\.mdx at line 9: the deprecated release 1\.0\.0 says "Deprecated"/,
  );
  assert.throws(() => releaseRows('# Changelog\n\nNothing here.\n', CHANGELOG), /no heading "## Sun API releases"/);
  assert.throws(
    () => releaseRows('## Sun API releases\n\nSoon.\n\n## Next\n\n| a |\n| - |\n', CHANGELOG),
    /no table of API releases/,
  );
  assert.throws(
    () => releaseRows(changelog('| 1.0.0 | 2025-06-03 | Beta | First. |\n'), CHANGELOG),
    /the status "Beta" of 1\.0\.0/,
  );
});

test('a page that disagrees fails with a SpecError naming the page and the listing', () => {
  const root = temporaryDir('api-history-pages-');
  fs.writeFileSync(path.join(root, 'changelog.mdx'), changelog('| 1.1.0 | 2026-01-27 | Current | x |\n'));
  assert.throws(
    () => assertDocsPagesAgree(RELEASES, root, [CHANGELOG]),
    (error: unknown) => {
      assert.ok(error instanceof SpecError);
      assert.equal(error.file, 'changelog.mdx');
      assert.match(error.message, /disagrees with openapi\/versions\/versions\.yaml: release 1\.0\.0/);
      return true;
    },
  );
});

test("the site's changelog and versions page list the same releases, dates, statuses and sunsets as the listing", () => {
  const releases = loadApiHistory('.');
  for (const page of RELEASE_PAGES) {
    const rows = releaseRows(fs.readFileSync(page.file, 'utf8'), page);
    assert.deepEqual(rowDisagreements(rows, releases), [], page.file);
    assert.equal(rows.length, releases.length);
  }
});
