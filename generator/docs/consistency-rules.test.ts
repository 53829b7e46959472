import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { checkDocPage, formatProblem, sectionLinks, type ConsistencyContext } from './consistency.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A tiny stand-in for the CLI and the generated pages, so each rule is tested on its own. */
const ctx: ConsistencyContext = {
  checkCommandLine(text) {
    return [...text.matchAll(/--[a-z-]+/g)]
      .filter(([flag]) => flag !== '--workflow')
      .map(([flag]) => `unknown flag ${flag}`);
  },
  routeExists: (route) => ['/api/start-run', '/cli/sand/runs/start'].includes(route),
};

const problems = (name: string) => checkDocPage(`content/docs/${name}`, fixture(name), ctx).map(formatProblem);

test('a code block without a language is reported at its opening fence', () => {
  assert.deepEqual(problems('block-without-language.mdx'), [
    'content/docs/block-without-language.mdx:14: code block has no language; write it after the fence, e.g. ```bash, ```json or ```text',
  ]);
});

test('a command line with an unknown flag is reported at the line where the command starts', () => {
  assert.deepEqual(problems('unknown-flag.mdx'), [
    'content/docs/unknown-flag.mdx:9: `sand runs start --workflow trivia:latest --bogus-flag 1` does not match cli-spec/sand.json: unknown flag --bogus-flag',
  ]);
});

test('a link to a missing generated page is reported; links in code are text', () => {
  assert.deepEqual(problems('broken-api-link.mdx'), [
    'content/docs/broken-api-link.mdx:7: link to /api/launch-rocket resolves to no generated page; run `npm run gen` or fix the link',
  ]);
});

test('a page without a description is reported at line 1', () => {
  assert.deepEqual(problems('missing-description.mdx'), [
    'content/docs/missing-description.mdx:1: frontmatter has no description; add `description:` with one sentence about the page',
  ]);
});

test('a fence shown inside a longer fence is not a block of its own, so it needs no language', () => {
  assert.deepEqual(problems('fence-inside-fence.mdx'), []);
});

test('section links: Markdown, JSX href and reference definitions; hashes dropped, other routes ignored', () => {
  const links = sectionLinks(
    '[a](/api/get-run#responses) [b](/docs/x)\n<Card href="/cli/sand/runs" />\n\n[ref]: /cli/sand',
  );
  assert.deepEqual(links, [
    { route: '/api/get-run', line: 1 },
    { route: '/cli/sand/runs', line: 2 },
    { route: '/cli/sand', line: 4 },
  ]);
});
