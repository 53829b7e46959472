import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  code,
  codeBlock,
  heading,
  link,
  list,
  markdownBlocks,
  markdownInline,
  paragraph,
  table,
  text,
  toMarkdown,
} from './markdown.ts';
import { nodesOf, parse, textOf } from './test-helpers.ts';

const HOSTILE = 'a <script>alert(1)</script> {props.x} *not emphasis* `tick` | pipe # hash [x](y)';

test('spec text with <, {, backticks and pipes comes back as the same text, with no HTML, link or emphasis made of it', () => {
  const tree = parse(toMarkdown([heading(1, text(HOSTILE)), paragraph(text(HOSTILE))]));
  assert.equal(textOf(tree.children[0]), HOSTILE);
  assert.equal(textOf(tree.children[1]), HOSTILE);
  for (const type of ['html', 'link', 'emphasis', 'inlineCode'] as const)
    assert.deepEqual(nodesOf(tree, type), [], type);
});

test('pipes and line breaks in table cells keep every row at its column count, the text intact', () => {
  const tree = parse(
    toMarkdown([
      table(
        ['name', 'description'],
        [
          ['a|b', 'first line\nsecond | line'],
          [[code('x|y`z')], [text('<i>{c}</i>')]],
        ],
      ),
    ]),
  );
  const [tableNode] = nodesOf(tree, 'table');
  assert.equal(tableNode.children.length, 3);
  for (const row of tableNode.children) assert.equal(row.children.length, 2);
  assert.deepEqual(tableNode.children[1].children.map(textOf), ['a|b', 'first line second | line']);
  assert.deepEqual(tableNode.children[2].children.map(textOf), ['x|y`z', '<i>{c}</i>']);
  assert.equal(nodesOf(tableNode, 'inlineCode')[0].value, 'x|y`z');
});

test('a code block holding a fence gets a longer fence and keeps its language', () => {
  const source = 'before\n```\ninner </script> {x}\n```\nafter';
  const [block] = nodesOf(parse(toMarkdown([codeBlock(source, 'bash')])), 'code');
  assert.equal(block.lang, 'bash');
  assert.equal(block.value, source);
});

test('Markdown from a spec keeps its structure, shifts its headings and shows raw HTML as text', () => {
  const blocks = markdownBlocks(
    'Intro with <b>bold</b>.\n\n<div>block</div>\n\n## Heading\n\nSee [runs](/api/list-runs).',
    2,
  );
  const tree = parse(toMarkdown(blocks));
  assert.deepEqual(nodesOf(tree, 'html'), []);
  assert.match(textOf(tree), /Intro with <b>bold<\/b>\./);
  assert.match(textOf(tree), /<div>block<\/div>/);
  assert.equal(nodesOf(tree, 'heading')[0].depth, 4);
  assert.equal(nodesOf(tree, 'link')[0].url, 'https://docs.sandgarden.com/api/list-runs');
});

test('site paths become absolute URLs; other URLs stay as written', () => {
  const tree = parse(
    toMarkdown([paragraph(link('/docs/x#y', text('x')), text(' '), link('https://example.com/a', text('a')))]),
  );
  assert.deepEqual(
    nodesOf(tree, 'link').map((l) => l.url),
    ['https://docs.sandgarden.com/docs/x#y', 'https://example.com/a'],
  );
});

test('a multi-paragraph description fits on one line of a table cell', () => {
  const inline = markdownInline('First paragraph.\n\nSecond `code` paragraph.');
  const tree = parse(toMarkdown([table(['d'], [[inline]])]));
  assert.equal(textOf(nodesOf(tree, 'tableCell')[1]), 'First paragraph. Second code paragraph.');
});

test('plain text needs no escaping, yet text that could start a list or a heading stays text (a bare URL may become a link, as GFM reads it)', () => {
  const risky = [
    '1. not a list',
    '- not an item',
    '+ nor this',
    'see www.example.com',
    'http://example.com/x',
    '# not a heading',
    'workflow.json (a file)',
  ];
  const markdown = toMarkdown([
    ...risky.map((value) => paragraph(text(value))),
    list(risky.map((value) => [text(value)])),
  ]);
  const tree = parse(markdown);
  assert.deepEqual(nodesOf(tree, 'heading'), []);
  assert.equal(nodesOf(tree, 'list').length, 1);
  assert.deepEqual(nodesOf(tree, 'paragraph').map(textOf), [...risky, ...risky]);
  assert.match(markdown, /^workflow\.json \(a file\)$/m);
});
