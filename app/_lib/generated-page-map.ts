/**
 * The page map of the generated references (`content/api`, `content/cli`, and the older releases'
 * `content/api-versions`, `content/cli-versions`), read from the files gen wrote there. Nextra's
 * own page map leaves them out (tools/install/patch-page-map.ts): they are nine tenths of the
 * site's pages, and Nextra's page map imports every page's front matter into every route, which
 * `next dev` compiles before its first page and again after every save under `content/`. A folder
 * is given in the shape Nextra's loader gives a content folder (a `_meta.json` as its meta, as its
 * `_meta.ts` exports it; each MDX page with its front matter; a folder's `index.mdx` as the page at
 * the folder's route), normalized by Nextra's own `normalizePageMap`, so the section layouts
 * (page-map.ts) trim and lift it as they did the loader's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageMapItem } from 'nextra';
import { normalizePageMap } from 'nextra/page-map';
import { parse } from 'yaml';
import { readModelFile, readParsedFile } from './model-file';
import { withParentCommands } from '../../components/cli/sidebar-title';
import { REFERENCE_TABS } from './page-map';

const CONTENT_DIR = path.join(process.cwd(), 'content');

type Folder = Extract<PageMapItem, { children: PageMapItem[] }>;
const isMeta = (item: PageMapItem): item is Extract<PageMapItem, { data: Record<string, unknown> }> => 'data' in item;

/** A generated page's front matter: the YAML between its first two `---` lines; none without. */
export function frontMatterOf(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  return match ? ((parse(match[1]) as Record<string, unknown> | null) ?? {}) : {};
}

/** The front matter of the MDX file `file`, read once and again when `npm run dev` rewrites it. */
const readFrontMatter = (file: string): Record<string, unknown> => readParsedFile(file, frontMatterOf) ?? {};

/**
 * A folder's meta as its `_meta.ts` exports it: the `_meta.json` beside it, with the CLI's command
 * titles given their parent commands where the generated `_meta.ts` names them
 * (generator/cli/render/sidebar.ts).
 */
function folderMeta(dir: string): Record<string, unknown> | undefined {
  const meta = readModelFile<Record<string, string | { title: string }>>(path.join(dir, '_meta.json'));
  const ts = path.join(dir, '_meta.ts');
  const parents =
    meta && fs.existsSync(ts) && /withParentCommands\(meta, ("(?:[^"\\]|\\.)*")\)/.exec(fs.readFileSync(ts, 'utf8'));
  return parents ? withParentCommands(meta, JSON.parse(parents[1]) as string) : meta;
}

/** A subfolder of a listing, read on its own. */
interface SubFolder {
  sub: string;
  name: string;
  route: string;
}
const isSubFolder = (entry: PageMapItem | SubFolder): entry is SubFolder => 'sub' in entry;

/** A folder's own entries as Nextra's loader lists them (its meta, its pages, its subfolders), at its time of change. */
interface FolderListing {
  mtimeMs: number;
  route: string;
  entries: Array<PageMapItem | SubFolder>;
}

/**
 * Each folder's last listing. Gen writes every file by renaming it into its folder
 * (generator/lib/write-output.ts), which changes the folder's time, so a listing whose folder has
 * the same time lists the same pages with the same front matter: a save under `npm run dev`
 * reads again only the folders it wrote into (one of GitHub's 60, not its 3,866 pages).
 */
const listings = new Map<string, FolderListing>();

/** The listing of the folder `dir`, served at `route`; the folder is added to `read` with its time of change. */
function folderListing(dir: string, route: string, read: ReferenceSections['read']): FolderListing {
  const mtimeMs = fs.statSync(dir).mtimeMs;
  read.push([dir, mtimeMs]);
  const last = listings.get(dir);
  if (last && last.mtimeMs === mtimeMs && last.route === route) return last;
  const entries: FolderListing['entries'] = [];
  const meta = folderMeta(dir);
  if (meta) entries.push({ data: meta } as PageMapItem);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    // `_pages/` holds the models, not pages.
    if (entry.isDirectory() && !entry.name.startsWith('_'))
      entries.push({ sub: path.join(dir, entry.name), name: entry.name, route: `${route}/${entry.name}` });
    else if (entry.isFile() && entry.name.endsWith('.mdx')) {
      const name = entry.name.slice(0, -'.mdx'.length);
      entries.push({
        name,
        route: name === 'index' ? route : `${route}/${name}`,
        frontMatter: readFrontMatter(path.join(dir, entry.name)),
      } as PageMapItem);
    }
  }
  const listing = { mtimeMs, route, entries };
  listings.set(dir, listing);
  return listing;
}

