/**
 * What a model does with the server, the same over every transport: list the tools, search
 * "start a run" (the operation first), read the page, get the operation and a command, the
 * changes since a release, the resources; and the errors it must get: unknown names with the
 * closest matches, and every way out of the built site refused.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callTool, type Connected } from './client.ts';

const SITE = 'https://docs.sandgarden.com';
const resourceText = (content: { text: string } | { blob: string }) => ('text' in content ? content.text : '');

export function docsServerScenario(connection: () => Connected): void {
  const client = () => connection().client;

  test('lists the eight tools, each described for a model', async () => {
    const { tools } = await client().listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      'api_changes',
      'cli_changes',
      'get_cli_command',
      'get_operation',
      'get_recipe',
      'list_operations',
      'read_page',
      'search_docs',
    ]);
    for (const tool of tools) {
      assert.ok((tool.description ?? '').length > 150, `${tool.name} says what it is for and when to use another`);
      assert.equal(tool.annotations?.readOnlyHint, true, `${tool.name} is read-only`);
    }
  });

  test('get_recipe lists the recipes and gives one as its page in Markdown, with its steps and scripts', async () => {
    const { tools } = await client().listTools();
    assert.match(
      tools.find((t) => t.name === 'get_recipe')?.description ?? '',
      /rotateApiKey \(Rotate an API key without downtime\)/,
    );
    const list = await callTool(client(), 'get_recipe', {});
    const recipes = list.data.recipes as Array<{ workflowId: string; url: string }>;
    assert.deepEqual(recipes.map((r) => r.workflowId).sort(), [
      'compareTestRuns',
      'connectModelProvider',
      'rotateApiKey',
      'runWorkflowAndWait',
    ]);
    const one = await callTool(client(), 'get_recipe', { recipe: 'rotate-api-key' });
    assert.equal(one.isError, undefined);
    assert.match(one.text, /^# Rotate an API key without downtime\n/);
    assert.match(one.text, /### 2\. verifyNewKey[\s\S]*Verify an API key/);
    assert.match(one.text, /```bash[\s\S]*call POST "\/api\/v1\/api-keys"/);
    assert.equal((one.data.recipe as { steps: unknown[] }).steps.length, 4);
    const unknown = await callTool(client(), 'get_recipe', { recipe: 'rotateKeys' });
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /No recipe "rotateKeys"\..*rotateApiKey/);
  });

  test('search "start a run" ranks the operation first, as the site does', async () => {
    const result = await callTool(client(), 'search_docs', { query: 'start a run' });
    assert.equal(result.isError, undefined);
    const results = result.data.results as Array<{ route: string; title: string; endpoint?: string; url: string }>;
    assert.equal(results[0].route, '/api/start-run');
    assert.equal(results[0].endpoint, 'POST /api/v1/runs');
    assert.ok(results[0].url.startsWith(`${SITE}/api/start-run`));
    assert.match(result.text, /^\d+ results for "start a run"; the first \d+, best first:\n\n1\. Start a run/);
  });

  test('search in one section only returns that section; an operationId and METHOD /path find their operation', async () => {
    const cli = await callTool(client(), 'search_docs', { query: 'start a run', section: 'cli', limit: 5 });
    const cliResults = cli.data.results as Array<{ section: string; route: string }>;
    assert.ok(cliResults.length > 0 && cliResults.length <= 5);
    assert.ok(cliResults.every((r) => r.section === 'CLI' && r.route.startsWith('/cli/')));
    const byId = await callTool(client(), 'search_docs', { query: 'createWorkflow' });
    assert.equal((byId.data.results as Array<{ route: string }>)[0].route, '/api/create-workflow');
    const byPath = await callTool(client(), 'search_docs', { query: 'GET /runs/{runId}' });
    assert.equal((byPath.data.results as Array<{ route: string }>)[0].route, '/api/get-run');
  });

  test('read_page reads the search result as its Markdown twin', async () => {
    const page = await callTool(client(), 'read_page', { route: '/api/start-run' });
    assert.equal(page.isError, undefined);
    assert.match(page.text, /^# Start a run\n/);
    assert.match(page.text, /`POST \/api\/v1\/runs`/);
    assert.deepEqual(
      { route: page.data.route, url: page.data.url, part: page.data.part },
      { route: '/api/start-run', url: `${SITE}/api/start-run`, part: 1 },
    );
    const byUrl = await callTool(client(), 'read_page', { route: `${SITE}/api/start-run.md#responses` });
    assert.equal(byUrl.data.route, '/api/start-run');
  });

  test('get_operation("startRun"): parameters, body and response schemas, curl, the CLI commands that call it', async () => {
    const op = await callTool(client(), 'get_operation', { operation: 'startRun' });
    assert.equal(op.isError, undefined);
    assert.equal(op.data.method, 'POST');
    assert.equal(op.data.path, '/api/v1/runs');
    assert.deepEqual(op.data.requestBody, [{ mediaType: 'application/json', required: true, type: 'RunStart' }]);
    assert.equal((op.data.responses as Array<{ status: string }>)[0].status, '200 OK');
    assert.match(op.data.curl as string, /^curl -X POST 'https:\/\/api\.sandgarden\.com\/api\/v1\/runs'/);
    assert.deepEqual(
      (op.data.cliCommands as Array<{ command: string }>).map((c) => c.command),
      ['sand runs start', 'sand test-suites start'],
    );
    assert.match(op.text, /Example request \(curl\)/);
    const byPath = await callTool(client(), 'get_operation', { operation: 'POST /runs' });
    assert.equal(byPath.data.operationId, 'startRun');
  });

  test("list_operations lists a tag's operations", async () => {
    const runs = await callTool(client(), 'list_operations', { tag: 'Runs' });
    const ops = runs.data.operations as Array<{ operationId: string; tag: string }>;
    assert.ok(ops.some((op) => op.operationId === 'startRun') && ops.every((op) => op.tag === 'Runs'));
    assert.match(runs.text, /- `POST \/api\/v1\/runs` startRun: Start a run \(\/api\/start-run\)/);
  });

  test('get_cli_command("sand runs start"): synopsis, flags, examples, the operations it calls', async () => {
    const command = await callTool(client(), 'get_cli_command', { command: 'sand runs start' });
    assert.equal(command.isError, undefined);
    assert.match(command.data.synopsis as string, /^sand runs start/);
    assert.ok((command.data.flags as Array<{ name: string }>).some((f) => f.name === 'workflow'));
    assert.ok((command.data.examples as unknown[]).length > 0);
    assert.deepEqual(
      (command.data.operations as Array<{ operationId: string }>).map((o) => o.operationId),
      ['startRun', 'getRun'],
    );
    assert.match(command.text, /^# sand runs start\n/);
  });

  test('api_changes since 1.2.0: the releases after it, breaking changes first', async () => {
    const changes = await callTool(client(), 'api_changes', { since_version: '1.2.0' });
    assert.equal(changes.isError, undefined);
    const items = changes.data.items as Array<{ level: string; release: string }>;
    assert.deepEqual(
      (changes.data.releases as Array<{ version: string }>).map((r) => r.version),
      ['1.3.0', '1.4.0'],
    );
    assert.equal(items[0].level, 'breaking');
    assert.ok(items.findIndex((i) => i.level !== 'breaking') > items.findLastIndex((i) => i.level === 'breaking'));
    assert.match(changes.text, /## Breaking changes/);
  });

  test('cli_changes since 1.6: sand 1.7.0 and 1.8.0, breaking changes first, each on its command', async () => {
    const changes = await callTool(client(), 'cli_changes', { since_version: '1.6' });
    assert.equal(changes.isError, undefined);
    assert.deepEqual(
      (changes.data.releases as Array<{ version: string }>).map((r) => r.version),
      ['1.7.0', '1.8.0'],
    );
    const items = changes.data.items as Array<{ level: string; command: string | null; flag?: string }>;
    assert.equal(items[0].level, 'breaking');
    assert.ok(
      items.some((i) => i.level === 'deprecation' && i.command === 'sand steps push local' && i.flag === 'var'),
    );
    assert.match(changes.text, /^# sand changes since 1\.6\.0\n/);
    assert.match(changes.text, /## Deprecations \(2\)/);
  });

  test('every twin is a resource with its URL on the site, and reads as the twin', async () => {
    const { resources } = await client().listResources();
    assert.ok(resources.length > 200, `${resources.length} resources`);
    assert.ok(
      resources.every((r) => r.uri.startsWith(`${SITE}/`) && r.uri.endsWith('.md') && r.mimeType === 'text/markdown'),
    );
    const start = resources.find((r) => r.uri === `${SITE}/api/start-run.md`);
    assert.equal(start?.title, 'Start a run');
    const read = await client().readResource({ uri: `${SITE}/api/start-run.md` });
    assert.match(resourceText(read.contents[0]), /^# Start a run\n/);
  });

  test('unknown route, operation, command, tag and release are tool errors naming the closest matches', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      [
        'read_page',
        { route: '/api/start-runs' },
        /No page at "\/api\/start-runs"\. Closest matches: "\/api\/start-run"/,
      ],
      ['get_operation', { operation: 'startRnu' }, /No operation "startRnu"\. Closest matches: "startRun"/],
      [
        'get_cli_command',
        { command: 'sand runs strat' },
        /No command "sand runs strat"\. Closest matches: "sand runs start"/,
      ],
      ['list_operations', { tag: 'Run' }, /No tag "Run"\. Closest matches: "Runs"/],
      ['api_changes', { since_version: '1.2' }, /No release "1\.2"\. Closest matches: "1\.2\.0"/],
      ['search_docs', { query: 'runs', section: 'blog' }, /No section "blog"/],
      ['read_page', { route: '/api/start-run', cursor: '123' }, /cursor "123" is not one this page gave out/],
    ];
    for (const [tool, args, message] of cases) {
      const result = await callTool(client(), tool, args);
      assert.equal(result.isError, true, `${tool} ${JSON.stringify(args)} is an error`);
      assert.match(result.text, message);
    }
  });

  test('nothing outside the built site can be read: traversal, absolute paths, encoded traversal, other URLs', async () => {
    for (const route of [
      '../package.json',
      '/docs/../../package.json',
      '%2e%2e%2fpackage.json',
      '..%2F..%2Fpackage.json',
      '%252e%252e%252fpackage.json',
      '/etc/passwd',
      'file:///etc/passwd',
      'https://example.com/api/start-run',
      '/api/../../../etc/passwd.md',
    ]) {
      const result = await callTool(client(), 'read_page', { route });
      assert.equal(result.isError, true, `read_page("${route}") is refused`);
      assert.doesNotMatch(result.text, /"name": "sandgarden-docs"|root:x:0/, `read_page("${route}") leaks nothing`);
    }
    for (const uri of [
      'file:///etc/passwd',
      `${SITE}/../package.json`,
      `${SITE}/%2e%2e/package.json`,
      `${SITE}/..%2f..%2fpackage.json`,
    ]) {
      await assert.rejects(
        client().readResource({ uri }),
        (error: Error) => !/root:x:0|"private": true/.test(error.message),
        `resource "${uri}" is refused`,
      );
    }
  });
}
