import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  atPointer,
  expressionsIn,
  parseExpression,
  resolveExpression,
  resolveValue,
  type ExpressionContext,
} from './expressions.ts';
import { conditionExpressions, conditionHolds, ConditionSyntaxError } from './conditions.ts';

const ctx: ExpressionContext = {
  inputs: { workflow: 'analyze:1', input: { ticket_id: 1 } },
  steps: { start: { runId: 'run_1', body: { items: [{ id: 'a' }] } } },
  request: { url: 'https://x/api', method: 'GET', headers: { Authorization: 'Bearer k' } },
  response: {
    status: 202,
    headers: { 'retry-after': '3' },
    body: { status: 'running', 'a/b': { '~c': 5 }, list: [10, 20] },
  },
};

test('parses each kind of runtime expression the Arazzo spec lists', () => {
  assert.deepEqual(parseExpression('$statusCode'), { kind: 'statusCode' });
  assert.deepEqual(parseExpression('$inputs.workflow'), { kind: 'inputs', name: 'workflow', pointer: '' });
  assert.deepEqual(parseExpression('$steps.start.outputs.runId'), {
    kind: 'steps',
    stepId: 'start',
    output: 'runId',
    pointer: '',
  });
  assert.deepEqual(parseExpression('$response.body#/status'), { kind: 'responseBody', pointer: '/status' });
  assert.deepEqual(parseExpression('$response.header.Retry-After'), { kind: 'responseHeader', name: 'Retry-After' });
  assert.equal(parseExpression('$response.bodyx'), undefined);
  assert.equal(parseExpression('$steps.start.runId'), undefined);
});

test('resolves expressions against the run: inputs, earlier outputs, status, body pointers, headers case-insensitively', () => {
  const r = (t: string) => resolveExpression(parseExpression(t)!, ctx);
  assert.equal(r('$inputs.workflow'), 'analyze:1');
  assert.equal(r('$inputs.input#/ticket_id'), 1);
  assert.equal(r('$steps.start.outputs.runId'), 'run_1');
  assert.equal(r('$steps.start.outputs.body#/items/0/id'), 'a');
  assert.equal(r('$statusCode'), 202);
  assert.equal(r('$response.body#/a~1b/~0c'), 5);
  assert.equal(r('$response.body#/list/1'), 20);
  assert.equal(r('$response.header.Retry-After'), '3');
  assert.equal(r('$request.header.authorization'), 'Bearer k');
  assert.equal(r('$response.body#/missing/deeper'), undefined);
});

test('JSON pointers: the whole value, escapes, array indexes only as numbers', () => {
  assert.deepEqual(atPointer({ a: 1 }, ''), { a: 1 });
  assert.equal(atPointer([1, 2], '/x'), undefined);
  assert.equal(atPointer({ 'm~n': 1 }, '/m~0n'), 1);
});

test('values: a whole expression keeps its type, embedded ones become text, nested objects resolve', () => {
  assert.deepEqual(resolveValue({ input: '$inputs.input', ref: '{$inputs.workflow}-x', n: 3 }, ctx), {
    input: { ticket_id: 1 },
    ref: 'analyze:1-x',
    n: 3,
  });
  assert.equal(resolveValue('Bearer {$steps.start.outputs.runId}', ctx), 'Bearer run_1');
  assert.deepEqual(expressionsIn({ a: ['$inputs.x'], b: 'pre {$steps.s.outputs.o} post', 'c/d': 'plain' }), [
    { text: '$inputs.x', at: '/a/0' },
    { text: '$steps.s.outputs.o', at: '/b' },
  ]);
});

test('conditions: comparisons, literals, && || ! and parentheses', () => {
  assert.equal(conditionHolds('$statusCode == 202', ctx), true);
  assert.equal(conditionHolds('$statusCode == 200', ctx), false);
  assert.equal(conditionHolds("$response.body#/status == 'queued' || $response.body#/status == 'running'", ctx), true);
  assert.equal(conditionHolds("!($response.body#/status == 'running') && $statusCode < 300", ctx), false);
  assert.equal(conditionHolds('$response.body#/list/0 >= 10', ctx), true);
  assert.equal(conditionHolds("$response.header.retry-after == '3'", ctx), true);
  assert.equal(conditionHolds('$steps.start.outputs.runId != null', ctx), true);
  assert.equal(conditionHolds("'it''s' == 'it''s'", ctx), true);
});

test('a malformed condition names what is wrong', () => {
  assert.throws(
    () => conditionHolds('$statusCode == ok', ctx),
    (e: Error) => e instanceof ConditionSyntaxError && /quote strings: 'ok'/.test(e.message),
  );
  assert.throws(() => conditionHolds('($statusCode == 200', ctx), /missing "\)"/);
  assert.throws(() => conditionHolds('$response.bod == 1', ctx), /not a runtime expression/);
  assert.deepEqual(conditionExpressions("$statusCode == 200 && $response.body#/s == 'x'"), [
    '$statusCode',
    '$response.body#/s',
  ]);
});
