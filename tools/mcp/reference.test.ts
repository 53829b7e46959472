/** Against the committed generated model (content/api, content/cli): what `npm run gen` wrote. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ToolInputError } from './tool-errors.ts';
import { Reference } from './reference.ts';

const reference = new Reference('content');

test('every operation of the API is listed once, with its page on the site', () => {
  assert.equal(reference.operations.length, new Set(reference.operations.map((op) => op.operationId)).size);
  const startRun = reference.operations.find((op) => op.operationId === 'startRun');
  assert.deepEqual(
    startRun && {
      method: startRun.method,
      path: startRun.path,
      route: startRun.route,
      url: startRun.url,
      tag: startRun.tag,
    },
    {
      method: 'POST',
      path: '/api/v1/runs',
      route: '/api/start-run',
      url: 'https://docs.sandgarden.com/api/start-run',
      tag: 'Runs',
    },
  );
});

test('a tag lists its operations only, named in any case; an unknown tag names the closest', () => {
  const runs = reference.listOperations('runs');
  assert.ok(runs.length >= 3 && runs.every((op) => op.tag === 'Runs'));
  assert.throws(
    () => reference.listOperations('Run'),
    (error: Error) => error instanceof ToolInputError && /No tag "Run"\. Closest matches: "Runs"/.test(error.message),
  );
});

test('an operation is found by operationId, slug, route or METHOD /path with or without the /api/v1 prefix', () => {
  for (const ref of ['startRun', 'STARTRUN', 'start-run', '/api/start-run', 'POST /api/v1/runs', 'post /runs'])
    assert.equal(reference.findOperation(ref).operationId, 'startRun', ref);
  assert.equal(reference.findOperation('GET /runs/run_123').operationId, 'getRun');
});

test('a path without a method that names several operations asks for the method', () => {
  assert.throws(
    () => reference.findOperation('/api/v1/runs'),
    /names 2 operations: "GET \/api\/v1\/runs", "POST \/api\/v1\/runs"/,
  );
});

test('an unknown operation names the closest operationIds', () => {
  assert.throws(
    () => reference.findOperation('startRnu'),
    (error: Error) => error instanceof ToolInputError && /Closest matches: "startRun"/.test(error.message),
  );
});

test('startRun: its header parameter, JSON body, responses, curl sample and the commands that call it', () => {
  const op = reference.operation('startRun');
  assert.deepEqual(
    op.parameters.map((p) => [p.name, p.in, p.required]),
    [['Idempotency-Key', 'header', false]],
  );
  assert.deepEqual(op.requestBody, [{ mediaType: 'application/json', required: true, type: 'RunStart' }]);
  assert.deepEqual(op.responses.slice(0, 2), [
    { status: '200 OK', bodies: [{ mediaType: 'application/json', type: 'Run' }] },
    { status: '202 Accepted', bodies: [{ mediaType: 'application/json', type: 'Run' }] },
  ]);
  assert.match(op.curl ?? '', /^curl -X POST 'https:\/\/api\.sandgarden\.com\/api\/v1\/runs'/);
  assert.deepEqual(
    op.cliCommands.map((c) => c.command),
    ['sand runs start', 'sand test-suites start'],
  );
  // The twin with curl only: the schema written out, no other language's sample.
  assert.match(op.markdown, /^# Start a run\n/);
  assert.match(op.markdown, /Example request \(curl\)/);
  assert.doesNotMatch(op.markdown, /Example request \(Python\)/);
  assert.match(op.markdown, /`workflow`/);
});

test('a command is found with or without "sand", with flags and arguments after it', () => {
  for (const input of [
    'sand runs start',
    'runs start',
    'sand  runs   start --workflow trivia:latest',
    '/cli/sand/runs/start',
  ])
    assert.equal(reference.findCommand(input).route, '/cli/sand/runs/start', input);
  assert.equal(reference.findCommand('sand runs get run_123').route, '/cli/sand/runs/get');
  assert.equal(reference.findCommand('sand').route, '/cli/sand');
});

test('a typo after a group is not taken for an argument: the closest commands are named', () => {
  assert.throws(
    () => reference.findCommand('sand runs strat'),
    (error: Error) =>
      error instanceof ToolInputError &&
      /No command "sand runs strat"\. Closest matches: "sand runs start"/.test(error.message),
  );
});

test('sand runs start: synopsis, flags, examples with output, the operations it calls in order', () => {
  const command = reference.command('sand runs start');
  assert.match(command.synopsis ?? '', /^sand runs start \(--workflow/);
  assert.ok(command.flags.some((f) => f.name === 'workflow'));
  assert.equal(command.examples[0].title, 'Run a workflow by tag');
  assert.match(command.examples[0].output ?? '', /succeeded/);
  assert.deepEqual(
    command.operations.map((op) => op.operationId),
    ['startRun', 'getRun'],
  );
  assert.match(command.markdown, /^# sand runs start\n/);
});

test('a group lists its subcommands', () => {
  assert.ok(reference.command('sand runs').subcommands.some((c) => c.command === 'sand runs start'));
});
