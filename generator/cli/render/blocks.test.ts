import { test } from 'node:test';
import assert from 'node:assert/strict';
import { code, codeBlock, heading, link, page, paragraph, text } from './blocks.ts';
import { headingToc } from '../../../shared/page-toc.ts';

test('page() gives h2 and h3 the ids of MDX headings, numbering a repeated title, and none to h1', () => {
  const built = page([
    heading(1, 'sand runs'),
    heading(2, 'Global flags'),
    heading(3, 'Examples'),
    heading(2, 'Examples'),
    heading(3, 'Run a workflow (v2)'),
  ]);
  assert.deepEqual(
    built.blocks.map((b) => (b.kind === 'heading' ? b.id : undefined)),
    [undefined, 'global-flags', 'examples', 'examples-1', 'run-a-workflow-v2'],
  );
  assert.deepEqual(headingToc(built.blocks), [
    { depth: 2, value: 'Global flags', id: 'global-flags' },
    { depth: 3, value: 'Examples', id: 'examples' },
    { depth: 2, value: 'Examples', id: 'examples-1' },
    { depth: 3, value: 'Run a workflow (v2)', id: 'run-a-workflow-v2' },
  ]);
});

test('page() drops absent blocks and curls quotes in prose, as the MDX compiler does, but never in code', () => {
  const built = page([
    false,
    undefined,
    '',
    paragraph(text('Don\'t use "latest" -- pin it'), code('"x"'), link('/cli', "the CLI's overview")),
  ]);
  assert.deepEqual(built.blocks, [
    {
      kind: 'paragraph',
      content: ['Don’t use “latest” — pin it', { code: '"x"' }, { link: '/cli', text: 'the CLI’s overview' }],
    },
  ]);
});

test('spec text keeps its characters: prose on one line, code verbatim but for its last newline', () => {
  const built = page([
    heading(2, 'Show {it}\n<b>'),
    paragraph(text('a\nb </script>'), text(' c')),
    codeBlock('bash', 'echo ```\n{x}\n'),
  ]);
  assert.deepEqual(built.blocks, [
    { kind: 'heading', level: 2, text: 'Show {it} <b>', id: 'show-it-b' },
    { kind: 'paragraph', content: ['a b </script> c'] },
    { kind: 'code', lang: 'bash', code: 'echo ```\n{x}' },
  ]);
});
