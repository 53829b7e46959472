import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isValidElement } from 'react';
import type { PageMapItem } from 'nextra';
import { normalizePages } from 'nextra/normalize-pages';
import { frontMatterOf, olderSectionFolder, referenceFolder, sitePageMap } from './generated-page-map.ts';
import { hasApiFolders, sectionPageMap, versionPageMap } from './page-map.ts';

/** Writes `files` (path under the folder → text) into a new temporary content folder. */
function contentWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'older-page-map-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const stub = (frontMatter: string, route: string) =>
  `---\n${frontMatter}\n---\n\n<GeneratedPage route={"${route}"} />\n`;

/** An older sand release as gen writes it: sidebars, stubs, a folder's own page, and models that are not pages. */
const CLI_RELEASES = {
  'cli-versions/_meta.json': JSON.stringify({ 'v1-1-0': 'Version 1.1.0', 'v1-0-0': 'Version 1.0.0' }),
  'cli-versions/v1-1-0/_meta.json': JSON.stringify({ index: 'CLI reference', sand: { title: 'sand' } }),
  'cli-versions/v1-1-0/index.mdx': stub('title: sand CLI\ndescription: "Build: test"', '/cli-versions/v1-1-0'),
  'cli-versions/v1-1-0/_model.json': '{"pageFiles":{}}',
  'cli-versions/v1-1-0/_pages/index.json': '{"blocks":[]}',
  'cli-versions/v1-1-0/sand/_meta.json': JSON.stringify({ runs: 'runs', version: 'version' }),
  'cli-versions/v1-1-0/sand/_meta.ts': `import meta from './_meta.json';\nimport { withParentCommands } from '@/components/cli/sidebar-title';\n\nexport default withParentCommands(meta, "sand");\n`,
  'cli-versions/v1-1-0/sand/index.mdx': stub('title: sand\nasIndexPage: true', '/cli-versions/v1-1-0/sand'),
  'cli-versions/v1-1-0/sand/version.mdx': stub(
    'title: sand version\ntheme:\n  toc: false',
    '/cli-versions/v1-1-0/sand/version',
  ),
  'cli-versions/v1-1-0/sand/runs.mdx': stub('title: sand runs', '/cli-versions/v1-1-0/sand/runs'),
  'cli-versions/v1-0-0/_meta.json': JSON.stringify({ index: 'CLI reference' }),
  'cli-versions/v1-0-0/index.mdx': stub('title: sand CLI', '/cli-versions/v1-0-0'),
};

/** The current references as gen writes them: a flat API with a page of its own theme, and the CLI. */
const REFERENCES = {
  'api/_meta.json': JSON.stringify({ index: 'API reference', 'get-run': 'GET Get a run' }),
  'api/_meta.ts': `import meta from './_meta.json';\nexport default meta;\n`,
  'api/index.mdx': stub('title: API reference', '/api'),
  'api/get-run.mdx': stub('title: Get a run\ntheme:\n  toc: false\n  layout: full', '/api/get-run'),
  'api/_model.json': '{"pageFiles":{}}',
  'cli/_meta.json': JSON.stringify({ index: 'CLI reference' }),
  'cli/index.mdx': stub('title: sand CLI', '/cli'),
};

/** Nextra's page map as the install patch leaves it: the docs and the app's own pages (an API route's page in an `api` folder). */
const NEXTRA = [
  {
    data: {
      index: { title: 'Introduction' },
      'docs-link': { title: 'Docs', type: 'page', href: '/' },
    },
  },
  { name: 'index', route: '/', title: 'Introduction', frontMatter: { title: 'Introduction' } },
  { name: 'docs-link', title: 'Docs', type: 'page', href: '/' },
  {
    name: 'api',
    route: '/api',
    title: 'Api',
    children: [{ name: 'oauth-callback', route: '/api/oauth-callback', title: 'Signed in', frontMatter: {} }],
  },
] as PageMapItem[];

