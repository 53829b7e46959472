import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mermaidFile, startStatusServer } from './status-server.ts';
import { DEV_MERMAID_ENTRY, DEV_MERMAID_PATH, devServerUrl } from '../../shared/dev-status.ts';

test("mermaidFile names files of mermaid's build only, none outside its folder", () => {
  const dist = path.resolve('/x/mermaid/dist');
  assert.equal(mermaidFile('/mermaid/mermaid.esm.min.mjs', dist), path.join(dist, 'mermaid.esm.min.mjs'));
  assert.equal(mermaidFile('/mermaid/chunks/a/chunk-1.mjs', dist), path.join(dist, 'chunks/a/chunk-1.mjs'));
  for (const outside of [
    '/mermaid/../package.mjs',
    '/mermaid/%2e%2e/%2e%2e/secret.mjs',
    '/mermaid/chunks/../../x.mjs',
    '/mermaid/package.json',
    '/mermaid/%E0%A4%A.mjs',
    '/events',
    '/other/mermaid.esm.min.mjs',
  ])
    assert.equal(mermaidFile(outside, dist), undefined, outside);
});

test("the status server serves mermaid's entry module and its chunks as cross-origin JavaScript", async () => {
  const server = await startStatusServer();
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const entry = await fetch(`${base}${DEV_MERMAID_PATH}${DEV_MERMAID_ENTRY}`);
    assert.equal(entry.status, 200);
    assert.match(entry.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    const code = await entry.text();
    // The entry's own relative imports resolve under the same path.
    const chunk = /from"\.\/(chunks\/[^"]+\.mjs)"/.exec(code)?.[1];
    assert.ok(chunk, 'the entry imports its chunks by relative paths');
    assert.equal((await fetch(`${base}${DEV_MERMAID_PATH}${chunk}`)).status, 200);
    assert.equal((await fetch(`${base}${DEV_MERMAID_PATH}chunks/none.mjs`)).status, 404);
    assert.equal((await fetch(`${base}${DEV_MERMAID_PATH}..%2Fpackage.json`)).status, 404);
  } finally {
    await server.close();
  }
});

test('the status server answers at the network address as well, where a page opened there connects', async (t) => {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) return t.skip('this machine has no network address');
  const server = await startStatusServer();
  try {
    const url = devServerUrl({ hostname: address }, String(server.port), '/rendered?at=1');
    assert.equal((await fetch(url)).status, 204);
  } finally {
    await server.close();
  }
});

test('devServerUrl puts the path at the host the page was opened at', () => {
  assert.equal(devServerUrl({ hostname: '192.168.1.5' }, '4000', '/events'), 'http://192.168.1.5:4000/events');
  assert.equal(devServerUrl({ hostname: '[::1]' }, '4000', '/events'), 'http://[::1]:4000/events');
  assert.ok(
    fs.existsSync(mermaidFile(DEV_MERMAID_PATH + DEV_MERMAID_ENTRY) ?? ''),
    "mermaid's entry module is where the page asks for it",
  );
});
