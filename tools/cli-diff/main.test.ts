/** `npm run cli-diff` as a writer and a CI job use it, through the real command: output, JSON shape, exit codes, errors. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const fixture = (rule: string, side: 'old' | 'new') =>
  path.relative(root, path.join(root, 'generator/cli-history/diff/fixtures', rule, `${side}.json`));
const release = (version: string) => `cli-spec/versions/${version}.json`;

function cliDiff(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('prints the changes grouped by command, breaking first, each with what to do; exits 0 without --fail-on-breaking', () => {
  const { code, stdout } = cliDiff(
    fixture('environment-variable-removed', 'old'),
    fixture('environment-variable-removed', 'new'),
  );
  assert.equal(code, 0);
  assert.equal(
    stdout,
    [
      '2 breaking changes, 0 deprecations, 0 non-breaking changes',
      '',
      'sand runs start',
      '  BREAKING      Flag `--cluster` is no longer read from `SAND_CLUSTER`.',
      '                → Pass `--cluster` where you set `SAND_CLUSTER`.',
      '                at /program/commands/0/commands/2/flags/2',
      '',
      'Every command (global flags, environment, exit codes)',
      '  BREAKING      Environment variable `SAND_CLUSTER` is no longer read.',
      '                → Stop relying on `SAND_CLUSTER`.',
      '                at /program/environment/1',
      '',
    ].join('\n'),
  );
});

test('--json --fail-on-breaking on two releases: {"changes":[{level, command, pointer, message, …}]}, exit 1 when one is breaking', () => {
  const { code, stdout } = cliDiff('--json', '--fail-on-breaking', release('1.6.0'), release('1.7.0'));
  assert.equal(code, 1);
  const parsed = JSON.parse(stdout);
  assert.deepEqual(Object.keys(parsed), ['changes']);
  for (const change of parsed.changes) {
    assert.ok(['breaking', 'deprecation', 'non-breaking'].includes(change.level));
    assert.ok(change.command === null || /^sand( [a-z-]+)+$/.test(change.command), change.command);
    assert.match(change.pointer, /^\/program\//);
    assert.equal(typeof change.message, 'string');
  }
  assert.deepEqual(
    parsed.changes.find((c: { kind: string }) => c.kind === 'flag-required'),
    {
      kind: 'flag-required',
      level: 'breaking',
      flag: 'stages',
      pointer: '/program/commands/13/commands/5/flags/2',
      message: 'Flag `--stages` is now required.',
      action: 'Give `--stages` on every call.',
      command: 'sand workflows push',
    },
  );
});

test('--fail-on-breaking exits 0 when nothing is breaking (1.7.0 → 1.8.0); the same file twice: "No changes."', () => {
  const { code, stdout } = cliDiff('--fail-on-breaking', release('1.7.0'), release('1.8.0'));
  assert.equal(code, 0);
  assert.match(stdout, /^0 breaking changes, 0 deprecations, 3 non-breaking changes\n\nsand batches compare\n/);
  assert.equal(cliDiff(release('1.8.0'), 'cli-spec/sand.json').stdout, 'No changes.\n');
});

test('--help prints the usage; an unknown option prints one line naming it and the usage, exit 2', () => {
  const help = cliDiff('--help');
  assert.equal(help.code, 0);
  assert.match(help.stdout, /^usage: npm run cli-diff -- OLD NEW \[--json\] \[--fail-on-breaking\]/);
  const unknown = cliDiff('--strict', release('1.7.0'), release('1.8.0'));
  assert.equal(unknown.code, 2);
  assert.equal(unknown.stdout, '');
  const [first, second] = unknown.stderr.split('\n');
  assert.equal(first, "cli-diff: unknown option '--strict'");
  assert.match(second, /^usage: npm run cli-diff -- OLD NEW/);
});

test('a missing file or an invalid description exits 2 naming the file, the JSON pointer and the fix', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-diff-'));
  try {
    const broken = JSON.parse(fs.readFileSync(path.join(root, fixture('flag-removed', 'old')), 'utf8'));
    broken.program.commands[0].commands[2].flags[1].type = 'object';
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, JSON.stringify(broken));
    const invalid = cliDiff(file, release('1.8.0'));
    assert.equal(invalid.code, 2);
    assert.match(
      invalid.stderr,
      /broken\.json at #\/program\/commands\/0\/commands\/2\/flags\/1\/type: "object" is not an allowed value\n {2}fix: use one of: "string", "boolean"/,
    );
    const missing = cliDiff(release('1.7.0'), 'cli-spec/versions/1.9.0.json');
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /^cli-diff: cli-spec\/versions\/1\.9\.0\.json: cannot read the file \(ENOENT\)/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
