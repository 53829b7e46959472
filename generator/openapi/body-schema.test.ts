import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadApiModel } from './pipeline.ts';
import { schemasFor } from './model.ts';
import { tryItData } from './try-it-data.ts';
import { requestBodySchema } from './body-schema.ts';
import { bodyProblems } from '../../shared/api/try-it/body-check.ts';

const SUN = path.resolve(import.meta.dirname, '../../openapi/sun-api.yaml');

test("every JSON body example of our API passes the builder's check; without a required field it names the field", async () => {
  const { model } = await loadApiModel(SUN);
  let checked = 0;
  for (const op of model.operations) {
    const data = tryItData(model, op, schemasFor(model, op));
    for (const body of data.bodies) {
      if (body.schema === undefined) continue;
      // Data, not code: plain JSON that survives the page's props.
      assert.deepEqual(JSON.parse(JSON.stringify(body.schema)), body.schema);
      for (const example of body.examples) {
        assert.deepEqual(bodyProblems(body.schema, JSON.parse(example.text)), [], `${op.operationId} ${example.name}`);
        checked++;
      }
    }
  }
  assert.ok(checked >= 20, `${checked} examples checked`);
  const createStep = model.operations.find((o) => o.operationId === 'createStep')!;
  const body = tryItData(model, createStep, schemasFor(model, createStep)).bodies[0];
  const { name: _name, ...withoutName } = JSON.parse(body.examples[0].text) as Record<string, unknown>;
  assert.deepEqual(bodyProblems(body.schema!, withoutName), [{ pointer: '/name', message: 'Required, and missing.' }]);
});

test("a 3.0 body schema is read as 3.0 means it: boolean exclusive bounds as numbers, nullable as null's branch", () => {
  const ctx = { refOf: new WeakMap<object, string>(), named: new Map(), rawNamed: new Map() };
  const count = { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: false };
  assert.deepEqual(requestBodySchema({ ...count, nullable: true }, ctx, '3.0.3'), {
    anyOf: [{ type: 'null' }, { type: 'number', exclusiveMinimum: 0, maximum: 10 }],
  });
  assert.deepEqual(requestBodySchema(count, ctx, '3.1.0'), count);
});
