/** Driving the navbar search the way a reader does, for the search-*.spec.ts tests. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const OUT = 'out';

export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search documentation' });
export const searchInput = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Search documentation' });
export const searchOptions = (page: Page) =>
  searchDialog(page).getByRole('listbox', { name: 'Search results' }).getByRole('option');

/** The exported file that serves a route (`/api/start-run` → `out/api/start-run.html`). */
export function outFile(route: string): string {
  return path.join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/** Fails, naming the route and its file, when the export lacks the page a search test expects. */
export function expectBuilt(route: string): void {
  expect(fs.existsSync(outFile(route)), `${route} is exported (${outFile(route)})`).toBe(true);
}

/** Opens the search with the navbar field (desktop) and waits until the dialog has focus. */
export async function openSearch(page: Page): Promise<Locator> {
  await page.locator('[data-search-trigger="field"]:visible').first().click();
  await expect(searchInput(page)).toBeFocused();
  return searchInput(page);
}

/** Types a query and waits until the results (or the empty state) of exactly that query show. */
export async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await expect(searchDialog(page).locator('[data-settled-query]')).toHaveAttribute('data-settled-query', query, {
    timeout: 15_000,
  });
}

/** The pages of the results in order (the part of each link before `#`). */
export async function resultPages(page: Page): Promise<string[]> {
  return (await resultLinks(page)).map((href) => href.split('#')[0]);
}

/** The links of the results in order, with their `#anchor` (the section a result leads to). */
export async function resultLinks(page: Page): Promise<string[]> {
  return searchOptions(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The excerpt text of each result, in order. */
export async function resultExcerpts(page: Page): Promise<string[]> {
  return searchOptions(page).evaluateAll((links) =>
    links.map((a) => a.querySelector('[data-search-excerpt]')?.textContent ?? ''),
  );
}
