import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSize, weigh, type LoadedResource } from './page-weight.ts';

const resource = (type: LoadedResource['type'], url: string, bytes: number, gzipBytes: number): LoadedResource => ({
  type,
  url,
  bytes,
  gzipBytes,
});

test('sums each type once per URL, raw and gzip', () => {
  const weight = weigh([
    resource('document', '/docs/a', 1000, 300),
    resource('script', '/_next/a.js', 500, 200),
    resource('script', '/_next/b.js', 100, 80),
    resource('script', '/_next/a.js', 500, 200),
    resource('stylesheet', '/_next/s.css', 700, 150),
    resource('other', '/icon.svg', 50, 40),
  ]);
  assert.deepEqual(weight, {
    htmlBytes: 1000,
    htmlGzip: 300,
    jsBytes: 600,
    jsGzip: 280,
    jsFiles: 2,
    cssBytes: 700,
    cssGzip: 150,
  });
});

test('gzip size is what the compressed body weighs', () => {
  const repetitive = Buffer.from('a'.repeat(10_000));
  assert.ok(gzipSize(repetitive) < 100);
});
