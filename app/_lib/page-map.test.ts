import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { PageMapItem } from 'nextra';
import { normalizePages } from 'nextra/normalize-pages';
import { browserPageMap, docsOverviewPageMap, hasApiFolders, sectionPageMap, versionPageMap } from './page-map.ts';
import { SECTION_PAGES_DIR } from '../../shared/section-model-files.ts';

const page = (name: string, route: string, frontMatter: Record<string, unknown> = { title: name }) =>
  ({ name, route, title: name, frontMatter }) as PageMapItem;

const pageMap = [
  {
    data: {
      index: 'Introduction',
      docs: { display: 'children' },
      category: { display: 'hidden' },
      api: { title: 'API', type: 'page' },
    },
  },
  page('index', '/'),
  {
    name: 'docs',
    route: '/docs',
    children: [
      { data: { using: 'Using Sandgarden', reference: 'Reference', hidden: { display: 'hidden' } } },
      {
        name: 'using',
        route: '/docs/using',
        title: 'Using Sandgarden',
        children: [page('concepts', '/docs/using/concepts'), page('steps', '/docs/using/steps')],
      },
      {
        name: 'reference',
        route: '/docs/reference',
        title: 'Reference',
        children: [page('reference', '/docs/reference'), page('schemas', '/docs/reference/schemas')],
      },
      page('changelog', '/docs/changelog'),
      page('hidden', '/docs/hidden'),
    ],
  },
  { name: 'category', route: '/category', children: [page('using-sandgarden', '/category/using-sandgarden')] },
  { name: 'api', route: '/api', children: [{ data: {} }, page('index', '/api'), page('start-run', '/api/start-run')] },
] as unknown as PageMapItem[];

/** The fixture's API folder with `folders` added, as Nextra lists a folder with an `asIndexPage` index page. */
const apiWith = (...folders: string[]) =>
  pageMap.map((item) =>
    'name' in item && item.name === 'api'
      ? ({
          ...item,
          children: [
            ...(item as { children: PageMapItem[] }).children,
            ...folders.map((name) => ({
              name,
              route: `/api/${name}`,
              frontMatter: { title: name, asIndexPage: true },
              children: [{ data: {} }, page('first', `/api/${name}/first`)],
            })),
          ],
        } as PageMapItem)
      : item,
  );

const docsChildren = (map: PageMapItem[]) =>
  (map.find((item) => 'name' in item && item.name === 'docs') as { children: PageMapItem[] }).children;

test('the 404 page’s sidebar lists each docs folder as one link to its overview', () => {
  const children = docsChildren(docsOverviewPageMap(pageMap));
  assert.ok(
    children.every((child) => !('children' in child)),
    'no folder left',
  );
  const links = children
    .filter((child) => 'route' in child)
    .map((child) => [(child as { name: string }).name, (child as { route: string }).route]);
  // "using" has no index page and goes to its category page; "reference" to its own index page.
  assert.deepEqual(links, [
    ['using', '/category/using-sandgarden'],
    ['reference', '/docs/reference'],
    ['changelog', '/docs/changelog'],
  ]);
  const using = children.find((child) => 'name' in child && child.name === 'using') as {
    title?: string;
    frontMatter?: object;
  };
  assert.equal(using.title, 'Using Sandgarden');
  assert.ok(using.frontMatter, 'a page item, which the theme shows as a link');
  const meta = docsOverviewPageMap(pageMap)[0] as { data: Record<string, unknown> };
  assert.deepEqual(meta.data['*'], { theme: { pagination: false } });
});

test('the 404 page’s sidebar leaves out what the meta hides (every page carries it)', () => {
  const overview = docsOverviewPageMap(pageMap);
  const names = (items: PageMapItem[]) =>
    items.filter((item) => 'name' in item).map((item) => (item as { name: string }).name);
  // The navbar's tabs first, for the phone's menu (sectionPageMap).
  assert.deepEqual(names(overview), ['api', 'index', 'docs']);
  assert.ok(!names(docsChildren(overview)).includes('hidden'));
});

