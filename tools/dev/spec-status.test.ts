import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sectionOf, specStatusFromGen } from './spec-status.ts';

test('a spec error from npm run gen becomes its file, place, reason and fix, and the section it breaks', () => {
  const output = [
    'error: openapi/sun-api.yaml at #/paths/~1api~1v1~1runs/post/operationId (line 234): not a valid OpenAPI document: must be string',
    '  fix: correct that part of the document so it matches the OpenAPI specification',
  ].join('\n');
  assert.deepEqual(specStatusFromGen(1, output), {
    ok: false,
    section: 'API reference',
    file: 'openapi/sun-api.yaml',
    place: '#/paths/~1api~1v1~1runs/post/operationId (line 234)',
    reason: 'not a valid OpenAPI document: must be string',
    fix: 'correct that part of the document so it matches the OpenAPI specification',
  });
});

test('colour codes are dropped and an error without a place keeps an empty place', () => {
  const status = specStatusFromGen(
    1,
    '\u001b[31merror: cli-spec/sand.json: not JSON\u001b[0m\n  fix: close the brace\n',
  );
  assert.deepEqual(status, {
    ok: false,
    section: 'CLI reference',
    file: 'cli-spec/sand.json',
    place: '',
    reason: 'not JSON',
    fix: 'close the brace',
  });
});

test('a crash that is not a spec error is shown whole, blamed on the changed file', () => {
  const status = specStatusFromGen(1, 'TypeError: cannot read x\n    at gen.ts:3', ['openapi/sun-api.yaml']);
  assert.equal(status.ok, false);
  assert.ok(
    !status.ok && status.reason.startsWith('TypeError: cannot read x') && status.file === 'openapi/sun-api.yaml',
  );
});

test('a successful run clears the error', () => {
  assert.deepEqual(specStatusFromGen(0, 'content/api: 71 files'), { ok: true });
});

test('sections by folder', () => {
  assert.equal(sectionOf('openapi/sun-api.yaml'), 'API reference');
  assert.equal(sectionOf('cli-spec/sand.json'), 'CLI reference');
  assert.equal(sectionOf('content/docs/_meta.ts'), 'generated pages');
});
