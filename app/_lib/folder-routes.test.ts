import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PageMapItem } from 'nextra';
import { routeFoldersToCategoryPages } from './folder-routes.ts';
import { kebabCase as categorySlug } from '../../shared/slug.ts';

const page = (name: string, route: string) => ({ name, route, frontMatter: { title: name } }) as PageMapItem;

const pageMap = [
  { data: { using: 'Using Sandgarden', reference: { title: 'Sandgarden Reference' }, changelog: 'Changelog' } },
  {
    name: 'docs',
    route: '/docs',
    children: [
      {
        data: { using: 'Using Sandgarden', reference: { title: 'Sandgarden Reference' }, 'no-overview': 'No Overview' },
      },
      { name: 'using', route: '/docs/using', children: [page('concepts', '/docs/using/concepts')] },
      {
        name: 'reference',
        route: '/docs/reference',
        children: [page('reference', '/docs/reference'), page('schemas', '/docs/reference/schemas')],
      },
      { name: 'no-overview', route: '/docs/no-overview', children: [page('a', '/docs/no-overview/a')] },
    ],
  },
  {
    name: 'category',
    route: '/category',
    children: [
      page('using-sandgarden', '/category/using-sandgarden'),
      page('sandgarden-reference', '/category/sandgarden-reference'),
    ],
  },
] as PageMapItem[];

const folder = (items: PageMapItem[], name: string) => {
  const docs = items.find((item) => 'name' in item && item.name === 'docs') as { children: PageMapItem[] };
  return docs.children.find((item) => 'name' in item && item.name === name) as {
    route: string;
    children: PageMapItem[];
  };
};

test('a folder without an index page takes its category page route', () => {
  const result = routeFoldersToCategoryPages(pageMap);
  assert.equal(folder(result, 'using').route, '/category/using-sandgarden');
  assert.equal((folder(result, 'using').children[0] as { route: string }).route, '/docs/using/concepts');
});

test('a folder with an index page, or without a category page, keeps its route', () => {
  const result = routeFoldersToCategoryPages(pageMap);
  assert.equal(folder(result, 'reference').route, '/docs/reference');
  assert.equal(folder(result, 'no-overview').route, '/docs/no-overview');
});

test('category slugs are the kebab case of the sidebar title', () => {
  assert.equal(categorySlug('Using Sandgarden'), 'using-sandgarden');
  assert.equal(categorySlug('Getting started'), 'getting-started');
  assert.equal(categorySlug('Café & Co.'), 'cafe-co');
});