test('the browser’s page map keeps only the front matter the theme reads there', () => {
  const withData = [
    { data: { a: 'A' } },
    page('a', '/a', {
      title: 'A',
      description: 'A long description nobody reads in the sidebar.',
      filePath: 'content/a.mdx',
      timestamp: 1,
      display: 'hidden',
      theme: { toc: false },
    }),
    {
      name: 'f',
      route: '/f',
      frontMatter: { title: 'F', asIndexPage: true, description: 'Folder' },
      children: [page('b', '/f/b', { title: 'B', tags: ['x'] })],
    },
  ] as unknown as PageMapItem[];
  const slim = browserPageMap(withData) as Array<Record<string, unknown>>;
  // Titles are on the items already: the meta keeps what the theme reads there.
  assert.deepEqual(slim[0], { data: {} });
  assert.deepEqual(slim[1].frontMatter, { display: 'hidden', theme: { toc: false } });
  assert.equal(slim[1].title, 'a');
  assert.deepEqual(slim[2].frontMatter, {});
  assert.deepEqual((slim[2].children as Array<Record<string, unknown>>)[0].frontMatter, {});
  // The input is left as it was: Nextra's own page map is shared by every layout.
  assert.equal(
    (withData[1] as unknown as { frontMatter: { description: string } }).frontMatter.description,
    'A long description nobody reads in the sidebar.',
  );
});

test('the browser’s meta drops titles its items carry and entries for items left out', () => {
  const items = [
    {
      data: {
        index: 'API reference',
        'start-run': 'POST Start a run',
        github: { title: 'GitHub', theme: { collapsed: true } },
        'docs-link': { title: 'Docs', type: 'page', href: '/' },
        '*': { theme: { toc: true } },
      },
    },
    { name: 'index', route: '/api', title: 'API reference', frontMatter: {} },
    { name: 'github', route: '/api/github', title: 'GitHub', children: [] },
    { name: 'docs-link', title: 'Docs', href: '/' },
  ] as unknown as PageMapItem[];
  const meta = (browserPageMap(items)[0] as { data: Record<string, unknown> }).data;
  assert.deepEqual(meta, {
    github: { theme: { collapsed: true } },
    'docs-link': { type: 'page', href: '/' },
    '*': { theme: { toc: true } },
  });
});

test('an older API version’s page sees only its own version’s entries in its sidebar', () => {
  const versions = {
    name: 'api-versions',
    route: '/api-versions',
    children: [
      { data: { 'v1-0-0': 'Version 1.0.0', 'v1-1-0': 'Version 1.1.0' } },
      {
        name: 'v1-0-0',
        route: '/api-versions/v1-0-0',
        children: [{ data: { 'list-runs': 'GET List runs' } }, page('list-runs', '/api-versions/v1-0-0/list-runs')],
      },
      {
        name: 'v1-1-0',
        route: '/api-versions/v1-1-0',
        children: [
          { data: {} },
          page('list-runs', '/api-versions/v1-1-0/list-runs'),
          page('compare-runs', '/api-versions/v1-1-0/compare-runs'),
        ],
      },
    ],
  } as unknown as PageMapItem;
  const [meta, lifted] = versionPageMap(
    [pageMap[0], versions],
    'api-versions',
    '/api-versions/v1-1-0/compare-runs',
  ) as [{ data: Record<string, unknown> }, { children: Array<{ route?: string }> }];
  // The version is the navbar's API tab (a hidden tab gets no sidebar), where the API tab was.
  assert.deepEqual(Object.keys(meta.data), ['index', 'docs', 'category', 'api', 'api-versions']);
  assert.deepEqual(meta.data['api-versions'], { title: 'API', type: 'page' });
  assert.deepEqual(meta.data.api, { title: 'API', type: 'page', display: 'hidden' });
  assert.deepEqual(
    lifted.children.map((child) => child.route),
    [undefined, '/api-versions/v1-1-0/list-runs', '/api-versions/v1-1-0/compare-runs', undefined],
  );
});

/** The site's page map with the three navbar tabs and one older section's releases (`api-versions`, `cli-versions`). */
const siteWithOlder = (section: string, title: string, releases: unknown[]) =>
  [
    {
      data: {
        'docs-link': { title: 'Docs', type: 'page', href: '/' },
        api: { title: 'API', type: 'page' },
        cli: { title: 'CLI', type: 'page' },
        [section]: { title, type: 'page', display: 'hidden' },
      },
    },
    { name: 'docs-link', title: 'Docs', href: '/' },
    { name: 'api', route: '/api', title: 'API', children: [{ data: {} }, page('index', '/api')] },
    { name: 'cli', route: '/cli', title: 'CLI', children: [{ data: {} }, page('index', '/cli')] },
    { name: section, route: `/${section}`, title, children: [{ data: {} }, ...releases] },
  ] as unknown as PageMapItem[];

