/** sand's history as data for a changelog: each release's changes since the one before, and the unreleased ones as gen's note. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCliModel } from '../../cli/pipeline.ts';
import { loadCliHistory, WORKING_CLI_FILE } from './history.ts';
import { buildCliHistory, cliHistoryNotes } from './release-changes.ts';

const releases = loadCliHistory('.');

test('each release has its changes since the one before (none for the first); sand.json is 1.8.0 as released, so nothing is unreleased', () => {
  const history = buildCliHistory(releases, loadCliModel(WORKING_CLI_FILE));
  assert.deepEqual(
    [...history.changes].map(([version, changes]) => [version, changes.length]),
    [
      ['1.5.0', 0],
      ['1.6.0', 25],
      ['1.7.0', 20],
      ['1.8.0', 3],
    ],
  );
  assert.deepEqual(history.unreleased, []);
  assert.deepEqual(cliHistoryNotes(history, WORKING_CLI_FILE), []);
});

test('a change to sand.json not released yet is a note naming the count, the breaking ones and the cli-diff command', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-unreleased-'));
  try {
    const spec = JSON.parse(fs.readFileSync(WORKING_CLI_FILE, 'utf8'));
    const runs = spec.program.commands.find((c: { name: string }) => c.name === 'runs');
    const start = runs.commands.find((c: { name: string }) => c.name === 'start');
    start.flags = start.flags.filter((f: { name: string }) => f.name !== 'cluster');
    start.examples = start.examples.filter((e: { command: string }) => !e.command.includes('--cluster'));
    const file = path.join(dir, 'sand.json');
    fs.writeFileSync(file, JSON.stringify(spec));
    const history = buildCliHistory(releases, loadCliModel(file));
    assert.deepEqual(cliHistoryNotes(history, WORKING_CLI_FILE), [
      'note: cli-spec/sand.json changes 1 thing (1 breaking) since sand 1.8.0; `npm run cli-diff -- cli-spec/versions/1.8.0.json cli-spec/sand.json` lists them. Release them in cli-spec/versions/versions.yaml.',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
