import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ElementTree } from '../../shared/element-tree.ts';
import { highlightCode } from './highlight-code.ts';

const textOf = (nodes: ElementTree[]): string =>
  nodes.map((n) => (typeof n === 'string' ? n : textOf(n.children ?? []))).join('');
const elements = (nodes: ElementTree[]): Array<Exclude<ElementTree, string>> =>
  nodes.flatMap((n) => (typeof n === 'string' ? [] : [n, ...elements(n.children ?? [])]));

test('a code block is recorded as the theme renders a fence: pre with copy button, file name and out of search; a coloured span per token', async () => {
  const tree = await highlightCode('bash', 'sand runs get run_1 --output json', 'filename="Output"');
  assert.equal(tree.length, 1);
  const pre = tree[0] as Exclude<ElementTree, string>;
  assert.equal(pre.tag, 'pre');
  assert.deepEqual(pre.props, {
    tabIndex: '0',
    'data-language': 'bash',
    'data-word-wrap': '',
    'data-filename': 'Output',
    'data-copy': '',
    'data-pagefind-ignore': 'all',
  });
  assert.equal(textOf(tree), 'sand runs get run_1 --output json');
  const sand = elements(tree).find((e) => e.tag === 'span' && e.children?.[0] === 'sand');
  assert.deepEqual(sand?.props, { style: { '--shiki-light': '#6F42C1', '--shiki-dark': '#B392F0' } });
});

test('code keeps its characters, fences and markup included, as text', async () => {
  const code = 'echo "``` {props.x} </script><b>"\n````\n{/* c */}';
  const tree = await highlightCode('text', code);
  assert.equal(textOf(tree), code);
  assert.deepEqual([...new Set(elements(tree).map((e) => e.tag))].sort(), ['code', 'pre', 'span']);
});
