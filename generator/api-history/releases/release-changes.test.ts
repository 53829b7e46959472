import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiChange } from '../diff/index.ts';
import { loadApiHistory } from './history.ts';
import { collapseApiWide, loadReleaseDocuments, releaseChanges } from './release-changes.ts';

const securityOn = (operation: string, operationId: string): ApiChange => ({
  kind: 'security-alternative-added',
  level: 'non-breaking',
  operation,
  operationId,
  pointer: '/security',
  message: 'The operation also accepts `oauth2`.',
  action: 'You may authenticate that way.',
});

test('a change written once at the top and reported on every operation becomes one item that counts and names them', () => {
  const field: ApiChange = {
    kind: 'field-added',
    level: 'non-breaking',
    operation: 'GET /a',
    operationId: 'a',
    pointer: '/components/schemas/A/properties/x',
    message: 'In schema A: field `x` was added.',
    action: 'Read it.',
    location: { in: 'response', status: '200', fieldPath: ['x'] },
  };
  const collapsed = collapseApiWide([
    securityOn('GET /a', 'a'),
    field,
    securityOn('GET /b', 'b'),
    securityOn('POST /c', 'c'),
  ]);
  assert.equal(collapsed.length, 2);
  assert.deepEqual(collapsed[0], {
    kind: 'security-alternative-added',
    level: 'non-breaking',
    operation: null,
    pointer: '/security',
    message: 'On 3 operations: the operation also accepts `oauth2`.',
    action: 'You may authenticate that way.',
    operations: [
      { operation: 'GET /a', operationId: 'a' },
      { operation: 'GET /b', operationId: 'b' },
      { operation: 'POST /c', operationId: 'c' },
    ],
  } as ApiChange);
  assert.equal(collapsed[1], field, 'a field change inside a shared schema stays on its operation');
});

test('the committed releases: each release lists what the diff of its file against the one before finds', async () => {
  const releases = loadApiHistory('.');
  const changes = releaseChanges(releases, await loadReleaseDocuments(releases));
  assert.deepEqual(changes.get(releases[0].version), [], 'the first release has nothing to compare with');
  const renamed = changes
    .get('1.3.0')!
    .filter((c) => c.kind === 'parameter-renamed')
    .map((c) => c.message);
  assert.ok(
    renamed.some((m) => m.includes('`workflowName`') && m.includes('`workflow`')),
    renamed.join('\n'),
  );
  const oauth = changes.get('1.4.0')!.filter((c) => c.kind === 'security-alternative-added');
  assert.equal(oauth.length, 1, 'the OAuth scheme added to the whole API is one item');
  assert.equal(oauth[0].operation, null);
});
