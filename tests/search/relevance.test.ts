/**
 * Relevance against the real built index, searched in Node the way the navbar search does it:
 * Pagefind's own module on out/_pagefind with the site's options (tools/lib/pagefind-from-disk.ts,
 * which the MCP server's search reads too) and the site's ordering (runSearch, ten results, all
 * sections, as the dialog asks). Each query must have its page among the first three results; a
 * topic the API overview explains leads to its section there; the page about a topic comes before
 * command variants that name it; results are not the same boilerplate over and over, and excerpts
 * carry no control text. A query whose page is missing from out/ fails, naming the page. That an
 * excerpt fits a phone's result card needs a browser: tests/e2e/search-relevance.spec.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type PagefindApi, runSearch } from '../../shared/search/search-engine.ts';
import { pagefindFromDisk } from '../../tools/lib/pagefind-from-disk.ts';

const OUT = 'out';

/** The dialog shows this many results (RESULT_LIMIT in components/search/SearchPanel.tsx). */
const SHOWN = 10;

/** Fails, naming the route and its file, when the export lacks the page a search test expects. */
function expectBuilt(route: string): void {
  const file = path.join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  assert.ok(fs.existsSync(file), `${route} is exported (${file})`);
}

let pagefind: PagefindApi;
before(async () => {
  const script = path.join(OUT, '_pagefind', 'pagefind.js');
  assert.ok(fs.existsSync(script), `${script} is missing: the search index is written by \`npm run build\``);
  pagefind = (await pagefindFromDisk(path.join(OUT, '_pagefind'))).pagefind;
});

/** The results the dialog shows for a query, in order: each link (with its `#anchor`), page and excerpt text. */
async function results(query: string) {
  const { hits } = await runSearch(pagefind, query, null, SHOWN);
  return hits.map((hit) => ({
    link: hit.url,
    page: hit.url.split('#')[0],
    excerpt: hit.excerpt.map((part) => part.text).join(''),
  }));
}

interface RelevanceCase {
  query: string;
  page: string;
  /** What kind of query it is, for the test name. */
  kind:
    | 'docs topic'
    | 'connector'
    | 'operation by name'
    | 'operation by method and path'
    | 'operationId'
    | 'CLI command';
}

const RELEVANCE: RelevanceCase[] = [
  // Docs topics
  { kind: 'docs topic', query: 'local development', page: '/docs/reference/local-development' },
  { kind: 'docs topic', query: 'test suites', page: '/docs/reference/test-suites' },
  { kind: 'docs topic', query: 'input schema', page: '/docs/reference/schemas' },
  { kind: 'docs topic', query: 'control plane', page: '/docs/reference/architecture' },
  { kind: 'docs topic', query: 'resource versions', page: '/docs/reference/versions' },
  { kind: 'docs topic', query: 'concepts', page: '/docs/using/concepts' },
  { kind: 'docs topic', query: 'prompts', page: '/docs/using/prompts' },
  { kind: 'docs topic', query: 'workflow lifecycle', page: '/docs/using/workflow-lifecycle' },
  { kind: 'docs topic', query: 'changelog', page: '/docs/changelog' },
  { kind: 'docs topic', query: 'getting started', page: '/docs/using/getting-started/getting-started-1' },
  { kind: 'docs topic', query: 'steps in detail', page: '/docs/using/step-detail' },
  // Connectors
  { kind: 'connector', query: 'pinecone', page: '/docs/reference/connectors/pinecone' },
  { kind: 'connector', query: 'snowflake', page: '/docs/reference/connectors/snowflake' },
  { kind: 'connector', query: 'bedrock', page: '/docs/reference/connectors/amazonbedrock' },
  { kind: 'connector', query: 'postgres', page: '/docs/reference/connectors/postgres' },
  { kind: 'connector', query: 'azure openai', page: '/docs/reference/connectors/azureopenai' },
  { kind: 'connector', query: 'ollama', page: '/docs/reference/connectors/ollama' },
  { kind: 'connector', query: 's3 bucket', page: '/docs/reference/connectors/s3' },
  { kind: 'connector', query: 'pinecone connector', page: '/docs/reference/connectors/pinecone' },
  { kind: 'connector', query: 'snowflake connector', page: '/docs/reference/connectors/snowflake' },
  // API operations
  { kind: 'operation by name', query: 'create workflow', page: '/api/create-workflow' },
  { kind: 'operation by name', query: 'start a run', page: '/api/start-run' },
  { kind: 'operation by name', query: 'compare runs', page: '/api/compare-runs' },
  { kind: 'operation by name', query: 'delete api key', page: '/api/delete-api-key' },
  { kind: 'operationId', query: 'createWorkflow', page: '/api/create-workflow' },
  { kind: 'operationId', query: 'getStepToolsDefinition', page: '/api/get-step-tools-definition' },
  { kind: 'operation by method and path', query: 'POST /workflows', page: '/api/create-workflow' },
  { kind: 'operation by method and path', query: 'GET /runs/{runId}', page: '/api/get-run' },
  { kind: 'operation by method and path', query: 'DELETE /api/v1/clusters/{clusterName}', page: '/api/delete-cluster' },
  // CLI commands
  { kind: 'CLI command', query: 'sand runs start', page: '/cli/sand/runs/start' },
  { kind: 'CLI command', query: 'sand connectors create pinecone', page: '/cli/sand/connectors/create/pinecone' },
  { kind: 'CLI command', query: 'sand steps push docker', page: '/cli/sand/steps/push/docker' },
  { kind: 'CLI command', query: 'sand test-suites start', page: '/cli/sand/test-suites/start' },
  { kind: 'CLI command', query: 'sand version', page: '/cli/sand/version' },
];

