import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nameTier, nameWords } from './name-match.ts';

test('names compare as words: case, camelCase, punctuation, plurals and stopwords folded', () => {
  assert.deepEqual(nameWords('Create a Workflow'), ['create', 'workflow']);
  assert.deepEqual(nameWords('createWorkflow'), ['create', 'workflow']);
  assert.deepEqual(nameWords('sand test-suites start'), ['sand', 'test', 'suite', 'start']);
  assert.deepEqual(nameWords('Policies and the access'), ['policy', 'access']);
  assert.deepEqual(nameWords('Steps in detail'), ['step', 'detail']);
});

test('a query that is a page name is tier 2, whichever name it is', () => {
  assert.equal(nameTier('pinecone', ['Pinecone']), 2);
  assert.equal(nameTier('test suites', ['Test suites']), 2);
  assert.equal(nameTier('create workflow', ['Push a workflow', 'create Workflow']), 2);
  assert.equal(nameTier('createWorkflow', ['Push a workflow', 'create Workflow']), 2);
  assert.equal(nameTier('sand runs start', ['sand runs start', undefined, 'sand runs start']), 2);
  assert.equal(nameTier('postgres', ['PostgreSQL']), 2, 'a typed word may begin a name word');
  assert.equal(
    nameTier('getting started', ['Getting started, part 1: your first run']),
    2,
    'a title counts by its first part too',
  );
});

test('a query that is most of a name is tier 1; a passing mention is tier 0', () => {
  assert.equal(nameTier('bedrock', ['Amazon Bedrock']), 1);
  assert.equal(nameTier('sand runs start', ['Start a run', 'start Run']), 1);
  assert.equal(nameTier('pinecone', ['sand connectors create pinecone']), 0);
  assert.equal(nameTier('control plane', ['Architecture']), 0);
  assert.equal(nameTier('', ['Architecture']), 0);
  assert.equal(nameTier('a the', ['The A']), 0);
  assert.equal(nameTier('pg', ['PostgreSQL']), 0, 'short words must match whole');
});

test('an action verb alone makes no partial match: "get a token" is not "Get a run"', () => {
  assert.equal(nameTier('get a token', ['Get a run', 'get Run']), 0);
  assert.equal(nameTier('create token', ['Create a prompt', 'create Prompt']), 0);
  assert.equal(nameTier('get run', ['Get a run', 'get Run']), 2, 'the whole name still counts');
  assert.equal(nameTier('get runs', ['List runs', 'list Runs']), 1, 'a shared topic word still counts');
});

test('a connector page named in its heading beats the commands that create it', () => {
  assert.equal(nameTier('pinecone connector', ['Pinecone', 'Pinecone connector']), 2);
  assert.equal(
    nameTier('pinecone connector', ['sand connectors update pinecone', undefined, 'sand connectors update pinecone']),
    1,
  );
});

test('a long word matches its other endings', () => {
  assert.equal(nameTier('authenticate', ['Authentication']), 2);
  assert.equal(nameTier('idempotent', ['Idempotency']), 2);
  assert.equal(nameTier('stage', ['Stats']), 0, 'short words do not');
});
