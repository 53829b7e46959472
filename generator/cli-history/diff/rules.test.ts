/**
 * One small pair of descriptions per rule (fixtures/<case>/{old,new}.json, named for the case), and
 * exactly the changes each must give: level, kind, command, pointer and the words of the message.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diffCliDescriptions } from './diff.ts';
import { loadCliDescription } from './load.ts';
import type { CliChange } from './types.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const diffCase = (name: string) =>
  diffCliDescriptions(
    loadCliDescription(path.join(fixtures, name, 'old.json')),
    loadCliDescription(path.join(fixtures, name, 'new.json')),
  );

type Expected = [CliChange['level'], CliChange['kind'], string | null, string, RegExp];

const RUN_START = '/program/commands/0/commands/2';
const CASES: Record<string, Expected[]> = {
  'command-added': [
    [
      'non-breaking',
      'command-added',
      'sand runs cancel',
      '/program/commands/0/commands/3',
      /New command `sand runs cancel`/,
    ],
  ],
  'command-removed': [
    [
      'breaking',
      'command-removed',
      'sand runs get',
      '/program/commands/0/commands/0',
      /`sand runs get` was removed\.$/,
    ],
  ],
  'command-group-removed': [
    ['breaking', 'command-removed', 'sand workflows', '/program/commands/1', /with its subcommands push, list/],
  ],
  'command-renamed-old-name-kept-as-alias': [
    [
      'non-breaking',
      'command-renamed',
      'sand workflows deploy',
      '/program/commands/1/commands/0',
      /`sand workflows push` was renamed to `sand workflows deploy`; the old name still works as an alias/,
    ],
  ],
  'command-deprecated': [
    [
      'deprecation',
      'command-deprecated',
      'sand workflows list',
      '/program/commands/1/commands/1',
      /is deprecated: Use/,
    ],
  ],
  'command-alias-removed': [
    ['breaking', 'alias-removed', 'sand runs list', '/program/commands/0/commands/1', /no longer called `ls`/],
  ],
  'flag-added-optional': [
    ['non-breaking', 'flag-added', 'sand runs list', '/program/commands/0/commands/1/flags/2', /New flag `--since`/],
  ],
  'flag-added-required': [
    [
      'breaking',
      'flag-added',
      'sand workflows push',
      '/program/commands/1/commands/0/flags/2',
      /New required flag `--cluster`/,
    ],
  ],
  'flag-removed': [['breaking', 'flag-removed', 'sand runs start', `${RUN_START}/flags/3`, /Flag `--tag` was removed/]],
  'flag-renamed-old-name-deprecated': [
    [
      'deprecation',
      'flag-renamed',
      'sand runs start',
      `${RUN_START}/flags/3`,
      /`--tag` was renamed to `--label`; `--tag` still works, deprecated/,
    ],
  ],
  'flag-renamed-old-name-dropped': [
    [
      'breaking',
      'flag-renamed',
      'sand runs start',
      `${RUN_START}/flags/4`,
      /`--wait` was renamed to `--wait-for-output`; the old name is no longer accepted/,
    ],
  ],
  'deprecated-flag-removed': [
    [
      'breaking',
      'flag-removed',
      'sand runs start',
      `${RUN_START}/flags/3`,
      /`--tag`, deprecated as the old name of `--label`, was removed/,
    ],
  ],
  'flag-deprecated': [
    [
      'deprecation',
      'flag-deprecated',
      'sand runs get',
      '/program/commands/0/commands/0/flags/0',
      /`--follow` is deprecated: Use sand runs logs/,
    ],
  ],
  'flag-became-required': [
    [
      'breaking',
      'flag-required',
      'sand workflows push',
      '/program/commands/1/commands/0/flags/1',
      /`--stages` is now required/,
    ],
  ],
  'flag-became-optional': [
    [
      'non-breaking',
      'flag-optional',
      'sand workflows push',
      '/program/commands/1/commands/0/flags/0',
      /`--name` is now optional/,
    ],
  ],
  'flag-default-changed': [
    ['breaking', 'flag-default-changed', 'sand runs start', `${RUN_START}/flags/5`, /from `5m` to `10m`/],
  ],
  'boolean-flag-default-changed': [
    [
      'breaking',
      'flag-default-changed',
      'sand runs start',
      `${RUN_START}/flags/4`,
      /`--wait` changed from `true` to `false`/,
    ],
  ],
  'flag-default-added': [
    [
      'non-breaking',
      'flag-default-changed',
      'sand runs start',
      `${RUN_START}/flags/2`,
      /now states its default, `default`/,
    ],
  ],
  'flag-type-widened': [
    [
      'non-breaking',
      'flag-type-changed',
      'sand runs list',
      '/program/commands/0/commands/1/flags/1',
      /number values now \(it took integer values\)/,
    ],
  ],
  'flag-type-narrowed': [
    [
      'breaking',
      'flag-type-changed',
      'sand runs start',
      `${RUN_START}/flags/2`,
      /ref values now \(it took string values\)/,
    ],
  ],
  'flag-enum-value-removed': [
    [
      'breaking',
      'flag-enum-values-removed',
      'sand runs list',
      '/program/commands/0/commands/1/flags/0',
      /no longer accepts `succeeded`/,
    ],
  ],
  'flag-enum-value-added': [
    [
      'non-breaking',
      'flag-enum-values-added',
      'sand runs list',
      '/program/commands/0/commands/1/flags/0',
      /accepts `cancelled` as well/,
    ],
  ],
  'flag-short-removed': [
    ['breaking', 'flag-short-changed', 'sand runs start', `${RUN_START}/flags/1`, /`--input` lost its short name `-i`/],
  ],
  'flag-env-changed': [
    [
      'breaking',
      'flag-env-changed',
      'sand runs start',
      `${RUN_START}/flags/2`,
      /read from `SAND_DEFAULT_CLUSTER` now, no longer from `SAND_CLUSTER`/,
    ],
  ],
  'flag-no-longer-repeatable': [
    [
      'breaking',
      'flag-repeatable-changed',
      'sand runs start',
      `${RUN_START}/flags/3`,
      /`--tag` may be given only once/,
    ],
  ],
  'argument-added-required': [
    [
      'breaking',
      'argument-added',
      'sand workflows list',
      '/program/commands/1/commands/1/args/0',
      /New required argument 1, `<cluster>`/,
    ],
  ],
  'argument-added-optional': [
    [
      'non-breaking',
      'argument-added',
      'sand workflows list',
      '/program/commands/1/commands/1/args/0',
      /New optional argument 1, `<prefix>`/,
    ],
  ],
  'argument-removed': [
    [
      'breaking',
      'argument-removed',
      'sand runs get',
      '/program/commands/0/commands/0/args/0',
      /Argument 1, `<run-id>`, was removed/,
    ],
  ],
  // Arguments are positional: a new name alone changes no command line.
  'argument-renamed': [],
  'global-flag-removed': [
    ['breaking', 'flag-removed', null, '/program/globalFlags/1', /Global flag `--verbose` was removed/],
  ],
  'global-flag-enum-value-added': [
    [
      'non-breaking',
      'flag-enum-values-added',
      null,
      '/program/globalFlags/0',
      /Global flag `--output` accepts `yaml` as well/,
    ],
  ],
  'environment-variable-added': [
    [
      'non-breaking',
      'environment-variable-added',
      null,
      '/program/environment/2',
      /New environment variable `SAND_HOME`/,
    ],
  ],
  'environment-variable-removed': [
    ['breaking', 'flag-env-changed', 'sand runs start', `${RUN_START}/flags/2`, /no longer read from `SAND_CLUSTER`/],
    ['breaking', 'environment-variable-removed', null, '/program/environment/1', /`SAND_CLUSTER` is no longer read/],
  ],
  'environment-variable-deprecated': [
    [
      'deprecation',
      'environment-variable-deprecated',
      null,
      '/program/environment/1',
      /`SAND_CLUSTER` is deprecated: Use a profile/,
    ],
  ],
  'exit-code-added': [
    ['non-breaking', 'exit-code-added', null, '/program/exitCodes/2', /New exit code 7 \(run-failed\)/],
  ],
  'exit-code-removed': [
    ['breaking', 'exit-code-removed', null, '/program/exitCodes/2', /Exit code 8 \(timeout\) is no longer used/],
  ],
  'exit-code-meaning-changed': [
    [
      'breaking',
      'exit-code-changed',
      null,
      '/program/exitCodes/2',
      /Exit code 8 means interrupted now \(it meant timeout\)/,
    ],
  ],
  // Prose, examples and summaries are for readers: no command line changes.
  'descriptions-and-examples-only': [],
};

test('every fixture pair has its case here, and every case its fixture pair', () => {
  assert.deepEqual(fs.readdirSync(fixtures).sort(), Object.keys(CASES).sort());
});

for (const [name, expected] of Object.entries(CASES)) {
  test(`${name}: ${expected.map(([level, kind]) => `${kind} (${level})`).join(', ') || 'no change'}`, () => {
    const changes = diffCase(name);
    assert.deepEqual(
      changes.map((c) => [c.level, c.kind, c.command, c.pointer]),
      expected.map(([level, kind, command, pointer]) => [level, kind, command, pointer]),
      changes.map((c) => c.message).join('\n'),
    );
    changes.forEach((c, i) => {
      assert.match(c.message, expected[i][4]);
      assert.ok(c.action.length > 0, `${name}: change ${i} says what to do`);
    });
  });
}

test('each change says what a user must do, with the old value to keep the old behaviour', () => {
  assert.equal(
    diffCase('flag-default-changed')[0].action,
    'Give `--timeout 5m` to keep the old behaviour; leaving it out now means `10m`.',
  );
  assert.equal(
    diffCase('boolean-flag-default-changed')[0].action,
    'Give `--wait=true` to keep the old behaviour; leaving it out now means `false`.',
  );
  assert.equal(
    diffCase('flag-renamed-old-name-deprecated')[0].action,
    'Use `--label` instead of `--tag` before the old name is removed.',
  );
  assert.equal(diffCase('deprecated-flag-removed')[0].action, 'Use `--label` instead of `--tag`.');
});

test('a description compared with itself has no changes', () => {
  const model = loadCliDescription(path.join(fixtures, 'command-added', 'new.json'));
  assert.deepEqual(diffCliDescriptions(model, model), []);
});
