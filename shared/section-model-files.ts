/**
 * How a generated section's model lies on disk. The section's folder holds `_model.json`, its
 * index: each route's page file, and the file of the data several pages share (the CLI's global
 * flags, `_shared.json`); each page's blocks are a file of their own under `_pages/`, named as the
 * page's stub (`runs/get.mdx` → `_pages/runs/get.json`). A save under `npm run dev` then rewrites
 * the pages it changed, and the dev server reads those again, not one file of megabytes. A page's
 * date follows the files that hold what it shows (generator/lib/page-dates.ts): a new page changes
 * the index, not the shared data the other pages show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SECTION_MODEL_FILE, sharedDataOf, type PageModel, type SectionModel } from './page-model';

/** The folder, inside a section's folder, that holds its pages' models. */
export const SECTION_PAGES_DIR = '_pages';
/** The file, in a section's folder, of the data several pages share. */
export const SECTION_SHARED_FILE = '_shared.json';

/** What `_model.json` holds. */
export interface SectionIndex {
  /** By route: the page's model file, relative to the section's folder. */
  pageFiles: Record<string, string>;
  /** The shared data's file, relative to the section's folder, when the section has any. */
  sharedFile?: string;
}

/** Reads a JSON file; undefined when there is no such file. */
export type ReadJson = (file: string) => unknown;

/** `ReadJson` from the disk, for the steps that read a section once (twins, headers, tests). */
export const readJsonFile: ReadJson = (file) =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined;

/** Where a page's model lives in its section's folder, from its stub's path there. */
export function pageModelPath(stubFile: string): string {
  return `${SECTION_PAGES_DIR}/${stubFile.replace(/\.mdx$/, '')}.json`;
}

const regenerate = '\n  fix: run `npm run gen`';

/** A section index as read: its folder, its file, what it holds and the shared data it names. */
export interface FoundSection {
  dir: string;
  file: string;
  index: SectionIndex;
  shared?: SectionModel['shared'];
}

/** The section index in `dir`; undefined when the folder has none. */
export function readSectionIndex(dir: string, read: ReadJson): FoundSection | undefined {
  const file = path.join(dir, SECTION_MODEL_FILE);
  const index = read(file) as SectionIndex | undefined;
  if (index === undefined) return undefined;
  if (typeof index !== 'object' || index === null || typeof index.pageFiles !== 'object')
    throw new Error(`${file}: not a section index (no "pageFiles"), written by an older generator${regenerate}`);
  if (index.sharedFile === undefined) return { dir, file, index };
  const sharedFile = path.join(dir, index.sharedFile);
  const shared = read(sharedFile) as SectionModel['shared'];
  if (shared === undefined) throw new Error(`${sharedFile} is missing, though ${file} names it${regenerate}`);
  return { dir, file, index, shared };
}

/** The files that hold what the page at `route` shows: its own model file, and the shared data's when it uses some. */
export function sectionPageFiles(found: FoundSection, route: string, page: PageModel): string[] {
  const own = found.index.pageFiles[route];
  const files = own === undefined ? [] : [path.join(found.dir, own)];
  if (found.index.sharedFile !== undefined && Object.keys(sharedDataOf(page, found.shared)).length > 0)
    files.push(path.join(found.dir, found.index.sharedFile));
  return files;
}

/** One page's model, by route, from the section index `found`; undefined when the index lists no such route. */
export function readSectionPage(found: FoundSection, route: string, read: ReadJson): PageModel | undefined {
  const pageFile = found.index.pageFiles[route];
  if (pageFile === undefined) return undefined;
  const file = path.join(found.dir, pageFile);
  const page = read(file) as PageModel | undefined;
  if (page === undefined) throw new Error(`${file} is missing, though ${found.file} lists ${route}${regenerate}`);
  return page;
}

/** The whole section model in `dir` (every page, in the generator's order); undefined when the folder has none. */
export function readSectionModel(dir: string, read: ReadJson): SectionModel | undefined {
  const found = readSectionIndex(dir, read);
  if (!found) return undefined;
  const pages: SectionModel['pages'] = {};
  for (const route of Object.keys(found.index.pageFiles))
    pages[route] = readSectionPage(found, route, read) as PageModel;
  return { pages, ...(found.shared ? { shared: found.shared } : {}) };
}
