import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SchemaNode } from './schema-node.ts';
import {
  FIELD_BUDGET,
  MAX_DEPTH,
  PAGE_FIELDS,
  lazyBodyView,
  lazyLevelView,
  pageSchemaViews,
  type SchemaViewInput,
} from './schema-view.ts';
import type {
  BodyView,
  ChildFields,
  FieldListView,
  FieldView,
  LazyLevel,
  LevelView,
  OptionView,
  SchemaBodyView,
} from './schema-view-tree.ts';
import type { SchemaData } from './schema-address.ts';

const obj = (props: Record<string, SchemaNode>, extra: Partial<SchemaNode> = {}): SchemaNode => ({
  type: 'object',
  properties: Object.entries(props).map(([name, schema]) => ({ name, schema })),
  ...extra,
});
const str: SchemaNode = { type: 'string' };
const body = (
  schema: SchemaNode | null,
  extra: Partial<Extract<SchemaViewInput, { component: 'ApiSchema' }>['props']> = {},
): SchemaViewInput => ({
  component: 'ApiSchema',
  props: { idPrefix: 'response-200', mediaType: 'application/json', schema, ...extra },
});
const oneBody = (input: SchemaViewInput, schemas: Record<string, SchemaNode> = {}) =>
  pageSchemaViews([input], schemas)[0] as SchemaBodyView;

/** The listed level of some child fields (fails when they were left out). */
function listed(fields: ChildFields | undefined): LevelView {
  assert.ok(fields && 'level' in fields, 'expected listed fields');
  return fields.level;
}
const field = (level: LevelView, name: string): FieldView => level.fields.find((f) => f.name === name)!;
/** A shape's body drawn on the page (fails when a large API's page left it to load). */
function shown(option: OptionView): BodyView {
  assert.ok(!('lazy' in option.body), `expected ${option.anchor} drawn`);
  return option.body;
}

test('a body becomes a plain view tree: type label, marks, facts, description, fields with their anchors', () => {
  const schema = obj(
    {
      id: { type: 'string', format: 'uuid', readOnly: true, examples: ['r-1'] },
      state: { type: 'string', enum: ['queued', 'done'], default: { value: 'queued' } },
    },
    { description: 'A run.' },
  );
  schema.properties![0].required = true;
  const view = oneBody(body({ ref: 'Run' }, { required: true }), { Run: schema });
  assert.equal(view.type, 'Run');
  assert.equal(view.required, true);
  assert.equal(view.body?.description, 'A run.');
  assert.equal(view.body?.typeLine, undefined, 'a node with properties has no type line');
  const top = listed(view.body?.fields);
  assert.deepEqual(field(top, 'id'), {
    anchor: 'response-200.id',
    name: 'id',
    type: 'string',
    format: 'uuid',
    marks: ['required', 'readOnly'],
    facts: [{ kind: 'example', value: 'r-1' }],
  });
  assert.deepEqual(field(top, 'state').facts, [
    { kind: 'enum', values: ['queued', 'done'] },
    { kind: 'default', value: 'queued' },
  ]);
  // Plain data: it survives JSON unchanged, so it can cross to the browser as is.
  assert.deepEqual(JSON.parse(JSON.stringify(view)), view);
});

test('a body shown earlier on the page links there; a body without a schema says so', () => {
  const same = oneBody(body(obj({ a: str }), { sameAs: { href: '#response-400', label: '400 Bad Request' } }));
  assert.deepEqual(same, {
    mediaType: 'application/json',
    type: 'object',
    sameAs: { href: '#response-400', label: '400 Bad Request' },
  });
  assert.deepEqual(oneBody(body(null)), { mediaType: 'application/json' });
});

test('a component schema open around a field links back to it instead of recursing', () => {
  const schemas = {
    Step: obj({ name: str, next: { ref: 'Step' }, children: { type: 'array', items: { ref: 'Step' } } }),
  };
  const top = listed(oneBody(body({ ref: 'Step' }), schemas).body?.fields);
  assert.deepEqual(field(top, 'next').link, { kind: 'recursive', name: 'Step', anchor: 'response-200' });
  assert.equal(field(top, 'next').fields, undefined);
  // An array of the schema links back too.
  assert.deepEqual(field(top, 'children').link, { kind: 'recursive', name: 'Step', anchor: 'response-200' });
});

