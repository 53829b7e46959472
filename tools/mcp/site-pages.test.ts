import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ToolInputError } from './tool-errors.ts';
import { normaliseRoute, parseLlmsTxt, SitePages } from './site-pages.ts';
import { temporaryDir } from '../../generator/lib/temporary-dir.ts';

const SITE = 'https://docs.sandgarden.com';
const LLMS = `# Sandgarden Docs

> Documentation.

Every page of this site is also served as Markdown. [llms-full.txt](${SITE}/llms-full.txt) holds the docs.

## Docs

- [Home](${SITE}/index.md): Start here.
- [Concepts \\[1\\] <b>bold</b>](${SITE}/docs/using/concepts.md): Steps, workflows and runs.

## API

- [Start a run](${SITE}/api/start-run.md): Runs a step.
- [Elsewhere](https://example.com/x.md): not this site.
`;

test('llms.txt gives every twin of this site with its route, title, description and section', () => {
  const pages = parseLlmsTxt(LLMS, SITE);
  assert.deepEqual(
    pages.map((p) => [p.route, p.title, p.description, p.section]),
    [
      ['/', 'Home', 'Start here.', 'Docs'],
      ['/docs/using/concepts', 'Concepts [1] <b>bold</b>', 'Steps, workflows and runs.', 'Docs'],
      ['/api/start-run', 'Start a run', 'Runs a step.', 'API'],
    ],
  );
  assert.equal(pages[0].twinUrl, `${SITE}/index.md`);
  assert.equal(pages[2].url, `${SITE}/api/start-run`);
});

test('a page can be named by route, twin path, URL, with an anchor or a trailing slash', () => {
  for (const input of [
    '/api/start-run',
    'api/start-run',
    '/api/start-run.md',
    '/api/start-run/',
    '/api/start-run#responses',
    `${SITE}/api/start-run`,
    `${SITE}/api/start-run.md?x=1`,
  ]) {
    assert.equal(normaliseRoute(input, SITE), '/api/start-run', input);
  }
  assert.equal(normaliseRoute('/', SITE), '/');
  assert.equal(normaliseRoute('/index.md', SITE), '/');
  assert.equal(normaliseRoute(SITE, SITE), '/');
});

test("another site's URL, file URLs and climbing paths are tool errors", () => {
  for (const input of [
    'https://example.com/api/start-run',
    'file:///etc/passwd',
    '../package.json',
    '/docs/../../package.json',
    '%2e%2e%2fpackage.json',
  ]) {
    assert.throws(() => normaliseRoute(input, SITE), ToolInputError, input);
  }
});

function builtSite(): string {
  const out = temporaryDir('mcp-pages-');
  fs.writeFileSync(path.join(out, 'llms.txt'), LLMS);
  fs.mkdirSync(path.join(out, 'api'));
  fs.writeFileSync(path.join(out, 'api', 'start-run.md'), '# Start a run\n');
  return out;
}

test('a listed page reads as its twin; an unknown one names the closest routes', () => {
  const pages = new SitePages(builtSite());
  assert.equal(pages.markdown(pages.page('/api/start-run')), '# Start a run\n');
  assert.throws(
    () => pages.page('/api/start-runs'),
    (error: Error) =>
      error instanceof ToolInputError &&
      /No page at "\/api\/start-runs"\. Closest matches: "\/api\/start-run"/.test(error.message),
  );
});

test('a site without llms.txt says it is not built', () => {
  assert.throws(() => new SitePages(temporaryDir('mcp-empty-')), /not built/);
});
