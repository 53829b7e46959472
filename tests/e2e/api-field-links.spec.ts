/**
 * Links to the fields of an API page: every field, parameter, header and enum value has an id
 * derived from its place (shared/api/anchors.ts); a link to one opens the levels above it,
 * scrolls it below the sticky navbar and highlights it, on load, after a client-side navigation
 * from another page and from the search box; each field's link can be copied with the keyboard.
 * The search index's sub-results point only at such ids, never at React's.
 *
 * Levels a large API's page leaves out (loaded when opened) need a grouped build
 * (`npm run test:large`); the logic that picks the level to open is unit-tested in
 * shared/api/anchors.test.ts (`levelHolding`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { REACT_ID } from '../../shared/api/anchors';
import { expectBuilt, OUT, openSearch, outFile, search, searchOptions } from './search-helpers';

/** The target is in the window, below the sticky navbar rather than under it, and highlighted. */
async function expectRevealed(page: Page, target: Locator) {
  await expect(target).toHaveAttribute('data-hash-target', '');
  await expect(target).toBeVisible();
  await expect(target).toBeInViewport();
  const navbarBottom = await page
    .locator('.nextra-navbar')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const top = await target.evaluate((el) => el.getBoundingClientRect().top);
  expect(top, 'the field starts below the navbar').toBeGreaterThanOrEqual(navbarBottom - 1);
}

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

test('a link to a field inside a collapsed level opens the levels above it, below the navbar, highlighted', async ({
  page,
}) => {
  expectBuilt('/api/update-connections');
  await page.goto('/api/update-connections#response-400.details.pointer');
  const field = byId(page, 'response-400.details.pointer');
  await expectRevealed(page, field);
  // The level holding it was a closed disclosure; the link opened it.
  await expect(field.locator('xpath=ancestor::details[1]')).toHaveAttribute('open', '');
});

test('a link to an enum value leads to the value inside its field', async ({ page }) => {
  expectBuilt('/api/update-connections');
  const html = fs.readFileSync(outFile('/api/update-connections'), 'utf8');
  const id = /id="(response-[^"]*=[^"]*)"/.exec(html)?.[1];
  expect(id, 'update-connections shows an enum value with its own id').toBeTruthy();
  await page.goto(`/api/update-connections#${id}`);
  await expectRevealed(page, byId(page, id!));
});

test('a field link followed on the page reveals the field again (hashchange)', async ({ page }) => {
  await page.goto('/api/update-connections', { waitUntil: 'networkidle' });
  const field = byId(page, 'response-400.details.message');
  // A hash set before React has attached its listener changes nothing (a loaded host hydrates
  // after the network is idle): set it until it takes, as a reader clicks again.
  await expect(async () => {
    await page.evaluate(() => {
      window.location.hash = '';
      window.location.hash = 'response-400.details.message';
    });
    await expect(field).toHaveAttribute('data-hash-target', '', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expectRevealed(page, field);
});

test('each field has a copy-link control the keyboard reaches, which copies the field’s address', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api/update-connections');
  const field = byId(page, 'response-200.hostname');
  await field.getByRole('link', { name: 'hostname: link to this field' }).focus();
  await page.keyboard.press('Tab');
  const copy = field.getByRole('button', { name: 'Copy link to field hostname' });
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field.getByRole('button', { name: 'Link to field hostname copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/api/update-connections#response-200.hostname`,
  );
  // A nested field's control names its path.
  await expect(
    byId(page, 'response-400.details.pointer').getByRole('button', {
      name: 'Copy link to field details.pointer',
      includeHidden: true,
    }),
  ).toHaveCount(1);
});

test('searching a field name lists the operations that have it, names the field, and lands on it after a client-side navigation', async ({
  page,
}) => {
  expectBuilt('/api/get-cluster');
  await page.goto('/docs/using/concepts');
  // Survives a client-side navigation, not a reload.
  await page.evaluate(() => ((window as unknown as { sgNoReload: boolean }).sgNoReload = true));
  await openSearch(page);
  await search(page, 'connectedDirectors');
  const options = searchOptions(page);
  const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs.slice(0, 3))
    expect(href, 'the first results are operations that have the field').toMatch(
      /^\/api\/[a-z-]+#response-\d+\.([A-Za-z]+\.)*connectedDirectors$/,
    );
  const first = options.first();
  await expect(first).toContainText(/connectedDirectors in 20\d \w+/);
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(href);
  await expectRevealed(page, byId(page, decodeURIComponent(href.split('#')[1])));
  expect(await page.evaluate(() => (window as unknown as { sgNoReload?: boolean }).sgNoReload)).toBe(true);
});

test('searching a nested field name lands on it inside its closed level', async ({ page }) => {
  await page.goto('/api/update-connections');
  await openSearch(page);
  await search(page, 'basePassed');
  const first = searchOptions(page).first();
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/compare-runs#response-200\.[A-Za-z.]*basePassed$/);
  await expect(first).toContainText(/basePassed in 200 OK/);
  await first.click();
  await expect(page).toHaveURL(href);
  await expectRevealed(page, byId(page, decodeURIComponent(href.split('#')[1])));
});

const FIELD_QUERIES = [
  { query: 'deviceAuthorizationEndpoint', page: '/api/get-auth-metadata' },
  { query: 'basePassed', page: '/api/compare-runs' },
  { query: 'connectedDirectors', page: '/api/get-cluster' },
];

for (const { query, page: route } of FIELD_QUERIES) {
  test(`the field query “${query}” leads first to the field on ${route}, named by its path`, async ({ page }) => {
    expectBuilt(route);
    await page.goto('/');
    await openSearch(page);
    await search(page, query);
    const first = searchOptions(page).first();
    await expect(first).toHaveAttribute('href', new RegExp(`^${route}#[A-Za-z0-9_.=-]*\\b${query}$`));
    await expect(first).toContainText(new RegExp(`${query} in \\d{3} `));
  });
}

/** Pagefind's fragments (one per page): its URL and the elements with ids it recorded. */
function indexedAnchors(): Array<{
  url: string;
  anchors: Array<{ element: string; id: string; text?: string; title?: string }>;
}> {
  const dir = path.join(OUT, '_pagefind', 'fragment');
  expect(fs.existsSync(dir), `${dir} exists (npm run build writes the index)`).toBe(true);
  return fs.readdirSync(dir).map((file) => {
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8');
    return JSON.parse(raw.slice(raw.indexOf('{')));
  });
}

test('every anchor a search result can link to exists on its page and is derived from the page, never a React id', () => {
  const fragments = indexedAnchors();
  let fieldAnchors = 0;
  for (const { url, anchors } of fragments) {
    const route = url.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
    const html = fs.readFileSync(outFile(route === '/index' ? '/' : route), 'utf8');
    // Pagefind makes a sub-result of a heading with text, or of an element with a title.
    for (const anchor of anchors.filter((a) => (/^h\d$/i.test(a.element) && a.text?.trim()) || a.title?.trim())) {
      expect(anchor.id, `${url}#${anchor.id}`).not.toMatch(REACT_ID);
      expect(html.includes(`id="${anchor.id}"`), `${url}#${anchor.id} is on its page`).toBe(true);
      if (anchor.title) {
        fieldAnchors++;
        expect(anchor.id, `${url}: a field's id is derived from its place`).toMatch(
          /^(param-|request-body|response-|callback-)[A-Za-z0-9_.=-]*$/,
        );
      }
    }
  }
  expect(fieldAnchors, 'fields are sub-results of their pages').toBeGreaterThan(500);
});