/** The API overview: the one page that explains authentication, pagination, errors and the like. */
const OVERVIEW = '/api/sandgarden-sun-api';

/**
 * Topics the overview explains in a section of their own, as readers ask for them. Every operation
 * page mentions most of them (its security block, its shared error responses, its headers); the
 * section that explains the topic must still come first.
 */
const OVERVIEW_TOPICS: Array<{ query: string; section: string; alsoAnswers?: string[] }> = [
  { query: 'authentication', section: 'authentication' },
  { query: 'how do I authenticate', section: 'authentication' },
  // The Authentication section's own subsection about it.
  { query: 'get a token', section: 'getting-a-token-without-a-browser' },
  { query: 'pagination', section: 'pagination' },
  { query: 'errors', section: 'errors' },
  { query: 'rate limits', section: 'rate-limits' },
  { query: 'idempotency', section: 'idempotency' },
  // API versioning is explained twice: in the overview, and more fully (support window, sunset
  // dates) in the Versions reference's "API versions". Either answers; an operation that merely
  // says "version" does not. ("versioning" is stemmed to "version", which most pages contain.)
  ...['versioning', 'api versioning'].map((query) => ({
    query,
    section: 'versioning',
    alsoAnswers: ['/docs/reference/versions', '/docs/reference/versions#api-versions'],
  })),
];

/** Topics whose page must come first, before the command variants that name them. */
const TOPIC_FIRST = [
  { query: 'pinecone connector', page: '/docs/reference/connectors/pinecone' },
  { query: 'snowflake connector', page: '/docs/reference/connectors/snowflake' },
  { query: 'postgres connector', page: '/docs/reference/connectors/postgres' },
];

/** Queries whose results the excerpt checks read: every query above, and words that lead into page headers. */
const EXCERPT_QUERIES = [
  ...RELEVANCE.map((c) => c.query),
  ...OVERVIEW_TOPICS.map((c) => c.query),
  'push a step',
  'deprecated',
  'server',
  'api version',
];

/**
 * Text of controls and of label/value pairs that ran together in the index: the API version
 * picker's options, the operation header's terms glued to their values.
 */
const CONTROL_TEXT: Array<[string, RegExp]> = [
  ['version picker options', /\d+\.\d+\.\d+(?: \((?:current|deprecated)\))?\d+\.\d+\.\d+/],
  ['"(current)" of the version picker', /\(current\)/],
  ['"operationId" glued to its value', /operationId(?=[A-Za-z])/],
  ['"Server(s)" glued to a URL', /Servers?(?=https?:)/],
  ['two URLs glued together', /\.com(?=https?:)/],
];

describe('search relevance: the page asked for is in the top 3', () => {
  for (const kind of [...new Set(RELEVANCE.map((c) => c.kind))]) {
    describe(kind, () => {
      for (const { query, page: expected } of RELEVANCE.filter((c) => c.kind === kind)) {
        test(`"${query}" has ${expected} in the top 3`, async () => {
          expectBuilt(expected);
          const top3 = (await results(query)).slice(0, 3).map((r) => r.page);
          assert.ok(top3.includes(expected), `top 3 for "${query}" include ${expected}: ${top3.join(', ')}`);
        });
      }
    });
  }
});

describe('search relevance: a topic leads to the section that explains it', () => {
  for (const { query, section, alsoAnswers } of OVERVIEW_TOPICS) {
    const answers = [`${OVERVIEW}#${section}`, ...(alsoAnswers ?? [])];
    test(`"${query}" has the section that explains it in the top 3 (${answers.join(' or ')})`, async () => {
      expectBuilt(OVERVIEW);
      const top3 = (await results(query)).slice(0, 3).map((r) => r.link);
      assert.ok(
        top3.some((link) => answers.includes(link)),
        `top 3 for "${query}": ${top3.join(', ')}`,
      );
    });
  }
});

describe('search relevance: the page about a topic comes first', () => {
  for (const { query, page: expected } of TOPIC_FIRST) {
    test(`"${query}" finds ${expected} first`, async () => {
      expectBuilt(expected);
      assert.equal((await results(query))[0]?.page, expected, `first result for "${query}"`);
    });
  }
});

/** The excerpts of the top ten results of each query, with their links. */
async function topExcerpts() {
  const all: Array<{ query: string; link: string; text: string; rank: number }> = [];
  for (const query of EXCERPT_QUERIES) {
    (await results(query)).forEach(({ link, excerpt }, rank) => all.push({ query, link, text: excerpt.trim(), rank }));
  }
  return all;
}

test('excerpts carry no control text and no labels glued to their values', async () => {
  const problems: string[] = [];
  for (const { query, link, text } of await topExcerpts()) {
    for (const [what, pattern] of CONTROL_TEXT)
      if (pattern.test(text)) problems.push(`"${query}": ${link} shows ${what}: "${text}"`);
  }
  assert.deepEqual(problems, []);
});

test('no two of the top ten results have the same excerpt', async () => {
  // Out of the index so they do not repeat: shared and word-for-word repeated error responses, an
  // error body's named schema, shared parameters, the Try it and credential notes, and the lists
  // of links between API pages and CLI commands.
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { query, link, text } of await topExcerpts()) {
    if (!text) continue;
    const key = `${query}\u0000${text}`;
    if (seen.has(key)) problems.push(`"${query}": ${link} has the same excerpt as ${seen.get(key)}: "${text}"`);
    else seen.set(key, link);
  }
  assert.deepEqual(problems, []);
});
