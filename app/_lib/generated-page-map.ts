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

/**
 * The items of the folder `dir`, served at `route`, as Nextra's loader lists them (before
 * normalizing); every folder read is added to `read` with its time of change before reading.
 */
function folderItems(dir: string, route: string, read: ReferenceSections['read'] = []): PageMapItem[] {
  read.push([dir, fs.statSync(dir).mtimeMs]);
  const items: PageMapItem[] = [];
  const meta = folderMeta(dir);
  if (meta) items.push({ data: meta } as PageMapItem);
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    // `_pages/` holds the models, not pages.
    if (entry.isDirectory() && !entry.name.startsWith('_'))
      items.push({
        name: entry.name,
        route: `${route}/${entry.name}`,
        children: folderItems(path.join(dir, entry.name), `${route}/${entry.name}`, read),
      } as PageMapItem);
    else if (entry.isFile() && entry.name.endsWith('.mdx')) {
      const name = entry.name.slice(0, -'.mdx'.length);
      items.push({
        name,
        route: name === 'index' ? route : `${route}/${name}`,
        frontMatter: readFrontMatter(path.join(dir, entry.name)),
      } as PageMapItem);
    }
  }
  return items;
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
  const children: PageMapItem[] = [
    { data: meta } as PageMapItem,
    ...Object.keys(meta).map((name) => {
      const folder = path.join(dir, name);
      const shown = name === release && fs.existsSync(folder);
      const at = `/${section}/${name}`;
      return { name, route: at, children: shown ? folderItems(folder, at) : [] } as PageMapItem;
    }),
  ];
  return normalizePageMap({ name: section, route: `/${section}`, children } as never) as unknown as PageMapItem;
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
  const raw = names.map((name) => ({
    name,
    route: `/${name}`,
    children: [...folderItems(path.join(contentDir, name), `/${name}`, read), ...appPages(name)],
  }));
  const tabs = Object.fromEntries(names.map((name) => [name, REFERENCE_TABS[name as keyof typeof REFERENCE_TABS]]));
  const items = normalizePageMap([{ data: tabs }, ...raw] as never) as unknown as PageMapItem[];
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
 * The last sections read, kept while no folder they were read from has changed. Gen writes every
 * file by renaming it into its folder (generator/lib/write-output.ts), which changes the folder's
 * time, and a folder added or removed changes its parent's: a page under `npm run dev` reads the
 * references' 200 files (2,000 with GitHub's description mounted) again only after a write, and
 * a build, whose files do not change, reads them once per page map.
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
