import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SpecError } from '../lib/errors.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { kebabCase } from '../../shared/slug.ts';
import { assertEveryTagUsed, buildDocsModel, type DocsInput, type SourceFolder, type SourcePage } from './model.ts';
import { SPEC_TAGS } from '../../shared/docs-tags.ts';

function page(file: string, fm: Record<string, unknown>): SourcePage {
  const yaml = Object.entries(fm)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n');
  const dir = file.slice(0, file.lastIndexOf('/'));
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.mdx$/, '');
  return {
    file,
    dir,
    name,
    route: '/' + file.replace(/^content\//, '').replace(/\.mdx$/, ''),
    frontmatter: parseFrontmatter(file, `---\n${yaml}\n---\n`),
  };
}

function folder(
  dir: string,
  meta: Record<string, unknown> | undefined,
  category?: Record<string, unknown>,
): SourceFolder {
  const name = dir.slice(dir.lastIndexOf('/') + 1);
  return {
    dir,
    name,
    route: '/' + dir.replace(/^content\//, ''),
    isRoot: dir === 'content/docs',
    metaFile: `${dir}/_meta.ts`,
    meta,
    categoryFile: `${dir}/_category.json`,
    category,
  };
}

const ok = (title: string, tags: string[] = ['concepts'], extra: Record<string, unknown> = {}) => ({
  title,
  description: `${title} explained.`,
  tags,
  ...extra,
});

/** A small tree: docs root → using (category) → guide (category). */
function tree(): DocsInput {
  return {
    pages: [
      page('content/docs/changelog.mdx', ok('Changelog', ['changelog'])),
      page('content/docs/hidden.mdx', ok('Hidden', ['wip'], { unlisted: true, searchable: false })),
      page('content/docs/using/concepts.mdx', ok('Concepts', ['concepts', 'glossary'])),
      page('content/docs/using/prompts.mdx', ok('Prompts', ['prompts', 'concepts'])),
      page('content/docs/using/guide/part-1.mdx', ok('Part 1', ['setup'])),
    ],
    folders: [
      folder('content/docs', { using: 'Using Sandgarden', changelog: 'Changelog', hidden: { display: 'hidden' } }),
      folder(
        'content/docs/using',
        {
          overview: { title: 'Overview', href: '/category/using-sandgarden' },
          prompts: 'Prompts',
          concepts: 'Concepts',
          guide: 'Getting Started',
        },
        { description: 'Everyday use.' },
      ),
      folder('content/docs/using/guide', { 'part-1': 'Part 1' }, { description: 'First steps.' }),
    ],
  };
}

function throwsSpec(fn: () => unknown, pattern: RegExp): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof SpecError, `expected SpecError, got ${String(e)}`);
    assert.match(e.message, pattern);
    assert.match(e.message, /fix: /);
    return true;
  });
}

test('category slugs come from the sidebar title in kebab case', () => {
  assert.equal(kebabCase('Using Sandgarden'), 'using-sandgarden');
  assert.equal(kebabCase('Sandgarden Reference'), 'sandgarden-reference');
  assert.equal(kebabCase('Getting Started'), 'getting-started');
});

test('a category lists its children in _meta order, folders as category cards, links skipped', () => {
  const model = buildDocsModel(tree());
  const using = model.categories.find((c) => c.slug === 'using-sandgarden')!;
  assert.deepEqual(
    using.children.map((c) => c.href),
    ['/docs/using/prompts', '/docs/using/concepts', '/category/getting-started'],
  );
  assert.equal(using.children[2].description, 'First steps.');
  assert.equal(using.children[0].description, 'Prompts explained.');
  assert.deepEqual(
    model.categories.map((c) => c.slug),
    ['getting-started', 'using-sandgarden'],
  );
});

test('a tag lists listed pages by title and leaves unlisted pages out', () => {
  const model = buildDocsModel(tree());
  const concepts = model.tags.find((t) => t.tag === 'concepts')!;
  assert.deepEqual(
    concepts.pages.map((p) => p.title),
    ['Concepts', 'Prompts'],
  );
  assert.equal(model.tags.find((t) => t.tag === 'wip')!.pages.length, 0);
  assert.equal(model.tags.length, 48);
});

test('an unknown tag is an error naming the file and the known tags', () => {
  const input = tree();
  input.pages[2] = page('content/docs/using/concepts.mdx', ok('Concepts', ['concepts', 'kubernetes']));
  throwsSpec(
    () => buildDocsModel(input),
    /content\/docs\/using\/concepts\.mdx at line \d+: unknown tag "kubernetes"\n {2}fix: use one of: anthropic/,
  );
});

