import { test } from 'node:test';
import assert from 'node:assert/strict';
import { childAddress, nodeAt, rootAddress, schemaAddress, type SchemaData } from './schema-address.ts';

const data: SchemaData = {
  roots: {
    'response-200': { type: 'array', items: { ref: 'Event' } },
    'request-body': {
      type: 'object',
      properties: [
        {
          name: 'labels',
          schema: {
            type: 'object',
            additional: { type: 'object', properties: [{ name: 'color', schema: { type: 'string' } }] },
          },
        },
      ],
    },
  },
  schemas: {
    Event: {
      type: 'object',
      properties: [
        { name: 'actor', schema: { ref: 'User' } },
        {
          name: 'payload',
          schema: {
            variants: {
              kind: 'oneOf',
              options: [
                { ref: 'User' },
                { type: 'object', properties: [{ name: 'size', schema: { type: 'integer' } }] },
              ],
            },
          },
        },
      ],
    },
    User: { type: 'object', description: 'A user.', properties: [{ name: 'login', schema: { type: 'string' } }] },
  },
};

test('an address restarts at each component schema it passes, so it stays short', () => {
  const items = childAddress(rootAddress('response-200'), ['items'], data.roots['response-200'].items!);
  assert.deepEqual(items, schemaAddress('Event'));
  const actor = childAddress(items, ['prop', 'actor'], data.schemas.Event.properties![0].schema);
  assert.deepEqual(actor, schemaAddress('User'));
  const payload = childAddress(items, ['prop', 'payload'], data.schemas.Event.properties![1].schema);
  assert.deepEqual(payload, { base: ['schema', 'Event'], steps: [['prop', 'payload']] });
});

test('nodeAt finds inline nodes by their steps and named ones by name', () => {
  assert.equal(nodeAt(data, schemaAddress('User'))?.name, 'User');
  assert.equal(nodeAt(data, schemaAddress('User'))?.node.description, 'A user.');
  const option = nodeAt(data, {
    base: ['schema', 'Event'],
    steps: [
      ['prop', 'payload'],
      ['option', 1],
    ],
  });
  assert.deepEqual(
    option?.node.properties?.map((p) => p.name),
    ['size'],
  );
  const named = nodeAt(data, {
    base: ['schema', 'Event'],
    steps: [
      ['prop', 'payload'],
      ['option', 0],
    ],
  });
  assert.equal(named?.name, 'User');
  const extra = nodeAt(data, { base: ['root', 'request-body'], steps: [['prop', 'labels'], ['additional']] });
  assert.deepEqual(
    extra?.node.properties?.map((p) => p.name),
    ['color'],
  );
});

test('an address that names nothing gives undefined, not an error', () => {
  assert.equal(nodeAt(data, schemaAddress('Missing')), undefined);
  assert.equal(nodeAt(data, { base: ['root', 'response-200'], steps: [['prop', 'nope'], ['items']] }), undefined);
  assert.equal(nodeAt(data, rootAddress('response-404')), undefined);
});
