/**
 * The ledger that dates generated pages (`content/page-dates.json`, written by `npm run gen`,
 * committed): by route, a fingerprint of what the page shows and when that content first
 * appeared. generator/lib/page-dates.ts keeps it; the site reads a page's date from it.
 */

/** Where the ledger lies, from the project's root. */
export const PAGE_DATES_FILE = 'content/page-dates.json';

export interface PageDate {
  /** A hash of the page's stub and the model files that hold what it shows. */
  fingerprint: string;
  /** When that content first appeared (ISO 8601). */
  updated: string;
}

/** The ledger: by route (`/api/start-run`). */
export type PageDates = Record<string, PageDate>;

/** The time (ms) the ledger dates `route` at; undefined for a page it does not hold (a hand-written one). */
export function pageDateTime(dates: PageDates | undefined, route: string): number | undefined {
  const updated = dates?.[route]?.updated;
  return updated === undefined ? undefined : Date.parse(updated);
}
