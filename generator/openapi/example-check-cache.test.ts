import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkExamples, type ExampleFinding } from './example-check.ts';
import { checkExamplesRemembered, exampleCheckKeys } from './example-check-cache.ts';
import type { JsonObject } from '../lib/json.ts';
import { apiSteps } from './pipeline.ts';
import { fixture } from './test-helpers.ts';

test('remembered findings are the fresh ones, each with the line its example has in the file now', () => {
  const loaded = apiSteps.load(fixture('wrong-example.yaml'));
  const fresh = checkExamples(loaded.doc, loaded.lineOf);
  assert.ok(fresh.length > 0);
  // The first call checks (or finds an earlier run's findings), the second finds this one's.
  assert.deepEqual(checkExamplesRemembered(loaded.doc, loaded.lineOf), fresh);
  assert.deepEqual(checkExamplesRemembered(loaded.doc, loaded.lineOf), fresh);
  // The same description laid out otherwise (its examples on other lines): the same findings, moved.
  const moved = checkExamplesRemembered(loaded.doc, (pointer) => `line ${pointer.length}`);
  assert.deepEqual(
    moved,
    fresh.map((f) => ({ ...f, line: `line ${f.example.length}` })),
  );
  // A changed description is checked again.
  const withoutPaths = { ...loaded.doc, paths: {} };
  assert.deepEqual(checkExamplesRemembered(withoutPaths), checkExamples(withoutPaths));
  assert.notDeepEqual(checkExamplesRemembered(withoutPaths), fresh);
});

/** Two operations: one whose example uses the Run component (through Status), one with its own schema. */
function api(statusEnum: string[], countExample: unknown): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/runs': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Run' },
                  example: { id: 'r1', status: 'queued' },
                },
              },
            },
          },
        },
      },
      '/count': {
        get: {
          parameters: [{ name: 'n', in: 'query', schema: { type: 'integer' }, example: countExample }],
          responses: { '204': { description: 'none' } },
        },
      },
    },
    components: {
      schemas: {
        Run: {
          type: 'object',
          properties: { id: { type: 'string' }, status: { $ref: '#/components/schemas/Status' } },
        },
        Status: { type: 'string', enum: statusEnum },
      },
    },
  };
}

/** A check remembered in memory across runs, as `npm run dev` keeps it; counts the examples actually checked. */
function rememberingRuns() {
  let last = new Map<string, { finding?: ExampleFinding }>();
  let checked = 0;
  return {
    run(doc: JsonObject): { findings: ExampleFinding[]; checked: number } {
      const now = new Map<string, { finding?: ExampleFinding }>();
      const keyOf = exampleCheckKeys(doc);
      checked = 0;
      const findings = checkExamples(doc, undefined, {
        key: (use, example, schema) => {
          const key = keyOf(use, example, schema);
          if (key === undefined) checked++;
          return key;
        },
        get: (key) => {
          const hit = last.get(key);
          if (hit) now.set(key, hit);
          return hit;
        },
        set: (key, result) => {
          checked++;
          now.set(key, result);
        },
      });
      last = now;
      return { findings, checked };
    },
  };
}

test('a save re-checks the examples it touches, transitive $refs included, with the findings of a fresh check', () => {
  const runs = rememberingRuns();
  assert.equal(runs.run(api(['queued', 'done'], 3)).checked, 2);
  // Nothing changed: nothing is checked again.
  assert.equal(runs.run(api(['queued', 'done'], 3)).checked, 0);
  // One operation's own example: that example alone.
  const countEdited = runs.run(api(['queued', 'done'], 'three'));
  assert.equal(countEdited.checked, 1);
  assert.deepEqual(countEdited.findings, checkExamples(api(['queued', 'done'], 'three')));
  assert.equal(countEdited.findings.length, 1);
  // A component two $refs away from the other operation's example: that example alone, now wrong.
  const statusEdited = runs.run(api(['done'], 'three'));
  assert.equal(statusEdited.checked, 1);
  assert.deepEqual(statusEdited.findings, checkExamples(api(['done'], 'three')));
  assert.deepEqual(
    statusEdited.findings.map((f) => f.example),
    ['#/paths/~1runs/get/responses/200/content/application~1json/example', '#/paths/~1count/get/parameters/0/example'],
  );
});

test('an example whose schema reaches outside the document is always checked', () => {
  const doc = api(['queued'], 3);
  (doc.components as JsonObject).schemas = {
    Run: { $ref: 'other.yaml#/Run' },
  };
  const runs = rememberingRuns();
  runs.run(doc);
  // The parameter's example is remembered; the one whose schema is in other.yaml is checked again.
  assert.equal(runs.run(doc).checked, 1);
});
