import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openedPage, warmBundler, warmRoutes } from './warm-bundler.ts';

const generatedPage = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-warm-'));
  const file = path.join(dir, 'index.mdx');
  // No newline at the end and a non-ASCII character: the bytes put back must be these exactly.
  fs.writeFileSync(file, '---\ntitle: Übersicht\n---\n\n<GeneratedPage route={"/api"} />');
  return { file, route: '/api' };
};

test('Next is asked for the page while it holds the change, then again with the exact bytes back', async () => {
  const page = generatedPage();
  const before = fs.readFileSync(page.file);
  const steps: string[] = [];
  const ran = await warmBundler({
    origin: 'http://localhost:3999',
    page,
    seenMs: 500,
    sleep: async (ms) => void steps.push(`wait ${ms}`),
    request: async (url) => {
      const now = fs.readFileSync(page.file);
      steps.push(
        `${url} ${now.equals(before) ? 'as generated' : now.equals(Buffer.concat([before, Buffer.from('\n')])) ? 'with a blank line' : 'other bytes'}`,
      );
    },
  });
  assert.equal(ran, true);
  assert.deepEqual(steps, [
    'wait 500',
    'http://localhost:3999/api with a blank line',
    'wait 500',
    'http://localhost:3999/api as generated',
  ]);
  assert.deepEqual(fs.readFileSync(page.file), before);
});

test('the bytes are put back when the wait fails', async () => {
  const page = generatedPage();
  const before = fs.readFileSync(page.file);
  await assert.rejects(
    warmBundler({
      origin: 'http://localhost:3999',
      page,
      sleep: async () => {
        throw new Error('stopped');
      },
    }),
    /stopped/,
  );
  assert.deepEqual(fs.readFileSync(page.file), before);
});

test('nothing is written or asked when the page is not generated yet', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sg-warm-')), 'index.mdx');
  const ran = await warmBundler({
    origin: 'http://localhost:3999',
    page: { file, route: '/api' },
    request: async () => assert.fail('asked for a page that is not generated'),
  });
  assert.equal(ran, false);
  assert.equal(fs.existsSync(file), false);
});

test("the opened page's own generated file is found when the docs' route compiles it; a reference's, a hand-written one, an unknown one and a path out are not", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-opened-'));
  for (const file of [
    'content/tags/connector.mdx',
    'content/tags/index.mdx',
    'content/api/get-run.mdx',
    'content/docs/using/concepts.mdx',
  ]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
  assert.deepEqual(openedPage('/tags/connector', root), {
    file: path.join(root, 'content/tags/connector.mdx'),
    route: '/tags/connector',
  });
  assert.deepEqual(openedPage('/tags', root), { file: path.join(root, 'content/tags/index.mdx'), route: '/tags' });
  assert.equal(openedPage('/api/get-run', root), undefined, "a reference's page is read, not compiled");
  assert.equal(openedPage('/docs/using/concepts', root), undefined, 'a hand-written page is never written');
  assert.equal(openedPage('/tags/no-such-page', root), undefined);
  assert.equal(openedPage('/tags/../docs/using/concepts', root), undefined);
  assert.equal(openedPage(undefined, root), undefined);
  assert.equal(openedPage('/', root), undefined);
});

test("the open page is warmed first, each route's page once, a failure does not stop the rest, and the open page is asked for last", async () => {
  const warmed: string[] = [];
  const requested: string[] = [];
  const ran = await warmRoutes(
    'http://localhost:3999',
    { file: 'content/tags/connector.mdx', route: '/tags/connector' },
    async ({ page }) => {
      warmed.push(page.route);
      if (page.route === '/tags/connector') throw new Error('no such file');
      return true;
    },
    async (url) => void requested.push(url),
  );
  assert.equal(ran, true);
  assert.deepEqual(warmed, ['/tags/connector', '/tags']);
  assert.deepEqual(requested, ['http://localhost:3999/tags/connector']);
  // The open page being one of the routes' own pages is warmed once.
  warmed.length = 0;
  await warmRoutes(
    'http://localhost:3999',
    { file: 'content/tags/index.mdx', route: '/tags' },
    async ({ page }) => {
      warmed.push(page.route);
      return true;
    },
    async () => {},
  );
  assert.deepEqual(warmed, ['/tags']);
});

test('nothing is asked for when no page could be warmed', async () => {
  const ran = await warmRoutes(
    'http://localhost:3999',
    undefined,
    async () => false,
    async () => assert.fail('asked for a page though nothing was warmed'),
  );
  assert.equal(ran, false);
});