test(`fields past ${MAX_DEPTH} steps are not listed`, () => {
  // Each inline object level adds two steps (the field, then its fields).
  let node: SchemaNode = obj({ leaf: str });
  for (let i = 0; i < 10; i++) node = obj({ inner: node });
  let level = listed(oneBody(body(node)).body?.fields);
  let depth = 0;
  while (field(level, 'inner')?.fields) {
    level = listed(field(level, 'inner').fields);
    depth++;
  }
  assert.equal(depth, MAX_DEPTH / 2 - 1);
  assert.ok(field(level, 'inner'), 'the last field is listed, without its fields');
});

test(`past ${FIELD_BUDGET} fields in one view, a component schema shown before links there`, () => {
  const wide = obj(Object.fromEntries(Array.from({ length: FIELD_BUDGET }, (_, i) => [`f${i}`, str])));
  const schemas = { Owner: obj({ login: str }), Wide: wide };
  const top = listed(
    oneBody(
      body(obj({ owner: { ref: 'Owner' }, wide: { ref: 'Wide' }, meta: obj({ author: { ref: 'Owner' } }) })),
      schemas,
    ).body?.fields,
  );
  // `owner` is listed in full. Level by level: the top level, then owner's, wide's and meta's
  // fields, so by `meta.author` the view has listed more than the budget.
  assert.deepEqual(
    listed(field(top, 'owner').fields).fields.map((f) => f.name),
    ['login'],
  );
  const author = field(listed(field(top, 'meta').fields), 'author');
  assert.deepEqual(author.link, { kind: 'repeat', name: 'Owner', anchor: 'response-200.owner' });
  assert.equal(author.fields, undefined);
  // Under the budget a repeat is listed again.
  const small = listed(oneBody(body(obj({ owner: { ref: 'Owner' }, author: { ref: 'Owner' } })), schemas).body?.fields);
  assert.equal(field(small, 'author').link, undefined);
  assert.ok(field(small, 'author').fields);
});

test('oneOf shapes: labels, the discriminator value that picks each, open when few, their own fields', () => {
  const schemas = {
    Docker: obj({ image: str }, { title: 'Docker runtime' }),
    Python: obj({ version: str }),
  };
  const runtime: SchemaNode = {
    variants: { kind: 'oneOf', options: [{ ref: 'Docker' }, { ref: 'Python' }, { required: ['image'] }] },
    discriminator: { propertyName: 'type', mapping: { docker: 'Docker', python: 'Python' } },
  };
  const view = oneBody(body(runtime), schemas);
  assert.equal(view.type, 'one of 3 shapes');
  const variants = listed(view.body?.fields).variants!;
  assert.equal(variants.kind, 'oneOf');
  assert.equal(variants.discriminator, 'type');
  assert.deepEqual(
    variants.options.map((o) => [o.anchor, o.label, o.when, o.open]),
    [
      ['response-200.option-1', 'Docker runtime', 'docker', true],
      ['response-200.option-2', 'Python', 'python', true],
      ['response-200.option-3', 'Option 3', undefined, true],
    ],
  );
  assert.deepEqual(
    listed(shown(variants.options[0]).fields).fields.map((f) => f.anchor),
    ['response-200.option-1.image'],
  );
  assert.deepEqual(shown(variants.options[2]).requires, ['image']);
  const many = oneBody(body({ variants: { kind: 'anyOf', options: [str, str, str, str] } }));
  assert.deepEqual(
    listed(many.body?.fields).variants!.options.map((o) => [o.label, o.open]),
    [
      ['string', false],
      ['string', false],
      ['string', false],
      ['string', false],
    ],
  );
});

