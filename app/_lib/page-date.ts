/**
 * The date a page was last changed, as its "Last updated" line shows it. Nextra dates a
 * hand-written page by the last commit of its MDX file; generated pages are not committed, so
 * each is dated by the ledger `npm run gen` keeps (shared/page-dates.ts): when what the page shows
 * last changed. Read again when gen rewrites it under `npm run dev`.
 */
import path from 'node:path';
import { PAGE_DATES_FILE, pageDateTime, type PageDates } from '../../shared/page-dates';
import { readModelFile } from './model-file';

/** The page's date: the ledger's for a generated page, else Nextra's (`stubTime`). */
export function pageTime(route: string, nextraTime: number | undefined, root = process.cwd()): number | undefined {
  return pageDateTime(readModelFile<PageDates>(path.join(root, PAGE_DATES_FILE)), route) ?? nextraTime;
}
