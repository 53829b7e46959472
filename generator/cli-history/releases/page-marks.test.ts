/** sand's history as marks on today's command pages and flags. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCliModel } from '../../cli/pipeline.ts';
import { historyMarkText } from '../../../shared/api/history-marks.ts';
import type { CliChange } from '../diff/types.ts';
import { loadCliHistory } from './history.ts';
import { cliPageMarks } from './page-marks.ts';
import { buildCliHistory } from './release-changes.ts';

const today = loadCliModel();
const history = buildCliHistory(loadCliHistory('.'), today);
const marks = cliPageMarks(history, today);
const flagMarks = (command: string, flag: string) =>
  (marks.flags.get(command)?.get(flag) ?? []).map((m) => `${historyMarkText(m)} → ${m.href}`);

test('a command or flag added after the first listed release says when, linked to its release on the changelog', () => {
  assert.deepEqual(
    (marks.commands.get('sand steps check') ?? []).map((m) => `${historyMarkText(m)} → ${m.href}`),
    ['Added in 1.7.0 → /cli/changelog#v1-7-0-non-breaking'],
  );
  assert.deepEqual(flagMarks('sand batches compare', 'fail-on-regression'), [
    'Added in 1.8.0 → /cli/changelog#v1-8-0-non-breaking',
  ]);
  // As old as the first listed release (1.5.0): no mark.
  assert.equal(marks.commands.get('sand runs start'), undefined);
  assert.equal(marks.flags.get('sand runs start')?.get('workflow'), undefined);
});

test('a renamed flag: the old name "Deprecated in 1.7.0 (use --var)", the new one added then', () => {
  for (const command of ['sand steps push docker', 'sand steps push local']) {
    assert.deepEqual(flagMarks(command, 'vars'), [
      'Deprecated in 1.7.0 (use --var) → /cli/changelog#v1-7-0-deprecation',
    ]);
    assert.deepEqual(flagMarks(command, 'var'), ['Added in 1.7.0 → /cli/changelog#v1-7-0-non-breaking']);
  }
});

test("a flag the latest release changed says what changed; an older release's change is no mark", () => {
  // 1.6.0 changed --timeout's default; 1.8.0 is the latest.
  assert.equal(marks.flags.get('sand runs start')?.get('timeout'), undefined);
  const change: CliChange = {
    kind: 'flag-default-changed',
    level: 'breaking',
    command: 'sand runs start',
    flag: 'timeout',
    pointer: '/program/commands/8/commands/5/flags/2',
    message: 'The default of flag `--timeout` changed from `10m` to `15m`.',
    action: 'Give `--timeout 10m` to keep waiting as long as before.',
  };
  const withChange = cliPageMarks(
    {
      releases: [...history.releases, { version: '1.9.0' }],
      changes: new Map([...history.changes, ['1.9.0', [change]]]),
    },
    today,
  );
  assert.deepEqual(
    (withChange.flags.get('sand runs start')?.get('timeout') ?? []).map((m) => `${historyMarkText(m)} → ${m.href}`),
    ['Changed in 1.9.0 (The default of flag --timeout changed from 10m to 15m.) → /cli/changelog#v1-9-0-breaking'],
  );
});
