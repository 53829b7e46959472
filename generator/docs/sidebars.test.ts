import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { GENERATED_CONTENT } from '../lib/generated-content.ts';
import { checkSidebars } from './sidebars.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const relative = (dir: string) => path.relative(process.cwd(), path.join(ROOT, dir));

test('a page a sidebar hides must be unlisted and kept out of search, or search, the sitemap and llms.txt list it', async () => {
  const content = relative('generator/docs/fixtures/hidden-page/content');
  const problems = await checkSidebars(content, []);
  assert.deepEqual(
    problems.map((p) => `${path.basename(p.file)} ${p.place}: ${p.reason}; ${p.fix}`),
    [
      `forgotten.mdx frontmatter: ${content}/_meta.ts hides this page from the sidebar, but search, the sitemap and llms.txt would still list it; add "unlisted: true" and "searchable: false" to its frontmatter (the page stays reachable by link)`,
    ],
  );
});

test("the site's content: every hidden page (the templates /index2 and /markdown-page among them) is unlisted and unsearchable", async () => {
  const problems = await checkSidebars(relative('content'), GENERATED_CONTENT);
  assert.deepEqual(problems, []);
});
