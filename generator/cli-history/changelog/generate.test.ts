/** sand's changelog from the committed releases: its items, where they link, the page, the feed and the JSON. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFeed } from '@rowanmanning/feed-parser';
import { loadCliModel } from '../../cli/pipeline.ts';
import { renderCliSection } from '../../cli/render/section.ts';
import { modelApi } from '../../openapi/pipeline.ts';
import { SITE_API_SPEC } from '../../openapi/site-api.ts';
import { buildSiteIndex } from '../../site-index.ts';
import { loadCliHistory } from '../releases/history.ts';
import { buildCliHistory } from '../releases/release-changes.ts';
import type { Inline } from '../../../shared/page-model.ts';
import {
  cliChangelogData,
  cliChangelogFeed,
  cliChangelogOf,
  cliChangelogPage,
  type CliChangelogData,
} from './generate.ts';

const today = loadCliModel();
const history = buildCliHistory(loadCliHistory('.'), today);
const entries = cliChangelogOf(history, today);
const site = { url: 'https://docs.example.com', author: 'Example, Inc.' };
const items = entries.flatMap((e) => e.items.map((item) => ({ ...item, release: e.version })));
const find = (release: string, kind: string, command: string | null) =>
  items.find((i) => i.release === release && i.kind === kind && i.command === command);

test('newest release first, each with its listed status; 1.5.0, the oldest listed, has no items', () => {
  assert.deepEqual(
    entries.map((e) => [e.version, e.status, e.anchor]),
    [
      ['1.8.0', 'current', 'v1-8-0'],
      ['1.7.0', 'supported', 'v1-7-0'],
      ['1.6.0', 'unsupported', 'v1-6-0'],
      ['1.5.0', 'unsupported', 'v1-5-0'],
    ],
  );
  assert.deepEqual(entries[3].items, []);
});

test('in a release, breaking changes first, then deprecations, then additions', () => {
  const levels = entries[1].items.map((i) => i.level);
  assert.deepEqual(
    levels,
    [...levels].sort(
      (a, b) =>
        ['breaking', 'deprecation', 'non-breaking'].indexOf(a) - ['breaking', 'deprecation', 'non-breaking'].indexOf(b),
    ),
  );
  assert.equal(levels[0], 'breaking');
  assert.ok(levels.includes('deprecation'));
});

test("each item links to its command's page today, at the flag's row when the page shows the flag", () => {
  const renamed = find('1.7.0', 'flag-renamed', 'sand steps push docker');
  assert.equal(renamed?.href, '/cli/sand/steps/push/docker#flag-var');
  assert.match(renamed!.action!, /Use `--var` instead of `--vars`/);
  // The removed --file is on no page today: the command's page, without a row.
  assert.equal(find('1.7.0', 'flag-removed', 'sand workflows push')?.href, '/cli/sand/workflows/push');
  assert.equal(find('1.6.0', 'flag-default-changed', 'sand runs start')?.href, '/cli/sand/runs/start#flag-timeout');
  assert.equal(find('1.7.0', 'command-added', 'sand steps check')?.href, '/cli/sand/steps/check');
  // A program-wide change is about the program, and links to the overview's section.
  const exitCode = find('1.6.0', 'exit-code-added', null);
  assert.equal(exitCode?.operation, 'sand');
  assert.equal(exitCode?.href, '/cli#exit-codes');
});

test('the page: one h2 per release, level headings in order, each item naming its command linked, with what to do', () => {
  const { frontmatter, page } = cliChangelogPage('sand', entries);
  assert.equal(frontmatter.title, 'sand CLI changelog');
  assert.deepEqual((frontmatter.search as { keywords: string[] }).keywords.includes('deprecated flags'), true);
  const headings = page.blocks.filter((b) => b.kind === 'heading');
  assert.deepEqual(
    headings.filter((b) => b.level === 2).map((b) => b.id),
    ['v1-8-0', 'v1-7-0', 'v1-6-0', 'v1-5-0'],
  );
  assert.deepEqual(
    headings.filter((b) => b.level === 3 && b.text.endsWith('1.7.0')).map((b) => b.text),
    ['Breaking changes in 1.7.0', 'Deprecations in 1.7.0', 'Additions and other changes in 1.7.0'],
  );
  const lists = page.blocks.flatMap((b) => (b.kind === 'list' ? b.items : []));
  const text = (item: Inline[]) =>
    item.map((i) => (typeof i === 'string' ? i : 'code' in i ? i.code : i.text)).join('');
  const deprecation = lists.find(
    (item) => text(item).includes('`--vars`') || text(item).includes('--vars was renamed'),
  );
  assert.ok(deprecation, 'the rename of --vars is listed');
  assert.deepEqual(deprecation[0], { link: '/cli/sand/steps/push/docker#flag-var', text: 'sand steps push docker' });
  assert.match(text(deprecation), /Use --var instead of --vars before the old name is removed/);
  assert.ok(
    page.blocks.some(
      (b) =>
        b.kind === 'paragraph' &&
        b.content.some((i) => typeof i === 'object' && 'link' in i && i.link === '/docs/changelog'),
    ),
    'the oldest entry points to the hand-written changelog',
  );
});

test('the feed is valid Atom: one entry per release, newest first, items linked absolutely', () => {
  const record = cliChangelogFeed('sand', entries, site);
  assert.equal(record.path, 'cli/changelog.xml');
  const feed = parseFeed(record.content);
  assert.equal(feed.title, 'sand CLI changelog');
  assert.equal(feed.url, 'https://docs.example.com/cli/changelog');
  assert.deepEqual(
    feed.items.map((i) => [i.title, i.url]),
    entries.map((e) => [e.version, `https://docs.example.com/cli/changelog#${e.anchor}`]),
  );
  assert.match(feed.items[1].content!, /<h3>Breaking<\/h3>.*<h3>Deprecated<\/h3>/s);
  assert.match(feed.items[1].content!, /href="https:\/\/docs\.example\.com\/cli\/sand\/steps\/push\/docker#flag-var"/);
});

test('the JSON names each item by command and flag, as the page lists them', () => {
  const record = cliChangelogData(entries, site);
  assert.equal(record.path, 'cli/changelog.json');
  const data = JSON.parse(record.content) as CliChangelogData;
  assert.deepEqual(
    data.releases.map((r) => r.version),
    ['1.8.0', '1.7.0', '1.6.0', '1.5.0'],
  );
  const renamed = data.releases[1].items.find((i) => i.kind === 'flag-renamed');
  assert.deepEqual(renamed && { command: renamed.command, flag: renamed.flag, url: renamed.url }, {
    command: 'sand steps push docker',
    flag: 'var',
    url: 'https://docs.example.com/cli/sand/steps/push/docker#flag-var',
  });
});

test('the CLI section lists the changelog after the overview, and the overview links to it', async () => {
  const changelog = {
    file: 'changelog.mdx',
    route: '/cli/changelog',
    sidebarTitle: 'Changelog',
    ...cliChangelogPage('sand', entries),
  };
  const minimal = loadCliModel('generator/cli/fixtures/valid-minimal.json');
  const { operations } = buildSiteIndex(await modelApi({ specFile: SITE_API_SPEC }), minimal);
  const records = await renderCliSection(minimal, { operations }, [changelog]);
  const meta = JSON.parse(records.find((r) => r.path === '_meta.json')!.content) as Record<string, unknown>;
  assert.deepEqual(Object.keys(meta), ['index', 'changelog', minimal.root.name]);
  assert.match(records.find((r) => r.path === 'changelog.mdx')!.content, /route=\{"\/cli\/changelog"\}/);
  const overview = records.find((r) => r.path === '_pages/index.json')!.content;
  assert.match(overview, /"link": ?"\/cli\/changelog"/);
  const without = await renderCliSection(minimal, { operations });
  assert.doesNotMatch(without.find((r) => r.path === '_pages/index.json')!.content, /\/cli\/changelog/);
});