/** The navbar's items of a page map, after its meta. */
const tabsOf = (map: PageMapItem[]) =>
  map.slice(1) as unknown as Array<{
    name: string;
    title: string;
    children?: Array<{ name?: string; route?: string; href?: string; data?: Record<string, unknown> }>;
  }>;

test('an older API version keeps the site’s navbar (Docs · API · CLI) and its sidebar links to the changelog', () => {
  const version = (name: string) => ({
    name,
    route: `/api-versions/${name}`,
    children: [
      { data: { index: 'API reference', 'list-runs': 'GET List runs' } },
      page('index', `/api-versions/${name}`),
      { name: '--tag-1-runs', type: 'separator', title: 'Runs' },
      page('list-runs', `/api-versions/${name}/list-runs`),
    ],
  });
  const map = siteWithOlder('api-versions', 'API versions', [version('v1-2-0'), version('v1-3-0')]);
  const tabs = tabsOf(versionPageMap(map, 'api-versions', '/api-versions/v1-2-0/list-runs'));
  // In the navbar's order and titles: the version's folder where the API tab was, named API.
  assert.deepEqual(
    tabs.map((t) => [t.name, t.title]),
    [
      ['docs-link', 'Docs'],
      ['api-versions', 'API'],
      ['cli', 'CLI'],
    ],
  );
  const lifted = tabs[1].children!;
  assert.deepEqual(
    lifted.slice(1).map((c) => c.route ?? c.href),
    ['/api-versions/v1-2-0', '/api/changelog', undefined, '/api-versions/v1-2-0/list-runs'],
  );
  assert.deepEqual(lifted[0].data?.changelog, { title: 'Changelog', href: '/api/changelog' });
  assert.ok(!JSON.stringify(tabs[1]).includes('v1-3-0'), 'no other version in the sidebar');
});

test('an older sand release takes the CLI tab’s place and title, its sidebar the changelog after its overview', () => {
  const release = (name: string) => ({
    name,
    route: `/cli-versions/${name}`,
    children: [
      { data: { index: 'Overview', sand: { title: 'sand' } } },
      page('index', `/cli-versions/${name}`),
      { name: 'sand', route: `/cli-versions/${name}/sand`, children: [page('index', `/cli-versions/${name}/sand`)] },
    ],
  });
  const map = siteWithOlder('cli-versions', 'CLI versions', [release('v1-7-0'), release('v1-5-0')]);
  const result = versionPageMap(map, 'cli-versions', '/cli-versions/v1-5-0/sand');
  const tabs = tabsOf(result);
  assert.deepEqual(
    tabs.map((t) => [t.name, t.title]),
    [
      ['docs-link', 'Docs'],
      ['api', 'API'],
      ['cli-versions', 'CLI'],
    ],
  );
  const meta = result[0] as unknown as { data: Record<string, { display?: string; title?: string }> };
  assert.equal(meta.data.cli.display, 'hidden');
  assert.deepEqual(meta.data['cli-versions'], { title: 'CLI', type: 'page' });
  assert.deepEqual(
    tabs[2].children!.slice(1).map((c) => c.route ?? c.href),
    ['/cli-versions/v1-5-0', '/cli/changelog', '/cli-versions/v1-5-0/sand'],
  );
  assert.ok(!JSON.stringify(tabs[2]).includes('v1-7-0'), 'no other release in the sidebar');
});

