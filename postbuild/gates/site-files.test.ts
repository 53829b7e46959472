import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveUrlPath, routeOf } from './site-files.ts';

const tree = new Set(['index.html', 'api.html', 'api/start-run.html', 'guide/index.html', 'openapi.yaml']);
const exists = (file: string) => tree.has(file);

test('clean URLs map to .html files the way the static server serves them', () => {
  assert.equal(resolveUrlPath('/', exists), 'index.html');
  assert.equal(resolveUrlPath('/api', exists), 'api.html');
  assert.equal(resolveUrlPath('/api/start-run', exists), 'api/start-run.html');
  assert.equal(resolveUrlPath('/guide', exists), 'guide/index.html');
  assert.equal(resolveUrlPath('/guide/', exists), 'guide/index.html');
  assert.equal(resolveUrlPath('/openapi.yaml', exists), 'openapi.yaml');
});

test('a path nothing serves, or one climbing out of the site, resolves to nothing', () => {
  assert.equal(resolveUrlPath('/api/stop-run', exists), null);
  assert.equal(resolveUrlPath('/api/', exists), null);
  assert.equal(resolveUrlPath('/api/../index.html', exists), null);
});

test('routes of page files have no extension and no trailing slash', () => {
  assert.equal(routeOf('index.html'), '/');
  assert.equal(routeOf('api.html'), '/api');
  assert.equal(routeOf('guide/index.html'), '/guide');
});
