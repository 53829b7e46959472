import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardsForRoutes, type FrontMatter } from './page-cards.ts';

const pages = new Map<string, FrontMatter>([
  ['/docs/using/concepts', { title: 'Concepts', description: 'What is what.', tags: ['concepts'] }],
  ['/category/connectors', { title: 'Connectors', description: 'One page per connector.' }],
  ['/docs/guide/first', { title: ' First run ', description: 'A first run. ' }],
  ['/docs/bare', { title: 'Bare', filePath: 'content/docs/bare.mdx' }],
  ['/docs/untitled', { description: 'No title.' }],
]);
const frontMatterAt = (route: string) => pages.get(route);

test('cards take title and description from the front matter of the pages they name, in the order named', () => {
  const cards = cardsForRoutes(
    ['/docs/using/concepts', '/category/connectors', '/docs/guide/first'],
    frontMatterAt,
    'content/tags/concepts.mdx',
  );
  assert.deepEqual(cards, [
    { title: 'Concepts', description: 'What is what.', href: '/docs/using/concepts' },
    { title: 'Connectors', description: 'One page per connector.', href: '/category/connectors' },
    { title: 'First run', description: 'A first run.', href: '/docs/guide/first' },
  ]);
  assert.deepEqual(cardsForRoutes([], frontMatterAt, 'content/tags/concepts.mdx'), []);
});

test('a route that names no page fails naming the listing page, the route and the fix', () => {
  assert.throws(
    () => cardsForRoutes(['/docs/using/concepts', '/docs/using/gone'], frontMatterAt, 'content/tags/concepts.mdx'),
    (error: Error) =>
      error.message ===
      'content/tags/concepts.mdx: the card route /docs/using/gone names no page\n  fix: run `npm run gen`',
  );
});

test('a page without a title or description fails naming the page to fix', () => {
  assert.throws(
    () => cardsForRoutes(['/docs/bare'], frontMatterAt, 'content/tags/x.mdx'),
    (error: Error) =>
      error.message ===
      'content/tags/x.mdx: the card for /docs/bare has no description: content/docs/bare.mdx has no "description" in its front matter\n  fix: add a one-line "description: …" to the front matter of content/docs/bare.mdx',
  );
  assert.throws(
    () => cardsForRoutes(['/docs/untitled'], frontMatterAt, 'content/tags/x.mdx'),
    /the card for \/docs\/untitled has no title: the page at \/docs\/untitled has no "title"/,
  );
});

test('a card list that is not a list of routes fails naming the file', () => {
  for (const routes of ['/docs/bare', [{ href: '/docs/bare' }], undefined]) {
    assert.throws(
      () => cardsForRoutes(routes, frontMatterAt, 'content/tags/x.mdx'),
      /^Error: content\/tags\/x\.mdx: <DocCards routes=\{…\}> is not a list of routes\n {2}fix: run `npm run gen`/,
    );
  }
});