test('as the theme reads it, an older version’s page has Docs · API · CLI with API current, and one "API reference" in its sidebar', () => {
  const page2 = (name: string, route: string, title: string) => ({ name, route, title, frontMatter: { title } });
  const version = (name: string) => ({
    name,
    route: `/api-versions/${name}`,
    title: name,
    children: [
      {
        data: {
          index: 'API reference',
          '--tag-1-runs': { type: 'separator', title: 'Runs' },
          'list-runs': 'GET List runs',
        },
      },
      page2('index', `/api-versions/${name}`, 'API reference'),
      { name: '--tag-1-runs', type: 'separator', title: 'Runs' },
      page2('list-runs', `/api-versions/${name}/list-runs`, 'GET List runs'),
    ],
  });
  const map = [
    {
      data: {
        index: 'Introduction',
        docs: { display: 'children' },
        'docs-link': { title: 'Docs', type: 'page', href: '/' },
        api: { title: 'API', type: 'page' },
        cli: { title: 'CLI', type: 'page' },
        'api-versions': { title: 'API versions', type: 'page', display: 'hidden' },
      },
    },
    page2('index', '/', 'Introduction'),
    { name: 'docs', route: '/docs', title: 'Docs', children: [{ data: {} }, page2('intro', '/docs/intro', 'Intro')] },
    { name: 'docs-link', title: 'Docs', href: '/' },
    {
      name: 'api',
      route: '/api',
      title: 'API',
      children: [
        { data: { index: 'API reference' } },
        page2('index', '/api', 'API reference'),
        page2('list-runs', '/api/list-runs', 'GET List runs'),
      ],
    },
    { name: 'cli', route: '/cli', title: 'CLI', children: [{ data: {} }, page2('index', '/cli', 'CLI reference')] },
    {
      name: 'api-versions',
      route: '/api-versions',
      title: 'API versions',
      children: [{ data: {} }, version('v1-2-0'), version('v1-3-0')],
    },
  ] as unknown as PageMapItem[];
  const route = '/api-versions/v1-2-0/list-runs';
  const read = normalizePages({
    list: versionPageMap(sectionPageMap(map, 'api-versions'), 'api-versions', route),
    route,
  });
  const shown = read.topLevelNavbarItems.filter((item) => item.display !== 'hidden');
  assert.deepEqual(
    shown.map((item) => item.title),
    ['Docs', 'API', 'CLI'],
  );
  // The navbar marks a tab current when the page is below its route.
  assert.ok(route.startsWith(`${(shown[1] as { route: string }).route}/`));
  const titles = read.docsDirectories.map((item) => item.title);
  assert.deepEqual(
    titles.filter((t) => t === 'API reference'),
    ['API reference'],
  );
  assert.ok(titles.includes('Changelog'));
});

test('a folded folder is folded in the phone’s menu as in the sidebar', () => {
  const group = (name: string, commands: string[]) => ({
    name,
    route: `/cli/sand/${name}`,
    title: name,
    frontMatter: {},
    children: [
      { data: Object.fromEntries(commands.map((c) => [c, c])) },
      page('index', `/cli/sand/${name}`),
      ...commands.map((c) => page(c, `/cli/sand/${name}/${c}`)),
    ],
  });
  const map = [
    {
      data: {
        runs: { title: 'runs', theme: { collapsed: true } },
        steps: { title: 'steps', theme: { collapsed: true } },
      },
    },
    group('runs', ['start', 'get']),
    group('steps', ['push']),
  ] as unknown as PageMapItem[];
  const read = normalizePages({ list: browserPageMap(map), route: '/cli/sand/runs/start' });
  // `directories` is what the phone's menu draws, `docsDirectories` the sidebar.
  for (const list of [read.directories, read.docsDirectories])
    assert.deepEqual(
      list.map((item) => [item.name, (item as { theme?: { collapsed?: boolean } }).theme?.collapsed]),
      [
        ['runs', true],
        ['steps', true],
      ],
    );
});

test('the recipes’ folder leaves the API section in one layout; a tag’s or a mounted API’s folder lays it out per page', () => {
  assert.equal(hasApiFolders(pageMap, 'api'), false);
  assert.equal(hasApiFolders(apiWith('recipes'), 'api'), false);
  assert.equal(hasApiFolders(apiWith('runs'), 'api'), true);
  assert.equal(hasApiFolders(apiWith('recipes', 'github'), 'api'), true);
});

test('our own API’s generated folders (content/api) leave its section in one layout', () => {
  const folders = fs
    .readdirSync(new URL('../../content/api', import.meta.url), { withFileTypes: true })
    // Folders with pages, as Nextra's page map holds them (the pages' model files, `_pages/`, are no pages).
    .filter((entry) => entry.isDirectory() && entry.name !== SECTION_PAGES_DIR)
    .map((entry) => entry.name);
  assert.ok(folders.length > 0, 'the section has a folder (the recipes’)');
  assert.equal(hasApiFolders(apiWith(...folders), 'api'), false, `folders: ${folders.join(', ')}`);
});