test('the s3 spelling is refused with the canonical s-3 as fix', () => {
  const input = tree();
  input.pages[2] = page('content/docs/using/concepts.mdx', ok('Concepts', ['s3']));
  throwsSpec(() => buildDocsModel(input), /unknown tag "s3"\n {2}fix: write "s-3" instead of "s3"/);
});

test('a page without description is an error', () => {
  const input = tree();
  input.pages[3] = page('content/docs/using/prompts.mdx', { title: 'Prompts', tags: ['prompts'] });
  throwsSpec(
    () => buildDocsModel(input),
    /content\/docs\/using\/prompts\.mdx at line 2: the frontmatter has no description/,
  );
});

test('a docs page without tags is an error', () => {
  const input = tree();
  input.pages[3] = page('content/docs/using/prompts.mdx', { title: 'Prompts', description: 'Prompts.' });
  throwsSpec(() => buildDocsModel(input), /prompts\.mdx at line 2: the frontmatter has no tags list/);
});

test('the home page outside the docs tree may go without tags', () => {
  const input = tree();
  input.pages.push({
    ...page('content/index.mdx', { title: 'Home', description: 'Start here.' }),
    dir: 'content',
    name: 'index',
    route: '/',
  });
  const model = buildDocsModel(input);
  assert.ok(model.pages.some((p) => p.route === '/'));
});

test('a _meta key naming no page is an error naming the meta file and the key', () => {
  const input = tree();
  input.folders[1] = folder(
    'content/docs/using',
    { prompts: 'Prompts', concepts: 'Concepts', guide: 'Getting Started', 'step-detail': 'Steps' },
    { description: 'Everyday use.' },
  );
  throwsSpec(
    () => buildDocsModel(input),
    /content\/docs\/using\/_meta\.ts at key "step-detail": names no page or folder in content\/docs\/using\n {2}fix: create content\/docs\/using\/step-detail\.mdx or remove "step-detail"/,
  );
});

test('a page no sidebar lists is an error (missing sidebar)', () => {
  const input = tree();
  input.folders[1] = folder(
    'content/docs/using',
    { concepts: 'Concepts', guide: 'Getting Started' },
    { description: 'Everyday use.' },
  );
  throwsSpec(
    () => buildDocsModel(input),
    /content\/docs\/using\/prompts\.mdx: no sidebar lists this page\n {2}fix: add "prompts" to content\/docs\/using\/_meta\.ts/,
  );
});

test('an unlisted page must be hidden in the sidebar', () => {
  const input = tree();
  input.folders[0] = folder('content/docs', { using: 'Using Sandgarden', changelog: 'Changelog', hidden: 'Hidden' });
  throwsSpec(() => buildDocsModel(input), /_meta\.ts at key "hidden": an unlisted page is shown in the sidebar/);
});

test('a page hidden from the sidebar must be unlisted', () => {
  const input = tree();
  input.folders[0] = folder('content/docs', {
    using: 'Using Sandgarden',
    changelog: { display: 'hidden' },
    hidden: { display: 'hidden' },
  });
  throwsSpec(
    () => buildDocsModel(input),
    /changelog\.mdx at line \d+: the sidebar hides this page but it is not unlisted/,
  );
});

test('an unlisted page must also be left out of search', () => {
  const input = tree();
  input.pages[1] = page('content/docs/hidden.mdx', ok('Hidden', ['wip'], { unlisted: true }));
  throwsSpec(
    () => buildDocsModel(input),
    /hidden\.mdx at line \d+: an unlisted page would still be in the search index\n {2}fix: add "searchable: false"/,
  );
});

test('a folder without _category.json is an error naming the file to create', () => {
  const input = tree();
  input.folders[2] = folder('content/docs/using/guide', { 'part-1': 'Part 1' });
  throwsSpec(
    () => buildDocsModel(input),
    /content\/docs\/using\/guide\/_category\.json: the folder content\/docs\/using\/guide has no category description/,
  );
});

test('two folders with the same category slug are refused', () => {
  const input = tree();
  input.folders[2] = folder(
    'content/docs/using/guide',
    { 'part-1': 'Part 1' },
    { description: 'x', slug: 'using-sandgarden' },
  );
  throwsSpec(() => buildDocsModel(input), /slug "using-sandgarden" is also used by/);
});

test('every SPEC tag must be on a listed page', () => {
  const model = buildDocsModel(tree());
  throwsSpec(() => assertEveryTagUsed(model), /no listed page carries the tags "anthropic", "api-keys"/);
  const full = tree();
  full.pages.push(page('content/docs/using/prompts.mdx', ok('Prompts', [...SPEC_TAGS])));
  full.pages.splice(3, 1);
  assert.doesNotThrow(() => assertEveryTagUsed(buildDocsModel(full)));
});
