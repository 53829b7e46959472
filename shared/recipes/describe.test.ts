import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conditionSentence, differsOnMock } from './describe.ts';

test('a criterion reads as a sentence: statuses, fields, earlier outputs, literals in matched quotes', () => {
  assert.equal(conditionSentence('$statusCode == 202'), 'the response status is 202');
  assert.equal(conditionSentence("$response.body#/status == 'succeeded'"), 'the response\'s status is "succeeded"');
  assert.equal(
    conditionSentence('$response.body#/key/id == $steps.createKey.outputs.keyId'),
    "the response's key.id equals keyId from step createKey",
  );
  assert.equal(
    conditionSentence("$response.body#/status == 'queued' || $response.body#/status == 'running'"),
    'the response\'s status is "queued" or the response\'s status is "running"',
  );
  assert.equal(conditionSentence('$response.header.Retry-After >= 1'), 'the response header Retry-After is at least 1');
  assert.equal(conditionSentence('!($statusCode == 500)'), 'not (the response status is 500)');
});

test("a check on the response's body or headers is expected to differ on a mock; a status check is not", () => {
  assert.equal(differsOnMock('$statusCode == 202'), false);
  assert.equal(differsOnMock("$response.body#/status == 'succeeded'"), true);
  assert.equal(differsOnMock('$response.header.ETag != null'), true);
});
