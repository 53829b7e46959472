import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expandCode } from '../../components/code-compact.ts';
import { sampleData } from './sample-data-file.ts';
import { pagesWithSampleData } from './sample-data-file.ts';
import { fileSampleCards } from '../../shared/api/sample-data.ts';

/** The code a block shows (the highlighter writes an empty line as one space). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/^ $/gm, '');

test("every recipe page's data file holds each lazy tab's block highlighted, its text the sample's code", () => {
  const pages = pagesWithSampleData();
  assert.deepEqual(pages.map((p) => p.route).sort(), [
    '/api/recipes/compare-test-runs',
    '/api/recipes/connect-model-provider',
    '/api/recipes/rotate-api-key',
    '/api/recipes/run-workflow-and-wait',
  ]);
  for (const page of pages) {
    const data = sampleData(page.route, page.blocks);
    for (const card of fileSampleCards(page.blocks)) {
      assert.deepEqual(
        Object.keys(data[card.id]),
        card.tabs.map((t) => t.id),
        `${page.route} ${card.id}`,
      );
      for (const tab of card.tabs) {
        const entry = data[card.id][tab.id];
        const source = tab.block.kind === 'code' ? tab.block.code : '';
        assert.equal(textOf(expandCode(entry.text)).trimEnd(), source.trimEnd(), `${page.route} ${card.id} ${tab.id}`);
        assert.match(expandCode(entry.text), /<span class=k\d/, `${page.route} ${card.id} ${tab.id} is highlighted`);
        assert.equal(entry.copy, true);
      }
    }
  }
});

test('a block the data file cannot hold fails, naming the page, the card and the tab', () => {
  const blocks = [
    {
      kind: 'component' as const,
      name: 'ApiRequestSamples' as never,
      props: { id: 'c', lazySource: '/api-samples/x.json', tabs: [{ id: 'go', label: 'Go', lazy: true }] },
      children: [{ kind: 'paragraph' as const, content: ['not code'] }],
    },
  ];
  assert.throws(
    () => sampleData('/api/recipes/x', blocks),
    /\/api\/recipes\/x: the go sample of card c is no highlighted code block/,
  );
});
