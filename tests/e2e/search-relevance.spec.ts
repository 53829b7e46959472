/**
 * Relevance against the real built index, typed into the navbar search in Chromium: each query
 * must have its page among the first three results. A query whose page is missing from out/ fails,
 * naming the page.
 */
import { expect, test } from '@playwright/test';
import { expectBuilt, openSearch, resultPages, search } from './search-helpers';

interface RelevanceCase {
  query: string;
  page: string;
  /** What kind of query it is, for the test name. */
  kind: 'docs topic' | 'connector' | 'operation by name' | 'operation by method and path' | 'operationId' | 'CLI command';
}

export const RELEVANCE: RelevanceCase[] = [
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

test.describe('search relevance: the page asked for is in the top 3', () => {
  for (const { kind, query, page: expected } of RELEVANCE) {
    test(`${kind}: "${query}" finds ${expected}`, async ({ page }) => {
      expectBuilt(expected);
      await page.goto('/');
      await openSearch(page);
      await search(page, query);
      const top3 = (await resultPages(page)).slice(0, 3);
      expect(top3, `top 3 for "${query}"`).toContain(expected);
    });
  }
});
