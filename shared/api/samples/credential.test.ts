import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sampleCredential } from './credential.ts';

test('each way of authenticating names the variables to set and where the request sends them', () => {
  assert.deepEqual(sampleCredential({ kind: 'bearer', env: 'SAND_API_KEY' }), {
    envs: ['SAND_API_KEY'],
    sentAs: 'Authorization: Bearer …',
  });
  assert.deepEqual(sampleCredential({ kind: 'basic', userEnv: 'API_USERNAME', passwordEnv: 'API_PASSWORD' }), {
    envs: ['API_USERNAME', 'API_PASSWORD'],
    sentAs: 'Authorization: Basic …',
  });
  assert.equal(sampleCredential({ kind: 'header', name: 'X-Api-Key', env: 'API_KEY' }).sentAs, 'X-Api-Key header');
  assert.equal(sampleCredential({ kind: 'query', name: 'key', env: 'API_KEY' }).sentAs, 'key query parameter');
  assert.equal(sampleCredential({ kind: 'cookie', name: 'sid', env: 'API_KEY' }).sentAs, 'sid cookie');
});

test('a value the reader typed is never part of the note', () => {
  const note = sampleCredential({ kind: 'bearer', env: 'SAND_API_KEY', token: 'secret-token-1' });
  assert.equal(JSON.stringify(note).includes('secret-token-1'), false);
});
