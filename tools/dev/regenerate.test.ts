import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPEN_PAGE_WAIT_MS, genRunner, pageNeedsRefresh, regenerate, type GenRun } from './regenerate.ts';
import { startStatusServer } from './status-server.ts';
import type { SpecStatus } from './spec-status.ts';

/** Reads the status server's event stream as a browser's EventSource would, one event at a time. */
async function subscribe(url: string) {
  const response = await fetch(url);
  assert.equal(response.headers.get('content-type'), 'text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<SpecStatus> {
      for (;;) {
        const event = /^data: (.*)$/m.exec(buffer);
        if (event) {
          buffer = buffer.slice(buffer.indexOf('\n\n', event.index) + 2);
          return JSON.parse(event[1]!) as SpecStatus;
        }
        const { value, done } = await reader.read();
        if (done) assert.fail('the event stream ended');
        buffer += value;
      }
    },
    close: () => reader.cancel(),
  };
}

test('a broken spec shows its file, line and fix to open pages, and a fixed one clears it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-dev-'));
  const spec = path.join(dir, 'sun-api.yaml');
  const good = fs.readFileSync('openapi/sun-api.yaml', 'utf8');
  const genArgs = ['--api-spec', spec, '--out', path.join(dir, 'pages')];
  const server = await startStatusServer();
  const page = await subscribe(server.url);
  try {
    assert.deepEqual(await page.next(), { ok: true });
    fs.writeFileSync(spec, good.replace('operationId: startRun', 'operationId: 12'));
    const broken = await regenerate([spec], genArgs);
    server.publish(broken);
    const shown = await page.next();
    assert.equal(shown.ok, false);
    assert.ok(!shown.ok);
    assert.equal(shown.file, spec);
    assert.match(shown.place, /^#\/paths\/~1api~1v1~1runs\/post\/operationId \(line \d+\)$/);
    assert.match(shown.reason, /must be string/);
    assert.match(shown.fix, /correct that part of the document/);
    assert.equal(shown.section, 'API reference');

    fs.writeFileSync(spec, good);
    server.publish(await regenerate([spec], genArgs));
    const fixed = await page.next();
    assert.equal(fixed.ok, true);
    assert.ok(fs.existsSync(path.join(dir, 'pages', 'start-run.mdx')), 'the fixed spec was generated');
  } finally {
    await page.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a page that connects while the spec is broken sees the error at once', async () => {
  const server = await startStatusServer();
  try {
    server.publish({
      ok: false,
      section: 'CLI reference',
      file: 'cli-spec/sand.json',
      place: 'line 3',
      reason: 'not JSON',
      fix: 'close the brace',
    });
    const page = await subscribe(server.url);
    assert.deepEqual(await page.next(), {
      ok: false,
      section: 'CLI reference',
      file: 'cli-spec/sand.json',
      place: 'line 3',
      reason: 'not JSON',
      fix: 'close the brace',
    });
    await page.close();
  } finally {
    await server.close();
  }
});

