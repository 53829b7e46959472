import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closestMatches, closestSentence, normalName, similarity } from './suggest.ts';

const operations = [
  { name: 'startRun', aliases: ['POST /api/v1/runs', 'Start a run'] },
  { name: 'getRun', aliases: ['GET /api/v1/runs/{runId}', 'Get a run'] },
  { name: 'listRuns', aliases: ['GET /api/v1/runs', 'List runs'] },
  { name: 'createWorkflow', aliases: ['POST /api/v1/workflows', 'Push a workflow'] },
];

test('a typo in an operationId names the operation meant first', () => {
  assert.equal(closestMatches('startRnu', operations)[0], 'startRun');
  assert.equal(closestMatches('creatWorkflow', operations)[0], 'createWorkflow');
});

test('other wordings match by shared words', () => {
  assert.equal(
    closestMatches('sand run strat', [{ name: 'sand runs' }, { name: 'sand runs start' }])[0],
    'sand runs start',
  );
  assert.equal(
    closestMatches('sand run start', [
      { name: 'sand runs get' },
      { name: 'sand runs start' },
      { name: 'sand steps push' },
    ])[0],
    'sand runs start',
  );
  assert.equal(
    closestMatches('/cli/runs/start', [{ name: '/cli/sand/runs/start' }, { name: '/docs/using/concepts' }])[0],
    '/cli/sand/runs/start',
  );
});

test('an alias (a title, METHOD /path) can be what matches', () => {
  assert.equal(closestMatches('push workflow', operations)[0], 'createWorkflow');
});

test('at most three names, and none when nothing is alike', () => {
  assert.equal(closestMatches('run', operations).length, 3);
  assert.deepEqual(closestMatches('zzzzqqqq', [{ name: 'ab' }]), []);
});

test('the error sentence quotes the names, or points to the listing when none is close', () => {
  assert.match(closestSentence('startRnu', operations, 'call list_operations'), /^ Closest matches: "startRun"/);
  assert.equal(
    closestSentence('zzzzqqqq', [{ name: 'ab' }], 'call list_operations'),
    ' Nothing is close; call list_operations.',
  );
});

test('names compare case- and punctuation-blind', () => {
  assert.equal(normalName('createAPIKey /x'), 'create apikey x');
  assert.ok(similarity('Start-Run', 'startRun') > similarity('Start-Run', 'startRuns'));
});
