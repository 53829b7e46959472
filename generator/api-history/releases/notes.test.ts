import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiChange } from '../diff/index.ts';
import type { ApiRelease } from './history.ts';
import { historyNotes } from './notes.ts';

const releases: ApiRelease[] = [
  {
    version: '1.0.0',
    date: '2025-06-03',
    status: 'deprecated',
    sunset: '2026-12-16',
    file: 'openapi/versions/1.0.0.yaml',
    summary: 'First.',
  },
  { version: '1.1.0', date: '2026-11-26', status: 'current', file: 'openapi/versions/1.1.0.yaml', summary: 'Second.' },
];
const removal: ApiChange = {
  kind: 'operation-removed',
  level: 'breaking',
  operation: 'GET /a',
  pointer: '/paths/~1a/get',
  message: 'Removed.',
  action: 'Stop.',
};
const history = (unreleased: ApiChange[]) => ({ releases, documents: new Map(), changes: new Map(), unreleased });

test('nothing to say when the description is the current release and no sunset has passed', () => {
  assert.deepEqual(historyNotes(history([]), '2026-11-26'), []);
});

test('unreleased changes are counted, breaking ones named, with the command that lists them', () => {
  const [note] = historyNotes(history([removal]), '2026-11-26');
  assert.match(note, /changes 1 thing \(1 breaking\) since release 1\.1\.0/);
  assert.match(note, /npm run api-diff -- openapi\/versions\/1\.1\.0\.yaml openapi\/sun-api\.yaml/);
  assert.deepEqual(
    historyNotes(history([removal]), '2026-11-26', { unreleasedShown: true }),
    [],
    'npm run dev shows them on the page instead',
  );
});

test('a sunset the clock has passed asks to withdraw the release', () => {
  assert.deepEqual(historyNotes(history([]), '2026-12-15'), []);
  assert.match(historyNotes(history([]), '2026-12-16')[0], /release 1\.0\.0's sunset \(2026-12-16\) has passed/);
});
