/**
 * Webhook and callback pages in Chromium. Sandgarden's own API has neither (the platform sends
 * no webhooks), so this builds the whole site in a temporary copy with the
 * kitchen sink (tests/fixtures/kitchen-sink.yaml) mounted at /api/kitchen-sink, as the
 * bounded-sidebar test does with its synthetic API; the site itself never shows the kitchen sink.
 * Slow (a full build): `flock /tmp/sandgarden-build.lock npx tsx --test tests/large/api-coverage.test.ts`;
 * `API_COVERAGE_SITE=dir` reruns the checks on a site it built before.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { buildLargeSite } from '../../tools/bench/large-site.ts';
import { inBrowser } from './browser.ts';

const MOUNT = 'kitchen-sink';
const BASE = `/api/${MOUNT}`;

/** A site this test built before (its directory, with `out/` and `node_modules`): reused and kept, to rerun the checks without a build. */
const PREBUILT = process.env.API_COVERAGE_SITE;
let siteDir = '';
const out = (file: string) => path.join(siteDir, 'out', file);

before(async () => {
  siteDir = PREBUILT ?? (await buildLargeSite(process.cwd(), MOUNT, 'tests/fixtures/kitchen-sink.yaml')).dir;
});

after(() => {
  if (siteDir && !PREBUILT) fs.rmSync(siteDir, { recursive: true, force: true });
});

test('a webhook page: labelled as a request the API sends, its payload, headers, example and the responses to send; no Try it', async () => {
  await inBrowser(siteDir, async (open) => {
    const tab = await open(`${BASE}/new-pet-webhook`);
    await tab.getByRole('heading', { level: 1, name: 'A pet was added' }).waitFor();
    const note = tab.getByRole('note').filter({ hasText: 'sends this request to your endpoint' });
    assert.match(
      await note.innerText(),
      /Kitchen Sink API sends this request to your endpoint: your server receives it, you do not call it\./,
    );
    // A heading's name is its text and its permalink's label.
    for (const name of ['Payload', 'Headers', 'Responses your endpoint sends', '410 Gone']) {
      assert.equal(await tab.getByRole('heading', { name: new RegExp(`^${name}`) }).count(), 1, name);
    }
    const payload = tab.getByRole('complementary', { name: 'Example payload' });
    assert.match(await payload.innerText(), /"name": "Rex"/);
    assert.equal(await tab.getByRole('button', { name: /Try it/i }).count(), 0);
    // The description's markup is text on the page.
    assert.match(await tab.locator('main').innerText(), /\{petId\}, <b>not bold<\/b>, <\/script> and code\./);
    // Listed in the sidebar's Webhooks group and on the API's landing.
    const sidebarLink = tab.locator('aside').getByRole('link', { name: 'POST A pet was added' });
    assert.ok((await sidebarLink.count()) >= 1);
    const axe = await new AxeBuilder({ page: tab }).analyze();
    assert.deepEqual(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
    );

    const landing = await open(BASE);
    await landing.getByRole('heading', { level: 2, name: 'Webhooks' }).waitFor();
    assert.equal(
      await landing
        .locator('main')
        .getByRole('link', { name: /A pet was added/ })
        .count(),
      1,
    );
  });
});

test('callbacks on an operation page, each under its own anchor with the URL expression, payload and responses', async () => {
  await inBrowser(siteDir, async (open) => {
    const tab = await open(`${BASE}/add-pet#callback-statuschanged-post`);
    const heading = tab.locator('[id="callback-statuschanged-post"]');
    await heading.waitFor();
    assert.match(await heading.innerText(), /statusChanged/);
    assert.ok(await heading.isVisible());
    const main = await tab.locator('main').innerText();
    assert.match(main, /\{\$request\.body#\/callbackUrl\}\/status/);
    assert.match(main, /The pet was adopted \{at\} <i>once<\/i> <\/script>/);
    assert.ok(await tab.locator('[id="callback-petadopted-post-request-body"]').count());
    assert.ok(await tab.locator('[id="callback-petadopted-post-response-204"]').count());
    // A response link points at the linked operation's page.
    const link = tab.locator('main').getByRole('link', { name: 'getPet', exact: true });
    assert.equal(await link.getAttribute('href'), `${BASE}/get-pet`);
    const axe = await new AxeBuilder({ page: tab }).analyze();
    assert.deepEqual(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
    );
  });
});

test('the webhook pages have Markdown twins listed in llms.txt, and search finds them', async () => {
  assert.match(
    fs.readFileSync(out(`${BASE.slice(1)}/new-pet-webhook.md`), 'utf8'),
    /\*\*Webhook\.\*\* Kitchen Sink API sends this request to your endpoint/,
  );
  assert.match(
    fs.readFileSync(out('llms.txt'), 'utf8'),
    /\[A pet was added\]\([^)]*\/api\/kitchen-sink\/new-pet-webhook\.md\)/,
  );
  await inBrowser(siteDir, async (open) => {
    const tab = await open('/');
    const results = await tab.evaluate(async () => {
      // @ts-expect-error: Pagefind's module, served by the export
      const pagefind = await import('/_pagefind/pagefind.js');
      const search = await pagefind.search('pet was added');
      const data = await Promise.all(
        search.results.slice(0, 5).map((r: { data: () => Promise<{ url: string }> }) => r.data()),
      );
      return data.map((d) => d.url);
    });
    assert.ok(
      results.some((url: string) => url.includes('/api/kitchen-sink/new-pet-webhook')),
      results.join(', '),
    );
  });
});
