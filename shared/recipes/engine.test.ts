import { test } from 'node:test';
import assert from 'node:assert/strict';
import { outcomeLine, RecipeRun, runRecipe, stepRequest, type RunEvent } from './engine.ts';
import type { Recipe } from './types.ts';

const recipe: Recipe = {
  servers: [],
  workflowId: 'runAndWait',
  slug: 'run-and-wait',
  file: 'x.arazzo.yaml',
  title: 'Run and wait',
  summary: '',
  inputs: [{ name: 'workflow', required: true, default: 'wf:1' }],
  steps: [
    {
      stepId: 'start',
      operationId: 'startRun',
      summary: 'Start',
      method: 'post',
      path: '/runs',
      parameters: [],
      requestBody: { contentType: 'application/json', payload: { workflow: '$inputs.workflow', async: true } },
      successCriteria: [{ condition: '$statusCode == 202' }],
      outputs: { runId: '$response.body#/id' },
    },
    {
      stepId: 'wait',
      operationId: 'getRun',
      summary: 'Get',
      method: 'get',
      path: '/runs/{runId}',
      parameters: [{ name: 'runId', in: 'path', value: '$steps.start.outputs.runId' }],
      successCriteria: [{ condition: '$statusCode == 200' }, { condition: "$response.body#/status == 'succeeded'" }],
      onFailure: [
        {
          name: 'stillRunning',
          type: 'retry',
          retryAfter: 2,
          retryLimit: 3,
          criteria: [{ condition: "$response.body#/status == 'running'" }],
        },
      ],
      outputs: { output: '$response.body#/output' },
    },
  ],
  outputs: { output: '$steps.wait.outputs.output' },
};

/** A server answering from a list, recording what it was sent. */
function fakeServer(answers: Array<[number, unknown]>) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const [status, body] = answers.shift()!;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { sent, fetchFn };
}

test('outputs flow into later steps, retries wait retryAfter seconds, the run passes with the workflow outputs', async () => {
  const { sent, fetchFn } = fakeServer([
    [202, { id: 'run_9' }],
    [200, { status: 'running' }],
    [200, { status: 'running' }],
    [200, { status: 'succeeded', output: { ok: 1 } }],
  ]);
  const slept: number[] = [];
  const events: RunEvent[] = [];
  const outcome = await runRecipe(recipe, {
    server: 'https://api.test/',
    headers: { Authorization: 'Bearer k' },
    fetch: fetchFn,
    sleep: async (ms) => {
      slept.push(ms);
    },
    onEvent: (e) => events.push(e),
  });
  assert.deepEqual(outcome, {
    status: 'passed',
    outputs: { output: { ok: 1 } },
    steps: { start: { runId: 'run_9' }, wait: { output: { ok: 1 } } },
  });
  assert.equal(sent[0].url, 'https://api.test/runs');
  assert.equal(sent[0].init.body, '{"workflow":"wf:1","async":true}');
  assert.equal((sent[0].init.headers as Record<string, string>).Authorization, 'Bearer k');
  assert.equal(sent[1].url, 'https://api.test/runs/run_9');
  assert.deepEqual(slept, [2000, 2000]);
  assert.deepEqual(
    events.filter((e) => e.type === 'retry').map((e) => (e as { attempt: number }).attempt),
    [1, 2],
  );
  assert.equal(outcomeLine(recipe, outcome), 'runAndWait: passed');
});

test('the run stops at the first failed criterion, naming the step and the criterion', async () => {
  const { sent, fetchFn } = fakeServer([
    [202, { id: 'run_9' }],
    [200, { status: 'failed' }],
  ]);
  const outcome = await runRecipe(recipe, { server: 'https://api.test', fetch: fetchFn, sleep: async () => {} });
  assert.equal(outcome.status, 'failed');
  assert.equal(sent.length, 2);
  assert.equal(
    outcomeLine(recipe, outcome),
    `runAndWait: failed at step wait: $response.body#/status == 'succeeded' (status 200)`,
  );
});

test('a retry stops at retryLimit and the step fails', async () => {
  const { sent, fetchFn } = fakeServer([
    [202, { id: 'run_9' }],
    ...Array.from({ length: 4 }, (): [number, unknown] => [200, { status: 'running' }]),
  ]);
  const outcome = await runRecipe(recipe, { server: 'https://api.test', fetch: fetchFn, sleep: async () => {} });
  assert.equal(sent.length, 5);
  assert.ok(outcome.status === 'failed' && outcome.stepId === 'wait' && /after 3 retries/.test(outcome.reason));
});

test('one step at a time: next() runs a step and keeps its outputs for the next', async () => {
  const { fetchFn } = fakeServer([
    [202, { id: 'run_1' }],
    [200, { status: 'succeeded', output: 1 }],
  ]);
  const run = new RecipeRun(recipe, { server: 'https://api.test', fetch: fetchFn, sleep: async () => {} });
  assert.equal(run.current?.stepId, 'start');
  assert.deepEqual(await run.next(), { status: 'passed', stepId: 'start', outputs: { runId: 'run_1' } });
  assert.equal(run.current?.stepId, 'wait');
  await run.next();
  assert.equal(run.done, true);
  assert.equal(run.outcome()?.status, 'passed');
});

test('against a mock, a step whose criteria name one status asks for it (Prefer: code=…)', () => {
  const req = stepRequest(
    recipe.steps[0],
    { inputs: { workflow: 'w' }, steps: {} },
    { server: 'http://m', mock: true },
  );
  assert.equal(req.headers.prefer, 'code=202');
  assert.equal(
    stepRequest(recipe.steps[0], { inputs: {}, steps: {} }, { server: 'http://m' }).headers.prefer,
    undefined,
  );
});

test('a retry limit of one reads "after 1 retry"', async () => {
  const once: Recipe = structuredClone(recipe);
  once.steps[1].onFailure![0].retryLimit = 1;
  const { fetchFn } = fakeServer([
    [202, { id: 'run_9' }],
    ...Array.from({ length: 2 }, (): [number, unknown] => [200, { status: 'running' }]),
  ]);
  const outcome = await runRecipe(once, { server: 'https://api.test', fetch: fetchFn, sleep: async () => {} });
  assert.ok(
    outcome.status === 'failed' && /still failing after 1 retry \(/.test(outcome.reason),
    JSON.stringify(outcome),
  );
});
