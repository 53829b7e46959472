import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PageMapItem } from 'nextra';
import { hasApiFolders, pagePageMap, sectionPageMap } from '../../app/_lib/page-map.ts';

/** A page map the way Nextra builds it: folders with `asIndexPage` index pages carry their front matter. */
function grouped(tags: number, perTag: number): PageMapItem[] {
  const tagFolder = (t: number) => ({
    name: `group-${t}`,
    route: `/api/big/group-${t}`,
    title: `Group ${t}`,
    frontMatter: { title: `Group ${t}`, asIndexPage: true },
    children: [
      { data: {} },
      ...Array.from({ length: perTag }, (_, i) => ({
        name: `op-${t}-${i}`,
        route: `/api/big/group-${t}/op-${t}-${i}`,
        title: `Op ${t}.${i}`,
        frontMatter: {},
      })),
    ],
  });
  return [
    { data: { api: { title: 'API', type: 'page' } } },
    {
      name: 'api',
      route: '/api',
      children: [
        { data: {} },
        { name: 'index', route: '/api', frontMatter: {} },
        { name: 'start-run', route: '/api/start-run', frontMatter: {} },
        { name: '--runs', type: 'separator', title: 'Runs' },
        {
          name: 'big',
          route: '/api/big',
          frontMatter: { title: 'API reference', asIndexPage: true },
          children: [
            { data: {} },
            { name: 'synthetic-api', route: '/api/big/synthetic-api', frontMatter: {} },
            ...Array.from({ length: tags }, (_, t) => tagFolder(t + 1)),
          ],
        },
      ],
    },
  ] as unknown as PageMapItem[];
}

function routes(items: PageMapItem[]): string[] {
  return items.flatMap((item) => [
    ...('route' in item ? [item.route as string] : []),
    ...('children' in item ? routes(item.children) : []),
  ]);
}

test('a grouped page carries its own tag in full and one link per other tag', () => {
  const map = pagePageMap(sectionPageMap(grouped(10, 30), 'api'), 'api', '/api/big/group-3/op-3-4');
  const all = routes(map);
  assert.equal(all.filter((r) => r.startsWith('/api/big/group-3/')).length, 30);
  assert.equal(all.filter((r) => /^\/api\/big\/group-\d+\/op/.test(r) && !r.startsWith('/api/big/group-3/')).length, 0);
  for (let t = 1; t <= 10; t++) assert.ok(all.includes(`/api/big/group-${t}`), `link to group ${t}`);
  // The section's own flat pages are left out but its landing.
  assert.ok(all.includes('/api'));
  assert.ok(!all.includes('/api/start-run'));
  const apiChildren = (map[1] as { children: PageMapItem[] }).children;
  assert.ok(!apiChildren.some((c) => 'name' in c && c.name === '--runs'), 'our tag headings are left out too');
  // A collapsed tag is a page item (a link), not a folder.
  const big = (map[1] as { children: PageMapItem[] }).children.find((c) => 'name' in c && c.name === 'big') as {
    children: PageMapItem[];
  };
  const group1 = big.children.find((c) => 'name' in c && c.name === 'group-1')!;
  assert.ok(!('children' in group1));
  assert.equal((group1 as { title?: string }).title, 'Group 1');
});

test('the page map of a grouped page does not grow with the number of tags’ operations', () => {
  const size = (perTag: number) =>
    JSON.stringify(pagePageMap(sectionPageMap(grouped(10, perTag), 'api'), 'api', '/api/big/group-3/op-3-0')).length;
  const other = (perTag: number) => routes(pagePageMap(grouped(10, perTag), 'api', '/api/start-run')).length;
  // Ten times the operations in every other tag: the same page map for a page outside them.
  assert.equal(other(10), other(100));
  assert.ok(size(100) < size(10) * 10);
});

test('a page outside the grouped API sees it as one link; a flat section is left as it is', () => {
  const map = pagePageMap(grouped(5, 5), 'api', '/api/start-run');
  const all = routes(map);
  assert.ok(all.includes('/api/big'));
  assert.ok(!all.some((r) => r.startsWith('/api/big/')));
  assert.equal(hasApiFolders(grouped(1, 1), 'api'), true);
  const flat = [
    {
      name: 'api',
      route: '/api',
      children: [{ data: {} }, { name: 'start-run', route: '/api/start-run', frontMatter: {} }],
    },
  ] as unknown as PageMapItem[];
  assert.equal(hasApiFolders(flat, 'api'), false);
  assert.deepEqual(pagePageMap(flat, 'api', '/api/start-run'), flat);
});
