import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCliModel } from './pipeline.ts';
import { parseCommandLine, parseScript } from './parse-command-line.ts';

const model = loadCliModel();
const errorsOf = (line: string) => parseCommandLine(model, line).errors;

test('a valid command line resolves to its command with no errors', () => {
  const r = parseCommandLine(model, `sand runs start --workflow trivia:latest --input '{}'`);
  assert.equal(r.command.id, 'sand runs start');
  assert.deepEqual(r.errors, []);
  assert.deepEqual(
    r.flags.map((f) => [f.name, f.value]),
    [
      ['workflow', 'trivia:latest'],
      ['input', '{}'],
    ],
  );
});

test('global flags are accepted before and after the command path, long and short', () => {
  assert.deepEqual(errorsOf('sand -o json runs list --limit 5'), []);
  assert.deepEqual(errorsOf('sand runs list --output=yaml -v --profile staging'), []);
  assert.deepEqual(errorsOf('sand runs list -ojson'), []);
});

test('an unknown command is reported with a suggestion', () => {
  assert.deepEqual(errorsOf('sand runs stat'), ['unknown command "stat" for "sand runs"; did you mean start?']);
});

test('an unknown connector kind is reported as a kind', () => {
  assert.match(
    errorsOf('sand connectors create opena --name x')[0],
    /unknown kind "opena" for "sand connectors create"; did you mean openai\?/,
  );
});

test('an unknown flag is reported, naming the command', () => {
  assert.match(errorsOf('sand runs start --workflow a:1 --wait')[0], /unknown flag --wait for "sand runs start"/);
});

test('a flag of another command is unknown here', () => {
  assert.match(errorsOf('sand runs get run_1 --volume-mount-path /x')[0], /unknown flag --volume-mount-path/);
});

test('enum, integer, duration, json and boolean values are checked', () => {
  assert.match(errorsOf('sand runs list -o xml')[0], /--output must be one of table, json, yaml/);
  assert.match(errorsOf('sand runs list --limit ten')[0], /--limit takes a whole number/);
  assert.match(errorsOf('sand runs list --since yesterday')[0], /--since takes a duration/);
  assert.match(errorsOf(`sand runs start --step a:1 --input '{oops}'`)[0], /--input takes JSON or @file/);
  assert.match(errorsOf('sand steps push docker --name a --sync=maybe')[0], /--sync takes true or false/);
});

test('values from the environment or substitutions are not judged', () => {
  assert.deepEqual(errorsOf('sand runs start --step a:1 --input "$INPUT" --timeout "$T"'), []);
});

test('@file and stdin forms of JSON flags are accepted', () => {
  assert.deepEqual(errorsOf('sand runs start --step a:1 --input @ticket.json'), []);
  assert.deepEqual(errorsOf('sand runs start --step a:1 --input -'), []);
});

test('a missing value is reported', () => {
  assert.match(errorsOf('sand runs start --workflow')[0], /--workflow needs a value/);
  assert.match(errorsOf('sand runs start --workflow --async')[0], /--workflow needs a value/);
});

test('a single-value flag given twice is reported; a repeatable one is not', () => {
  assert.match(errorsOf('sand runs start --workflow a:1 --workflow b:1')[0], /--workflow is given more than once/);
  assert.deepEqual(errorsOf('sand steps tag escalate_checker:2 --tag latest --tag production'), []);
});

test('missing required flags and arguments are reported unless --help is given', () => {
  assert.deepEqual(errorsOf('sand prompts create --name a'), ['"sand prompts create" needs --content']);
  assert.deepEqual(errorsOf('sand runs get'), ['"sand runs get" needs the argument <run-id>']);
  assert.deepEqual(errorsOf('sand runs get --help'), []);
  assert.deepEqual(parseCommandLine(model, 'sand prompts create --name a', { checkRequired: false }).errors, []);
});

test('a required flag with an environment variable may be left out', () => {
  assert.deepEqual(errorsOf('sand connectors create openai --name trivia-openai'), []);
});

test('too many arguments are reported', () => {
  assert.match(errorsOf('sand runs get run_1 run_2')[0], /takes at most 1 argument/);
});

test('a group without a command is reported unless asking for help', () => {
  assert.deepEqual(errorsOf('sand runs'), ['"sand runs" needs a command: get, list, start']);
  assert.deepEqual(errorsOf('sand runs --help'), []);
  assert.deepEqual(errorsOf('sand steps push'), ['"sand steps push" needs a kind: docker, local']);
});

test('aliases resolve to their command', () => {
  assert.equal(parseCommandLine(model, 'sand steps ls').command.id, 'sand steps list');
});

test('deprecated flags are warnings, not errors', () => {
  const r = parseCommandLine(model, 'sand runs list --json');
  assert.deepEqual(r.errors, []);
  assert.match(r.warnings[0], /--json is deprecated/);
});

test('pipes, redirections, assignments and substitutions are understood', () => {
  assert.deepEqual(errorsOf(`sand runs list --batches --limit 1 -o json | jq -r '.runs[0].id'`), []);
  assert.deepEqual(errorsOf('sand prompts get a:1 --raw > out.txt'), []);
  assert.deepEqual(errorsOf('SAND_API_URL=https://x.example sand health'), []);
  const r = parseCommandLine(model, 'RUN_ID=$(sand runs start --workflow a:1 --bogus)');
  assert.equal(r.command.id, 'sand runs start');
  assert.match(r.errors[0], /unknown flag --bogus/);
});

test('a multi-line script with continuations yields each invocation', () => {
  const { invocations, errors } = parseScript(
    model,
    'sand dev init --cluster local-dev\n# start it\nsand dev start \\\n  --detach',
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(
    invocations.map((i) => [i.command.id, i.errors.length]),
    [
      ['sand dev init', 0],
      ['sand dev start', 0],
    ],
  );
});

test('a line without the program is an error', () => {
  assert.match(errorsOf('docker compose up')[0], /no "sand" command found/);
});

test('unclosed quotes are reported', () => {
  assert.match(errorsOf(`sand runs start --step a:1 --input '{"a": 1}`)[0], /unclosed single quote/);
});
