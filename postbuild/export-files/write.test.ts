import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PageScan } from '../gates/scan-page.ts';
import { olderVersionTwinRoutes } from './write.ts';

const SITE = 'https://docs.example.com';
const page = (...links: PageScan['links']): PageScan => ({ links, anchors: new Set(), head: { icons: [] } });

test("the older API versions' pages that name their twin in <head> (an absolute URL, as Next writes it) get one; no other page does", () => {
  const scans = new Map<string, PageScan>([
    [
      'api-versions/v1-3-0/start-run.html',
      page({ source: 'link[href]', url: `${SITE}/api-versions/v1-3-0/start-run.md` }),
    ],
    ['api-versions/v1-3-0.html', page({ source: 'link[href]', url: '/api-versions/v1-3-0.md' })],
    // A link in the text is no announcement.
    ['api-versions/v1-3-0/list-runs.html', page({ source: 'a[href]', url: '/api-versions/v1-3-0/list-runs.md' })],
    ['api/start-run.html', page({ source: 'link[href]', url: `${SITE}/api/start-run.md` })],
  ]);
  assert.deepEqual(olderVersionTwinRoutes(scans, SITE), ['/api-versions/v1-3-0', '/api-versions/v1-3-0/start-run']);
});
