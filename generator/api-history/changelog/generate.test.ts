import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFeed } from '@rowanmanning/feed-parser';
import { loadApiHistory } from '../releases/index.ts';
import { buildApiHistory } from '../releases/release-changes.ts';
import { loadApiDescription } from '../diff/index.ts';
import { generateApi } from '../../openapi/pipeline.ts';
import { SITE_API_SPEC } from '../../openapi/site-api.ts';
import { loadCliModel } from '../../cli/pipeline.ts';
import { buildSiteIndex } from '../../site-index.ts';
import {
  changelogOf,
  rowAnchor,
  renderChangelogData,
  renderChangelogFeed,
  renderChangelogPage,
  type ChangelogData,
} from './generate.ts';
import type { ReleaseChange } from './entries.ts';
import type { ChangeLocation } from '../diff/types.ts';
import { fixture } from '../../openapi/test-helpers.ts';
import { servedReference } from '../../openapi/served-reference.ts';

const releases = loadApiHistory('.');
const history = await buildApiHistory(releases, await loadApiDescription(SITE_API_SPEC));
const siteApi = await generateApi({ specFile: SITE_API_SPEC });
const index = buildSiteIndex(siteApi, loadCliModel());
const today = servedReference(siteApi, siteApi.rows);
const entries = changelogOf(history, { today });

test("the committed history: newest release first, each item linked to the operation's page of today", () => {
  assert.deepEqual(
    entries.map((e) => e.version),
    releases.map((r) => r.version).reverse(),
  );
  const linked = entries.flatMap((e) => e.items).filter((i) => i.operationId && index.operations.has(i.operationId));
  assert.ok(linked.length > 20);
  for (const item of linked) assert.equal(item.href?.split('#')[0], index.operations.get(item.operationId!)!.route);
});

test("a parameter change links to the parameter's row on today's page; a removed parameter to the page only", () => {
  const items = entries.flatMap((e) => e.items);
  const renamed = items.find((i) => i.kind === 'parameter-renamed' && i.message.includes('`workflowName`'));
  assert.equal(renamed?.href, '/api/list-runs#param-query-workflow');
  const deprecated = items.find((i) => i.kind === 'parameter-deprecated' && i.message.includes('`batches`'));
  assert.equal(deprecated?.href, '/api/list-runs#param-query-batches');
  for (const item of items.filter((i) => i.kind === 'parameter-removed'))
    assert.ok(!item.href?.includes('#'), item.message);
});

test("a field change links to the field's row on today's page, inside a oneOf to its shape's row; a removed field to the page only", async () => {
  const items = entries.flatMap((e) => e.items);
  const hrefOf = (kind: string, operationId: string, message: string) =>
    items.find((i) => i.kind === kind && i.operationId === operationId && i.message.includes(message))?.href;
  assert.equal(
    hrefOf('field-added', 'getCluster', '`connectedDirectors`'),
    '/api/get-cluster#response-200.connectedDirectors',
  );
  assert.equal(
    hrefOf('field-added', 'listClusters', '`data[].connectedDirectors`'),
    '/api/list-clusters#response-200.data.connectedDirectors',
  );
  assert.equal(
    hrefOf('enum-values-added', 'createConnector', 'request body field `kind`'),
    '/api/create-connector#request-body.kind',
  );
  for (const item of items.filter((i) => i.kind === 'field-removed'))
    assert.ok(!item.href?.includes('#'), item.message);

  const oneOf = await generateApi({ specFile: fixture('one-of.yaml') });
  const anchor = rowAnchor({ model: oneOf.model, rows: oneOf.rows });
  const fieldAdded = (location: ChangeLocation): ReleaseChange => ({
    level: 'non-breaking',
    kind: 'field-added',
    operation: 'POST /pets',
    operationId: 'addPet',
    message: '',
    location,
  });
  assert.equal(
    anchor(fieldAdded({ in: 'request', mediaType: 'application/json', fieldPath: ['goodBoy'] })),
    'request-body.option-2.goodBoy',
  );
  assert.equal(
    anchor(fieldAdded({ in: 'response', status: '200', mediaType: 'application/json', fieldPath: ['livesLeft'] })),
    'response-200.option-1.livesLeft',
  );
  assert.equal(
    anchor(fieldAdded({ in: 'response', status: '200', mediaType: 'application/json', fieldPath: ['nothing'] })),
    undefined,
  );
});