test("an older release's page map is its release's folder as Nextra's loader gives one: meta order, a folder's own page, front matter, the CLI's parent commands", () => {
  const dir = contentWith({ ...REFERENCES, ...CLI_RELEASES });
  try {
    const route = '/cli-versions/v1-1-0/sand/version';
    const site = sitePageMap(NEXTRA, { section: 'cli-versions', route }, dir);
    const pageMap = versionPageMap(sectionPageMap(site, 'cli-versions'), 'cli-versions', route);
    const { docsDirectories, activeThemeContext, activePath } = normalizePages({ list: pageMap, route });
    // The sidebar: the release's overview, the changelog's link, the command tree.
    assert.deepEqual(
      docsDirectories.map((item) => [item.name, item.route]),
      [
        ['index', '/cli-versions/v1-1-0'],
        ['changelog', undefined],
        ['sand', '/cli-versions/v1-1-0/sand'],
      ],
    );
    const sand = docsDirectories[2];
    // sand's own page is the folder (asIndexPage); its subcommands follow the meta's order.
    assert.equal((sand as { frontMatter?: { asIndexPage?: boolean } }).frontMatter?.asIndexPage, true);
    assert.deepEqual(
      (sand as { children: Array<{ route: string }> }).children.map((item) => item.route),
      ['/cli-versions/v1-1-0/sand/runs', '/cli-versions/v1-1-0/sand/version'],
    );
    // The generated `_meta.ts` gives each title its parent command, as the sidebar shows it.
    const runs = (sand as { children: Array<{ title: unknown }> }).children[0];
    assert.ok(isValidElement(runs.title), 'a command title is the element withParentCommands makes');
    // The page's front matter reaches the theme: its `theme` settings apply on the page.
    assert.equal(activeThemeContext.toc, false);
    assert.equal(activePath.at(-1)?.route, route);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('only the release a route names is read; an unknown release or a path of its own gives no pages', () => {
  const dir = contentWith(CLI_RELEASES);
  try {
    const releases = (route: string) =>
      (
        olderSectionFolder('cli-versions', route, dir) as { children: Array<{ name?: string; children?: unknown[] }> }
      ).children
        .filter((item) => item.name)
        .map((item) => [item.name, item.children?.length ?? 0]);
    assert.deepEqual(releases('/cli-versions/v1-0-0'), [
      ['v1-1-0', 0],
      ['v1-0-0', 2],
    ]);
    assert.deepEqual(releases('/cli-versions/v9-9-9/x'), [
      ['v1-1-0', 0],
      ['v1-0-0', 0],
    ]);
    assert.deepEqual(releases('/cli-versions/../cli-versions/v1-1-0'), [
      ['v1-1-0', 0],
      ['v1-0-0', 0],
    ]);
    assert.equal(olderSectionFolder('api-versions', '/api-versions/v1-0-0', dir), undefined);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the current references join Nextra's page map as its own folders did: tabs after the docs' own, a page's theme from its front matter, the API's folders found", () => {
  const dir = contentWith({
    ...REFERENCES,
    'api/github/_meta.json': '{"meta":"Meta"}',
    'api/github/meta.mdx': stub('title: Meta', '/api/github/meta'),
  });
  try {
    const site = sitePageMap(NEXTRA, undefined, dir);
    const route = '/api/get-run';
    const { topLevelNavbarItems, docsDirectories, activeThemeContext, activePath } = normalizePages({
      list: sectionPageMap(site, 'api'),
      route,
    });
    assert.deepEqual(
      topLevelNavbarItems.map((item) => [item.name, item.title]),
      [
        ['docs-link', 'Docs'],
        ['api', 'API'],
        ['cli', 'CLI'],
      ],
    );
    // One API folder: the app's page under it joins the generated ones, after those the meta orders.
    assert.equal(site.filter((item) => 'name' in item && item.name === 'api').length, 1);
    assert.deepEqual(
      docsDirectories.map((item) => item.route),
      ['/api', '/api/get-run', '/api/github', '/api/oauth-callback'],
    );
    assert.equal(activeThemeContext.layout, 'full');
    assert.equal(activeThemeContext.toc, false);
    assert.equal(activePath.at(-1)?.route, route);
    // A mounted API's folder lays the API out per page (section.tsx), as Nextra's page map did.
    const api = referenceFolder(NEXTRA, 'api', dir);
    assert.ok(api && hasApiFolders([api], 'api'));
    fs.rmSync(path.join(dir, 'api/github'), { recursive: true });
    assert.equal(hasApiFolders([referenceFolder(NEXTRA, 'api', dir)!], 'api'), false);
    assert.equal((referenceFolder(NEXTRA, 'cli', dir) as { title?: string } | undefined)?.title, 'CLI');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the references are read again once gen has written into one of their folders, and not before', () => {
  const dir = contentWith(REFERENCES);
  try {
    const titleOf = (map: PageMapItem[]) => {
      const api = map.find((item) => 'name' in item && item.name === 'api') as {
        children: Array<{ name?: string; frontMatter?: { title?: string } }>;
      };
      return api.children.find((item) => item.name === 'get-run')?.frontMatter?.title;
    };
    const first = sitePageMap(NEXTRA, undefined, dir);
    assert.equal(sitePageMap(NEXTRA, undefined, dir)[3], first[3], 'nothing changed: the same folders');
    // As gen writes: into a file beside, then renamed over the page.
    fs.writeFileSync(path.join(dir, 'api/.get-run.tmp'), stub('title: Fetch a run', '/api/get-run'));
    fs.renameSync(path.join(dir, 'api/.get-run.tmp'), path.join(dir, 'api/get-run.mdx'));
    const after = sitePageMap(NEXTRA, undefined, dir);
    assert.equal(titleOf(after), 'Fetch a run');
    const cli = (map: PageMapItem[]) =>
      (map.find((item) => 'name' in item && item.name === 'cli') as { children: PageMapItem[] }).children;
    assert.equal(cli(after), cli(first), 'a folder gen did not write into is neither read nor normalized again');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('front matter is the YAML between the first two --- lines, none without it', () => {
  assert.deepEqual(frontMatterOf('---\ntitle: "a: b"\ntheme:\n  layout: full\n---\n\n<X />\n'), {
    title: 'a: b',
    theme: { layout: 'full' },
  });
  assert.deepEqual(frontMatterOf('# No front matter\n'), {});
  assert.deepEqual(frontMatterOf('---\n\n---\n'), {});
});
