import type { PageMapItem } from 'nextra';
import { kebabCase } from '../../shared/slug';

type Folder = Extract<PageMapItem, { children: PageMapItem[] }>;
type Meta = Extract<PageMapItem, { data: Record<string, unknown> }>;

const isFolder = (item: PageMapItem): item is Folder => 'children' in item;
const isMeta = (item: PageMapItem): item is Meta => 'data' in item;

function routesIn(items: PageMapItem[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (isMeta(item)) continue;
    if ('route' in item && item.route) into.add(item.route);
    if (isFolder(item)) routesIn(item.children, into);
  }
  return into;
}

function titleOf(meta: Record<string, unknown>, name: string): string {
  const entry = meta[name];
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && typeof (entry as { title?: unknown }).title === 'string')
    return (entry as { title: string }).title;
  return name;
}

/**
 * Nextra's breadcrumb links a folder to the route of its first child; when that child is itself
 * a folder without an index page, the link names a URL nothing serves (`/docs/using`). Every docs
 * folder has a category page listing its pages (`/category/{slug of its title}`), so a folder
 * without an index page takes that page's route: breadcrumbs then lead to the folder's overview.
 * A folder whose category page does not exist keeps its route.
 */
export function routeFoldersToCategoryPages(pageMap: PageMapItem[]): PageMapItem[] {
  const routes = routesIn(pageMap);
  const rewrite = (items: PageMapItem[]): PageMapItem[] => {
    const meta = (items.find(isMeta)?.data ?? {}) as Record<string, unknown>;
    return items.map((item) => {
      if (!isFolder(item)) return item;
      const children = rewrite(item.children);
      const hasIndexPage =
        'frontMatter' in item ||
        children.some((child) => !isMeta(child) && !isFolder(child) && 'route' in child && child.route === item.route);
      const categoryRoute = `/category/${kebabCase(titleOf(meta, item.name))}`;
      if (hasIndexPage || !routes.has(categoryRoute)) return { ...item, children };
      return { ...item, route: categoryRoute, children };
    });
  };
  return rewrite(pageMap);
}
