/** The CLI's release listing against itself, its files and the changelog's headings. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SpecError } from '../../lib/errors.ts';
import { assertCliHistoryConsistent } from './index.ts';
import { parseCliListing } from './history.ts';

const minimal = JSON.parse(fs.readFileSync('generator/cli/fixtures/valid-minimal.json', 'utf8'));
const description = (version: string) =>
  JSON.stringify({ ...minimal, program: { ...minimal.program, version } }, null, 2);

const LISTING = `releases:
  - version: 1.0.0
    date: '2025-01-10'
    status: unsupported
    file: cli-spec/versions/1.0.0.json
    summary: The first release.
  - version: 1.1.0
    date: '2025-02-10'
    status: current
    file: cli-spec/versions/1.1.0.json
    summary: Adds nothing yet.
`;
const CHANGELOG = '# Changelog\n\n## 1.1.0 — 2025-02-10\n\n- New.\n\n## 1.0.0 — 2025-01-10\n\n- First.\n';

/** A repository root holding a listing, its files, the description being written and the changelog; `edit` changes it before the check. */
function checkRoot(edit: (write: (file: string, text: string) => void) => void = () => {}): SpecError | undefined {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-history-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  try {
    write('cli-spec/versions/versions.yaml', LISTING);
    write('cli-spec/versions/1.0.0.json', description('1.0.0'));
    write('cli-spec/versions/1.1.0.json', description('1.1.0'));
    write('cli-spec/sand.json', description('1.1.0'));
    write('content/docs/changelog.mdx', CHANGELOG);
    edit(write);
    assertCliHistoryConsistent(root);
    return undefined;
  } catch (error) {
    if (error instanceof SpecError) return error;
    throw error;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

test('the repository: the listing, the release files (each a valid description) and the changelog agree, oldest first, 1.8.0 current', () => {
  const releases = assertCliHistoryConsistent('.');
  assert.deepEqual(
    releases.map((r) => `${r.version} ${r.status}`),
    ['1.5.0 unsupported', '1.6.0 unsupported', '1.7.0 supported', '1.8.0 current'],
  );
  assert.equal(
    fs.readFileSync('cli-spec/versions/1.8.0.json', 'utf8'),
    fs.readFileSync('cli-spec/sand.json', 'utf8'),
    'the current release is the description being written, as released',
  );
});

test('a consistent small history passes', () => {
  assert.equal(checkRoot(), undefined);
});

test("a release file whose program.version differs names the listing's line and the file", () => {
  const error = checkRoot((write) => write('cli-spec/versions/1.0.0.json', description('1.0.1')));
  assert.equal(error?.file, 'cli-spec/versions/versions.yaml');
  assert.equal(error?.place, 'line 2, #/releases/0/version');
  assert.match(
    error!.reason,
    /the listing says 1\.0\.0 but cli-spec\/versions\/1\.0\.0\.json \(#\/program\/version\) has program\.version 1\.0\.1/,
  );
});

test('a release file that is not a valid description names the file and the JSON pointer', () => {
  const broken = JSON.parse(description('1.0.0'));
  broken.program.globalFlags[0].type = 'text';
  const error = checkRoot((write) => write('cli-spec/versions/1.0.0.json', JSON.stringify(broken)));
  assert.match(error!.file, /cli-spec\/versions\/1\.0\.0\.json$/);
  assert.equal(error?.place, '#/program/globalFlags/0/type');
  assert.match(error!.reason, /"text" is not an allowed value/);
});

test('a file in the folder the listing does not name', () => {
  const error = checkRoot((write) => write('cli-spec/versions/0.9.0.json', description('0.9.0')));
  assert.equal(error?.file, 'cli-spec/versions/versions.yaml');
  assert.match(error!.reason, /cli-spec\/versions\/0\.9\.0\.json is not listed/);
});

test('a listed release file that does not exist', () => {
  const error = checkRoot((write) =>
    write('cli-spec/versions/versions.yaml', LISTING.replace('1.0.0.json', '1.0.json')),
  );
  assert.equal(error?.place, 'line 5, #/releases/0/file');
  assert.match(error!.reason, /release 1\.0\.0 names cli-spec\/versions\/1\.0\.json, which does not exist/);
});

test('the description being written may not be an older release than the current one', () => {
  const error = checkRoot((write) => write('cli-spec/sand.json', description('1.0.0')));
  assert.equal(error?.file, 'cli-spec/sand.json');
  assert.equal(error?.place, '#/program/version');
  assert.match(error!.reason, /program\.version is 1\.0\.0, an older release than the current one/);
});

test("the changelog's heading for a release on another day, or none, names the page's line and the listing's place", () => {
  const otherDay = checkRoot((write) =>
    write('content/docs/changelog.mdx', CHANGELOG.replace('2025-01-10', '2025-01-11')),
  );
  assert.equal(otherDay?.file, 'content/docs/changelog.mdx');
  assert.equal(otherDay?.place, 'line 7');
  assert.match(otherDay!.reason, /dates sand 1\.0\.0 2025-01-11, but .*\(#\/releases\/0\/date\) says 2025-01-10/);
  const missing = checkRoot((write) => write('content/docs/changelog.mdx', CHANGELOG.replace('## 1.0.0', '## 1.0')));
  assert.match(
    missing!.reason,
    /sand 1\.0\.0, listed in .* \(#\/releases\/0\), has no heading `## 1\.0\.0 — 2025-01-10`/,
  );
});

test('the CLI listing knows no sunset and only current, supported and unsupported', () => {
  assert.throws(
    () => parseCliListing(LISTING.replace('status: unsupported', 'status: deprecated')),
    (e: SpecError) =>
      e.place === 'line 4, #/releases/0/status' && /use one of current, supported, unsupported/.test(e.fix),
  );
  assert.throws(
    () => parseCliListing(LISTING.replace("date: '2025-01-10'", "date: '2025-01-10'\n    sunset: '2025-06-01'")),
    (e: SpecError) => /unknown key `sunset`/.test(e.reason) && !/sunset/.test(e.fix),
  );
});
