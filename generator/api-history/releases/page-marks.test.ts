import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiChange } from '../diff/index.ts';
import { loadApiHistory } from './history.ts';
import { loadReleaseDocuments, releaseChanges } from './release-changes.ts';
import { markBaseline, operationHistory, pageMarks, type ReleaseHistory } from './page-marks.ts';
import { placeAnchor, viewHistory } from '../../../shared/api/history-marks.ts';

/** The committed releases and what each changed, as `npm run gen` builds them. */
async function realHistory(): Promise<ReleaseHistory> {
  const releases = loadApiHistory('.');
  return { releases, changes: releaseChanges(releases, await loadReleaseDocuments(releases)) };
}
const historyPromise = realHistory();

const op = (kind: ApiChange['kind'], operationId: string): ApiChange => ({
  kind,
  level: 'non-breaking',
  operation: `GET /${operationId}`,
  operationId,
  pointer: `/paths/~1${operationId}/get`,
  message: '',
  action: '',
});

test('operationHistory: the committed releases say when operations were added and deprecated', async () => {
  const ops = operationHistory(await historyPromise);
  assert.deepEqual(ops.get('compareRuns'), { addedIn: '1.1.0' });
  assert.deepEqual(ops.get('getAuthMetadata'), { addedIn: '1.4.0' });
  assert.deepEqual(ops.get('getConnectionsCount'), { deprecatedIn: '1.2.0' });
  assert.deepEqual(ops.get('createUserApiKey'), { deprecatedIn: '1.3.0' });
  assert.equal(ops.get('listRuns'), undefined, 'an operation of the first release that stayed has no history');
});

test('operationHistory: a removal, an undone deprecation and an operation added again', () => {
  const releases = ['1', '2', '3', '4'].map((version) => ({ version, status: 'supported' as const }));
  const changes = new Map<string, ApiChange[]>([
    ['1', []],
    ['2', [op('operation-deprecated', 'old'), op('operation-deprecated', 'back'), op('operation-added', 'again')]],
    ['3', [op('operation-removed', 'old'), op('operation-undeprecated', 'back'), op('operation-removed', 'again')]],
    ['4', [op('operation-added', 'again')]],
  ]);
  const ops = operationHistory({ releases, changes });
  assert.deepEqual(ops.get('old'), { deprecatedIn: '2', removedIn: '3' });
  assert.deepEqual(ops.get('back'), {});
  assert.deepEqual(ops.get('again'), { addedIn: '4' }, 'added again: its removal is no longer its history');
});

test('fields are marked after the oldest supported release (1.2.0): 1.3.0 and 1.4.0, not 1.2.0 nor earlier', async () => {
  const history = await historyPromise;
  assert.equal(markBaseline(history.releases), '1.2.0');
  const { operations, places } = pageMarks(history);
  // Operations: every release counts.
  assert.deepEqual(operations.get('compareRuns'), [
    { change: 'added', version: '1.1.0', href: '/api/changelog#v1-1-0-non-breaking' },
  ]);
  assert.deepEqual(operations.get('getAuthMetadata'), [
    { change: 'added', version: '1.4.0', href: '/api/changelog#v1-4-0-non-breaking' },
  ]);
  assert.deepEqual(operations.get('getConnectionsCount'), [
    { change: 'deprecated', version: '1.2.0', href: '/api/changelog#v1-2-0-deprecation' },
  ]);

  const renamed13 = {
    change: 'changed',
    version: '1.3.0',
    detail: 'renamed, limits',
    href: '/api/changelog#v1-3-0-breaking',
  };
  // An operation whose parameters or fields changed after 1.2.0 says when, last change first.
  assert.deepEqual(operations.get('listRuns'), [
    { change: 'changed', version: '1.4.0', href: '/api/changelog#v1-4-0-deprecation' },
  ]);
  assert.deepEqual(operations.get('listWorkflows'), [
    { change: 'changed', version: '1.3.0', href: '/api/changelog#v1-3-0-breaking' },
  ]);
  assert.deepEqual(operations.get('createConnector'), [
    { change: 'changed', version: '1.3.0', href: '/api/changelog#v1-3-0-non-breaking' },
  ]);
  assert.equal(
    operations.get('listApiKeys'),
    undefined,
    'a change the whole API made (OAuth on every operation) marks no page',
  );
  const listRuns = viewHistory(
    places.get('listRuns'),
    ['workflow', 'step', 'batches', 'workflowName'].map((name) => ({
      in: 'parameter' as const,
      name,
      paramIn: 'query',
      anchor: `param-query-${name}`,
    })),
  );
  assert.deepEqual(
    listRuns,
    {
      'param-query-workflow': { marks: [renamed13] },
      'param-query-step': { marks: [renamed13] },
      'param-query-batches': {
        marks: [{ change: 'deprecated', version: '1.4.0', href: '/api/changelog#v1-4-0-deprecation' }],
      },
    },
    'renamed parameters are changed under their new name (and their limits with them); the deprecated filter is marked',
  );

  const kinds = viewHistory(places.get('createConnector'), [
    { in: 'request', mediaType: 'application/json', anchor: 'request-body' },
  ]);
  const newIn13 = { change: 'new', version: '1.3.0', href: '/api/changelog#v1-3-0-non-breaking' };
  assert.deepEqual(
    kinds,
    { 'request-body.kind': { values: { aws: newIn13, azure: newIn13, custom: newIn13, gcp: newIn13 } } },
    'bigquery and vertex came in 1.2.0, the baseline: not marked',
  );
  const listed = viewHistory(places.get('listConnectors'), [
    { in: 'response', status: '200', mediaType: 'application/json', anchor: 'response-200' },
  ]);
  assert.deepEqual(Object.keys(listed ?? {}), ['response-200.data.kind'], 'an array of items keeps its field’s place');
  // 1.2.0's connectedDirectors is not new to a reader of 1.2.0.
  assert.equal(
    viewHistory(places.get('getCluster'), [
      { in: 'response', status: '200', mediaType: 'application/json', anchor: 'response-200' },
    ]),
    undefined,
  );
});

