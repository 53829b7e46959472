import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkExamples } from './example-check.ts';
import { checkExamplesRemembered } from './example-check-cache.ts';
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
