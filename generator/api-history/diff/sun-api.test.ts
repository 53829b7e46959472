/** The diff on the project's own description: nothing against itself; a shared-schema edit on every user. */
import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { isObject, type JsonObject } from '../../lib/json.ts';
import { diffApiDescriptions } from './diff.ts';
import { loadApiDescription } from './load.ts';

const sunApi = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi/sun-api.yaml');
const loaded = loadApiDescription(sunApi);

const schemas = (doc: JsonObject) => (doc.components as JsonObject).schemas as Record<string, JsonObject>;

test('openapi/sun-api.yaml against itself has no changes', async () => {
  const doc = await loaded;
  assert.deepEqual(diffApiDescriptions(doc, structuredClone(doc)), []);
});

test('a field removed from the shared Run schema is reported on every operation and response that returns a Run', async () => {
  const doc = await loaded;
  const edited = structuredClone(doc);
  const run = schemas(edited).Run;
  assert.ok(isObject(run.properties) && 'cluster' in run.properties);
  delete run.properties.cluster;
  const changes = diffApiDescriptions(doc, edited);
  assert.deepEqual(
    changes.map((c) => [c.operation, c.location?.status, c.location?.fieldPath.join('.')]),
    [
      ['GET /api/v1/runs', '200', 'data.[].cluster'],
      ['POST /api/v1/runs', '200', 'cluster'],
      ['POST /api/v1/runs', '202', 'cluster'],
      ['GET /api/v1/runs/{runId}', '200', 'cluster'],
    ],
  );
  for (const change of changes) {
    assert.equal(change.level, 'breaking');
    assert.equal(change.pointer, '/components/schemas/Run/properties/cluster');
    assert.match(change.message, /^In schema Run: response 20\d field `(data\[\]\.)?cluster` was removed\.$/);
  }
});

test('a value removed from the shared RunStatus enum: breaking where clients send it, not where they read it; Run contains itself and the walk ends', async () => {
  const doc = await loaded;
  const edited = structuredClone(doc);
  schemas(edited).RunStatus.enum = ['queued', 'running', 'succeeded', 'failed'];
  const changes = diffApiDescriptions(doc, edited);
  assert.deepEqual(
    changes.map((c) => [c.level, c.operation, c.message]),
    [
      [
        'breaking',
        'GET /api/v1/runs',
        'In schema RunStatus: query parameter `status` no longer accepts the value `cancelled`.',
      ],
      [
        'non-breaking',
        'GET /api/v1/runs',
        'In schema RunStatus: response 200 field `data[].status` no longer returns the value `cancelled`.',
      ],
      [
        'non-breaking',
        'POST /api/v1/runs',
        'In schema RunStatus: response 200 field `status` no longer returns the value `cancelled`.',
      ],
      [
        'non-breaking',
        'POST /api/v1/runs',
        'In schema RunStatus: response 202 field `status` no longer returns the value `cancelled`.',
      ],
      [
        'non-breaking',
        'GET /api/v1/runs/{runId}',
        'In schema RunStatus: response 200 field `status` no longer returns the value `cancelled`.',
      ],
    ],
  );
  for (const change of changes) assert.equal(change.pointer, '/components/schemas/RunStatus');
  assert.deepEqual(changes[0].location, { in: 'parameter', parameter: { name: 'status', in: 'query' }, fieldPath: [] });
});
