import { test } from 'node:test';
import assert from 'node:assert/strict';
import { releaseAnchor } from '../../../shared/api/changelog-links.ts';
import { changelogEntries, levelCounts, type ReleaseChange, type ReleaseInfo } from './entries.ts';

const releases: ReleaseInfo[] = [
  { version: '2025-06', date: '2025-06-02', status: 'deprecated', sunset: '2027-01-31', summary: 'First.' },
  { version: '2026-02', date: '2026-02-10', status: 'supported', summary: 'Second.' },
  { version: '2026-11', date: '2026-11-26', status: 'current', summary: 'Third.' },
];
const changes: Record<string, ReleaseChange[]> = {
  '2026-02': [
    { level: 'non-breaking', operation: 'POST /runs/compare', operationId: 'compareRuns', message: 'Added.' },
    {
      level: 'breaking',
      operation: 'GET /runs',
      operationId: 'listRuns',
      message: 'Renamed `workflow`.',
      action: 'Send `workflowName`.',
    },
    { level: 'deprecation', operation: 'GET /steps', operationId: 'listSteps', message: 'Deprecated `tag`.' },
    { level: 'breaking', operation: 'DELETE /gone', operationId: 'deleteGone', message: 'Removed.' },
  ],
  '2026-11': [{ level: 'non-breaking', operation: null, message: 'Added a security scheme.' }],
};
const routes: Record<string, string> = {
  compareRuns: '/api/compare-runs',
  listRuns: '/api/list-runs',
  listSteps: '/api/list-steps',
};
const entries = changelogEntries(releases, (_older, newer) => changes[newer.version] ?? [], {
  href: (change) =>
    change.operationId && routes[change.operationId] ? { href: routes[change.operationId] } : undefined,
});

test('one entry per release, newest first; the first release lists nothing and says it was first', () => {
  assert.deepEqual(
    entries.map((e) => e.version),
    ['2026-11', '2026-02', '2025-06'],
  );
  assert.equal(entries[2].first, true);
  assert.deepEqual(entries[2].items, []);
  assert.equal(entries[2].sunset, '2027-01-31');
});

test('breaking changes first, then deprecations, then additions; operations in path order', () => {
  assert.deepEqual(
    entries[1].items.map((i) => [i.level, i.operation]),
    [
      ['breaking', 'DELETE /gone'],
      ['breaking', 'GET /runs'],
      ['deprecation', 'GET /steps'],
      ['non-breaking', 'POST /runs/compare'],
    ],
  );
  assert.deepEqual(levelCounts(entries[1].items), { breaking: 2, deprecation: 1, 'non-breaking': 1 });
});

test("an item links to its operation's page today, and to none when the operation is gone", () => {
  const byOp = Object.fromEntries(entries[1].items.map((i) => [i.operation, i.href]));
  assert.equal(byOp['GET /runs'], '/api/list-runs');
  assert.equal(byOp['DELETE /gone'], undefined);
  assert.equal(entries[0].items[0].href, undefined);
});

test('release anchors are stable ids', () => {
  assert.equal(releaseAnchor('1.3.0'), 'v1-3-0');
  assert.equal(releaseAnchor('2.0.0-Beta.1'), 'v2-0-0-beta-1');
});

test('an item on an operation a recipe calls names the recipe, on the page and in the JSON', async () => {
  const { changelogPageBlocks } = await import('./page.ts');
  const { renderChangelogData } = await import('./generate.ts');
  const { withRecipeLinks } = await import('./entries.ts');
  const linked = withRecipeLinks(
    entries,
    new Map([['listRuns', [{ workflowId: 'runAndWait', title: 'Run and wait', href: '/api/recipes/run-and-wait' }]]]),
  );
  const item = linked[1].items.find((i) => i.operationId === 'listRuns')!;
  assert.deepEqual(
    item.recipeLinks?.map((r) => r.workflowId),
    ['runAndWait'],
  );
  assert.equal(linked[1].items.find((i) => i.operationId === 'compareRuns')!.recipeLinks, undefined);
  const blocks = changelogPageBlocks('API changelog', linked, {
    product: 'the API',
    parts: 'operations',
    first: ['First.'],
    feed: '/f',
    data: '/d',
    policy: '/p',
    policyLead: 'the policy',
  });
  const lists = blocks.filter((b) => b.kind === 'list').flatMap((b) => (b.kind === 'list' ? b.items : []));
  const runs = lists.find((runsOf) =>
    runsOf.some((r) => typeof r === 'object' && 'link' in r && r.link === '/api/list-runs'),
  )!;
  assert.deepEqual(runs.slice(-3), [
    ' Affects recipe ',
    { link: '/api/recipes/run-and-wait', text: 'Run and wait' },
    '.',
  ]);
  const data = JSON.parse(renderChangelogData(linked, { url: 'https://docs.example' }).content);
  const items = data.releases.flatMap((r: { items: unknown[] }) => r.items) as Array<{
    operationId?: string;
    recipes?: string[];
  }>;
  assert.deepEqual(items.find((i) => i.operationId === 'listRuns')?.recipes, ['runAndWait']);
});
