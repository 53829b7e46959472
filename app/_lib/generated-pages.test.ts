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
  assert.deepEqual(generatedPageToc(['api', 'start-run'])?.slice(0, 1), [{ value: 'Authentication', id: 'authentication', depth: 2 }]);
  assert.deepEqual(generatedPageComponentProps(['api', 'start-run'], 'ApiOperationHeader')?.operationId, 'startRun');
  assert.equal(generatedPageComponentProps(['api'], 'ApiOperationHeader'), undefined);
  // Other sections, and pages no model holds, keep their MDX's own.
  assert.equal(generatedPageToc(['docs', 'x']), undefined);
  assert.equal(generatedPageToc(['api', 'hand-written']), undefined);
  assert.equal(withGeneratedPage(['docs', 'x'], { p: 'p' }).GeneratedPage, undefined);
});

test("a CLI page is bound by the same machinery, its global flags taken from the section's shared data", () => {
  assert.deepEqual(generatedPageToc(['cli', 'sand', 'runs', 'start'])?.[0], { value: 'Synopsis', id: 'synopsis', depth: 2 });
  const flagsOf = (props: { flags?: Array<{ name: string }> }) => `<i>${(props.flags ?? []).map((f) => f.name).join(' ')}</i>`;
  const components = withGeneratedPage(['cli', 'sand', 'runs', 'start'], { CliGlobalFlags: (props: { flags?: Array<{ name: string }> }) => createElement('span', { dangerouslySetInnerHTML: { __html: flagsOf(props) } }) });
  const html = renderToStaticMarkup((components.GeneratedPage as Bound)({ route: '/cli/sand/runs/start' }) as ReactElement);
  assert.match(html, /<i>[a-z-]+( [a-z-]+)+<\/i>/);
  assert.match(html, /<h1>sand runs start<\/h1>/);
});

test('a stub whose route the model lacks (a stale model) fails, naming the file, the model and the fix', () => {
  const stale = withGeneratedPage(['api', 'no-such-page'], {}).GeneratedPage as Bound;
  assert.throws(() => stale({ route: '/api/no-such-page' }), /content\/api\/no-such-page: the page \/api\/no-such-page is not in content\/api\/_model\.json\n  fix: run `npm run gen`/);
  const moved = withGeneratedPage(['api', 'start-run'], {}).GeneratedPage as Bound;
  assert.throws(() => moved({ route: '/api/get-run' }), /the page at \/api\/start-run names the route \/api\/get-run\n  fix: run `npm run gen`/);
});