/**
 * Nextra's `normalizePageMap` of a folder (or a list) whose subfolders are normalized already:
 * each stands in as an empty folder with its own page's front matter (what its title is read
 * from), and takes its children back after, so only this level is normalized again.
 */
function normalizeOneLevel<T>(raw: T, folders: readonly Folder[]): T {
  const byName = new Map(folders.map((folder) => [folder.name, folder]));
  const standIn = (folder: Folder) =>
    ({
      name: folder.name,
      route: folder.route,
      children: [],
      ...('frontMatter' in folder && folder.frontMatter ? { frontMatter: folder.frontMatter } : {}),
    }) as unknown as PageMapItem;
  const withStandIns = (children: PageMapItem[]) =>
    children.map((item) => ('children' in item && byName.get(item.name) === item ? standIn(item) : item));
  const input = Array.isArray(raw)
    ? withStandIns(raw)
    : { ...(raw as object), children: withStandIns((raw as unknown as Folder).children) };
  const restore = (children: PageMapItem[]) =>
    children.map((item) => {
      const folder = 'children' in item ? byName.get(item.name) : undefined;
      return folder ? ({ ...folder, ...item, children: folder.children } as PageMapItem) : item;
    });
  const normalized = normalizePageMap(input as never) as unknown;
  return (
    Array.isArray(normalized)
      ? restore(normalized as PageMapItem[])
      : { ...(normalized as Folder), children: restore((normalized as Folder).children) }
  ) as T;
}

/** Each folder's last normalized form, with what it was made of. */
const normalizedFolders = new Map<
  string,
  { name: string; listing: FolderListing; extra: readonly PageMapItem[]; children: Folder[]; folder: Folder }
>();
const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The folder `dir`, served at `route`, as Nextra's `normalizePageMap` gives it from the loader's
 * listing (with `extra` pages after its own): made again only where a listing below it changed.
 */
function normalizedFolder(
  dir: string,
  name: string,
  route: string,
  read: ReferenceSections['read'],
  extra: readonly PageMapItem[] = [],
): Folder {
  const listing = folderListing(dir, route, read);
  const children = listing.entries
    .filter(isSubFolder)
    .map((sub) => normalizedFolder(sub.sub, sub.name, sub.route, read));
  const last = normalizedFolders.get(dir);
  if (
    last?.name === name &&
    last.listing === listing &&
    sameItems(last.extra, extra) &&
    sameItems(last.children, children)
  )
    return last.folder;
  const bySub = new Map(children.map((child) => [child.name, child]));
  const raw = {
    name,
    route,
    children: [...listing.entries.map((entry) => (isSubFolder(entry) ? bySub.get(entry.name)! : entry)), ...extra],
  };
  const folder = normalizeOneLevel(raw as Folder, children);
  normalizedFolders.set(dir, { name, listing, extra, children, folder });
  return folder;
}

/**
 * The section's folder (`api-versions`) as Nextra's page map would hold it, with the pages of the
 * one release `route` belongs to (`/api-versions/v1-3-0/get-run` → `v1-3-0`; the others' folders
 * are empty): the sidebar of a release's page shows that release only. Undefined when gen wrote no
 * such section. A release is only ever a key of the section's meta, never a path of its own.
 */
export function olderSectionFolder(section: string, route: string, contentDir = CONTENT_DIR): PageMapItem | undefined {
  const dir = path.join(contentDir, section);
  const meta = readModelFile<Record<string, unknown>>(path.join(dir, '_meta.json'));
  if (!meta) return undefined;
  const release = route.split('/')[2];
  // Every release the section's meta names is a folder (Nextra's check of a meta's keys), the other releases' empty.
  const shown: Folder[] = [];
  const children: PageMapItem[] = [
    { data: meta } as PageMapItem,
    ...Object.keys(meta).map((name) => {
      const folder = path.join(dir, name);
      const at = `/${section}/${name}`;
      if (name !== release || !fs.existsSync(folder)) return { name, route: at, children: [] } as PageMapItem;
      const normalized = normalizedFolder(folder, name, at, []);
      shown.push(normalized);
      return normalized;
    }),
  ];
  return normalizeOneLevel({ name: section, route: `/${section}`, children } as Folder, shown);
}

