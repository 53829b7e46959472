import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { parseCommandLine, type Command } from './command-line.ts';

const COMMAND: Command = { name: 'npm run thing', usage: 'usage: npm run thing -- [--fast] FILE\n\n  --fast  go fast' };

function collect() {
  const printed = { out: '', err: '' };
  return {
    printed,
    output: { out: (t: string) => void (printed.out += t), err: (t: string) => void (printed.err += t) },
  };
}

test('--help and -h print the whole usage on stdout and exit 0, before any other check', () => {
  for (const args of [['--help'], ['-h'], ['--bogus', '--help']]) {
    const { printed, output } = collect();
    assert.equal(parseCommandLine(COMMAND, { args, options: { fast: { type: 'boolean' } } }, output), 0);
    assert.equal(printed.out, `${COMMAND.usage}\n`);
    assert.equal(printed.err, '');
  }
});

test('an unknown option, a missing value or a stray argument: one line naming it, the synopsis, exit 2', () => {
  const cases: Array<[string[], RegExp]> = [
    [['--bogus'], /^npm run thing: unknown option '--bogus'\n/],
    [['--out'], /^npm run thing: option '--out <value>' argument missing\n/],
    [['extra'], /^npm run thing: unexpected argument 'extra'\n/],
  ];
  for (const [args, first] of cases) {
    const { printed, output } = collect();
    const options = { fast: { type: 'boolean' as const }, out: { type: 'string' as const } };
    assert.equal(parseCommandLine(COMMAND, { args, options }, output), 2, args.join(' '));
    assert.match(printed.err, first);
    assert.match(printed.err, /usage: npm run thing -- \[--fast\] FILE\n\(--help: every option\)\n$/);
    assert.doesNotMatch(printed.err, /go fast/);
  }
});

test('good arguments parse as node parses them; --help after -- is an argument', () => {
  const parsed = parseCommandLine(COMMAND, {
    args: ['--fast', 'a.yaml', '--', '--help'],
    options: { fast: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (typeof parsed === 'number') assert.fail(`exit ${parsed}`);
  assert.deepEqual({ ...parsed.values }, { fast: true });
  assert.deepEqual(parsed.positionals, ['a.yaml', '--help']);
});

// Each command of the project, run for real: --help answers, an unknown option is refused.
const COMMANDS: Array<[string, string[]]> = [
  ['npm run gen', ['generator/gen.ts']],
  ['npm run recipes', ['tools/recipes/main.ts']],
  ['npm run mcp', ['tools/mcp/main.ts']],
  ['npm run bench', ['tools/bench/main.ts']],
  ['npm run bench:large', ['tools/bench/large.ts']],
  ['npm run build', ['postbuild/build.ts']],
  ['npm start', ['tools/serve/start.ts']],
  ['npm test', ['tools/test/main.ts']],
  ['npm run dev', ['tools/dev/main.ts']],
  ['npm run api-diff', ['tools/api-diff/main.ts']],
  ['npm run cli-diff', ['tools/cli-diff/main.ts']],
  ['tools/deploy/nginx-config.ts', ['tools/deploy/nginx-config.ts']],
];
test('every command of the project answers --help with its usage and refuses an unknown option with exit 2', () => {
  for (const [name, args] of COMMANDS) {
    const run = (flag: string) =>
      spawnSync('node_modules/.bin/tsx', [...args, flag], { encoding: 'utf8', timeout: 60_000 });
    const help = run('--help');
    assert.equal(help.status, 0, `${name} --help: ${help.stderr}`);
    assert.match(help.stdout, /^usage: /, name);
    const bogus = run('--no-such-option');
    assert.equal(bogus.status, 2, `${name} --no-such-option: ${bogus.stdout}${bogus.stderr}`);
    assert.match(bogus.stderr, /unknown option '--no-such-option'/, name);
  }
});
