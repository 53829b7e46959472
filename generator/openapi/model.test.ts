import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadApiModel } from './pipeline.ts';
import { markRepeatedErrorResponses, schemasFor, type Operation, type ResponseInfo } from './model.ts';
import { fixture } from './test-helpers.ts';
import { SITE_API_SPEC } from './site-api.ts';
import { resolveNode } from '../../shared/api/schema-utils.ts';

test('circular-ref: self and mutual recursion stay finite as named references', async () => {
  const { model } = await loadApiModel(fixture('circular-ref.yaml'));
  const getTree = model.operations.find((o) => o.operationId === 'getTree')!;
  assert.deepEqual(getTree.responses[0].contents[0].schema, { ref: 'TreeNode' });
  const schemas = schemasFor(model, getTree);
  assert.deepEqual(Object.keys(schemas), ['TreeNode']);
  const children = schemas.TreeNode.properties!.find((p) => p.name === 'children')!;
  assert.deepEqual(children.schema.items, { ref: 'TreeNode' });
  const createPerson = model.operations.find((o) => o.operationId === 'createPerson')!;
  assert.deepEqual(Object.keys(schemasFor(model, createPerson)), ['Company', 'Person']);
  // The page data is plain JSON: no cycles survive into props.
  assert.doesNotThrow(() => JSON.stringify(schemasFor(model, createPerson)));
});

test('one-of: alternatives keep their names and the discriminator mapping', async () => {
  const { model } = await loadApiModel(fixture('one-of.yaml'));
  const op = model.operations[0];
  const pet = schemasFor(model, op).Pet;
  assert.equal(pet.variants?.kind, 'oneOf');
  assert.deepEqual(pet.variants?.options, [{ ref: 'Cat' }, { ref: 'Dog' }]);
  assert.deepEqual(pet.discriminator, { propertyName: 'petType', mapping: { cat: 'Cat', dog: 'Dog' } });
  const response = op.responses[0].contents[0].schema!;
  assert.equal(response.variants?.options.length, 3);
  assert.equal(response.variants?.options[2].type, 'string');
});

test('all-of: parts are merged into one object with the union of required fields', async () => {
  const { model } = await loadApiModel(fixture('all-of.yaml'));
  const employee = schemasFor(model, model.operations[0]).Employee;
  assert.equal(employee.type, 'object');
  assert.equal(employee.description, 'A person on the payroll.');
  assert.deepEqual(
    employee.properties!.map((p) => [p.name, p.required ?? false]),
    [
      ['name', true],
      ['createdAt', true],
      ['salary', true],
      ['id', false],
    ],
  );
  assert.equal(employee.properties!.find((p) => p.name === 'salary')!.schema.writeOnly, true);
  assert.equal(employee.properties!.find((p) => p.name === 'id')!.schema.readOnly, true);
  assert.deepEqual(employee.properties!.find((p) => p.name === 'createdAt')!.schema, {
    type: 'string',
    format: 'date-time',
  });
});

test('enums: values, defaults and const are kept for parameters', async () => {
  const { model } = await loadApiModel(fixture('enums.yaml'));
  const [color, blink, mode] = model.operations[0].parameters;
  assert.deepEqual(color.schema?.enum, ['red', 'amber', 'green']);
  assert.deepEqual(blink.schema?.enum, [0, 1, 2]);
  assert.deepEqual(blink.schema?.default, { value: 0 });
  assert.deepEqual(mode.schema?.const, { value: 'manual' });
  assert.equal(color.required, true);
  assert.equal(mode.required, false);
});

test('nullable: 3.0 `nullable` and 3.1 null types both read as a nullable mark', async () => {
  for (const file of ['nullable.yaml', 'nullable-3.1.yaml']) {
    const { model } = await loadApiModel(fixture(file));
    const schema = model.operations[0].responses[0].contents[0].schema!;
    const nickname = schema.properties!.find((p) => p.name === 'nickname')!.schema;
    assert.equal(nickname.type, 'string', file);
    assert.equal(nickname.nullable, true, file);
  }
  const { model } = await loadApiModel(fixture('nullable-3.1.yaml'));
  const manager = model.operations[0].responses[0].contents[0].schema!.properties!.find(
    (p) => p.name === 'manager',
  )!.schema;
  assert.deepEqual(manager, { ref: 'Person', nullable: true });
  const { model: m30 } = await loadApiModel(fixture('nullable.yaml'));
  const age = m30.operations[0].responses[0].contents[0].schema!.properties!.find((p) => p.name === 'age')!.schema;
  assert.deepEqual(age.constraints, ['> 0']);
});

test('resolveNode shows a reference with its own annotations over the target', () => {
  const { node, name } = resolveNode(
    { ref: 'Person', nullable: true },
    { Person: { type: 'object', description: 'A person.' } },
  );
  assert.equal(name, 'Person');
  assert.deepEqual(node, { type: 'object', description: 'A person.', nullable: true });
});

test('operations without operationIds get slugs from method and path, collisions numbered', async () => {
  const { model } = await loadApiModel(fixture('no-operation-ids.yaml'));
  assert.deepEqual(
    model.operations.map((o) => o.slug),
    ['get-items', 'post-items', 'get-items-id', 'get-items-id-2'],
  );
  assert.equal(model.operations[0].summary, 'GET /items');
  assert.equal(model.operations[1].summary, 'Create an item');
  assert.deepEqual(
    model.tags.map((t) => t.name),
    ['Operations'],
  );
});

test('the parts an operation takes by $ref from components/responses and components/parameters are marked shared; its own are not', async () => {
  const { model } = await loadApiModel(SITE_API_SPEC);
  const createStep = model.operations.find((op) => op.operationId === 'createStep')!;
  const compareRuns = model.operations.find((op) => op.operationId === 'compareRuns')!;
  const shared = (op: typeof createStep) => ({
    responses: op.responses.filter((r) => r.shared).map((r) => r.status),
    params: op.parameters.filter((p) => p.shared).map((p) => p.name),
  });
  assert.deepEqual(shared(createStep).params, ['Idempotency-Key']);
  assert.ok(shared(createStep).responses.includes('500'));
  // compareRuns writes its own 422 (two batches that cannot be compared), so that one is not shared.
  assert.ok(!shared(compareRuns).responses.includes('422'));
  assert.ok(compareRuns.responses.some((r) => r.status === '422'));
});

test('an own error response written word for word on several operations is marked shared; a success response, or an error written once, is not', () => {
  const response = (status: string, description: string): ResponseInfo => ({
    status,
    description,
    headers: [],
    contents: [{ mediaType: 'application/json', schema: { ref: 'Error' }, examples: [] }],
  });
  const op = (responses: ResponseInfo[]) => ({ responses }) as unknown as Operation;
  const withExample = { ...response('422', 'The body breaks a rule.') };
  withExample.contents = [{ ...withExample.contents[0], examples: [{ value: { code: 'validation_failed' } }] }];
  const ops = [
    op([response('200', 'The thing.'), withExample]),
    op([response('200', 'The thing.'), response('422', 'The body breaks a rule.'), response('400', 'Bad cursor.')]),
    op([response('422', 'The body names an unknown step.')]),
  ];
  markRepeatedErrorResponses(ops);
  assert.deepEqual(
    ops.map((o) => o.responses.filter((r) => r.shared).map((r) => r.status)),
    [['422'], ['422'], []],
  );
});
