import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kebabCase } from './slug.ts';

test('kebabCase turns operationIds into route slugs', () => {
  assert.equal(kebabCase('getStepToolsDefinition'), 'get-step-tools-definition');
  assert.equal(kebabCase('listApiKeys'), 'list-api-keys');
  assert.equal(kebabCase('listAPIKeys'), 'list-api-keys');
  assert.equal(kebabCase('health'), 'health');
  assert.equal(kebabCase('repos/list-for-org'), 'repos-list-for-org');
  assert.equal(kebabCase('Sandgarden Sun API'), 'sandgarden-sun-api');
  assert.equal(kebabCase('get_user by ID'), 'get-user-by-id');
});
