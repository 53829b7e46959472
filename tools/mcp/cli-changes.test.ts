import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ToolInputError } from './tool-errors.ts';
import { cliChangesMarkdown, cliChangesSince, loadCliChangelog } from './cli-changes.ts';

// sand's history as `npm run gen` publishes it (public/cli/changelog.json).
const changelog = loadCliChangelog('public');

test('since 1.6: the releases after it, 1.7.0 and 1.8.0; its breaking changes first, each naming command, flag and what to do', () => {
  const changes = cliChangesSince(changelog, '1.6');
  assert.equal(changes.since, '1.6.0');
  assert.deepEqual(
    changes.releases.map((r) => r.version),
    ['1.7.0', '1.8.0'],
  );
  const levels = changes.items.map((i) => i.level);
  assert.equal(levels.lastIndexOf('breaking') < levels.indexOf('deprecation'), true);
  assert.equal(levels.lastIndexOf('deprecation') < levels.indexOf('non-breaking'), true);
  const renamed = changes.items.find((i) => i.level === 'deprecation' && i.command === 'sand steps push docker');
  assert.deepEqual(renamed && { release: renamed.release, flag: renamed.flag, url: renamed.url }, {
    release: '1.7.0',
    flag: 'var',
    url: 'https://docs.sandgarden.com/cli/sand/steps/push/docker#flag-var',
  });
  assert.match(renamed!.action!, /Use `--var` instead of `--vars`/);
  assert.ok(changes.items.some((i) => i.release === '1.8.0' && i.flag === 'tool-definition'));
  assert.equal(changes.items.find((i) => i.level === 'non-breaking')?.action, undefined, 'an addition asks nothing');
});

test('the Markdown: the releases, then each level under its heading with the command linked', () => {
  const md = cliChangesMarkdown(cliChangesSince(changelog, 'v1.6.0'));
  assert.match(md, /^# sand changes since 1\.6\.0\n/);
  assert.ok(md.indexOf('## Breaking changes (4)') < md.indexOf('## Deprecations (2)'));
  assert.match(
    md,
    /- 1\.7\.0 · \[sand workflows push\]\(https:\/\/docs\.sandgarden\.com\/cli\/sand\/workflows\/push#flag-stages\): Flag `--stages` is now required\. Give `--stages` on every call\./,
  );
  assert.match(cliChangesMarkdown(cliChangesSince(changelog, '1.8.0')), /None: 1\.8\.0 is the newest release/);
});

test('an unknown release is a tool error naming the closest and every release', () => {
  assert.throws(
    () => cliChangesSince(changelog, '1.9'),
    (error: Error) => error instanceof ToolInputError && /1\.8\.0, 1\.7\.0, 1\.6\.0, 1\.5\.0/.test(error.message),
  );
});
