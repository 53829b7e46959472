import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCliModel } from '../cli/index.ts';
import { commandTwin, type CliOperation } from './cli-twin.ts';
import { toMarkdown } from './markdown.ts';
import { nodesOf, parse, textOf } from './test-helpers.ts';

const operations = new Map<string, CliOperation>([['startRun', { href: '/api/start-run', method: 'POST', path: '/api/v1/runs', summary: 'Start a run' }]]);

test('a command twin has its synopsis, every flag with type, default and env var, examples and the operations it calls', () => {
  const cli = loadCliModel();
  const command = cli.byId.get('sand runs start')!;
  const markdown = toMarkdown(commandTwin(cli, command, operations));
  const tree = parse(markdown);
  const codes = nodesOf(tree, 'code');
  assert.equal(codes[0].lang, 'bash');
  assert.equal(codes[0].value, command.usage);
  const [flags] = nodesOf(tree, 'table');
  assert.equal(flags.children.length, command.flags.length + 1);
  for (const [i, flag] of command.flags.entries()) {
    const [name, type, defaultValue, env] = flags.children[i + 1].children.map(textOf);
    assert.match(name, new RegExp(`--${flag.name}`));
    assert.equal(type.split(',')[0], flag.type);
    assert.equal(defaultValue, flag.default === undefined ? '' : String(flag.default));
    assert.equal(env, flag.env ?? '');
  }
  for (const example of command.examples) assert.ok(codes.some((c) => c.value === example.command), example.title);
  assert.ok(nodesOf(tree, 'link').some((l) => l.url === 'https://docs.sandgarden.com/api/start-run'));
});

test('a group lists its commands; every command of the description gets a twin that parses as Markdown', () => {
  const cli = loadCliModel();
  const group = toMarkdown(commandTwin(cli, cli.byId.get('sand runs')!, operations));
  assert.match(group, /^## Commands$/m);
  for (const command of cli.byId.values()) {
    const tree = parse(toMarkdown(commandTwin(cli, command, operations)));
    assert.equal(textOf(nodesOf(tree, 'heading')[0]), command.id);
    assert.deepEqual(nodesOf(tree, 'html'), [], command.id);
  }
});
