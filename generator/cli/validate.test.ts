import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SpecError } from '../lib/errors.ts';
import { SpecErrors } from './spec-errors.ts';
import { loadCliModel } from './pipeline.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', `${name}.json`);
const operationIds = new Set(['getRun', 'startRun']);

function errorsFor(name: string): SpecError[] {
  try {
    loadCliModel(fixture(name), { operationIds, openapiFile: 'openapi/sun-api.yaml' });
  } catch (error) {
    if (error instanceof SpecErrors) return error.errors;
    if (error instanceof SpecError) return [error];
    throw error;
  }
  return [];
}

/** Asserts the fixture fails with exactly one error at `place` whose reason and fix match. */
function expectOne(name: string, place: string, reason: RegExp, fix: RegExp): void {
  const errors = errorsFor(name);
  assert.equal(errors.length, 1, `expected one error, got:\n${errors.map((e) => e.message).join('\n')}`);
  assert.equal(errors[0].place, place);
  assert.match(errors[0].reason, reason);
  assert.match(errors[0].fix, fix);
  assert.match(errors[0].message, new RegExp(`${name}\\.json at `));
}

test('the minimal fixture is valid', () => {
  assert.deepEqual(errorsFor('valid-minimal'), []);
});

test('the real description is valid', () => {
  assert.doesNotThrow(() => loadCliModel());
});

test('invalid JSON names the line and column', () => {
  expectOne('invalid-json-syntax', 'line 5, column 5', /not valid JSON/, /JSON syntax/);
});

test('schema: a missing required key', () => {
  expectOne('missing-required-key', '#/program', /"summary" is missing/, /add "summary"/);
});

test('schema: an unknown key names the allowed ones', () => {
  expectOne('unknown-key', '#/program/commands/0/commands/0', /unknown key "sumary"/, /allowed keys: .*summary/);
});

test('schema: a name that is not kebab-case', () => {
  expectOne(
    'name-not-kebab-case',
    '#/program/commands/0/commands/1/flags/0/name',
    /"inputSchema" has the wrong form/,
    /kebab-case/,
  );
});

test('schema: an unknown flag type lists the allowed ones', () => {
  expectOne(
    'flag-type-unknown',
    '#/program/commands/0/commands/1/flags/0/type',
    /"text" is not an allowed value/,
    /"string", "boolean"/,
  );
});

test('schema: a boolean flag with enum values', () => {
  expectOne(
    'boolean-flag-with-enum',
    '#/program/commands/0/commands/1/flags/1',
    /boolean flag has enum/,
    /remove "enum"/,
  );
});

test('schema: a required flag with a default', () => {
  expectOne(
    'required-flag-with-default',
    '#/program/commands/0/commands/1/flags/0',
    /required flag has a default/,
    /remove "default"/,
  );
});

test('schema: a group with flags', () => {
  expectOne(
    'group-with-flags',
    '#/program/commands/0',
    /subcommands has args, flags or operations/,
    /move "args", "flags"/,
  );
});

test('schema: a command without examples', () => {
  expectOne('command-without-examples', '#/program/commands/0/commands/0', /"examples" is missing/, /add "examples"/);
});

test('schema: a summary over two lines', () => {
  expectOne('summary-with-newline', '#/program/commands/0/commands/0/summary', /wrong form/, /One line/);
});

test('schema: a short name longer than one letter', () => {
  expectOne(
    'short-name-too-long',
    '#/program/commands/0/commands/1/flags/0/short',
    /"wf" has the wrong form/,
    /One-letter/,
  );
});

test('integrity: an operationId the OpenAPI description lacks, with a suggestion', () => {
  expectOne(
    'unknown-operation-id',
    '#/program/commands/0/commands/1/operations/0',
    /calls operation "startRuns", which openapi\/sun-api.yaml does not define/,
    /did you mean "startRun"/,
  );
});

test('integrity: a duplicate flag name', () => {
  expectOne(
    'duplicate-flag-name',
    '#/program/commands/0/commands/1/flags/1/name',
    /defines --workflow, which it already defines/,
    /rename the flag/,
  );
});

test('integrity: a flag that repeats a global flag', () => {
  expectOne(
    'flag-shadows-global',
    '#/program/commands/0/commands/1/flags/1/name',
    /--output, which is already a global flag/,
    /rename the flag/,
  );
});

test('integrity: a duplicate short name', () => {
  expectOne(
    'duplicate-short-name',
    '#/program/commands/0/commands/1/flags/2/short',
    /gives -w to --wait, but it already belongs to --watch/,
    /another letter/,
  );
});

test('integrity: a short name taken by a global flag', () => {
  expectOne(
    'short-name-taken-by-global',
    '#/program/commands/0/commands/1/flags/0/short',
    /already belongs to the global flag --output/,
    /another letter/,
  );
});

test('integrity: a see-also to no command', () => {
  expectOne(
    'see-also-to-no-command',
    '#/program/commands/0/commands/0/seeAlso/0',
    /"sand runs list" names no command/,
    /did you mean "sand runs get"/,
  );
});

test('integrity: an example with an unknown flag', () => {
  expectOne(
    'example-with-unknown-flag',
    '#/program/commands/0/commands/1/examples/0/command',
    /unknown flag --wait for "sand runs start"/,
    /use only commands and flags/,
  );
});

test('integrity: an example that runs another command', () => {
  expectOne(
    'example-runs-another-command',
    '#/program/commands/0/commands/0/examples/0/command',
    /no example line of "sand runs get" runs "sand runs get"/,
    /make the example call sand runs get/,
  );
});

test('integrity: two sibling commands with the same name', () => {
  expectOne(
    'duplicate-command-name',
    '#/program/commands/0/commands/2',
    /"get" under "sand runs" names both/,
    /rename the command/,
  );
});

test('integrity: a variadic argument that is not last', () => {
  const errors = errorsFor('variadic-argument-not-last');
  assert.ok(
    errors.some(
      (e) => e.place === '#/program/commands/0/commands/0/args/0/variadic' && /only the last argument/.test(e.reason),
    ),
    errors.map((e) => e.message).join('\n'),
  );
});

test('integrity: an environment variable naming an unknown global flag', () => {
  expectOne(
    'environment-names-unknown-flag',
    '#/program/environment/0/flag',
    /names the global flag --format, which does not exist/,
    /use one of: output, help/,
  );
});

test('several problems are reported together', () => {
  const errors = errorsFor('duplicate-short-name').concat(errorsFor('unknown-operation-id'));
  assert.equal(errors.length, 2);
});

test('schema: a renamed flag (replacedBy) that is not marked deprecated', () => {
  expectOne(
    'replaced-by-without-deprecated',
    '#/program/commands/0/commands/1/flags/1',
    /"replacedBy" is given without "deprecated"/,
    /add "deprecated"/,
  );
});

test('integrity: a renamed flag replaced by a flag the command lacks names the flags it has', () => {
  expectOne(
    'replaced-by-unknown-flag',
    '#/program/commands/0/commands/1/flags/1/replacedBy',
    /--flow of "sand runs start" is replaced by --workflo, which "sand runs start" does not define/,
    /among "sand runs start"'s flags: workflow/,
  );
});

test('an empty list that needs one entry says so in the singular', () => {
  expectOne('empty-exit-codes', '#/program/exitCodes', /^needs at least 1 item$/, /add one or remove the key/);
});
