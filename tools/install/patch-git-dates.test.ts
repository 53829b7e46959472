import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Repository } from '@napi-rs/simple-git';
import { patchGitDates } from './patch-git-dates.ts';

const INSTALLED = 'node_modules/nextra/dist/server/loader.js';

/** The installed loader's `getLastCommitTime`, patched, bound to `root`'s repository and a logger. */
function lastCommitTimeOf(root: string, warnings: string[]) {
  const { text } = patchGitDates(fs.readFileSync(INSTALLED, 'utf8'), INSTALLED);
  const source = /async function getLastCommitTime\(filePath\) \{[\s\S]*?\n\}\n/.exec(text)?.[0];
  assert.ok(source, `${INSTALLED} has no getLastCommitTime`);
  const make = new Function('repository', 'GIT_ROOT', 'path', 'logger', `${source}; return getLastCommitTime;`);
  const logger = { warn: (...parts: string[]) => warnings.push(parts.join(' ')) };
  return make(Repository.discover(root), root, path, logger) as (file: string) => Promise<number | undefined>;
}

test('a production build asks git for the date of committed pages only, with no warning for a page never committed', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    fs.mkdirSync(path.join(root, 'content'));
    fs.writeFileSync(path.join(root, 'content/written.mdx'), '# Written\n');
    git('add', '.');
    git(
      '-c',
      'user.name=Writer',
      '-c',
      'user.email=writer@example.com',
      'commit',
      '-q',
      '-m',
      'A page',
      '--date=2026-01-02T03:04:05Z',
    );
    fs.writeFileSync(path.join(root, 'content/generated.mdx'), '# Generated\n');
    const warnings: string[] = [];
    const lastCommitTime = lastCommitTimeOf(root, warnings);
    const written = await lastCommitTime(path.join(root, 'content/written.mdx'));
    assert.ok(typeof written === 'number' && written > 0, 'the committed page is dated by its commit');
    assert.equal(await lastCommitTime(path.join(root, 'content/generated.mdx')), undefined);
    assert.deepEqual(warnings, [], 'a page never committed is not an error');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('the patch applies once and is recognised as applied', () => {
  const original = fs.readFileSync(INSTALLED, 'utf8');
  const once = patchGitDates(original, INSTALLED);
  assert.equal(patchGitDates(once.text, INSTALLED).status, 'already');
  assert.throws(() => patchGitDates('export {}', INSTALLED), /update tools\/install\/patch-git-dates\.ts/);
});