test("a large API's page lists each view's top level before any nested one, within one budget, and leaves the rest out", () => {
  const dataHref = '/api-schemas/api/x/op.json';
  const nested = (n: number) => obj(Object.fromEntries(Array.from({ length: n }, (_, i) => [`n${i}`, str])));
  const request = obj({ a: nested(20), b: nested(10), deep: obj({ x: obj({ y: str }) }) });
  const response = obj(Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`r${i}`, str])));
  const views = pageSchemaViews(
    [body(request, { idPrefix: 'request-body', dataHref }), body(response, { dataHref })],
    {},
  ) as SchemaBodyView[];
  // Both top levels first (3 + 9 fields), then the request's nested levels in order: `a` (20)
  // fits, `b` (10) no longer does (40 - 12 - 20 = 8 left), `deep` (1) does.
  const requestTop = listed(views[0].body?.fields);
  assert.ok(listed(views[1].body?.fields).fields.length === 9);
  assert.equal(listed(field(requestTop, 'a').fields).fields.length, 20);
  assert.deepEqual(field(requestTop, 'b').fields, {
    summary: { ofItems: false },
    lazy: {
      at: { base: ['root', 'request-body'], steps: [['prop', 'b']] },
      anchor: 'request-body.b',
      ancestors: [],
      depth: 4,
    },
  });
  // A third level is always left out, however much budget is left.
  const deep = listed(field(requestTop, 'deep').fields);
  assert.ok('lazy' in field(deep, 'x').fields!);
  // The views that left a level out name the data file once; the other does not.
  assert.equal(views[0].dataHref, dataHref);
  assert.equal(views[1].dataHref, undefined);
  // Without a data file everything is listed.
  const full = pageSchemaViews([body(request, { idPrefix: 'request-body' })], {})[0] as SchemaBodyView;
  assert.ok('level' in field(listed(field(listed(full.body?.fields), 'deep').fields), 'x').fields!);
});

test('a top level larger than the budget left is one placeholder, and a page spends its budget once', () => {
  const dataHref = '/d.json';
  const wide = obj(Object.fromEntries(Array.from({ length: PAGE_FIELDS + 1 }, (_, i) => [`f${i}`, str])));
  const [first] = pageSchemaViews([body(wide, { dataHref })], {}) as SchemaBodyView[];
  assert.ok(first.body?.fields && 'lazy' in first.body.fields);
  const half = obj(Object.fromEntries(Array.from({ length: PAGE_FIELDS / 2 }, (_, i) => [`f${i}`, str])));
  const three = pageSchemaViews(
    [body(half, { dataHref }), body(half, { dataHref }), body(half, { dataHref })],
    {},
  ) as SchemaBodyView[];
  assert.deepEqual(
    three.map((v) => (v.body?.fields && 'lazy' in v.body.fields ? 'left out' : 'listed')),
    ['listed', 'listed', 'left out'],
  );
});

test("a large API's page leaves its closed shapes to load when opened, drawn then as they would have been", () => {
  const rule = (name: string) => obj({ type: { type: 'string', const: { value: name } }, parameters: obj({ n: str }) });
  const schemas = Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [n, rule(n)]));
  const rules: SchemaNode = { variants: { kind: 'oneOf', options: ['a', 'b', 'c', 'd'].map((ref) => ({ ref })) } };
  const dataHref = '/d.json';
  const [large] = pageSchemaViews([body(obj({ rules }), { dataHref })], schemas) as SchemaBodyView[];
  assert.equal(large.dataHref, dataHref, 'the view loads from its data file');
  const options = listed(field(listed(large.body?.fields), 'rules').fields).variants!.options;
  assert.deepEqual(
    options.map((o) => 'lazy' in o.body),
    [true, true, true, true],
  );
  const first = options[0].body as { lazy: LazyLevel };
  assert.deepEqual(first.lazy.at, { base: ['schema', 'a'], steps: [] });
  const data: SchemaData = { roots: {}, schemas };
  const drawn = lazyBodyView(data, first.lazy)!;
  const small = oneBody(body(obj({ rules })), schemas);
  const eager = listed(field(listed(small.body?.fields), 'rules').fields).variants!.options[0];
  assert.deepEqual(drawn, shown(eager), 'the same body a page without a budget draws');
  // Few shapes are shown open, and drawn on the page.
  const two: SchemaNode = { variants: { kind: 'oneOf', options: [{ ref: 'a' }, { ref: 'b' }] } };
  const [few] = pageSchemaViews([body(obj({ two }), { dataHref })], schemas) as SchemaBodyView[];
  assert.ok(listed(field(listed(few.body?.fields), 'two').fields).variants!.options.every((o) => !('lazy' in o.body)));
});

