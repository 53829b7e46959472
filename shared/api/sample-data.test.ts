import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PageBlock } from '../page-model.ts';
import { fileSampleCards, sampleDataHref, withoutFileSamples } from './sample-data.ts';

const code = (text: string): PageBlock => ({ kind: 'code', lang: 'bash', code: text });
const card = (lazySource?: string): PageBlock => ({
  kind: 'component',
  name: 'ApiRequestSamples' as never,
  props: {
    id: 'push-request',
    tabs: [
      { id: 'curl', label: 'curl' },
      { id: 'go', label: 'Go', lazy: true },
      { id: 'php', label: 'PHP', lazy: true },
    ],
    ...(lazySource ? { lazySource } : {}),
  },
  children: [code('curl …'), code('package main …'), code('<?php …')],
});

test("a card that names its data file leaves its lazy tabs' blocks out of the page, inside other blocks too", () => {
  const href = sampleDataHref('/api/recipes/push');
  assert.equal(href, '/api-samples/api/recipes/push.json');
  const nested: PageBlock = {
    kind: 'component',
    name: 'ApiOperationAside' as never,
    props: {},
    children: [card(href)],
  };
  const [drawn] = withoutFileSamples([nested]) as Array<Extract<PageBlock, { kind: 'component' }>>;
  const drawnCard = drawn.children![0] as Extract<PageBlock, { kind: 'component' }>;
  assert.deepEqual(drawnCard.children, [code('curl …')]);
  assert.deepEqual(
    fileSampleCards([nested]).map((c) => [c.id, c.tabs.map((t) => t.id)]),
    [['push-request', ['go', 'php']]],
  );
});

test('a card without a data file keeps every block (an operation page: its lazy tabs travel in the payload)', () => {
  assert.deepEqual(withoutFileSamples([card()]), [card()]);
  assert.deepEqual(fileSampleCards([card()]), []);
});
