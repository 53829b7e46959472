import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { drawElementTree } from './element-tree-view.tsx';

test('a tag the components name is drawn by that component; text stays text', () => {
  const Span = (props: { children?: unknown }) => createElement('b', null, props.children as string);
  const nodes = [
    { tag: 'pre', props: { 'data-copy': '' }, children: [{ tag: 'span', children: ['<script>x</script>'] }, '\n'] },
    'after',
  ];
  const html = renderToStaticMarkup(drawElementTree(nodes, { span: Span }) as ReturnType<typeof createElement>);
  assert.equal(html, '<pre data-copy=""><b>&lt;script&gt;x&lt;/script&gt;</b>\n</pre>after');
});