test('another section’s folder is cut to its first page, through the folders inside it; its navbar tab keeps its route', () => {
  const release = (name: string) => ({
    name,
    route: `/api-versions/${name}`,
    children: [
      { data: {} },
      page('index', `/api-versions/${name}`),
      page('start-run', `/api-versions/${name}/start-run`),
    ],
  });
  const meta = pageMap[0] as { data: Record<string, unknown> };
  const map = [
    { data: { ...meta.data, 'api-versions': { title: 'API versions', type: 'page' } } },
    ...pageMap.slice(1),
    { name: 'api-versions', route: '/api-versions', children: [{ data: {} }, release('v1-3-0'), release('v1-2-0')] },
  ] as unknown as PageMapItem[];
  const onApi = sectionPageMap(map, 'api');
  const versions = onApi.find((item) => 'name' in item && item.name === 'api-versions') as { children: PageMapItem[] };
  assert.deepEqual(JSON.parse(JSON.stringify(versions.children)), [
    { data: {} },
    {
      name: 'v1-3-0',
      route: '/api-versions/v1-3-0',
      children: [{ data: {} }, JSON.parse(JSON.stringify(page('index', '/api-versions/v1-3-0')))],
    },
  ]);
  // Where the theme's navbar tab leads (its first page's route).
  const tabHref = (items: PageMapItem[]) => {
    const tab = normalizePages({ list: items, route: '/api' }).topLevelNavbarItems.find(
      (item) => item.name === 'api-versions',
    ) as { firstChildRoute?: string; route: string } | undefined;
    return tab?.firstChildRoute ?? tab?.route;
  };
  assert.equal(tabHref(onApi), tabHref(map));
  assert.equal(tabHref(onApi), '/api-versions/v1-3-0');
});

test('on a docs page the phone’s menu lists Docs · API · CLI first; navbar, sidebar and previous/next are as before', () => {
  const titled = (name: string, route: string, title: string) => ({ name, route, title, frontMatter: { title } });
  const map = [
    {
      data: {
        index: 'Introduction',
        docs: { display: 'children' },
        'docs-link': { title: 'Docs', type: 'page', href: '/' },
        api: { title: 'API', type: 'page' },
        cli: { title: 'CLI', type: 'page' },
      },
    },
    titled('index', '/', 'Introduction'),
    {
      name: 'docs',
      route: '/docs',
      children: [
        { data: { using: 'Using', changelog: 'Changelog' } },
        {
          name: 'using',
          route: '/docs/using',
          title: 'Using',
          children: [{ data: {} }, titled('concepts', '/docs/using/concepts', 'Concepts')],
        },
        titled('changelog', '/docs/changelog', 'Changelog'),
      ],
    },
    { name: 'docs-link', title: 'Docs', href: '/' },
    { name: 'api', route: '/api', title: 'API', children: [{ data: {} }, titled('index', '/api', 'API reference')] },
    { name: 'cli', route: '/cli', title: 'CLI', children: [{ data: {} }, titled('index', '/cli', 'CLI reference')] },
  ] as unknown as PageMapItem[];
  const read = (route: string) => normalizePages({ list: browserPageMap(sectionPageMap(map, 'docs')), route });
  const first = read('/');
  // `directories` is what the phone's menu draws, `docsDirectories` the sidebar.
  assert.deepEqual(
    first.directories.map((item) => item.title),
    ['Docs', 'API', 'CLI', 'Introduction', 'Using', 'Changelog'],
  );
  assert.deepEqual(
    first.docsDirectories.map((item) => item.title),
    ['Introduction', 'Using', 'Changelog'],
  );
  assert.deepEqual(
    first.topLevelNavbarItems.map((item) => item.title),
    ['Docs', 'API', 'CLI'],
  );
  // Previous/next stay inside the docs: no "previous" before the first page, no "next" after the last.
  for (const [route, neighbour] of [
    ['/', -1],
    ['/docs/changelog', 1],
  ] as const) {
    const { flatDocsDirectories, activeIndex } = read(route);
    const next = flatDocsDirectories[activeIndex + neighbour];
    assert.ok(!next?.isUnderCurrentDocsTree, `${route}: ${next?.title}`);
  }
  const concepts = read('/docs/using/concepts');
  assert.equal(concepts.flatDocsDirectories[concepts.activeIndex - 1].title, 'Introduction');
  assert.equal(concepts.flatDocsDirectories[concepts.activeIndex + 1].title, 'Changelog');
});
