import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFeed } from '@rowanmanning/feed-parser';
import { entryHtml, plainText, renderAtomFeed, xmlText, type Feed } from './atom.ts';

const feed: Feed = {
  selfUrl: 'https://docs.example.com/api/changelog.xml',
  pageUrl: 'https://docs.example.com/api/changelog',
  title: 'Example API changelog',
  author: 'Example, Inc.',
  entries: [
    {
      version: '2026-11',
      date: '2026-11-26',
      url: 'https://docs.example.com/api/changelog#2026-11',
      summary: 'Runs can be compared. <script>alert(1)</script> & "quotes" ]]>',
      items: [
        {
          level: 'non-breaking',
          message: 'Added POST /runs/compare',
          href: 'https://docs.example.com/api/compare-runs',
        },
        { level: 'breaking', message: 'Removed the query parameter `workflow` of GET /runs' },
      ],
    },
    {
      version: '2025-06',
      date: '2025-06-02',
      url: 'https://docs.example.com/api/changelog#2025-06',
      summary: 'First release.',
      items: [],
    },
  ],
};

test('a real feed parser reads the feed: title, self link, one entry per release, newest first', () => {
  const parsed = parseFeed(renderAtomFeed(feed));
  assert.equal(parsed.meta.type, 'atom');
  assert.equal(parsed.title, 'Example API changelog');
  assert.equal(parsed.url, 'https://docs.example.com/api/changelog');
  assert.deepEqual(
    parsed.items.map((item) => item.title),
    ['2026-11', '2025-06'],
  );
  assert.equal(parsed.items[0].url, 'https://docs.example.com/api/changelog#2026-11');
  assert.equal(parsed.items[0].published?.toISOString(), '2026-11-26T00:00:00.000Z');
  assert.equal(parsed.updated?.toISOString(), '2026-11-26T00:00:00.000Z');
});

test('spec text stays text: markup in a summary reaches the reader escaped, never as an element', () => {
  const xml = renderAtomFeed(feed);
  assert.ok(!xml.includes('<script>'), 'no raw <script> in the feed');
  const parsed = parseFeed(xml);
  assert.equal(parsed.items[0].description, 'Runs can be compared. <script>alert(1)</script> & "quotes" ]]>');
  // The entry's HTML content carries the markup as text: escaped once as HTML, once more as XML.
  assert.ok(xml.includes('&lt;p&gt;Runs can be compared. &amp;lt;script&amp;gt;'));
});

test('an entry lists breaking changes before additions, each linked where it has a page', () => {
  const html = entryHtml(feed.entries[0]);
  assert.ok(html.indexOf('Breaking') < html.indexOf('Added or changed'));
  assert.match(html, /<a href="https:\/\/docs.example.com\/api\/compare-runs">Added POST \/runs\/compare<\/a>/);
});

test('characters XML forbids are dropped', () => {
  assert.equal(xmlText('a\u0001b\u000bc'), 'abc');
});

test('titles and summaries carry no Markdown backticks; the HTML content shows code spans as code', () => {
  assert.equal(plainText('Renames `workflowName` to `workflow`'), 'Renames workflowName to workflow');
  assert.equal(plainText('a lone ` stays'), 'a lone ` stays');
  const marked: Feed = {
    ...feed,
    title: 'The `Sun` API changelog',
    entries: [
      {
        ...feed.entries[1],
        version: '`2025-06`',
        summary: 'Adds `name` to a step.',
        items: [{ level: 'breaking', message: 'Renames `a` to `b`' }],
      },
    ],
  };
  const xml = renderAtomFeed(marked);
  const parsed = parseFeed(xml);
  assert.equal(parsed.title, 'The Sun API changelog');
  assert.equal(parsed.items[0].title, '2025-06');
  assert.equal(parsed.items[0].description, 'Adds name to a step.');
  assert.ok(
    xml.includes('Renames &lt;code&gt;a&lt;/code&gt; to &lt;code&gt;b&lt;/code&gt;'),
    'code spans as <code> in the content',
  );
  assert.ok(!parsed.items.some((item) => item.title?.includes('`')));
});
