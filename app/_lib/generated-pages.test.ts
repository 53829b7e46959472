import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { generatedPageComponentProps, generatedPageToc, withGeneratedPage } from './generated-pages.tsx';

// Reads the site's own models, content/api/_model.json and content/cli/_model.json (written by `npm run gen`).
type Bound = (props: { route?: unknown; version?: unknown }) => unknown;

test("an API page's stub is drawn from its section's model, with the page's table of contents and operation header", () => {
  const components = withGeneratedPage(['api', 'start-run'], { p: 'p' });
  assert.equal(components.p, 'p');
  assert.ok(isValidElement((components.GeneratedPage as Bound)({ route: '/api/start-run', version: 'x' })));
  assert.deepEqual(generatedPageToc(['api', 'start-run'])?.slice(0, 1), [
    { value: 'Authentication', id: 'authentication', depth: 2 },
  ]);
  assert.deepEqual(generatedPageComponentProps(['api', 'start-run'], 'ApiOperationHeader')?.operationId, 'startRun');
  assert.equal(generatedPageComponentProps(['api'], 'ApiOperationHeader'), undefined);
  // Other sections, and pages no model holds, keep their MDX's own.
  assert.equal(generatedPageToc(['docs', 'x']), undefined);
  assert.equal(generatedPageToc(['api', 'hand-written']), undefined);
  assert.equal(withGeneratedPage(['docs', 'x'], { p: 'p' }).GeneratedPage, undefined);
});

test("a CLI page is bound by the same machinery, its global flags taken from the section's shared data", () => {
  assert.deepEqual(generatedPageToc(['cli', 'sand', 'runs', 'start'])?.[0], {
    value: 'Synopsis',
    id: 'synopsis',
    depth: 2,
  });
  const flagsOf = (props: { flags?: Array<{ name: string }> }) =>
    `<i>${(props.flags ?? []).map((f) => f.name).join(' ')}</i>`;
  const components = withGeneratedPage(['cli', 'sand', 'runs', 'start'], {
    CliGlobalFlags: (props: { flags?: Array<{ name: string }> }) =>
      createElement('span', { dangerouslySetInnerHTML: { __html: flagsOf(props) } }),
  });
  const html = renderToStaticMarkup(
    (components.GeneratedPage as Bound)({ route: '/cli/sand/runs/start' }) as ReactElement,
  );
  assert.match(html, /<i>[a-z-]+( [a-z-]+)+<\/i>/);
  assert.match(html, /<h1>sand runs start<\/h1>/);
});

test('a stub whose route the model lacks (a stale model) fails, naming the file, the model and the fix', () => {
  const stale = withGeneratedPage(['api', 'no-such-page'], {}).GeneratedPage as Bound;
  assert.throws(
    () => stale({ route: '/api/no-such-page' }),
    /content\/api\/no-such-page: the page \/api\/no-such-page is not in content\/api\/_model\.json\n {2}fix: run `npm run gen`/,
  );
  const moved = withGeneratedPage(['api', 'start-run'], {}).GeneratedPage as Bound;
  assert.throws(
    () => moved({ route: '/api/get-run' }),
    /the page at \/api\/start-run names the route \/api\/get-run\n {2}fix: run `npm run gen`/,
  );
});

test('under npm run dev the changelog is drawn from the dev-only file with its Unreleased entry; a build never reads it', async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { DEV_CHANGELOG_DIR, DEV_CHANGELOG_NAME } = await import('../../shared/dev-changelog.ts');
  const file = path.join(DEV_CHANGELOG_DIR, DEV_CHANGELOG_NAME);
  const kept = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  const { readJsonFile, readSectionModel } = await import('../../shared/section-model-files.ts');
  const model = readSectionModel('content/api', readJsonFile)!;
  const blocks = model.pages['/api/changelog'].blocks as Array<Record<string, unknown>>;
  const release = blocks.find((b) => b.kind === 'heading' && b.level === 2)!;
  const devBlocks = [blocks[0], { ...release, text: 'Unreleased', id: 'unreleased' }, ...blocks.slice(1)];
  const env = process.env as Record<string, string | undefined>;
  const nodeEnv = env.NODE_ENV;
  try {
    fs.mkdirSync(DEV_CHANGELOG_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ route: '/api/changelog', page: { blocks: devBlocks } }));
    env.NODE_ENV = 'development';
    assert.equal(generatedPageToc(['api', 'changelog'])?.[0]?.value, 'Unreleased');
    env.NODE_ENV = 'production';
    assert.notEqual(generatedPageToc(['api', 'changelog'])?.[0]?.value, 'Unreleased');
  } finally {
    env.NODE_ENV = nodeEnv;
    if (kept) fs.writeFileSync(file, kept);
    else fs.rmSync(file, { force: true });
  }
});
