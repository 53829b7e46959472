import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiVersionsData, olderVersionsWanted, operationIds, servedOlderReleases, today } from './versions.ts';
import type { ApiRelease } from '../api-history/releases/history.ts';

const release = (version: string, status: ApiRelease['status'], sunset?: string): ApiRelease => ({
  version,
  status,
  date: '2026-01-01',
  file: `openapi/versions/${version}.yaml`,
  summary: '',
  ...(sunset ? { sunset } : {}),
});
const releases = [
  release('1.0.0', 'deprecated', '2026-06-01'),
  release('1.1.0', 'deprecated', '2027-01-01'),
  release('1.2.0', 'supported'),
  release('1.3.0', 'current'),
];

test('the older served releases are the supported ones and the deprecated ones before their sunset, newest first', () => {
  assert.deepEqual(
    servedOlderReleases(releases, '2026-11-26').map((r) => r.version),
    ['1.2.0', '1.1.0'],
  );
  assert.deepEqual(
    servedOlderReleases(releases, '2027-01-01').map((r) => r.version),
    ['1.2.0'],
  );
});

test('the env switch leaves the older versions out, and names a bad value', () => {
  assert.equal(olderVersionsWanted(undefined), true);
  assert.equal(olderVersionsWanted('all'), true);
  assert.equal(olderVersionsWanted('current'), false);
  assert.throws(() => olderVersionsWanted('none'), /SANDGARDEN_API_VERSIONS="none".*SANDGARDEN_API_VERSIONS=current/);
  assert.equal(today({ SANDGARDEN_TODAY: '2026-11-26' }), '2026-11-26');
  assert.throws(() => today({ SANDGARDEN_TODAY: 'tomorrow' }), /SANDGARDEN_TODAY="tomorrow"/);
});

test('each operation lists the releases that have it, oldest first', () => {
  const doc = (ids: string[]) => ({
    paths: Object.fromEntries(ids.map((id) => [`/${id}`, { get: { operationId: id } }])),
  });
  const docs = new Map([
    ['1.0.0', doc(['a'])],
    ['1.1.0', doc(['a', 'b'])],
    ['1.2.0', doc(['b'])],
    ['1.3.0', doc(['b', 'c'])],
  ]);
  assert.deepEqual(operationIds(doc(['x', 'y'])), ['x', 'y']);
  const data = apiVersionsData(releases, docs, []);
  assert.deepEqual(data.items, { a: ['1.0.0', '1.1.0'], b: ['1.1.0', '1.2.0', '1.3.0'], c: ['1.3.0'] });
  assert.deepEqual(data.releases, ['1.0.0', '1.1.0', '1.2.0', '1.3.0']);
  assert.throws(() => apiVersionsData(releases, new Map(), []), /release 1\.0\.0: its description was not loaded/);
});
