import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { convertToPageMap } from 'nextra/page-map';
import { sectionPageLoader, sectionParamsFromFiles, type SectionPageFiles } from './section-pages';

const loader = (name: string) => async () => ({ name }) as never;
const files: SectionPageFiles = {
  '../../../content/api/index.mdx': loader('api overview'),
  '../../../content/api/get-run.mdx': loader('get run'),
  '../../../content/api/github/index.mdx': loader('github mount'),
  '../../../content/index.mdx': loader('home'),
};
const nameOf = async (path: string[]) =>
  ((await sectionPageLoader(files, path)?.()) as unknown as { name: string } | undefined)?.name;

test('a route finds its own MDX file, a folder route its index page, the empty route the home page', async () => {
  assert.equal(await nameOf(['api', 'get-run']), 'get run');
  assert.equal(await nameOf(['api']), 'api overview');
  assert.equal(await nameOf(['api', 'github']), 'github mount');
  assert.equal(await nameOf([]), 'home');
});

test('a route whose file the section does not hold has no loader (the page is not found)', () => {
  assert.equal(sectionPageLoader(files, ['api', 'start-run']), undefined);
  assert.equal(sectionPageLoader(files, ['cli', 'sand']), undefined);
});

test('static params: one per page of the files, the section base removed, a folder index as its folder', () => {
  assert.deepEqual(sectionParamsFromFiles(files, ['api']), [
    { mdxPath: [] },
    { mdxPath: ['get-run'] },
    { mdxPath: ['github'] },
  ]);
  assert.deepEqual(
    sectionParamsFromFiles(files, []).map((p) => p.mdxPath.join('/')),
    ['', 'api', 'api/get-run', 'api/github'],
  );
});

test("static params of every route equal Nextra's own listing of the site's content (generateStaticParamsFor)", () => {
  const filePaths = (fs.readdirSync('content', { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `content/${file}`)
    .sort((a, b) => a.localeCompare(b));
  assert.ok(filePaths.length > 100, 'the generated content is there (npm run gen)');
  const { mdxPages } = convertToPageMap({ filePaths, basePath: '' }) as { mdxPages: Record<string, string> };
  const nextraRoutes = Object.keys(mdxPages);
  const globbed = (keep: (file: string) => boolean): SectionPageFiles =>
    Object.fromEntries(filePaths.filter(keep).map((file) => [`../../../${file}`, loader(file)]));
  const sections = ['api', 'api-versions', 'cli', 'cli-versions'];
  for (const section of sections) {
    const ours = sectionParamsFromFiles(
      globbed((file) => file.startsWith(`content/${section}/`)),
      [section],
    );
    const theirs = nextraRoutes
      .map((route) => route.split('/'))
      .filter((segments) => segments[0] === section)
      .map((segments) => segments.slice(1).join('/'));
    assert.deepEqual(ours.map((p) => p.mdxPath.join('/')).sort(), theirs.sort(), section);
  }
  const docs = sectionParamsFromFiles(
    globbed((file) => !sections.some((section) => file.startsWith(`content/${section}/`))),
    [],
  );
  const docsTheirs = nextraRoutes.filter((route) => !sections.includes(route.split('/')[0]));
  assert.deepEqual(docs.map((p) => p.mdxPath.join('/')).sort(), docsTheirs.sort());
  assert.ok(
    docs.some((p) => p.mdxPath.length === 1 && p.mdxPath[0] === ''),
    'the home page',
  );
});
