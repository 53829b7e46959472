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