test('parameters: own description, deprecation and example on the schema, named examples and serialization listed', () => {
  const [view] = pageSchemaViews(
    [
      {
        component: 'ApiParameters',
        props: {
          params: [
            {
              name: 'page',
              in: 'query',
              required: false,
              deprecated: true,
              description: 'Page number.',
              schema: { type: 'integer' },
              example: 2,
              anchor: 'param-query-page',
              style: 'form',
              explode: true,
            },
            {
              name: 'tag',
              in: 'query',
              required: true,
              deprecated: false,
              examples: [{ name: 'one', value: 'a' }, { summary: 'Two tags', value: ['a', 'b'] }, { value: 'c' }],
              anchor: 'param-query-tag',
            },
          ],
        },
      },
    ],
    {},
  ) as FieldListView[];
  const [page, tag] = view.fields;
  assert.deepEqual(page, {
    anchor: 'param-query-page',
    name: 'page',
    type: 'integer',
    marks: ['deprecated'],
    description: 'Page number.',
    facts: [{ kind: 'example', value: '2' }],
    serialization: ['style form', 'exploded'],
  });
  assert.deepEqual(tag.marks, ['required']);
  assert.equal(tag.type, 'string');
  assert.deepEqual(tag.examples, [
    { label: 'one', value: 'a' },
    { label: 'Two tags', value: '["a","b"]' },
    { value: 'c' },
  ]);
  assert.equal(tag.serialization, undefined);
});

test('response headers: one example goes with the facts, several are listed', () => {
  const [view] = pageSchemaViews(
    [
      {
        component: 'ApiResponseHeaders',
        props: {
          headers: [
            { name: 'X-Rate', required: false, examples: [5], anchor: 'response-200-header-x-rate' },
            { name: 'Link', required: true, examples: ['<a>', '<b>'], anchor: 'response-200-header-link' },
          ],
        },
      },
    ],
    {},
  ) as FieldListView[];
  assert.deepEqual(view.fields[0].facts, [{ kind: 'example', value: '5' }]);
  assert.deepEqual(view.fields[1].examples, [{ value: '<a>' }, { value: '<b>' }]);
  assert.deepEqual(view.fields[1].marks, ['required']);
});

test('a level loaded in the browser is decided by the same pass, going on from where the page left it', () => {
  const schemas = { Node: obj({ name: str, parent: { ref: 'Node' }, meta: obj({ labels: obj({ k: str }) }) }) };
  const level = lazyLevelView(
    { roots: {}, schemas },
    {
      at: { base: ['schema', 'Node'], steps: [] },
      anchor: 'response-200.items',
      ancestors: [['Node', 'response-200.items']],
      depth: 4,
    },
  )!;
  assert.deepEqual(
    level.fields.map((f) => f.anchor),
    ['response-200.items.name', 'response-200.items.parent', 'response-200.items.meta'],
  );
  // The ancestors the page passed on still cut recursion.
  assert.deepEqual(field(level, 'parent').link, { kind: 'recursive', name: 'Node', anchor: 'response-200.items' });
  // Its own budget: one more level listed, the next left out again.
  const meta = listed(field(level, 'meta').fields);
  assert.ok('lazy' in field(meta, 'labels').fields!);
  assert.equal(
    lazyLevelView(
      { roots: {}, schemas },
      { at: { base: ['schema', 'Missing'], steps: [] }, anchor: 'x', ancestors: [], depth: 0 },
    ),
    undefined,
  );
});

test('the pass changes nothing outside it: the same input gives the same views, and the input is untouched', () => {
  const schemas = { Owner: obj({ login: str }) };
  const inputs: SchemaViewInput[] = [
    body(obj({ owner: { ref: 'Owner' }, items: { type: 'array', items: { ref: 'Owner' } } }), { dataHref: '/d.json' }),
  ];
  const before = JSON.stringify([inputs, schemas]);
  const first = pageSchemaViews(inputs, schemas);
  assert.deepEqual(pageSchemaViews(inputs, schemas), first);
  assert.equal(JSON.stringify([inputs, schemas]), before);
});