test('a field removed after it was marked loses its marks; added again, it is new again', () => {
  const releases = ['1', '2', '3', '4'].map((version) => ({ version, status: 'supported' as const }));
  const field = (kind: ApiChange['kind'], name: string): ApiChange => ({
    ...op(kind, 'getA'),
    location: { in: 'response', status: '200', mediaType: 'application/json', fieldPath: [name] },
  });
  const changes = new Map<string, ApiChange[]>([
    ['1', []],
    ['2', [field('field-added', 'x'), field('field-added', 'y')]],
    ['3', [field('field-removed', 'x'), field('field-removed', 'y')]],
    ['4', [field('field-added', 'y')]],
  ]);
  const view = viewHistory(pageMarks({ releases, changes }).places.get('getA'), [
    { in: 'response', status: '200', mediaType: 'application/json', anchor: 'r' },
  ]);
  assert.deepEqual(Object.keys(view ?? {}), ['r.y']);
  assert.equal(view!['r.y'].marks![0].version, '4');
});

test('a field whose type changed is "Changed in X (type)"; a field new in X and an operation added in X are not changed then', () => {
  const releases = ['1', '2', '3'].map((version) => ({ version, status: 'supported' as const }));
  const field = (kind: ApiChange['kind'], name: string, level: ApiChange['level'] = 'non-breaking'): ApiChange => ({
    ...op(kind, 'getA'),
    level,
    location: { in: 'response', status: '200', mediaType: 'application/json', fieldPath: [name] },
  });
  const changes = new Map<string, ApiChange[]>([
    ['1', []],
    ['2', [field('field-added', 'y'), field('type-changed', 'y'), op('operation-added', 'getB')]],
    [
      '3',
      [
        field('type-changed', 'x', 'breaking'),
        field('field-optional', 'x'),
        { ...field('type-changed', 'z'), operationId: 'getB', operation: 'GET /getB' },
      ],
    ],
  ]);
  const marks = pageMarks({ releases, changes });
  const view = viewHistory(marks.places.get('getA'), [
    { in: 'response', status: '200', mediaType: 'application/json', anchor: 'r' },
  ]);
  assert.deepEqual(view, {
    'r.y': { marks: [{ change: 'new', version: '2', href: '/api/changelog#v2-non-breaking' }] },
    'r.x': {
      marks: [{ change: 'changed', version: '3', detail: 'type, now optional', href: '/api/changelog#v3-breaking' }],
    },
  });
  assert.deepEqual(marks.operations.get('getA'), [
    { change: 'changed', version: '3', href: '/api/changelog#v3-breaking' },
  ]);
  assert.deepEqual(marks.operations.get('getB'), [
    { change: 'added', version: '2', href: '/api/changelog#v2-non-breaking' },
    { change: 'changed', version: '3', href: '/api/changelog#v3-non-breaking' },
  ]);
});

test('a field path becomes the id the schema view gives the field', () => {
  assert.equal(placeAnchor('response-200', ['data', '[]', 'status']), 'response-200.data.status');
  assert.equal(placeAnchor('request-body', ['labels', '{key}', 'x.y']), 'request-body.labels.additional.x_y');
  assert.equal(placeAnchor('param-query-kind', []), 'param-query-kind');
});
