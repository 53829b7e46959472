/**
 * `npm run mcp` over a build older than its sources, driven by the MCP SDK's client: the handshake
 * is answered at once from the previous build while the site rebuilds, every answer says so until
 * the new build is in place, and a failed rebuild leaves the previous build answering, saying that.
 * The build is one the test finishes (a real one takes minutes and rewrites the project's out/);
 * the server, its parts and the client are the real ones.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { temporaryDir } from '../../generator/lib/temporary-dir.ts';
import { REBUILDING_NOTE, STALE_NOTE, serveSite, serverParts } from '../../tools/mcp/main.ts';
import { createDocsServer } from '../../tools/mcp/server.ts';
import { callTool, expectBuilt, OUT } from './client.ts';

const SITE_FILES = ['llms.txt', 'api/start-run.md', 'api/changelog.json', 'cli/changelog.json'];

/** A built site of a few of the real build's files, and a build of it the test finishes or fails. */
function staleSite() {
  expectBuilt(...SITE_FILES);
  const base = temporaryDir('mcp-rebuild-');
  const outDir = path.join(base, 'out');
  for (const file of SITE_FILES) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.copyFileSync(path.join(OUT, file), path.join(outDir, file));
  }
  fs.writeFileSync(path.join(outDir, '.build-complete'), 'a complete build\n');
  let finish: (ok: boolean) => void = () => {};
  const build = () =>
    new Promise<void>((resolve, reject) => {
      // A build starts by clearing the export: the previous twins are gone until it writes them again.
      fs.rmSync(path.join(outDir, '.build-complete'), { force: true });
      fs.rmSync(path.join(outDir, 'api/start-run.md'), { force: true });
      finish = (ok) => {
        if (!ok) return reject(new Error('npm run build failed (exit 1): fix the build, then start the server again'));
        fs.writeFileSync(path.join(outDir, 'api/start-run.md'), '# Start a run\n\nThe new build.\n');
        fs.writeFileSync(path.join(outDir, '.build-complete'), 'a complete build\n');
        resolve();
      };
    });
  return { base, outDir, build, finish: (ok: boolean) => finish(ok) };
}

async function connectTo(site: ReturnType<typeof staleSite>) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const serving = await serveSite({
    outDir: site.outDir,
    stale: true,
    build: site.build,
    snapshotDir: path.join(site.base, 'previous-build'),
    makeParts: (dir) => serverParts(dir),
    connect: (parts) => createDocsServer(parts).connect(serverSide),
  });
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  // Far below the SDK's 60 s: the handshake must not wait for the build.
  await client.connect(clientSide, { timeout: 5_000 });
  return { client, serving };
}

describe('a build older than its sources', () => {
  test('answers the handshake at once from the previous build, says so in every answer, then answers from the new build', async () => {
    const site = staleSite();
    const { client, serving } = await connectTo(site);
    try {
      const previous = fs.readFileSync(path.join(OUT, 'api/start-run.md'), 'utf8');
      const during = await callTool(client, 'read_page', { route: '/api/start-run' });
      assert.equal(during.isError, undefined);
      assert.equal(during.text, `${REBUILDING_NOTE}\n\n${previous}`);
      const missing = await callTool(client, 'read_page', { route: '/api/nowhere' });
      assert.equal(missing.isError, true);
      assert.ok(missing.text.startsWith(`${REBUILDING_NOTE}\n\n`), 'a tool error says it too');
      const changes = await callTool(client, 'api_changes', { since_version: '1.3.0' });
      assert.ok(changes.text.startsWith(`${REBUILDING_NOTE}\n\n# API changes since 1.3.0`), changes.text.slice(0, 200));

      site.finish(true);
      assert.equal(await serving.rebuilt, true);
      const after = await callTool(client, 'read_page', { route: '/api/start-run' });
      assert.equal(after.text, '# Start a run\n\nThe new build.\n');
      assert.ok(!fs.existsSync(path.join(site.base, 'previous-build')), 'the copy of the previous build is removed');
    } finally {
      await client.close();
    }
  });

  test('a failed rebuild: answers go on from the previous build, saying the rebuild failed; the next server answers from it at once too', async () => {
    const site = staleSite();
    const previous = fs.readFileSync(path.join(OUT, 'api/start-run.md'), 'utf8');
    const first = await connectTo(site);
    try {
      site.finish(false);
      assert.equal(await first.serving.rebuilt, false);
      const answer = await callTool(first.client, 'read_page', { route: '/api/start-run' });
      assert.equal(answer.text, `${STALE_NOTE}\n\n${previous}`);
    } finally {
      await first.client.close();
    }
    // out/ is left half-built, with no complete build: the copy of the previous one still is.
    assert.ok(!fs.existsSync(path.join(site.outDir, '.build-complete')));
    const next = await connectTo(site);
    try {
      const answer = await callTool(next.client, 'read_page', { route: '/api/start-run' });
      assert.equal(answer.text, `${REBUILDING_NOTE}\n\n${previous}`);
      site.finish(true);
      assert.equal(await next.serving.rebuilt, true);
      assert.equal(
        (await callTool(next.client, 'read_page', { route: '/api/start-run' })).text,
        '# Start a run\n\nThe new build.\n',
      );
    } finally {
      await next.client.close();
    }
  });
});
