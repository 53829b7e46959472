import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mdxToMarkdown } from './mdx-twin.ts';
import { nodesOf, parse } from './test-helpers.ts';

const PAGE = `---
title: Fixture page
description: A page with every kind of component.
---
import { Callout, Tabs } from 'nextra/components'
export const data = { secret: 1 }

# Fixture page

Text with a [link](/docs/other#part) and \`code\`. {/* a comment */}

## Section [#custom-id]

<Callout type="warning">
  Careful with **this**.
</Callout>

<Tabs items={['Python', 'Shell']}>
  <Tabs.Tab>
    \`\`\`python
    print("hi")
    \`\`\`
  </Tabs.Tab>
  <Tabs.Tab>
    \`\`\`bash
    echo hi
    \`\`\`
  </Tabs.Tab>
</Tabs>

<Markdown source={"Spec text with <script>alert(1)</script>.\\n\\n## Deep"} headingShift={1} />

<DocCards cards={[{"title":"Concepts","description":"What is what.","href":"/docs/using/concepts"}]} />

<CliExitCodes codes={[{"code":0,"name":"ok","description":"It | worked."}]} />

<VersionPicker />
`;

test('a docs page becomes plain Markdown: no imports, exports, JSX or expressions left', () => {
  const markdown = mdxToMarkdown({ title: 'Fixture page', source: PAGE });
  assert.doesNotMatch(markdown, /^import |^export |<Callout|<Tabs|<Markdown|<DocCards|<VersionPicker|\{\/\*/m);
  assert.doesNotMatch(markdown, /title: Fixture page/);
  const tree = parse(markdown);
  assert.deepEqual(nodesOf(tree, 'html'), []);
  assert.equal(nodesOf(tree, 'heading')[0].depth, 1);
});

test('components become text: callout as a quote, tabs as labelled sections with their code, cards as links, data as a table', () => {
  const markdown = mdxToMarkdown({ title: 'Fixture page', source: PAGE });
  const tree = parse(markdown);
  assert.match(markdown, /^> \*\*Warning:\*\*/m);
  assert.match(markdown, /^\*\*Python\*\*\n\n```python\nprint\("hi"\)\n```/m);
  assert.match(markdown, /^\*\*Shell\*\*\n\n```bash\necho hi\n```/m);
  assert.ok(nodesOf(tree, 'link').some((l) => l.url === 'https://docs.sandgarden.com/docs/using/concepts'));
  assert.ok(nodesOf(tree, 'link').some((l) => l.url === 'https://docs.sandgarden.com/docs/other#part'));
  const [exitCodes] = nodesOf(tree, 'table');
  assert.equal(exitCodes.children[1].children.length, 3);
  assert.match(markdown, /It \\\| worked\./);
});

test('a custom heading id is dropped from the text; spec Markdown in a component keeps its text and shifted headings', () => {
  const markdown = mdxToMarkdown({ title: 'Fixture page', source: PAGE });
  assert.match(markdown, /^## Section$/m);
  assert.match(markdown, /Spec text with \\<script>alert\(1\)\\<\/script>\./);
  assert.match(markdown, /^### Deep$/m);
});

test('a page without an h1 gets its title as one', () => {
  assert.match(
    mdxToMarkdown({ title: 'Only frontmatter', source: '---\ntitle: Only frontmatter\n---\n\nBody.\n' }),
    /^# Only frontmatter\n\nBody\.\n$/,
  );
});

const TAG_PAGE = `---
title: Pages tagged "concepts"
description: The 2 pages of the docs tagged "concepts", each with what it covers.
---

# 2 pages tagged \\"concepts\\"

<DocCards routes={["/docs/using/concepts","/category/using-sandgarden"]} />
`;
const frontMatter: Record<string, Record<string, unknown>> = {
  '/docs/using/concepts': { title: 'Concepts', description: 'What is what.' },
  '/category/using-sandgarden': { title: 'Using Sandgarden', description: 'How to use it.' },
};

test('a generated card list names routes: its twin lists each page by title with its description', () => {
  const markdown = mdxToMarkdown({
    title: 'Tagged',
    source: TAG_PAGE,
    file: 'content/tags/concepts.mdx',
    frontMatterAt: (route) => frontMatter[route],
  });
  assert.equal(
    markdown,
    '# 2 pages tagged "concepts"\n\n' +
      '- [Concepts](https://docs.sandgarden.com/docs/using/concepts): What is what.\n' +
      '- [Using Sandgarden](https://docs.sandgarden.com/category/using-sandgarden): How to use it.\n',
  );
});

test('a card route that names no page fails the twin, naming the file and the fix', () => {
  assert.throws(
    () =>
      mdxToMarkdown({
        title: 'Tagged',
        source: TAG_PAGE,
        file: 'content/tags/concepts.mdx',
        frontMatterAt: (route) => (route === '/docs/using/concepts' ? frontMatter[route] : undefined),
      }),
    /^Error: content\/tags\/concepts\.mdx: the card route \/category\/using-sandgarden names no page\n {2}fix: run `npm run gen`/,
  );
});
