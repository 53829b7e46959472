import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { searchWeightedComponents } from './search-weights.tsx';

const Table = (props: Record<string, unknown>) => createElement('table', null, createElement('tbody', null, createElement('tr', null, createElement('td', null, String(props.label)))));

test('reference tables are wrapped with a lower Pagefind weight, props passed through', () => {
  const wrapped = searchWeightedComponents({ ApiSchema: Table, Other: Table });
  assert.deepEqual(Object.keys(wrapped), ['ApiSchema']);
  const html = renderToStaticMarkup(createElement(wrapped.ApiSchema, { label: 'stages' }));
  assert.equal(html, '<div style="display:contents" data-pagefind-weight="0.4"><table><tbody><tr><td>stages</td></tr></tbody></table></div>');
});

test('flags shared by every command are left out of the index', () => {
  const wrapped = searchWeightedComponents({ CliGlobalFlags: Table });
  assert.match(renderToStaticMarkup(createElement(wrapped.CliGlobalFlags, { label: '--output' })), /^<div style="display:contents" data-pagefind-ignore="">/);
});

test('components the site does not have are skipped', () => {
  assert.deepEqual(searchWeightedComponents({}), {});
});
