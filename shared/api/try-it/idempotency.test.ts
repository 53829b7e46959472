import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isIdempotencyKey, renewKeys } from './idempotency.ts';
import { initialState, paramKey, resolveRequest } from './request.ts';
import type { TryItOperation } from './types.ts';

test('an idempotency key is a header named Idempotency-Key, in any case, with or without X-', () => {
  assert.equal(isIdempotencyKey({ name: 'Idempotency-Key', in: 'header' }), true);
  assert.equal(isIdempotencyKey({ name: 'idempotency-key', in: 'header' }), true);
  assert.equal(isIdempotencyKey({ name: 'X-Idempotency-Key', in: 'header' }), true);
  assert.equal(isIdempotencyKey({ name: 'Idempotency-Key', in: 'query' }), false);
  assert.equal(isIdempotencyKey({ name: 'Idempotency-Key-Hint', in: 'header' }), false);
});

const op: TryItOperation = {
  method: 'POST',
  path: '/runs',
  params: [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      type: 'string',
      style: 'simple',
      explode: false,
      freshKey: true,
    },
  ],
  bodies: [],
  bodyRequired: false,
  servers: [{ url: 'https://api.example.com', variables: [] }],
  env: { baseUrl: 'BASE_URL', secret: 'API_TOKEN' },
  typed: { path: '/runs', method: 'post' },
};
const key = paramKey(op.params[0]);

test('the builder starts each idempotency key with a fresh random UUID, and the request carries it', () => {
  const a = initialState(op);
  const b = initialState(op);
  assert.match(a.values[key], /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.notEqual(a.values[key], b.values[key]);
  assert.deepEqual(resolveRequest(op, a).headers, [{ name: 'Idempotency-Key', value: a.values[key] }]);
});

test('after a Send a generated key is replaced; a key the reader typed stays theirs', () => {
  let n = 0;
  const newKey = () => `k${++n}`;
  const state = initialState(op, { newKey });
  const generated = { [key]: state.values[key] };
  const next = renewKeys(state.values, generated, newKey);
  assert.equal(next.values[key], 'k2');
  assert.deepEqual(next.generated, { [key]: 'k2' });
  const typed = renewKeys({ ...next.values, [key]: 'my-own-key' }, next.generated, newKey);
  assert.equal(typed.values[key], 'my-own-key');
  assert.deepEqual(typed.generated, {});
});
