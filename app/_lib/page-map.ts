import type { PageMapItem } from 'nextra';
import { routeFoldersToCategoryPages } from './folder-routes';

export type Section = 'docs' | 'api' | 'cli';

const SECTION_FOLDERS: Record<Exclude<Section, 'docs'>, string> = { api: 'api', cli: 'cli' };
const DOCS_TAB = 'docs-link';
const NAV_ONLY = new Set([DOCS_TAB, 'api', 'cli']);

type Folder = Extract<PageMapItem, { children: PageMapItem[] }>;
type Meta = Extract<PageMapItem, { data: Record<string, unknown> }>;

const isFolder = (item: PageMapItem): item is Folder => 'children' in item;
const isMeta = (item: PageMapItem): item is Meta => 'data' in item;

/** Keeps a folder's meta and first page only: enough for the navbar tab to find its route. */
function trimFolder(folder: Folder): Folder {
  const meta = folder.children.filter(isMeta);
  const first = folder.children.find((child) => !isMeta(child) && 'route' in child && child.route === folder.route)
    ?? folder.children.find((child) => !isMeta(child));
  return { ...folder, children: [...meta, ...(first ? [first] : [])] };
}

/**
 * The page map one section's layout sees: its own tree in full, the other sections reduced to
 * their navbar tabs, and (outside docs) the docs items hidden from the sidebar.
 */
export function sectionPageMap(pageMap: PageMapItem[], section: Section): PageMapItem[] {
  if (section === 'docs') pageMap = routeFoldersToCategoryPages(pageMap);
  const own = section === 'docs' ? null : SECTION_FOLDERS[section];
  return pageMap.map((item) => {
    if (isMeta(item)) {
      if (section === 'docs') return item;
      const data = Object.fromEntries(
        Object.entries(item.data).map(([key, value]) => {
          if (NAV_ONLY.has(key)) return [key, value];
          const base = typeof value === 'string' ? { title: value } : (value as Record<string, unknown>);
          return [key, { ...base, display: 'hidden' }];
        }),
      );
      return { data };
    }
    // The "Docs" tab links to `/`; a route of `/docs` makes the navbar mark it current on `/docs/**` too.
    if (!isMeta(item) && item.name === DOCS_TAB && !('route' in item && item.route)) return { ...item, route: '/docs' } as PageMapItem;
    if (isFolder(item) && (item.name === 'api' || item.name === 'cli') && item.name !== own) return trimFolder(item);
    if (own && isFolder(item) && item.name !== own) return trimFolder(item);
    return item;
  });
}

/** Whether the section's folder holds folders of its own (a grouped API, one folder per tag). */
export function hasNestedFolders(pageMap: PageMapItem[], sectionFolder: string): boolean {
  const folder = pageMap.find((item): item is Folder => isFolder(item) && item.name === sectionFolder);
  return !!folder && folder.children.some(isFolder);
}

const onPath = (folderRoute: string, route: string) => route === folderRoute || route.startsWith(folderRoute + '/');

/** A folder reduced to one sidebar link to its index page (or to its meta and first page without one). */
function collapseFolder(folder: Folder): PageMapItem {
  // A folder whose index page has `asIndexPage` carries that page's front matter: it is a link already.
  if ('frontMatter' in folder && folder.frontMatter) {
    const { children: _children, ...link } = folder;
    return link as PageMapItem;
  }
  const index = folder.children.find((child) => !isMeta(child) && !isFolder(child) && 'route' in child && child.route === folder.route);
  if (!index) return trimFolder(folder);
  return { ...index, name: folder.name } as PageMapItem;
}

function collapseBelow(folder: Folder, route: string): Folder {
  return {
    ...folder,
    children: folder.children.map((child) => {
      if (!isFolder(child)) return child;
      return onPath(child.route, route) ? collapseBelow(child, route) : collapseFolder(child);
    }),
  };
}

/**
 * The page map of one page of a grouped section: folders on the page's own path stay whole, every
 * other folder inside the section becomes one link to its index page. So a page carries its own
 * group's entries and one entry per other group, however many pages the section holds.
 */
export function pagePageMap(pageMap: PageMapItem[], sectionFolder: string, route: string): PageMapItem[] {
  return pageMap.map((item) => (isFolder(item) && item.name === sectionFolder ? collapseBelow(item, route) : item));
}