test('a removal links to the row in the reference of the release before, while it is served, and says which release', async () => {
  const v120 = await generateApi({ specFile: 'openapi/versions/1.2.0.yaml', routeBase: '/api-versions/v1-2-0' });
  const withOlder = changelogOf(history, { today, older: new Map([['1.2.0', servedReference(v120, v120.rows)]]) });
  const removed = withOlder
    .flatMap((e) => e.items)
    .find((i) => i.kind === 'field-removed' && i.operationId === 'getWorkflow' && i.message.includes('`buildLogs`'));
  assert.equal(removed?.href, '/api-versions/v1-2-0/get-workflow#response-200.buildLogs');
  assert.equal(removed?.hrefRelease, '1.2.0');
  const item = (renderChangelogPage('Example API', withOlder).doc.page.blocks as Array<{ items?: unknown[][] }>)
    .flatMap((b) => b.items ?? [])
    .find((inlines) => JSON.stringify(inlines).includes('/api-versions/v1-2-0/get-workflow#response-200.buildLogs'))!;
  // The operation is named, not followed by a release it could be read as changed in.
  assert.deepEqual(item.slice(0, 2), [{ code: 'GET /api/v1/workflows/{workflowRef}' }, ': ']);
  assert.ok(!JSON.stringify(item).includes('(in 1.2.0)'), JSON.stringify(item));
  assert.ok(
    JSON.stringify(item).includes(
      '{"link":"/api-versions/v1-2-0/get-workflow#response-200.buildLogs","text":"See it as it was in 1.2.0"}',
    ),
    'the link says it opens the 1.2.0 reference',
  );
  const feed = renderChangelogFeed('Example API', withOlder, { url: 'https://docs.example.com', author: 'Ex' });
  assert.match(
    parseFeed(feed.content).items.find((i) => i.title === '1.3.0')!.content!,
    /GET \/api\/v1\/workflows\/\{workflowRef\}: In schema Workflow: response 200 field <code>buildLogs<\/code> was removed\.[^<]*<a href="https:\/\/docs\.example\.com\/api-versions\/v1-2-0\/get-workflow#response-200\.buildLogs">See it as it was in 1\.2\.0<\/a>/,
  );
  // Not served (a build of the current version only): today's page of the operation, without a row.
  const removedToday = entries
    .flatMap((e) => e.items)
    .find((i) => i.kind === 'field-removed' && i.operationId === 'getWorkflow');
  assert.equal(removedToday?.href, '/api/get-workflow');
  assert.equal(removedToday?.hrefRelease, undefined);
});

test('a change on many operations names each one, linked to its page, on the page, in the feed and in the JSON', () => {
  const oauth = entries.flatMap((e) => e.items).find((i) => i.kind === 'security-alternative-added')!;
  assert.match(oauth.message, /^On (\d+) operations/);
  const count = Number(/^On (\d+)/.exec(oauth.message)![1]);
  assert.equal(oauth.operationLinks?.length, count);
  assert.deepEqual(oauth.operationLinks?.[0], {
    operation: 'GET /api/v1/api-keys',
    operationId: 'listApiKeys',
    href: '/api/list-api-keys',
  });
  const item = (renderChangelogPage('Example API', entries).doc.page.blocks as Array<{ items?: unknown[][] }>)
    .flatMap((b) => b.items ?? [])
    .find((inlines) => String(inlines[0]).startsWith('On '))!;
  const links = item.filter((i): i is { link: string; text: string } => typeof i === 'object' && 'link' in i!);
  assert.equal(links.length, count);
  assert.deepEqual(links[0], { link: '/api/list-api-keys', text: 'GET /api/v1/api-keys' });
  assert.ok(item.includes(` The ${count} operations: `), JSON.stringify(item.slice(0, 6)));
  const site = { url: 'https://docs.example.com', author: 'Ex' };
  const feedItem = parseFeed(renderChangelogFeed('Example API', entries, site).content).items[0].content!;
  assert.ok(feedItem.includes('<a href="https://docs.example.com/api/list-api-keys">GET /api/v1/api-keys</a>'));
  const data = JSON.parse(renderChangelogData(entries, site).content) as ChangelogData;
  const dataItem = data.releases[0].items.find((i) => i.kind === 'security-alternative-added')!;
  assert.equal(dataItem.operations?.length, count);
  assert.deepEqual(dataItem.operations?.[0], {
    operation: 'GET /api/v1/api-keys',
    operationId: 'listApiKeys',
    url: 'https://docs.example.com/api/list-api-keys',
  });
});

