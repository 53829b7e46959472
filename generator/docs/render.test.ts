import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '@mdx-js/mdx';
import YAML from 'yaml';
import type { DocsModel } from './model.ts';
import { renderCategoryPage, renderTagPages } from './render.ts';
import { SPEC_TAGS } from '../../shared/docs-tags.ts';

const hostile = 'Uses {braces}, <script>alert(1)</script>, `ticks` and </DocCards> as text.';

const model: DocsModel = {
  pages: [],
  categories: [
    {
      slug: 'using-sandgarden',
      route: '/category/using-sandgarden',
      title: 'Using Sandgarden',
      description: hostile,
      children: [{ title: 'Concepts <b>', description: hostile, href: '/docs/using/concepts' }],
    },
  ],
  tags: SPEC_TAGS.map((tag) => ({
    tag,
    route: `/tags/${tag}`,
    pages:
      tag === 's-3'
        ? [
            { title: 'S3', description: 'The S3 connector.', href: '/docs/reference/connectors/s3' },
            { title: 'Schemas', description: hostile, href: '/docs/reference/schemas' },
          ]
        : [],
  })),
};

function body(content: string): string {
  return content.replace(/^---\n[\s\S]*?\n---\n/, '');
}

test('a category page carries title and description in frontmatter and a card per child', async () => {
  const file = renderCategoryPage(model.categories[0]);
  assert.equal(file.path, 'using-sandgarden.mdx');
  const fm = YAML.parse(file.content.split('---\n')[1]);
  assert.deepEqual(fm, { title: 'Using Sandgarden', description: hostile });
  assert.match(file.content, /^<DocCards routes=\{\["\/docs\/using\/concepts"\]\} \/>$/m);
  await compile(body(file.content));
});

test('cards are named by route only: their titles and descriptions stay in the pages they link to', () => {
  const file = renderCategoryPage(model.categories[0]);
  assert.doesNotMatch(file.content, /Concepts/);
  const tag = renderTagPages(model).find((f) => f.path === 's-3.mdx')!;
  assert.doesNotMatch(tag.content, /The S3 connector/);
  assert.match(
    tag.content,
    /<DocCards routes=\{\["\/docs\/reference\/connectors\/s3","\/docs\/reference\/schemas"\]\} \/>/,
  );
});

test('hostile descriptions stay text: the MDX compiles and has no live tag', async () => {
  const file = renderCategoryPage(model.categories[0]);
  assert.doesNotMatch(body(file.content), /<script>/);
  await compile(body(file.content));
});

test('the tag pages: an index, one page per SPEC tag and the s3 redirect', () => {
  const files = renderTagPages(model);
  assert.equal(files.length, 1 + 48 + 1);
  assert.ok(files.some((f) => f.path === 's-3.mdx'));
  const redirect = files.find((f) => f.path === 's3.mdx')!;
  assert.match(redirect.content, /<TagRedirect alias=\{"s3"\} to=\{"\/tags\/s-3"\} label=\{"S3"\} \/>/);
  assert.match(redirect.content, /searchable: false/);
});

test('a tag page counts its pages and links back to all tags', async () => {
  const file = renderTagPages(model).find((f) => f.path === 's-3.mdx')!;
  assert.match(file.content, /^# 2 pages tagged \\"S3\\"$/m);
  assert.match(file.content, /\[All tags\]\(\/tags\)/);
  await compile(body(file.content));
});

test('a tag page is titled with the tag as readers write it, its route with the tag name', () => {
  const files = renderTagPages(model);
  const s3 = files.find((f) => f.path === 's-3.mdx')!;
  const fm = YAML.parse(s3.content.split('---\n')[1]);
  assert.equal(fm.title, 'Pages tagged "S3"');
  assert.match(fm.description, /tagged "S3"/);
  const keys = files.find((f) => f.path === 'api-keys.mdx')!;
  assert.match(keys.content, /^# 0 pages tagged \\"API keys\\"$/m);
  const plain = files.find((f) => f.path === 'workflows.mdx')!;
  assert.match(plain.content, /^# 0 pages tagged \\"workflows\\"$/m);
});

test('the tag index lists every tag alphabetically by its label, with its count', () => {
  const index = renderTagPages(model).find((f) => f.path === 'index.mdx')!;
  const json = /<TagIndex tags=\{(.*)\} \/>/.exec(index.content)![1];
  const tags = JSON.parse(json) as Array<{ tag: string; label: string; count: number; href: string }>;
  assert.equal(tags.length, 48);
  assert.deepEqual(tags.map((t) => t.tag).sort(), [...SPEC_TAGS].sort());
  const labels = tags.map((t) => t.label.toLowerCase());
  assert.deepEqual(labels, [...labels].sort());
  assert.deepEqual(
    tags.find((t) => t.tag === 's-3'),
    { tag: 's-3', label: 'S3', href: '/tags/s-3', count: 2 },
  );
  assert.equal(tags.find((t) => t.tag === 'azureopenai')?.label, 'Azure OpenAI');
});

test('rendering is deterministic', () => {
  assert.deepEqual(renderTagPages(model), renderTagPages(model));
});
