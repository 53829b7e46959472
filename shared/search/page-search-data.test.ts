import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  elementDataProps,
  firstHeading,
  identifierWords,
  pageSearchData,
  searchFromPage,
  sectionOfRoute,
} from './page-search-data.ts';

test('the route decides the section: /api and /cli, everything else is Docs', () => {
  assert.equal(sectionOfRoute(['api', 'start-run']), 'API');
  assert.equal(sectionOfRoute(['api']), 'API');
  assert.equal(sectionOfRoute(['cli', 'sand', 'runs', 'start']), 'CLI');
  assert.equal(sectionOfRoute([]), 'Docs');
  assert.equal(sectionOfRoute(['docs', 'using', 'concepts']), 'Docs');
  assert.equal(sectionOfRoute(['category', 'connectors']), 'Docs');
});

test('unlisted pages, searchable: false and tag listings stay out of the index', () => {
  assert.equal(pageSearchData(['docs', 'hidden'], { title: 'Hidden', unlisted: true }).indexed, false);
  assert.equal(pageSearchData(['docs', 'x'], { title: 'X', searchable: false }).indexed, false);
  assert.equal(pageSearchData(['tags', 'runs'], { title: 'runs' }).indexed, false);
  assert.equal(pageSearchData(['tags'], { title: 'Tags' }).indexed, false);
  assert.equal(pageSearchData(['docs', 'using', 'concepts'], { title: 'Concepts' }).indexed, true);
  assert.equal(pageSearchData(['category', 'connectors'], { title: 'Connectors' }).indexed, true);
});

test('an API page carries method, path, operationId, its words and an endpoint filter', () => {
  const data = pageSearchData(['api', 'create-workflow'], {
    title: 'Create a workflow',
    search: { method: 'post', path: '/workflows', operationId: 'createWorkflow' },
  });
  assert.deepEqual(data.filters, { section: ['API'], endpoint: ['POST /workflows'] });
  assert.deepEqual(data.meta, {
    title: 'Create a workflow',
    method: 'POST',
    path: '/workflows',
    operationId: 'createWorkflow',
    keywords: 'create Workflow',
  });
});

test('a CLI page carries its full command line', () => {
  const data = pageSearchData(['cli', 'sand', 'runs', 'start'], {
    title: 'sand runs start',
    search: { command: 'sand runs start' },
  });
  assert.equal(data.section, 'CLI');
  assert.equal(data.meta.command, 'sand runs start');
  assert.deepEqual(data.filters, { section: ['CLI'] });
});

test('a page without search frontmatter gets its section and title only', () => {
  assert.deepEqual(pageSearchData(['docs', 'changelog'], { title: 'Changelog' }), {
    indexed: true,
    section: 'Docs',
    filters: { section: ['Docs'] },
    meta: { title: 'Changelog' },
  });
});

test('malformed search frontmatter fails naming the file, the key and the fix', () => {
  const file = { filePath: 'content/api/start-run.mdx', title: 'Start a run' };
  assert.throws(
    () => pageSearchData(['api', 'start-run'], { ...file, search: 'POST /runs' }),
    /content\/api\/start-run\.mdx: frontmatter "search" is not a mapping/,
  );
  assert.throws(
    () => pageSearchData(['api', 'start-run'], { ...file, search: { method: 'SEND' } }),
    /"search\.method" "SEND" is not an HTTP method\n {2}fix:/,
  );
  assert.throws(
    () => pageSearchData(['api', 'start-run'], { ...file, search: { path: 'runs' } }),
    /"search\.path" "runs" does not start with "\/"/,
  );
  assert.throws(
    () => pageSearchData(['api', 'start-run'], { ...file, search: { opId: 'startRun' } }),
    /"search\.opId" is not a search key/,
  );
  assert.throws(
    () => pageSearchData(['api', 'start-run'], { ...file, search: { keywords: 'run' } }),
    /"search\.keywords" is not a list of strings/,
  );
  assert.throws(
    () => pageSearchData(['api', 'start-run'], { ...file, search: { section: 'CLI' } }),
    /"search\.section" is "CLI" but the page is in the API section/,
  );
  assert.doesNotThrow(() => pageSearchData(['api', 'start-run'], { ...file, search: { section: 'api' } }));
});

