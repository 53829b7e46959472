import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isValidElement } from 'react';
import { apiOperationHeader, apiPageTocAt, withApiPage } from './api-pages.tsx';

// Reads the site's own model, content/api/_model.json (written by `npm run gen`).
type Bound = (props: { route?: unknown; version?: unknown }) => unknown;

test("an API page's stub is drawn from its section's model, with the page's table of contents and operation header", () => {
  const components = withApiPage(['api', 'start-run'], { p: 'p' });
  assert.equal(components.p, 'p');
  assert.ok(isValidElement((components.ApiPage as Bound)({ route: '/api/start-run', version: 'x' })));
  assert.deepEqual(apiPageTocAt(['api', 'start-run'])?.slice(0, 1), [{ value: 'Authentication', id: 'authentication', depth: 2 }]);
  assert.deepEqual(apiOperationHeader(['api', 'start-run'])?.operationId, 'startRun');
  assert.equal(apiOperationHeader(['api']), undefined);
  // Other sections, and pages no model holds, keep their MDX's own.
  assert.equal(apiPageTocAt(['docs', 'x']), undefined);
  assert.equal(apiPageTocAt(['api', 'hand-written']), undefined);
  assert.equal(withApiPage(['cli', 'sand'], { p: 'p' }).ApiPage, undefined);
});

test('a stub whose route the model lacks (a stale model) fails, naming the file, the model and the fix', () => {
  const stale = withApiPage(['api', 'no-such-page'], {}).ApiPage as Bound;
  assert.throws(() => stale({ route: '/api/no-such-page' }), /content\/api\/no-such-page: the page \/api\/no-such-page is not in content\/api\/_model\.json\n  fix: run `npm run gen`/);
  const moved = withApiPage(['api', 'start-run'], {}).ApiPage as Bound;
  assert.throws(() => moved({ route: '/api/get-run' }), /the page at \/api\/start-run names the route \/api\/get-run\n  fix: run `npm run gen`/);
});
