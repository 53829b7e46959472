import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiBlock } from './page-model.ts';
import type { SchemaNode } from './schema-node.ts';
import { withSchemaViews } from './page-schema-views.ts';
import { PAGE_FIELDS } from './schema-view.ts';
import type { SchemaBodyView } from './schema-view-tree.ts';

const wide = (n: number): SchemaNode => ({
  type: 'object',
  properties: Array.from({ length: n }, (_, i) => ({ name: `f${i}`, schema: { type: 'string' } })),
});
const dataHref = '/api-schemas/api/x/op.json';
const viewOf = (block: ApiBlock) =>
  block.kind === 'component' ? (block.props.view as SchemaBodyView) : assert.fail('not a component');
const schemaBlock = (idPrefix: string, schema: SchemaNode): ApiBlock => ({
  kind: 'component',
  name: 'ApiSchema',
  props: { idPrefix, schema, dataHref },
});

test("a page's schema view blocks get their view tree as their only prop; other blocks stay as they are", () => {
  const heading: ApiBlock = { kind: 'heading', level: 2, text: 'Responses', id: 'responses' };
  const blocks: ApiBlock[] = [
    heading,
    {
      kind: 'component',
      name: 'ApiParameters',
      props: { params: [{ name: 'id', in: 'path', required: true, deprecated: false, anchor: 'param-path-id' }] },
    },
    schemaBlock('response-200', { ref: 'Thing' }),
  ];
  const [h, params, response] = withSchemaViews(blocks, { Thing: wide(2) });
  assert.equal(h, heading);
  assert.deepEqual(params, {
    kind: 'component',
    name: 'ApiParameters',
    props: {
      view: { fields: [{ anchor: 'param-path-id', name: 'id', type: 'string', marks: ['required'], facts: [] }] },
    },
  });
  assert.deepEqual(Object.keys((response as { props: object }).props), ['view']);
  assert.equal(viewOf(response).type, 'Thing');
});

test("the page's views share one budget in page order, views inside other blocks included", () => {
  const half = PAGE_FIELDS / 2;
  const blocks: ApiBlock[] = [
    schemaBlock('request-body', wide(half)),
    {
      kind: 'component',
      name: 'ApiCallbackHeader',
      props: {},
      children: [schemaBlock('callback-x-post-request-body', wide(half))],
    },
    schemaBlock('response-200', wide(half)),
  ];
  const drawn = withSchemaViews(blocks, {});
  const nested = (drawn[1] as { children: ApiBlock[] }).children[0];
  assert.deepEqual(
    [viewOf(drawn[0]), viewOf(nested), viewOf(drawn[2])].map((v) =>
      'lazy' in v.body!.fields! ? 'left out' : 'listed',
    ),
    ['listed', 'listed', 'left out'],
  );
  // The blocks given are not changed.
  assert.ok('schema' in (blocks[0] as { props: object }).props);
});