test('identifiers split into the words a reader types', () => {
  assert.equal(identifierWords('createWorkflow'), 'create Workflow');
  assert.equal(identifierWords('createUserAPIKey'), 'create User API Key');
  assert.equal(identifierWords('get_run-v2'), 'get run v2');
  assert.equal(identifierWords('health'), 'health');
});

const OPERATION_PAGE = [
  '---',
  'title: Push a workflow',
  '---',
  'export const apiSchemas = {"A":{"description":"a } brace and a \\" quote"}}',
  '',
  '# Push a workflow',
  '',
  '<ApiOperationHeader method={"post"} path={"/api/v1/workflows"} deprecated={false} operationId={"createWorkflow"} tag={"Workflows"} servers={["https://api.sandgarden.com","https://{directorHost}"]} />',
].join('\n');

test('element data props are read from generated MDX, braces inside strings included', () => {
  assert.deepEqual(elementDataProps(OPERATION_PAGE, 'ApiOperationHeader'), {
    method: 'post',
    path: '/api/v1/workflows',
    deprecated: false,
    operationId: 'createWorkflow',
    tag: 'Workflows',
    servers: ['https://api.sandgarden.com', 'https://{directorHost}'],
  });
  assert.equal(elementDataProps(OPERATION_PAGE, 'ApiSchema'), null);
  assert.deepEqual(elementDataProps('<X a={"\\u003c/script\\u003e"} b={someExpression} />', 'X'), { a: '</script>' });
});

test('without search frontmatter, an API page is read from its operation header', () => {
  const data = pageSearchData(['api', 'create-workflow'], { title: 'Push a workflow' }, OPERATION_PAGE);
  assert.deepEqual(data.filters, { section: ['API'], endpoint: ['POST /api/v1/workflows'] });
  assert.equal(data.meta.operationId, 'createWorkflow');
  assert.equal(data.meta.keywords, 'create Workflow');
});

test('search frontmatter wins over what the page shows', () => {
  const data = pageSearchData(
    ['api', 'create-workflow'],
    { title: 'Push a workflow', search: { method: 'PUT', path: '/w' } },
    OPERATION_PAGE,
  );
  assert.deepEqual(data.filters.endpoint, ['PUT /w']);
  assert.equal(data.meta.operationId, undefined);
});

test('without search frontmatter, a CLI command page is its title; other pages get nothing', () => {
  assert.deepEqual(searchFromPage(['cli', 'sand', 'runs', 'start'], 'sand runs start', ''), {
    command: 'sand runs start',
  });
  assert.deepEqual(searchFromPage(['cli'], 'CLI reference', ''), {});
  assert.deepEqual(searchFromPage(['docs', 'x'], 'sand', '<ApiOperationHeader method={"get"} />'), {});
  assert.deepEqual(searchFromPage(['api'], 'API reference', '# API reference'), {});
});

test("a page's own heading names it when it says more than the title", () => {
  const source =
    '---\ntitle: Pinecone\n---\n\n```bash\n# not a heading\n```\n\n# Pinecone `connector`\n\nText.\n\n# Later\n';
  assert.equal(firstHeading(source), 'Pinecone connector');
  assert.equal(firstHeading('# Runs [#runs]\n'), 'Runs');
  assert.equal(firstHeading('# See [the guide](/docs/x)\n'), 'See the guide');
  assert.equal(firstHeading('## Only a second level\n'), undefined);
  assert.equal(firstHeading(undefined), undefined);
  assert.equal(
    pageSearchData(['docs', 'reference', 'connectors', 'pinecone'], { title: 'Pinecone' }, source).meta.keywords,
    'Pinecone connector',
  );
  assert.equal(
    pageSearchData(['docs', 'using', 'prompts'], { title: 'Prompts' }, '# prompts\n').meta.keywords,
    undefined,
    'the same words as the title add nothing',
  );
});
