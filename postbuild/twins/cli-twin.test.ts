import { readJsonFile, readSectionModel } from '../../shared/section-model-files.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCliModel } from '../../generator/cli/pipeline.ts';
import type { SectionModel } from '../../shared/page-model.ts';
import { generatedPageTwin } from './index.ts';
import { nodesOf, parse, textOf } from './test-helpers.ts';

// The twins read the generated model under content/cli/; the description only says what to expect.
const section = readSectionModel('content/cli', readJsonFile) as SectionModel;
const twinOf = (href: string) => generatedPageTwin('T', section.pages[href], section);
const cli = loadCliModel();

test('a command twin has its synopsis, every flag with type, default and env var, examples and the operations it calls', () => {
  const command = cli.byId.get('sand runs start')!;
  const markdown = twinOf(command.href);
  const tree = parse(markdown);
  const codes = nodesOf(tree, 'code');
  assert.equal(codes[0].lang, 'bash');
  assert.equal(codes[0].value.replace(/\s*\\\n\s*/g, ' '), command.usage);
  const [flags] = nodesOf(tree, 'table');
  assert.equal(flags.children.length, command.flags.length + 1);
  for (const [i, flag] of command.flags.entries()) {
    const [name, type, defaultValue, env] = flags.children[i + 1].children.map(textOf);
    assert.match(name, new RegExp(`--${flag.name}`));
    assert.equal(type.split(',')[0], flag.type);
    // As on the page: a `false` default is a boolean flag's absence, not shown.
    assert.equal(defaultValue, flag.default === undefined || flag.default === false ? '' : String(flag.default));
    assert.equal(env, flag.env ?? '');
  }
  for (const example of command.examples)
    assert.ok(
      codes.some((c) => c.value === example.command.replace(/\n$/, '')),
      example.title,
    );
  assert.ok(nodesOf(tree, 'link').some((l) => l.url === 'https://docs.sandgarden.com/api/start-run'));
  // The global flags, folded on the page, are named once.
  assert.match(
    markdown,
    new RegExp(`^Every command also takes ${cli.globalFlags.map((f) => `\`--${f.name}\``).join(', ')}\\.$`, 'm'),
  );
});

test('a group lists its commands; every command of the description gets a twin that parses as Markdown', () => {
  assert.match(twinOf('/cli/sand/runs'), /^## Commands$/m);
  for (const command of cli.byId.values()) {
    const tree = parse(twinOf(command.href));
    assert.equal(textOf(nodesOf(tree, 'heading')[0]), command.id);
    assert.deepEqual(nodesOf(tree, 'html'), [], command.id);
  }
});
