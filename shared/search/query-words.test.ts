import assert from 'node:assert/strict';
import { test } from 'node:test';
import { topicQuery } from './query-words';

test('a question keeps only its topic words', () => {
  assert.equal(topicQuery('how do I authenticate'), 'authenticate');
  assert.equal(topicQuery('How do I authenticate?'), 'authenticate');
  assert.equal(topicQuery('get a token'), 'get token');
  assert.equal(topicQuery("what's the rate limit"), 'rate limit');
});

test('queries without filler words are left as typed', () => {
  for (const query of [
    'pinecone connector',
    'sand runs start',
    'POST /workflows',
    'GET /runs/{runId}',
    'createWorkflow',
    's3 bucket',
  ]) {
    assert.equal(topicQuery(query), query);
  }
});

test('a query of filler words only is searched as typed', () => {
  assert.equal(topicQuery('how do I'), 'how do I');
  assert.equal(topicQuery('  the  '), 'the');
});
