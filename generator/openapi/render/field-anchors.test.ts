import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadApiModel } from '../pipeline.ts';
import { fixture } from '../test-helpers.ts';
import { SITE_API_SPEC } from '../site-api.ts';
import { shownFieldAnchors } from './field-anchors.ts';
import { renderOperationPage } from './operation-page.ts';
import type { ApiModel, Operation } from '../model.ts';

const rowsOf = (model: ApiModel, op: Operation) => shownFieldAnchors(model, op, renderOperationPage(model, op).page);

test('the rows of a oneOf body are named by their shape, as the page draws them', async () => {
  const { model } = await loadApiModel(fixture('one-of.yaml'));
  const rows = rowsOf(model, model.operations[0]);
  for (const id of [
    'request-body.option-1.livesLeft',
    'request-body.option-2.goodBoy',
    'response-200.option-2.goodBoy',
    'response-200.option-3',
  ]) {
    assert.ok(rows.has(id), id);
  }
  assert.ok(!rows.has('request-body.goodBoy'), 'no row without its shape');
});

test('a response drawn as "same as" an earlier one has no rows of its own; its headers still do', async () => {
  const { model } = await loadApiModel(SITE_API_SPEC);
  const rows = rowsOf(model, model.operations.find((op) => op.operationId === 'getRun')!);
  assert.ok(rows.has('param-path-runId'));
  assert.ok(rows.has('response-200.summary.passed'));
  assert.ok(rows.has('response-401.message'));
  assert.ok(!rows.has('response-404.message'), '404 shows the 401 error body once, by link');
  assert.ok(rows.has('response-404-header-X-Request-Id'));
});

test('a request body has no rows for readOnly fields, a response none for writeOnly ones, nested and by reference', async () => {
  const { model } = await loadApiModel(fixture('read-write-only.yaml'));
  const rows = rowsOf(model, model.operations[0]);
  for (const id of ['request-body.name', 'request-body.password', 'request-body.owner.email'])
    assert.ok(rows.has(id), id);
  for (const id of ['request-body.id', 'request-body.owner.verifiedAt']) assert.ok(!rows.has(id), id);
  for (const id of ['response-201.id', 'response-201.name', 'response-201.owner.verifiedAt'])
    assert.ok(rows.has(id), id);
  assert.ok(!rows.has('response-201.password'));
  // The same schema on both sides is listed on each, not shown as "same as" the other.
  assert.ok(rows.has('response-201.owner.email'));
});

test("Create a workflow's request body lists no read-only stage fields; its response lists them", async () => {
  const { model } = await loadApiModel(SITE_API_SPEC);
  const rows = rowsOf(model, model.operations.find((op) => op.operationId === 'createWorkflow')!);
  assert.ok(rows.has('request-body.stages.step'));
  for (const name of ['input', 'workflowRunInput', 'stageInput'])
    assert.ok(!rows.has(`request-body.stages.${name}`), `request-body.stages.${name}`);
  assert.ok(
    [...rows].some((id) => id.startsWith('response-201.') && id.endsWith('.workflowRunInput')),
    'the response lists workflowRunInput',
  );
});
