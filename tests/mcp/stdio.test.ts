/**
 * `npm run --silent mcp` driven by the MCP SDK's client over stdio, as Claude Desktop, Claude
 * Code or an editor starts it: the shared scenario, a long page read in parts, stdout kept for
 * the protocol, and a symlink in a built site that points outside it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { runSearch } from '../../shared/search/search-engine.ts';
import { pagefindFromDisk } from '../../tools/lib/pagefind-from-disk.ts';
import { callTool, connectStdio, expectBuilt, OUT, type Connected } from './client.ts';
import { docsServerScenario } from './scenario.ts';
import { temporaryDir } from '../../generator/lib/temporary-dir.ts';

const SITE = 'https://docs.sandgarden.com';

describe('over stdio', () => {
  let connected: Connected;
  const clientErrors: Error[] = [];
  before(async () => {
    expectBuilt('api/start-run.md', 'cli/sand/runs/start.md');
    connected = await connectStdio();
    // A line on stdout that is not JSON-RPC reaches the client as an error.
    connected.client.onerror = (error) => clientErrors.push(error);
  });
  after(async () => connected?.close());

  docsServerScenario(() => connected);

  test("search_docs ranks exactly as the site's search code does on the built index", async () => {
    const { pagefind } = await pagefindFromDisk(path.join(OUT, '_pagefind'));
    for (const query of [
      'start a run',
      'POST /workflows',
      'pinecone',
      'sand steps push docker',
      'connectedDirectors',
      'rate limits',
    ]) {
      const site = await runSearch(pagefind, query, null, 10);
      const served = await callTool(connected.client, 'search_docs', { query });
      const urls = (served.data.results as Array<{ url: string }>).map((r) => r.url.slice(SITE.length) || '/');
      assert.deepEqual(
        urls,
        site.hits.map((h) => h.url),
        query,
      );
      assert.equal(served.data.total, site.total, query);
    }
  });

  test('stdout carries the protocol only; the server logs to stderr', () => {
    assert.deepEqual(
      clientErrors.map((e) => e.message),
      [],
    );
    assert.match(connected.stderr(), /\[sandgarden-docs\] serving \d+ pages of .*out on stdio/);
  });
});

describe('a page longer than one answer', () => {
  let connected: Connected;
  before(async () => {
    expectBuilt('docs/reference/schemas.md');
    connected = await connectStdio(['--page-chars', '4000']);
  });
  after(async () => connected?.close());

  test('comes in parts within the limit, each pointing to the next, that add up to the twin', async () => {
    const route = '/docs/reference/schemas';
    const twin = fs.readFileSync(path.join(OUT, 'docs/reference/schemas.md'), 'utf8');
    assert.ok(twin.length > 8000, 'the page is long enough for three parts');
    const footer = /\n\n---\nPart (\d+) of (\d+)[^\n]*$/;
    let read = '';
    let cursor: string | undefined;
    let parts = 0;
    do {
      const part = await callTool(connected.client, 'read_page', { route, ...(cursor ? { cursor } : {}) });
      assert.equal(part.isError, undefined);
      const body = part.text.replace(footer, '');
      assert.ok(body.length <= 4000, `part ${part.data.part} has ${body.length} characters`);
      cursor = part.data.nextCursor as string | undefined;
      if (cursor)
        assert.match(part.text, new RegExp(`Read on with read_page\\(route: "${route}", cursor: "${cursor}"\\)\\.$`));
      read += body;
      parts++;
    } while (cursor);
    assert.ok(parts >= 3, `${parts} parts`);
    assert.equal(read, twin);
  });
});

describe('a built site with a symlink pointing outside it', () => {
  let connected: Connected;
  let secret: string;
  before(async () => {
    expectBuilt('api/start-run.md');
    // A copy of the site's list and one twin, never the real out/.
    const base = temporaryDir('mcp-symlink-');
    const site = path.join(base, 'out');
    fs.mkdirSync(path.join(site, 'api'), { recursive: true });
    fs.mkdirSync(path.join(site, 'docs'));
    fs.copyFileSync(path.join(OUT, 'api/start-run.md'), path.join(site, 'api/start-run.md'));
    secret = path.join(base, 'secret.md');
    fs.writeFileSync(secret, '# Secret\n\nTOKEN=do-not-read\n');
    fs.symlinkSync(secret, path.join(site, 'docs/leak.md'));
    fs.writeFileSync(
      path.join(site, 'llms.txt'),
      `${fs.readFileSync(path.join(OUT, 'llms.txt'), 'utf8').trimEnd()}\n- [Leak](${SITE}/docs/leak.md): a twin that is a link out of the site\n`,
    );
    connected = await connectStdio(['--out', site]);
  });
  after(async () => connected?.close());

  test('the listed twin that links outside is refused as a tool and as a resource; the others read', async () => {
    const leak = await callTool(connected.client, 'read_page', { route: '/docs/leak' });
    assert.equal(leak.isError, true);
    assert.match(leak.text, /leads outside the built site/);
    assert.doesNotMatch(leak.text, /do-not-read/);
    await assert.rejects(
      connected.client.readResource({ uri: `${SITE}/docs/leak.md` }),
      (error: Error) => /outside the built site/.test(error.message) && !/do-not-read/.test(error.message),
    );
    const start = await callTool(connected.client, 'read_page', { route: '/api/start-run' });
    assert.match(start.text, /^# Start a run\n/);
  });
});
