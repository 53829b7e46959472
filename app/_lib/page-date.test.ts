import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lastCommitTime, latestTime, pageTime } from './page-date.ts';

/** A repository whose commits are made at the given times (seconds). */
function repositoryWith(commits: Array<{ at: number; files: Record<string, string> }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-date-'));
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
  for (const { at, files } of commits) {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    git(['add', '-A']);
    git(['commit', '-q', '-m', `at ${at}`], at);
  }
  return dir;
}

const STUB = 'content/api/get-run.mdx';
const PAGE = 'content/api/_pages/get-run.json';
const DAY = 86_400;
const START = 1_790_000_000;

test("a generated page is dated by the later of its stub's and its model file's last commits", async () => {
  const dir = repositoryWith([
    { at: START, files: { [STUB]: 'stub', [PAGE]: '{"blocks":[]}' } },
    { at: START + DAY, files: { [PAGE]: '{"blocks":[1]}' } },
  ]);
  try {
    const stubTime = await lastCommitTime(STUB, dir);
    assert.equal(stubTime, START * 1000);
    assert.equal(await lastCommitTime(PAGE, dir), (START + DAY) * 1000);
    // The description changed the page's file a day after the stub: the page shows that day.
    assert.equal(await pageTime(stubTime, [PAGE], dir), (START + DAY) * 1000);
    // A hand-written page (no sources) keeps Nextra's date.
    assert.equal(await pageTime(stubTime, undefined, dir), START * 1000);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a retitled page (its stub changed last) keeps the stub date; a file git does not hold yet adds none', async () => {
  const dir = repositoryWith([
    { at: START, files: { [STUB]: 'stub', [PAGE]: '{}' } },
    { at: START + 2 * DAY, files: { [STUB]: 'retitled stub' } },
  ]);
  try {
    fs.writeFileSync(path.join(dir, 'content/api/_pages/new.json'), '{}');
    const stubTime = await lastCommitTime(STUB, dir);
    assert.equal(await pageTime(stubTime, [PAGE, 'content/api/_pages/new.json'], dir), (START + 2 * DAY) * 1000);
    assert.equal(await lastCommitTime('content/api/_pages/new.json', dir), undefined);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('no repository: no date, as Nextra leaves it out', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-date-none-'));
  try {
    assert.equal(await lastCommitTime('a.json', dir), undefined);
    assert.equal(await pageTime(undefined, ['a.json'], dir), undefined);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the latest of the known times', () => {
  assert.equal(latestTime([undefined, 3, 1]), 3);
  assert.equal(latestTime([undefined]), undefined);
  assert.equal(latestTime([]), undefined);
});
