import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kebabCase, uniqueSlug } from './slug.ts';

test('kebabCase turns operationIds into route slugs', () => {
  assert.equal(kebabCase('getStepToolsDefinition'), 'get-step-tools-definition');
  assert.equal(kebabCase('listApiKeys'), 'list-api-keys');
  assert.equal(kebabCase('listAPIKeys'), 'list-api-keys');
  assert.equal(kebabCase('health'), 'health');
  assert.equal(kebabCase('repos/list-for-org'), 'repos-list-for-org');
  assert.equal(kebabCase('Sandgarden Sun API'), 'sandgarden-sun-api');
  assert.equal(kebabCase('get_user by ID'), 'get-user-by-id');
});

test('kebabCase gives a category title one slug, in the generator and at runtime alike', () => {
  assert.equal(kebabCase('Using Sandgarden'), 'using-sandgarden');
  assert.equal(kebabCase('Café & Co.'), 'cafe-co');
  // The generator once wrote /category/git-hub-actions while the sidebar linked /category/github-actions.
  assert.equal(kebabCase('GitHub Actions'), 'git-hub-actions');
});

test('uniqueSlug numbers a taken slug and records the one it returns', () => {
  const used = new Set(['index', 'runs']);
  assert.equal(uniqueSlug('runs', used), 'runs-2');
  assert.equal(uniqueSlug('runs', used), 'runs-3');
  assert.equal(uniqueSlug('steps', used), 'steps');
  assert.deepEqual([...used].sort(), ['index', 'runs', 'runs-2', 'runs-3', 'steps']);
});
