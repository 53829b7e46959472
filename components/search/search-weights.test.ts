import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockSearchMarks, searchWeightedComponents } from './search-weights.tsx';
import type { PageBlock } from '../../shared/page-model.ts';

const Table = (props: Record<string, unknown>) =>
  createElement(
    'table',
    null,
    createElement('tbody', null, createElement('tr', null, createElement('td', null, String(props.label)))),
  );

test('reference tables are wrapped with a lower Pagefind weight, props passed through', () => {
  const wrapped = searchWeightedComponents({ ApiSchema: Table, Other: Table });
  assert.deepEqual(Object.keys(wrapped), ['ApiSchema']);
  const html = renderToStaticMarkup(createElement(wrapped.ApiSchema, { label: 'stages' }));
  assert.equal(
    html,
    '<div style="display:contents" data-pagefind-weight="0.4"><table><tbody><tr><td>stages</td></tr></tbody></table></div>',
  );
});

test('flags shared by every command are left out of the index', () => {
  const wrapped = searchWeightedComponents({ CliGlobalFlags: Table });
  assert.match(
    renderToStaticMarkup(createElement(wrapped.CliGlobalFlags, { label: '--output' })),
    /^<div style="display:contents" data-pagefind-ignore="">/,
  );
});

test('components the site does not have are skipped', () => {
  assert.deepEqual(searchWeightedComponents({}), {});
});

test("an operation's security block is left out of the index", () => {
  const wrapped = searchWeightedComponents({ ApiAuthentication: Table });
  assert.match(
    renderToStaticMarkup(createElement(wrapped.ApiAuthentication, { label: 'bearerAuth' })),
    /^<div style="display:contents" data-pagefind-ignore="">/,
  );
});

test('a heading whose whole section search leaves out is left out too; other headings stay', () => {
  const h = (level: 2 | 3, text: string): PageBlock => ({ kind: 'heading', level, text, id: text.toLowerCase() });
  const c = (name: string): PageBlock => ({ kind: 'component', name: name as never, props: {} });
  const blocks: PageBlock[] = [
    h(2, 'Authentication'),
    c('ApiAuthentication'),
    // The samples aside comes next on an operation page: its own headings, not the section's body.
    c('ApiOperationAside'),
    h(2, 'Parameters'),
    h(3, 'Query'),
    c('ApiParameters'),
    h(2, 'Global flags'),
    c('CliGlobalFlags'),
    h(2, 'Mixed'),
    c('CliGlobalFlags'),
    { kind: 'paragraph', content: ['prose'] },
    h(2, 'Empty'),
  ];
  assert.deepEqual(
    [...blockSearchMarks(blocks)],
    [
      [0, { 'data-pagefind-ignore': '' }],
      [6, { 'data-pagefind-ignore': '' }],
    ],
  );
});

test("an error response's heading counts as body text; a success response's keeps its weight", () => {
  const h = (text: string): PageBlock => ({ kind: 'heading', level: 3, text });
  const p: PageBlock = { kind: 'paragraph', content: ['x'] };
  const marks = blockSearchMarks([h('200 OK'), p, h('404 Not Found'), p, h('5XX'), p, h('default'), p]);
  assert.deepEqual([...marks.keys()], [2, 4, 6]);
  assert.deepEqual(marks.get(2), { 'data-pagefind-weight': '1' });
});

test('a shared error response is left out of search with its whole section, up to the next response', () => {
  const p: PageBlock = { kind: 'paragraph', content: ['An unexpected error on our side.'] };
  const schema: PageBlock = { kind: 'component', name: 'ApiSchema' as never, props: {} };
  const marks = blockSearchMarks([
    { kind: 'heading', level: 2, text: 'Responses' },
    { kind: 'heading', level: 3, text: '409 Conflict' },
    p,
    { kind: 'heading', level: 3, text: '500 Internal Server Error', searchSkip: true },
    p,
    schema,
    { kind: 'heading', level: 2, text: 'Callbacks' },
  ]);
  assert.deepEqual(
    [...marks],
    [
      [1, { 'data-pagefind-weight': '1' }],
      [3, { 'data-pagefind-ignore': '' }],
      [4, { 'data-pagefind-ignore': '' }],
      [5, { 'data-pagefind-ignore': '' }],
    ],
  );
});

test('GeneratedPage draws a left-out block inside a wrapper that carries the mark and adds no box', async () => {
  const { GeneratedPage } = await import('../GeneratedPage.tsx');
  const html = renderToStaticMarkup(
    createElement(GeneratedPage, {
      page: {
        blocks: [
          { kind: 'heading', level: 3, text: '500 Internal Server Error', id: '500', searchSkip: true },
          { kind: 'paragraph', content: ['Retry later.'] },
        ],
      },
      components: {},
    }),
  );
  assert.equal(
    html,
    '<h3 id="500" data-pagefind-ignore="">500 Internal Server Error</h3><div style="display:contents" data-pagefind-ignore=""><p>Retry later.</p></div>',
  );
});

test('a component block marked searchSkip is left out alone; its heading and the blocks around it stay', () => {
  const p: PageBlock = { kind: 'paragraph', content: ['The cursor is not one this list gave out.'] };
  const rows: PageBlock = { kind: 'component', name: 'ApiSchema' as never, props: {}, searchSkip: true };
  const marks = blockSearchMarks([{ kind: 'heading', level: 2, text: 'Responses' }, p, rows, p]);
  assert.deepEqual([...marks], [[2, { 'data-pagefind-ignore': '' }]]);
});