/**
 * The current references' folders (`api`, `cli`) as the top of Nextra's page map held them, each
 * titled by its tab, and their tabs' meta entries; a reference gen has not written is left out. A
 * route of the app under one (`app/api/oauth-callback`) is in Nextra's page map, in a folder of the
 * same name: its pages join the reference's, as they did when Nextra listed both.
 */
function referenceSections(nextraPageMap: PageMapItem[], contentDir: string): ReferenceSections {
  const names = Object.keys(REFERENCE_TABS).filter((name) => fs.existsSync(path.join(contentDir, name)));
  const appPages = (name: string) =>
    nextraPageMap
      .filter((item): item is Folder => 'children' in item && item.name === name)
      .flatMap((folder) => folder.children.filter((item) => !isMeta(item)));
  const read: ReferenceSections['read'] = [[contentDir, fs.statSync(contentDir).mtimeMs]];
  const sections = names.map((name) =>
    normalizedFolder(path.join(contentDir, name), name, `/${name}`, read, appPages(name)),
  );
  const tabs = Object.fromEntries(names.map((name) => [name, REFERENCE_TABS[name as keyof typeof REFERENCE_TABS]]));
  const items = normalizeOneLevel([{ data: tabs } as PageMapItem, ...sections], sections);
  return {
    tabs: items.find(isMeta)?.data ?? {},
    folders: items.filter((item): item is Folder => 'children' in item),
    read,
  };
}

interface ReferenceSections {
  tabs: Record<string, unknown>;
  folders: Folder[];
  /** Each folder read, with its time of change then. */
  read: Array<[dir: string, mtimeMs: number]>;
}

/**
 * The last sections read, kept while no folder they were read from has changed (a folder added or
 * removed changes its parent's time): a render checks the folders' times and nothing else until
 * gen writes, and then reads and normalizes again only the folders written into and those above
 * them (`normalizedFolder`): 5 against 98 ms a render with GitHub's description mounted.
 */
let lastSections: { nextraPageMap: PageMapItem[]; contentDir: string; sections: ReferenceSections } | undefined;
const unchanged = (read: ReferenceSections['read']) =>
  read.every(([dir, mtimeMs]) => fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs === mtimeMs);

function referenceSectionsNow(nextraPageMap: PageMapItem[], contentDir: string): ReferenceSections {
  const last = lastSections;
  if (last && last.nextraPageMap === nextraPageMap && last.contentDir === contentDir && unchanged(last.sections.read))
    return last.sections;
  const sections = referenceSections(nextraPageMap, contentDir);
  lastSections = { nextraPageMap, contentDir, sections };
  return sections;
}

/**
 * The site's page map: Nextra's (the docs, their tag and category pages, the app's own pages) with
 * the current references' tabs and folders after it, and, for a page of an older release
 * (`older`), that release's section (`olderSectionFolder`).
 */
export function sitePageMap(
  nextraPageMap: PageMapItem[],
  older?: { section: string; route: string },
  contentDir = CONTENT_DIR,
): PageMapItem[] {
  const { tabs, folders } = referenceSectionsNow(nextraPageMap, contentDir);
  const meta = nextraPageMap.find(isMeta)?.data ?? {};
  const olderFolder = older && olderSectionFolder(older.section, older.route, contentDir);
  const replaced = new Set(folders.map((folder) => folder.name));
  return [
    { data: { ...meta, ...tabs } } as PageMapItem,
    ...nextraPageMap.filter((item) => !isMeta(item) && !('children' in item && replaced.has(item.name))),
    ...folders,
    ...(olderFolder ? [olderFolder] : []),
  ];
}

/** The current reference's folder `name` (`api`) as the site's page map holds it; undefined when gen wrote none. */
export function referenceFolder(
  nextraPageMap: PageMapItem[],
  name: string,
  contentDir = CONTENT_DIR,
): Folder | undefined {
  return referenceSectionsNow(nextraPageMap, contentDir).folders.find((folder) => folder.name === name);
}
