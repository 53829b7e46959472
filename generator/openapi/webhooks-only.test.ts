import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateApi } from './pipeline.ts';
import { compileMdx, fixture, pageText } from './test-helpers.ts';

test('a webhooks-only OpenAPI 3.1 description (no `paths`) is valid and generates its landing, overview and webhook page', async () => {
  const { model, pages, publicFiles, coverage } = await generateApi({
    specFile: fixture('webhooks-only.yaml'),
    publish: true,
  });
  assert.equal(model.operations.length, 0);
  assert.deepEqual(pages.map((p) => p.path).sort(), [
    '_meta.json',
    '_meta.ts',
    '_model.json',
    '_pages/index.json',
    '_pages/ping.json',
    '_pages/webhooks-only.json',
    'index.mdx',
    'ping.mdx',
    'webhooks-only.mdx',
  ]);
  for (const page of pages.filter((p) => p.path.endsWith('.mdx'))) await compileMdx(page.content, page.path);
  assert.ok(JSON.parse(publicFiles.find((f) => f.path === 'openapi.json')!.content).webhooks.ping);
  assert.deepEqual(coverage, [], 'the webhook is shown: nothing to report');
  const landing = pageText(pages, 'index.mdx');
  assert.match(landing, /## Webhooks \[#webhooks\]/);
  assert.match(landing, /"href":"\/api\/ping"/);
});
