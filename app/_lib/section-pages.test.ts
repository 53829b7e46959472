import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sectionPageLoader, type SectionPageFiles } from './section-pages';

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
