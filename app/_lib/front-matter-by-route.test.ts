import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PageMapItem } from 'nextra';
import { frontMatterByRoute } from './front-matter-by-route.ts';
import { cardsForRoutes } from '../../shared/page-cards.ts';

const page = (name: string, route: string, frontMatter: Record<string, unknown>) => ({ name, route, frontMatter });

// As Nextra's normalised page map holds it: metas, pages, folders, and a folder carrying its
// `asIndexPage` page's front matter instead of the page.
const pageMap = [
  { data: { index: 'Home', docs: 'Docs' } },
  page('index', '/', { title: 'Home', description: 'Start here.' }),
  {
    name: 'docs',
    route: '/docs',
    children: [
      { data: { using: 'Using', guide: 'Guide' } },
      {
        name: 'using',
        route: '/docs/using',
        children: [
          page('concepts', '/docs/using/concepts', {
            title: 'Concepts',
            description: 'What is what.',
            filePath: 'content/docs/using/concepts.mdx',
          }),
        ],
      },
      {
        name: 'guide',
        route: '/docs/guide',
        frontMatter: { title: 'Guide', description: 'The guide.', asIndexPage: true },
        children: [page('first', '/docs/guide/first', { title: 'First run', description: 'A first run.' })],
      },
    ],
  },
  {
    name: 'category',
    route: '/category',
    children: [
      page('connectors', '/category/connectors', { title: 'Connectors', description: 'One page per connector.' }),
    ],
  },
] as unknown as PageMapItem[];

const pages = frontMatterByRoute(pageMap);

test("every page of the page map is found by route, an index page by its folder's route; a folder without one is no page", () => {
  assert.deepEqual([...pages.keys()].sort(), [
    '/',
    '/category/connectors',
    '/docs/guide',
    '/docs/guide/first',
    '/docs/using/concepts',
  ]);
  assert.equal(pages.get('/docs/using/concepts')!.filePath, 'content/docs/using/concepts.mdx');
});

test('a card list resolves against the page map; a folder route without an index page names no page', () => {
  const frontMatterAt = (route: string) => pages.get(route);
  assert.deepEqual(
    cardsForRoutes(['/category/connectors', '/docs/guide'], frontMatterAt, 'content/category/docs.mdx'),
    [
      { title: 'Connectors', description: 'One page per connector.', href: '/category/connectors' },
      { title: 'Guide', description: 'The guide.', href: '/docs/guide' },
    ],
  );
  assert.throws(
    () => cardsForRoutes(['/docs/using'], frontMatterAt, 'content/category/docs.mdx'),
    /^Error: content\/category\/docs\.mdx: the card route \/docs\/using names no page/,
  );
});
