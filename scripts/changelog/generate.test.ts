import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFeed } from '@rowanmanning/feed-parser';
import { loadApiHistory } from '../history/index.ts';
import { buildApiHistory } from '../history/release-changes.ts';
import { loadApiDescription } from '../api-diff/index.ts';
import { generateApi, modelApi } from '../openapi/pipeline.ts';
import { SITE_API_SPEC } from '../openapi/section.ts';
import { loadCliModel } from '../cli/pipeline.ts';
import { buildSiteIndex } from '../site-index.ts';
import { changelogOf, renderChangelogFeed, renderChangelogPage } from './generate.ts';

const releases = loadApiHistory('.');
const history = await buildApiHistory(releases, await loadApiDescription(SITE_API_SPEC));
const index = buildSiteIndex(await modelApi({ specFile: SITE_API_SPEC }), loadCliModel());
const entries = changelogOf(history, index);

test("the committed history: newest release first, each item linked to the operation's page of today", () => {
  assert.deepEqual(entries.map((e) => e.version), releases.map((r) => r.version).reverse());
  const linked = entries.flatMap((e) => e.items).filter((i) => i.operationId && index.operations.has(i.operationId));
  assert.ok(linked.length > 20);
  for (const item of linked) assert.equal(item.href, index.operations.get(item.operationId!)!.route);
});

test('the page: one h2 per release with its stable id, level headings in order', () => {
  const { doc, file, sidebarTitle } = renderChangelogPage('Example API', entries);
  assert.equal(file, 'changelog.mdx');
  assert.equal(sidebarTitle, 'Changelog');
  const h2 = doc.page.blocks.filter((b) => b.kind === 'heading' && b.level === 2).map((b) => (b as { id?: string }).id);
  assert.deepEqual(h2, entries.map((e) => e.anchor));
  assert.equal(doc.frontmatter.title, 'Example API changelog');
});

test('the feed names the site, one entry per release, links absolute', () => {
  const record = renderChangelogFeed('Example API', entries, { url: 'https://docs.example.com', author: 'Example, Inc.' });
  assert.equal(record.path, 'api/changelog.xml');
  const feed = parseFeed(record.content);
  assert.equal(feed.items.length, entries.length);
  assert.equal(feed.items[0].url, `https://docs.example.com/api/changelog#${entries[0].anchor}`);
});

test('the API section lists a page another generator adds after the overview, and refuses one that takes an operation\'s file', async () => {
  const extra = renderChangelogPage('Example API', entries);
  const { pages } = await generateApi({ specFile: SITE_API_SPEC, extraPages: [extra] });
  const meta = JSON.parse(pages.find((r) => r.path === '_meta.json')!.content) as Record<string, unknown>;
  assert.deepEqual(Object.keys(meta).slice(0, 3), ['index', 'sandgarden-sun-api', 'changelog']);
  assert.ok(pages.some((r) => r.path === 'changelog.mdx'));
  await assert.rejects(generateApi({ specFile: SITE_API_SPEC, extraPages: [{ ...extra, file: 'start-run.mdx' }] }), /cannot hold both its page start-run\.mdx and the generated page "Changelog"/);
});
