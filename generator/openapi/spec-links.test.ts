import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveSpecLink, rewriteMarkdownLinks, rewriteSpecLinks, type SpecLinkPolicy } from './spec-links.ts';

const github: SpecLinkPolicy = { routeBase: '/api/github', base: 'https://docs.github.com/rest/' };
const noBase: SpecLinkPolicy = { routeBase: '/api/github' };
const rewrite = (markdown: string, policy: SpecLinkPolicy) =>
  rewriteMarkdownLinks(markdown, (url) => resolveSpecLink(url, policy));

test("a root-relative link of GitHub's description goes to GitHub's docs, fragment kept", () => {
  assert.equal(
    rewrite('See [Get a webhook](/rest/orgs/webhooks#get-an-organization-webhook) first.', github),
    'See [Get a webhook](https://docs.github.com/rest/orgs/webhooks#get-an-organization-webhook) first.',
  );
  assert.equal(
    rewrite('[pages](java/Check.java#L9)', github),
    '[pages](https://docs.github.com/rest/java/Check.java#L9)',
  );
});

test('without a docs URL to resolve against, a relative link becomes its text', () => {
  assert.equal(
    rewrite('Read [about GitHub Pages](/github/about-github-pages "Pages") now.', noBase),
    'Read about GitHub Pages now.',
  );
  assert.equal(rewrite('![diagram](img/flow.png)', noBase), 'diagram');
});

test('absolute URLs, mail links and links into the API itself are kept as written', () => {
  const text = '[a](https://example.com/x) [c](mailto:a@b.c) [d](/api/github/repos/repos-get) [e](//cdn.example.com/y)';
  assert.equal(rewrite(text, github), text);
  assert.equal(rewrite(text, noBase), text);
});

test("a bare fragment (a heading of the spec's own docs page) becomes its text", () => {
  assert.equal(
    rewrite('Use [Set permissions](#set-github-actions-permissions-for-an-organization) first.', github),
    'Use Set permissions first.',
  );
});

test('code spans and fenced blocks are left alone', () => {
  const text = 'Use `[x](/rest/y)` literally.\n\n```md\n[x](/rest/y)\n```\n\nBut [this](/rest/z).';
  assert.equal(rewrite(text, noBase), 'Use `[x](/rest/y)` literally.\n\n```md\n[x](/rest/y)\n```\n\nBut this.');
});

test('reference definitions are resolved, or dropped when there is no base', () => {
  assert.equal(
    rewrite('[Docs][d]\n\n[d]: /rest/guides "Guides"', github),
    '[Docs][d]\n\n[d]: https://docs.github.com/rest/guides "Guides"',
  );
  assert.equal(rewrite('[Docs][d]\n\n[d]: /rest/guides', noBase), '[Docs][d]\n\n');
});

test('link text with brackets and destinations in angle brackets are rewritten whole', () => {
  assert.equal(
    rewrite('[the [beta] API](</rest/beta api>)', github),
    '[the [beta] API](<https://docs.github.com/rest/beta%20api>)',
  );
});

test('every description of a resolved document is rewritten once, examples and extensions untouched', () => {
  const shared: Record<string, unknown> = { type: 'object', description: 'A [repo](/rest/repos).' };
  shared.properties = { parent: shared };
  const doc = {
    info: { description: 'See [guides](/rest/guides).' },
    paths: {
      '/x': {
        get: {
          responses: {
            '200': {
              description: '[ok](/rest/ok)',
              content: { 'application/json': { schema: shared, example: { description: '[raw](/rest/raw)' } } },
            },
          },
        },
      },
    },
    components: { schemas: { Repo: shared }, 'x-notes': { description: '[n](/rest/n)' } },
  };
  rewriteSpecLinks(doc, github);
  assert.equal(doc.info.description, 'See [guides](https://docs.github.com/rest/guides).');
  const ok = doc.paths['/x'].get.responses['200'];
  assert.equal(ok.description, '[ok](https://docs.github.com/rest/ok)');
  assert.equal(shared.description, 'A [repo](https://docs.github.com/rest/repos).');
  assert.equal(ok.content['application/json'].example.description, '[raw](/rest/raw)');
  assert.equal(doc.components['x-notes'].description, '[n](/rest/n)');
});

test("summaries and 3.0's x-webhooks are rewritten too: a webhook's page is not its spec's docs page", () => {
  const doc = {
    'x-webhooks': {
      delete: {
        post: { summary: 'Use the [`push`](#push) webhook event.', description: 'See [guides](/rest/guides).' },
      },
    },
  };
  rewriteSpecLinks(doc, github);
  assert.equal(doc['x-webhooks'].delete.post.summary, 'Use the `push` webhook event.');
  assert.equal(doc['x-webhooks'].delete.post.description, 'See [guides](https://docs.github.com/rest/guides).');
});
