import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { otherApiOutputs } from '../openapi/site-api.ts';
import {
  datePages,
  pageDatesOutput,
  pageDatesText,
  pageFingerprints,
  readPageDates,
  routeOfStub,
  sourcesChangedAt,
  type PageDates,
} from './page-dates.ts';
import { SpecError } from './errors.ts';

const FIXTURE = path.resolve('generator/openapi/fixtures/openapi-3.2.yaml');
const DAY = 86_400;
const START = 1_767_225_600; // 2026-01-01T00:00:00Z

/** A git repository whose commits are dated as given (seconds), with `openapi/stations.yaml` in it. */
function repository() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-dates-'));
  const git = (args: string[], at?: number) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
        ...(at ? { GIT_AUTHOR_DATE: `${at} +0000`, GIT_COMMITTER_DATE: `${at} +0000` } : {}),
      },
    });
  git(['init', '-q']);
  const spec = path.join(dir, 'openapi', 'stations.yaml');
  fs.mkdirSync(path.dirname(spec));
  return {
    dir,
    spec,
    write: (text: string) => fs.writeFileSync(spec, text),
    commit: (at: number) => {
      git(['add', '-A']);
      git(['commit', '-q', '--allow-empty', '-m', `at ${at}`], at);
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The real API generator's pages for the repository's description, dated against `previous` (and `committed`). */
async function datedPages(
  repo: ReturnType<typeof repository>,
  previous: PageDates,
  committed: PageDates = {},
): Promise<PageDates> {
  const [output] = await otherApiOutputs(repo.spec, 'unused');
  const fingerprints = pageFingerprints([{ dir: 'content/api', records: output.records }]);
  return datePages(
    fingerprints,
    previous,
    () => sourcesChangedAt(repo.dir, ['openapi']),
    () => committed,
  );
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

test('a change to one operation re-dates that page only, by the commit that made it; an uncommitted edit dates it now', async () => {
  const repo = repository();
  try {
    const original = fs.readFileSync(FIXTURE, 'utf8');
    repo.write(original);
    repo.commit(START);
    const first = await datedPages(repo, {});
    const routes = Object.keys(first);
    assert.ok(routes.includes('/api/search-stations') && routes.length > 4, routes.join(' '));
    for (const route of routes) assert.equal(first[route].updated, iso(START), route);

    // A later commit changes one operation's description.
    const edited = original.replace('A search too long for a URL', 'A search longer than a URL allows');
    repo.write(edited);
    repo.commit(START + DAY);
    const second = await datedPages(repo, first);
    const redated = routes.filter((route) => second[route].updated !== first[route].updated);
    assert.deepEqual(redated, ['/api/search-stations']);
    assert.equal(second['/api/search-stations'].updated, iso(START + DAY));

    // Regenerating with nothing changed keeps every date, even days later.
    repo.commit(START + 3 * DAY);
    assert.deepEqual(await datedPages(repo, second), second);

    // A writer's save, not committed yet: dated now.
    repo.write(edited.replace('that match the filter, nearest first', 'that match the filter, the nearest first'));
    const before = Date.now();
    const third = await datedPages(repo, second);
    const changed = Object.keys(third).filter((route) => third[route].updated !== second[route].updated);
    assert.deepEqual(changed, ['/api/list-stations']);
    for (const route of changed) assert.ok(Date.parse(third[route].updated) >= before - 1000, route);

    // The save undone: the page's content is back to what the committed ledger holds, and so is its date.
    repo.write(edited);
    assert.deepEqual(await datedPages(repo, third, second), second);
  } finally {
    repo.cleanup();
  }
});

test('a page that leaves the pages leaves the ledger; the ledger is one page a line, in route order', () => {
  const fingerprints = new Map([
    ['/cli/b', 'f2'],
    ['/cli/a', 'f1'],
  ]);
  const previous: PageDates = { '/cli/gone': { fingerprint: 'x', updated: iso(START) } };
  const dates = datePages(fingerprints, previous, () => iso(START + DAY));
  assert.deepEqual(Object.keys(dates), ['/cli/a', '/cli/b']);
  assert.equal(
    pageDatesText(dates),
    `{\n  "/cli/a": {"fingerprint":"f1","updated":"${iso(START + DAY)}"},\n  "/cli/b": {"fingerprint":"f2","updated":"${iso(START + DAY)}"}\n}\n`,
  );
});

test("routes of stubs: a folder's index is the folder", () => {
  assert.equal(routeOfStub('api/index.mdx'), '/api');
  assert.equal(routeOfStub('cli/sand/runs/start.mdx'), '/cli/sand/runs/start');
  assert.equal(routeOfStub('api-versions/v1-0-0/index.mdx'), '/api-versions/v1-0-0');
});

test("a mounted API's pages are left undated; other content folders' pages are dated", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-dates-'));
  try {
    const output = pageDatesOutput(
      [
        { dir: 'content/tags', records: [{ path: 'steps.mdx', content: '# Steps' }] },
        { dir: 'content/api', records: [{ path: 'github/repos.mdx', content: '# Repos' }] },
        { dir: 'public', records: [{ path: 'x.mdx', content: 'not a page' }] },
      ],
      { root, undatedBase: '/api/github' },
    );
    assert.equal(output.dir, 'content');
    assert.deepEqual(Object.keys(JSON.parse(output.records[0].content)), ['/tags/steps']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a broken ledger fails naming the file, the entry and the fix', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-dates-'));
  try {
    const file = path.join(dir, 'page-dates.json');
    fs.writeFileSync(file, '{"/api/x": {"fingerprint": "a"}}');
    assert.throws(
      () => readPageDates(file),
      (error: unknown) =>
        error instanceof SpecError &&
        error.file === file &&
        error.place === '#/~1api~1x' &&
        /git checkout/.test(error.fix),
    );
    fs.writeFileSync(file, '{');
    assert.throws(() => readPageDates(file), /not JSON/);
    assert.deepEqual(readPageDates(path.join(dir, 'none.json')), {});
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
