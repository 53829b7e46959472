import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jsonErrorPosition, refSegments } from './errors.ts';

const parseError = (text: string): unknown => {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  assert.fail(`${text} parsed`);
};

test('jsonErrorPosition: the line and column of the position JSON.parse names, none when it names none', () => {
  const text = '{\n  "a": 1,\n  "b" 2}';
  assert.deepEqual(jsonErrorPosition(text, parseError(text)), { line: 3, column: 7 });
  assert.equal(jsonErrorPosition(text, new Error('Unexpected end of JSON input')), undefined);
});

test('refSegments: a local $ref or pointer as its keys, URI-decoded, then ~1 and ~0 unescaped', () => {
  assert.deepEqual(refSegments('#/paths/~1runs~1%7BrunId%7D/get'), ['paths', '/runs/{runId}', 'get']);
  assert.deepEqual(refSegments('/components/schemas/A~0B'), ['components', 'schemas', 'A~B']);
  assert.deepEqual(refSegments('#'), []);
});