test('the page: one h2 per release with its stable id, level headings in order', () => {
  const { doc, file, sidebarTitle } = renderChangelogPage('Example API', entries);
  assert.equal(file, 'changelog.mdx');
  assert.equal(sidebarTitle, 'Changelog');
  const h2 = doc.page.blocks.filter((b) => b.kind === 'heading' && b.level === 2).map((b) => (b as { id?: string }).id);
  assert.deepEqual(
    h2,
    entries.map((e) => e.anchor),
  );
  assert.equal(doc.frontmatter.title, 'Example API changelog');
});

test('the feed names the site, one entry per release, links absolute', () => {
  const record = renderChangelogFeed('Example API', entries, {
    url: 'https://docs.example.com',
    author: 'Example, Inc.',
  });
  assert.equal(record.path, 'api/changelog.xml');
  const feed = parseFeed(record.content);
  assert.equal(feed.items.length, entries.length);
  assert.equal(feed.items[0].url, `https://docs.example.com/api/changelog#${entries[0].anchor}`);
});

test("the API section lists a page another generator adds after the overview, and refuses one that takes an operation's file", async () => {
  const extra = renderChangelogPage('Example API', entries);
  const { pages } = await generateApi({ specFile: SITE_API_SPEC, extraPages: [extra] });
  const meta = JSON.parse(pages.find((r) => r.path === '_meta.json')!.content) as Record<string, unknown>;
  assert.deepEqual(Object.keys(meta).slice(0, 3), ['index', 'sandgarden-sun-api', 'changelog']);
  assert.ok(pages.some((r) => r.path === 'changelog.mdx'));
  await assert.rejects(
    generateApi({ specFile: SITE_API_SPEC, extraPages: [{ ...extra, file: 'start-run.mdx' }] }),
    /cannot hold both its page start-run\.mdx and the generated page "Changelog"/,
  );
});

test('the committed description changes only what 3.2 lets it say since the current release (3.1): the device flow, no noise from the version', () => {
  assert.deepEqual(
    history.unreleased.map((c) => [c.kind, c.level, c.pointer]),
    [['security-flow-added', 'non-breaking', '/components/securitySchemes/oauth2/flows/deviceAuthorization']],
  );
  assert.ok(!entries.some((e) => e.status === 'unreleased'), 'npm run gen shows releases only');
});

test('under npm run dev, an edit shows as an "Unreleased" entry above the releases, and never in the feed', async () => {
  const edited = structuredClone(await loadApiDescription(SITE_API_SPEC)) as {
    paths: Record<string, Record<string, unknown>>;
  };
  delete edited.paths['/api/v1/runs/compare'].get;
  const withEdit = await buildApiHistory(releases, edited);
  const dev = changelogOf(withEdit, { unreleased: true, today });
  assert.equal(dev[0].version, 'Unreleased');
  assert.equal(dev[0].anchor, 'unreleased');
  assert.deepEqual(
    dev[0].items.map((i) => [i.level, i.operation]),
    [
      ['breaking', 'GET /api/v1/runs/compare'],
      ['non-breaking', null],
    ],
  );
  assert.deepEqual(
    dev.slice(1).map((e) => e.version),
    entries.map((e) => e.version),
  );
  const page = renderChangelogPage('Example API', dev).doc.page.blocks;
  assert.ok(page.some((b) => b.kind === 'heading' && b.level === 2 && b.text === 'Unreleased'));
  const feed = parseFeed(
    renderChangelogFeed('Example API', dev, { url: 'https://docs.example.com', author: 'Example, Inc.' }).content,
  );
  assert.deepEqual(
    feed.items.map((i) => i.title),
    entries.map((e) => e.version),
  );
});