test("runs stay in this process while the generator's code is as loaded, and become a fresh `npm run gen` once it changes", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-dev-'));
  const spec = path.join(dir, 'broken.yaml');
  fs.writeFileSync(spec, 'openapi: 3.1.0\ninfo: [\n');
  const args = ['--api-spec', spec, '--out', path.join(dir, 'pages')];
  try {
    let code = 'as loaded';
    const runGenHere = genRunner(() => code);
    const here = await runGenHere(args);
    assert.equal(here.inProcess, true);
    assert.equal(here.code, 1);
    assert.match(here.output, /^error: .*broken\.yaml at line \d+/);
    code = 'edited';
    const child = await runGenHere(args);
    assert.equal(child.inProcess, false);
    assert.equal(child.code, 1);
    assert.match(child.output, /^error: .*broken\.yaml at line \d+/m, 'the same error, read back from the child');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('an open page refreshes after a run that wrote only what hot reload does not see (a model, a generated stub or sidebar), not after one that wrote a docs page or sidebar', () => {
  assert.equal(pageNeedsRefresh(['content/cli/_pages/sand/runs/get.json', 'content/page-dates.json']), true);
  assert.equal(pageNeedsRefresh(['content/api/get-run.mdx', 'content/api/_pages/get-run.json']), true);
  assert.equal(pageNeedsRefresh(['content/cli/sand/runs/_meta.json']), true);
  assert.equal(pageNeedsRefresh(['content/api-versions/v1-3-0/get-run.mdx']), true);
  assert.equal(pageNeedsRefresh(['content/tags/connector.mdx']), false);
  assert.equal(pageNeedsRefresh(['content/docs/_meta.ts']), false);
  assert.equal(pageNeedsRefresh(['content/index.mdx']), false);
  assert.equal(pageNeedsRefresh([]), false, 'nothing written, nothing to show');
  assert.equal(pageNeedsRefresh(undefined), true, 'a run in a child process: what it wrote is not known');
});

test('the first page to connect says which it is, so the dev script warms its file', async () => {
  const server = await startStatusServer();
  try {
    const response = await fetch(`${server.url}?page=${encodeURIComponent('/api/get-run')}`);
    assert.equal(response.status, 200);
    assert.equal(await server.firstPage, '/api/get-run');
    await response.body?.cancel();
  } finally {
    await server.close();
  }
});

test('the pages open now are known by their decoded paths, and a page that closed is no longer one of them', async () => {
  const server = await startStatusServer();
  try {
    const first = await fetch(`${server.url}?page=${encodeURIComponent('/api/get-run')}`);
    const second = await fetch(`${server.url}?page=${encodeURIComponent('/cli/sand/runs/get/')}`);
    const unnamed = await fetch(server.url);
    assert.deepEqual([...server.openPages()].sort(), ['/api/get-run', '/cli/sand/runs/get']);
    await first.body?.cancel();
    for (let i = 0; i < 50 && server.openPages().has('/api/get-run'); i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual([...server.openPages()], ['/cli/sand/runs/get']);
    await second.body?.cancel();
    await unnamed.body?.cancel();
  } finally {
    await server.close();
  }
});

test("an open page's files written ahead refresh the page (a written docs page is left to hot reload), and the run goes on once the page shows them", async () => {
  for (const [early, refreshes] of [
    [['content/api/_pages/get-run.json', 'content/api/_schemas.json'], 1],
    [['content/api/_pages/get-run.json', 'content/api/get-run.mdx'], 1],
    [['content/tags/connector.mdx'], 0],
  ] as const) {
    const server = await startStatusServer();
    try {
      const refreshed: SpecStatus[] = [];
      let shownAt = 0;
      const status = await regenerate(
        ['openapi/sun-api.yaml'],
        [],
        {
          routes: new Set(['/api/get-run']),
          refresh: (s) => refreshed.push(s),
          renderedSince: server.renderedSince,
        },
        async (_args, openPages) => {
          assert.deepEqual([...openPages!.routes], ['/api/get-run'], 'the run is told which pages are open');
          const writtenAt = Date.now();
          // The page, rendered again with what was written, says so a moment later.
          setTimeout(() => {
            shownAt = Date.now();
            void fetch(server.url.replace('/events', `/rendered?at=${shownAt}`));
          }, 300);
          await openPages!.wroteFirst([...early]);
          assert.ok(shownAt > 0, 'the rest of the run waited for the page to show what was written first');
          assert.ok(Date.now() - writtenAt < OPEN_PAGE_WAIT_MS, 'and no longer');
          return { code: 0, output: '', inProcess: true, written: ['content/page-dates.json'] };
        },
      );
      assert.equal(refreshed.length, refreshes, `written ahead: ${early.join(', ')}`);
      if (refreshes) assert.ok(refreshed[0]!.ok && refreshed[0]!.finishedAt !== undefined);
      assert.ok(
        status.ok && status.finishedAt !== undefined,
        'what the rest of the run wrote refreshes the page again',
      );
    } finally {
      await server.close();
    }
  }
});

test('a wait for an open page to render ends at once for a render already reported, and after its time without one', async () => {
  const server = await startStatusServer();
  try {
    await fetch(server.url.replace('/events', '/rendered?at=1000'));
    assert.equal(await server.renderedSince(900, 10_000), true);
    const started = Date.now();
    assert.equal(await server.renderedSince(2000, 200), false);
    assert.ok(Date.now() - started >= 190);
  } finally {
    await server.close();
  }
});

test('a run that fails after writing the open page first refreshes the page with the last good version, under the banner', async () => {
  const server = await startStatusServer();
  try {
    const link = { routes: new Set(['/api/get-run']), refresh: () => {}, renderedSince: server.renderedSince };
    const failing = async (_args: string[], openPages?: Parameters<GenRun>[1]) => {
      // The page says at once that it rendered what was written first.
      setTimeout(() => void fetch(server.url.replace('/events', `/rendered?at=${Date.now()}`)), 50);
      await openPages?.wroteFirst(['content/api/_pages/get-run.json']);
      return {
        code: 1,
        output: 'error: cli-spec/sand.json at line 3: not JSON\n  fix: close the brace',
        inProcess: true,
      };
    };
    const afterEarly = await regenerate(['openapi/sun-api.yaml'], [], link, failing);
    assert.equal(afterEarly.ok, false);
    assert.notEqual(afterEarly.finishedAt, undefined, 'the page renders again with the files put back');
    const nothingEarly = await regenerate(['openapi/sun-api.yaml'], [], { ...link, routes: new Set() }, async () => ({
      code: 1,
      output: 'error: cli-spec/sand.json at line 3: not JSON\n  fix: close the brace',
      inProcess: true,
    }));
    assert.equal(nothingEarly.ok, false);
    assert.equal(nothingEarly.finishedAt, undefined, 'nothing was written: the page stays as it is');
  } finally {
    await server.close();
  }
});
