/**
 * Builds the whole site (gen, Next build, export, gates, search index) in a temporary copy with a
 * generated 302-operation API (and one operation with a body) mounted at /api/synthetic, and checks
 * that a page carries its own tag's entries and one link per other tag: its HTML does not grow with
 * the operation count; deeper schema levels and "Try it"'s body check load from the page's data file.
 * Slow (a full build): `flock /tmp/sandgarden-build.lock npm run test:large`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { syntheticSpec } from '../../generator/openapi/large-spec.ts';
import { buildLargeSite } from '../../tools/bench/large-site.ts';
import { inBrowser } from './browser.ts';

const MOUNT = 'synthetic';
/** Group 1 is small; the eleven others hold 297 operations that group 1's pages must not carry. */
const TAG_SIZES = [5, ...Array(11).fill(27)];
const MAX_PAGE_BYTES = 250_000;

let siteDir = '';
let specDir = '';
const html = (route: string) => fs.readFileSync(path.join(siteDir, 'out', `${route}.html`), 'utf8');
/** Operation routes of the synthetic API a page mentions anywhere (sidebar, page map, payload). */
const operationRoutes = (page: string) =>
  new Set([...page.matchAll(/\/api\/synthetic\/group-\d+\/get-group\d+-thing\d+/g)].map((m) => m[0]));
const opRoute = (group: number, n: number) => `/api/${MOUNT}/group-${group}/get-group${group}-thing${n}`;

before(async () => {
  specDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandgarden-synthetic-spec-'));
  const spec = path.join(specDir, 'synthetic.json');
  // One operation with a body, for "Try it"'s check against a schema the page does not carry.
  fs.writeFileSync(spec, JSON.stringify(syntheticSpec(TAG_SIZES, { replaceable: [{ group: 3, thing: 2 }] })));
  const run = await buildLargeSite(process.cwd(), MOUNT, spec);
  siteDir = run.dir;
});

after(() => {
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
  if (specDir) fs.rmSync(specDir, { recursive: true, force: true });
});

test('an operation page carries its own tag’s operations and one link per other tag, nothing of theirs', () => {
  const page = html(opRoute(1, 3).slice(1));
  assert.deepEqual([...operationRoutes(page)].sort(), [1, 2, 3, 4, 5].map((n) => opRoute(1, n)).sort());
  for (let group = 1; group <= TAG_SIZES.length; group++)
    assert.match(page, new RegExp(`href="/api/${MOUNT}/group-${group}"`));
  assert.ok(page.length < MAX_PAGE_BYTES, `page is ${page.length} bytes`);
});

test('pages of a big tag carry that tag only', () => {
  const page = html(opRoute(7, 1).slice(1));
  const routes = [...operationRoutes(page)];
  assert.equal(routes.length, 27);
  assert.ok(routes.every((r) => r.startsWith(`/api/${MOUNT}/group-7/`)));
  assert.ok(page.length < MAX_PAGE_BYTES, `page is ${page.length} bytes`);
});

test('the landing and the tag pages list tags or one tag’s operations, not all of them', () => {
  assert.equal(operationRoutes(html(`api/${MOUNT}`)).size, 0);
  assert.equal(operationRoutes(html(`api/${MOUNT}/group-2`)).size, 27);
});

test('our own API keeps its flat sidebar, with the mounted API as one link', () => {
  const page = html('api/start-run');
  assert.equal(operationRoutes(page).size, 0);
  assert.match(page, new RegExp(`href="/api/${MOUNT}"`));
  // Every operation of our own API is still listed on each of its pages.
  const ownOps = fs
    .readdirSync(path.join(siteDir, 'content/api'))
    .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
    .map((f) => f.replace(/\.mdx$/, ''));
  for (const op of ownOps) assert.ok(page.includes(`href="/api/${op}"`), `sidebar links /api/${op}`);
});

test('a top level wider than the page’s budget is one closed disclosure that loads when opened', async () => {
  const route = opRoute(1, 1);
  assert.doesNotMatch(html(route.slice(1)), /id="response-200\.field1"/);
  await inBrowser(siteDir, async (open) => {
    const tab = await open(route);
    await tab.locator('[id="response-200"] summary').first().click();
    await tab.getByText('Field 80 of a wide thing.').waitFor({ timeout: 15_000 });
  });
});

test('a large API page shows two levels of a schema and loads deeper ones when the reader opens them', async () => {
  const route = opRoute(3, 2);
  const page = html(route.slice(1));
  // owner (level 1) and its team (level 2) are in the page; the team's own fields are not.
  assert.match(page, /id="response-200\.owner\.team"/);
  assert.doesNotMatch(page, /id="response-200\.owner\.team\.lead"/);
  const data = path.join(siteDir, 'out', `api-schemas${route}.json`);
  assert.ok(fs.existsSync(data), `${data} is published`);

  await inBrowser(siteDir, async (open) => {
    const tab = await open(route);
    const owner = tab.locator('[id="response-200.owner"]');
    await owner.locator('summary').first().click();
    const team = tab.locator('[id="response-200.owner.team"]');
    // Opened with the keyboard, as a reader without a mouse would: the deeper level loads.
    await team.locator('summary').first().focus();
    await tab.keyboard.press('Enter');
    const lead = tab.locator('[id="response-200.owner.team.lead"]');
    await lead.waitFor({ timeout: 15_000 });
    assert.match(await lead.innerText(), /The team's lead\./);
    // Deeper still: the lead's address opens too, with its field's description.
    await lead.locator('summary').first().click();
    await tab.locator('[id="response-200.owner.team.lead.address"] summary').first().click();
    await tab.getByText('City the lead works in.').waitFor({ timeout: 15_000 });

    // A link to a field inside a deferred level opens the levels that hold it and shows it.
    const again = await open(`${route}#response-200.owner.team.lead.name`);
    await again.getByText('Full name of the lead.').waitFor({ state: 'visible', timeout: 15_000 });

    // The same from another page, by a client-side navigation (as a search result or a changelog
    // link goes): the page that is not loaded yet opens its deferred levels when it mounts.
    const other = await open(opRoute(3, 1));
    await other.evaluate(() => Object.assign(window, { stayedInPage: true }));
    await other.evaluate(
      (url) => (window as unknown as { next: { router: { push(url: string): void } } }).next.router.push(url),
      `${route}#response-200.owner.team.lead.name`,
    );
    await other.getByText('Full name of the lead.').waitFor({ state: 'visible', timeout: 15_000 });
    assert.equal(
      await other.evaluate(() => (window as unknown as { stayedInPage?: boolean }).stayedInPage),
      true,
      'a client-side navigation, not a reload',
    );
    // And on the page, a hash changed to a field of a level still closed.
    await other.evaluate(() => {
      window.location.hash = '#response-200.owner.team.lead.address.city';
    });
    await other.getByText('City the lead works in.').waitFor({ state: 'visible', timeout: 15_000 });
  });
});

test('"Try it" on a large API page checks a body against the schema kept in the page\'s data file', async () => {
  const route = `/api/${MOUNT}/group-3/replace-group3-thing2`;
  await inBrowser(siteDir, async (open) => {
    const tab = await open(route);
    const data = tab.waitForRequest((request) => request.url().endsWith(`/api-schemas${route}.json`));
    await tab.getByRole('button', { name: 'Open the request builder' }).click();
    await data;
    const editor = tab.getByLabel(/^Body \(/);
    const body = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
    delete body.name;
    await editor.fill(JSON.stringify(body, null, 2));
    await tab.getByTestId('try-it-body-schema').getByText('/name Required, and missing.').waitFor({ timeout: 15_000 });
  });
});
