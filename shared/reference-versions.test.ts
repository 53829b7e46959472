import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  absenceSentence,
  itemAbsence,
  locateRoute,
  readPreferredVersion,
  sameRouteIn,
  targetHref,
  versionSlug,
  writePreferredVersion,
  type VersionsData,
} from './reference-versions.ts';
import { API_REFERENCE, isServed } from './api/api-versions.ts';

const data: VersionsData = {
  versions: [
    {
      version: '1.4.0',
      status: 'current',
      date: '2026-11-26',
      base: '/api',
      overview: '/api',
      pages: {
        '': null,
        'sun-api': null,
        'list-runs': 'listRuns',
        'create-api-key': 'createApiKey',
        'get-auth-metadata': 'getAuthMetadata',
      },
    },
    {
      version: '1.1.0',
      status: 'deprecated',
      date: '2025-09-09',
      sunset: '2027-05-26',
      base: '/api-versions/v1-1-0',
      overview: '/api-versions/v1-1-0',
      pages: { '': null, 'sun-api': null, 'list-runs': 'listRuns', 'count-connections': 'countConnections' },
    },
  ],
  items: {
    listRuns: ['1.0.0', '1.1.0', '1.4.0'],
    createApiKey: ['1.3.0', '1.4.0'],
    getAuthMetadata: ['1.4.0'],
    countConnections: ['1.0.0', '1.1.0', '1.2.0'],
  },
  releases: ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0'],
};

test('a version is a route segment without dots', () => {
  assert.equal(versionSlug('1.3.0'), 'v1-3-0');
});

test('a route is placed in its version, the longest base first', () => {
  assert.deepEqual(locateRoute(data, '/api-versions/v1-1-0/list-runs')?.version.version, '1.1.0');
  assert.equal(locateRoute(data, '/api/list-runs')?.page, 'list-runs');
  assert.equal(locateRoute(data, '/api')?.page, '');
  // A mounted API's page is in no version.
  assert.equal(locateRoute(data, '/api/github/repos/get'), undefined);
});

test('the picker keeps the same operation when the other version has it', () => {
  assert.deepEqual(sameRouteIn(data, '/api/list-runs', '1.1.0'), { route: '/api-versions/v1-1-0/list-runs' });
  assert.deepEqual(sameRouteIn(data, '/api-versions/v1-1-0/list-runs', '1.4.0'), { route: '/api/list-runs' });
  assert.deepEqual(sameRouteIn(data, '/api-versions/v1-1-0/sun-api', '1.4.0'), { route: '/api/sun-api' });
});

test('a missing operation lands on the overview, naming the operation', () => {
  assert.deepEqual(sameRouteIn(data, '/api/get-auth-metadata', '1.1.0'), {
    route: '/api-versions/v1-1-0',
    missingItem: 'getAuthMetadata',
  });
  assert.deepEqual(sameRouteIn(data, '/api-versions/v1-1-0/count-connections', '1.4.0'), {
    route: '/api',
    missingItem: 'countConnections',
  });
  assert.throws(() => sameRouteIn(data, '/api', '0.9.0'), /0\.9\.0 is not served; served: 1\.4\.0, 1\.1\.0/);
  assert.equal(
    targetHref(sameRouteIn(data, '/api/get-auth-metadata', '1.1.0')),
    '/api-versions/v1-1-0?missing=getAuthMetadata',
  );
});

test('the overview says when a missing operation was added or removed', () => {
  assert.deepEqual(itemAbsence(data, 'createApiKey', '1.1.0'), { kind: 'added', in: '1.3.0' });
  assert.deepEqual(itemAbsence(data, 'countConnections', '1.4.0'), { kind: 'removed', in: '1.3.0' });
  // Gone in 1.2.0, back in 1.4.0: from 1.2.0's view it was removed in 1.2.0.
  assert.deepEqual(itemAbsence(data, 'listRuns', '1.2.0'), { kind: 'removed', in: '1.2.0' });
  assert.equal(itemAbsence(data, 'listRuns', '1.1.0'), undefined);
  assert.equal(
    absenceSentence(data, 'operation', 'getAuthMetadata', '1.1.0'),
    'The operation getAuthMetadata is not in version 1.1.0: it was added in 1.4.0.',
  );
  assert.equal(
    absenceSentence(data, 'operation', 'nothing', '1.1.0'),
    'The operation nothing is not in version 1.1.0.',
  );
});

test('a deprecated release is served until its sunset; a supported one always', () => {
  assert.equal(isServed({ status: 'supported' }, '2026-11-26'), true);
  assert.equal(isServed({ status: 'deprecated', sunset: '2026-12-16' }, '2026-11-26'), true);
  assert.equal(isServed({ status: 'deprecated', sunset: '2026-11-26' }, '2026-11-26'), false);
  assert.equal(isServed({ status: 'deprecated' }, '2026-11-26'), false);
});

test('the preferred API version is stored under its own key, and a refusing storage is reported', () => {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  assert.equal(readPreferredVersion(API_REFERENCE.storageKey, storage), undefined);
  assert.equal(writePreferredVersion(API_REFERENCE.storageKey, storage, '1.3.0'), true);
  assert.equal(store.get('sandgarden-api-preferred-version'), '1.3.0');
  assert.equal(readPreferredVersion(API_REFERENCE.storageKey, storage), '1.3.0');
  assert.equal(
    writePreferredVersion(
      API_REFERENCE.storageKey,
      {
        setItem: () => {
          throw new Error('quota');
        },
      },
      '1.3.0',
    ),
    false,
  );
  assert.equal(
    readPreferredVersion(API_REFERENCE.storageKey, {
      getItem: () => {
        throw new Error('blocked');
      },
    }),
    undefined,
  );
});
