import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assistantLinks, twinPath } from './twin-path.ts';

test("a page's twin is its URL plus .md; the home page's is /index.md", () => {
  assert.equal(twinPath('/'), '/index.md');
  assert.equal(twinPath('/api/start-run'), '/api/start-run.md');
  assert.equal(twinPath('/cli/sand/runs/start'), '/cli/sand/runs/start.md');
});

test("the assistant links carry the twin's absolute URL, encoded, in their query", () => {
  const url = 'https://docs.sandgarden.com/docs/a b&c.md';
  for (const { href } of assistantLinks(url)) {
    const parsed = new URL(href);
    assert.ok(['https://chatgpt.com', 'https://claude.ai'].includes(parsed.origin));
    assert.ok(parsed.searchParams.get('q')!.includes(url));
  }
});
