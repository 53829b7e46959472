import { readJsonFile, readSectionModel } from '../../shared/section-model-files.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCliModel } from '../../generator/cli/pipeline.ts';
import { generatedPageTwin as pageToMarkdown } from './index.ts';
import { nodesOf, parse, textOf } from './test-helpers.ts';
import type { PageModel, SectionModel } from '../../shared/page-model.ts';

test('the CLI overview twin, written from the generated model, has its sections, precedence list, settings and every global flag', () => {
  const cli = loadCliModel();
  const section = readSectionModel('content/cli', readJsonFile) as SectionModel;
  const markdown = pageToMarkdown('CLI', section.pages['/cli'], section);
  const tree = parse(markdown);
  const headings = nodesOf(tree, 'heading').map(textOf);
  assert.equal(headings[0], `The ${cli.program.name} CLI`);
  for (const h of ['Install', 'Configure', 'Global flags', 'Environment variables', 'Exit codes', 'Command groups'])
    assert.ok(headings.includes(h), h);
  const [precedence] = nodesOf(tree, 'list').filter((l) => l.ordered);
  assert.deepEqual(precedence.children.map(textOf), cli.program.configFile.precedence);
  for (const flag of cli.globalFlags) assert.match(markdown, new RegExp(`^\\| \`(-\\w, )?--${flag.name}[ \`]`, 'm'));
  assert.ok(nodesOf(tree, 'code').some((c) => c.value === cli.program.configFile.example.replace(/\n$/, '')));
  assert.ok(nodesOf(tree, 'link').some((l) => l.url === 'https://docs.sandgarden.com/cli/sand'));
  assert.deepEqual(nodesOf(tree, 'html'), []);
});

test('every kind of block reads as Markdown: a callout as a labelled quote, spec Markdown parsed, data from the section, a title when the page has no h1', () => {
  const page: PageModel = {
    blocks: [
      { kind: 'paragraph', content: ['Run ', { code: 'sand x' }, ' or see ', { link: '/cli', text: 'the CLI' }, '.'] },
      { kind: 'alert', type: 'warning', text: 'Deprecated: use y.' },
      { kind: 'list', ordered: false, items: [['one'], ['two']] },
      { kind: 'component', name: 'Markdown', props: { source: '# Head\n\n<b>raw</b>', headingShift: 2 } },
      { kind: 'component', name: 'CliGlobalFlags', props: {}, sectionProps: { flags: 'globalFlags' } },
      // A component without a twin writer: its list props as a table.
      { kind: 'component', name: 'CliExitCodes', props: { codes: [{ code: 0, name: 'ok', description: 'Done' }] } },
    ],
  };
  const markdown = pageToMarkdown('Title', page, { shared: { globalFlags: [{ name: 'verbose', type: 'boolean' }] } });
  assert.equal(
    markdown,
    '# Title\n\nRun `sand x` or see [the CLI](https://docs.sandgarden.com/cli).\n\n> **Warning:**\n>\n> Deprecated: use y.\n\n- one\n- two\n\n### Head\n\n\\<b>raw\\</b>\n\nEvery command also takes `--verbose`.\n\n| code | name | description |\n| - | - | - |\n| 0 | ok | Done |\n',
  );
  assert.throws(
    () => pageToMarkdown('T', page, { shared: {} }),
    /takes "flags" from the section's shared "globalFlags", which the model lacks/,
  );
});