test('history marks: a field, a field inside a shape and an enum value carry their marks; an undone deprecation does not show', () => {
  const newIn = { change: 'new' as const, version: '1.3.0', href: '/api/changelog#v1-3-0-non-breaking' };
  const deprecatedIn = { change: 'deprecated' as const, version: '1.4.0', href: '/api/changelog#v1-4-0-deprecation' };
  const schemas = { Kind: { type: 'string', enum: ['s3', 'aws'] } as SchemaNode };
  const shape = obj({ name: str });
  const schema = obj({
    kind: { ref: 'Kind' },
    old: { type: 'string', deprecated: true },
    revived: str,
    shape: { variants: { kind: 'oneOf', options: [shape] } },
  });
  const view = oneBody(
    body(schema, {
      history: {
        'response-200.kind': { values: { aws: newIn } },
        'response-200.old': { marks: [deprecatedIn] },
        'response-200.revived': { marks: [deprecatedIn] },
        'response-200.shape.name': { marks: [newIn] },
      },
    }),
    schemas,
  );
  const top = listed(view.body?.fields);
  assert.deepEqual(field(top, 'kind').facts, [{ kind: 'enum', values: ['s3', 'aws'], valueMarks: { aws: newIn } }]);
  assert.equal(field(top, 'kind').history, undefined);
  assert.deepEqual(field(top, 'old').history, [deprecatedIn]);
  assert.equal(field(top, 'revived').history, undefined, 'no longer deprecated: no "Deprecated in" mark');
  const option = listed(field(top, 'shape').fields).variants!.options[0];
  assert.deepEqual(
    field(listed(shown(option).fields), 'name').history,
    [newIn],
    'a field inside a oneOf shape is found by its property path',
  );
  const params = pageSchemaViews(
    [
      {
        component: 'ApiParameters',
        props: {
          params: [
            { name: 'workflow', in: 'query', required: false, deprecated: false, anchor: 'param-query-workflow' },
          ],
          history: { 'param-query-workflow': { marks: [newIn] } },
        },
      },
    ],
    {},
  )[0] as FieldListView;
  assert.deepEqual(params.fields[0].history, [newIn]);
});

test('a parameter the description shares is marked for search to leave out; an own one is not', () => {
  const param = (name: string, shared?: true) => ({
    name,
    in: 'header',
    required: false,
    deprecated: false,
    schema: { type: 'string' as const },
    anchor: `param-header-${name}`,
    ...(shared ? { shared } : {}),
  });
  const [view] = pageSchemaViews(
    [{ component: 'ApiParameters', props: { params: [param('Idempotency-Key', true), param('X-Own')] } }],
    {},
  ) as FieldListView[];
  assert.deepEqual(
    view.fields.map((f) => [f.name, f.searchSkip]),
    [
      ['Idempotency-Key', true],
      ['X-Own', undefined],
    ],
  );
});

test('a request body leaves out readOnly fields and a response writeOnly ones, nested, by reference and in levels loaded later', () => {
  const stage = obj({
    step: str,
    input: { type: 'string', readOnly: true },
    secret: { type: 'string', writeOnly: true },
  });
  const schemas = { Stage: stage, Id: { type: 'string', readOnly: true } as SchemaNode };
  const workflow = obj({ id: { ref: 'Id' }, name: str, stages: { type: 'array', items: { ref: 'Stage' } } });
  const names = (level: LevelView) => level.fields.map((f) => f.name);
  const [request, response, neither] = pageSchemaViews(
    [
      body(workflow, { idPrefix: 'request-body', side: 'request' }),
      body(workflow, { side: 'response' }),
      body(workflow, { idPrefix: 'x' }),
    ],
    schemas,
  ) as SchemaBodyView[];
  const top = (view: SchemaBodyView) => listed(view.body?.fields);
  const stages = (view: SchemaBodyView) => listed(field(top(view), 'stages').fields);
  assert.deepEqual(names(top(request)), ['name', 'stages']);
  assert.deepEqual(names(stages(request)), ['step', 'secret']);
  assert.deepEqual(names(top(response)), ['id', 'name', 'stages']);
  assert.deepEqual(names(stages(response)), ['step', 'input']);
  assert.deepEqual(names(stages(neither)), ['step', 'input', 'secret']);
  // A large API's page: the level left out keeps its side, and the browser draws it the same.
  const dataHref = '/d.json';
  const wide = obj({
    ...Object.fromEntries(Array.from({ length: PAGE_FIELDS - 1 }, (_, i) => [`f${i}`, str])),
    stage: { ref: 'Stage' },
  });
  const [large] = pageSchemaViews([body(wide, { side: 'request', dataHref })], schemas) as SchemaBodyView[];
  const lazy = field(listed(large.body?.fields), 'stage').fields as { lazy: LazyLevel };
  assert.equal(lazy.lazy.side, 'request');
  assert.deepEqual(names(lazyLevelView({ roots: {}, schemas }, lazy.lazy)!), ['step', 'secret']);
});
