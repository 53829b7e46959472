import type { PageMapItem } from 'nextra';
import { RECIPES_FOLDER } from '../../shared/api/section-files';
import { routeFoldersToCategoryPages } from './folder-routes';

export type Section = 'docs' | 'api' | 'cli' | OlderSection;

/**
 * The current references' navbar tabs, after the docs' own entries of the top `_meta.ts` (which
 * cannot name them: their folders are not in Nextra's page map, generated-page-map.ts).
 */
export const REFERENCE_TABS = {
  api: { title: 'API', type: 'page' },
  cli: { title: 'CLI', type: 'page' },
} as const;

/**
 * The older releases' sections, each standing in for its current reference's navbar tab (`api`,
 * `cli`) with that tab's title, and linking to that reference's changelog (which has no older copy).
 */
const OLDER_SECTIONS = {
  'api-versions': {
    current: 'api',
    title: REFERENCE_TABS.api.title,
    changelog: { title: 'Changelog', href: '/api/changelog' },
  },
  'cli-versions': {
    current: 'cli',
    title: REFERENCE_TABS.cli.title,
    changelog: { title: 'Changelog', href: '/cli/changelog' },
  },
} as const;
export type OlderSection = keyof typeof OLDER_SECTIONS;
export const isOlderSection = (section: string): section is OlderSection => section in OLDER_SECTIONS;

const SECTION_FOLDERS: Record<Exclude<Section, 'docs'>, string> = {
  api: 'api',
  cli: 'cli',
  'api-versions': 'api-versions',
  'cli-versions': 'cli-versions',
};
const DOCS_TAB = 'docs-link';
const NAV_ONLY = new Set([DOCS_TAB, 'api', 'cli', ...Object.keys(OLDER_SECTIONS)]);

type Folder = Extract<PageMapItem, { children: PageMapItem[] }>;
type Meta = Extract<PageMapItem, { data: Record<string, unknown> }>;

const isFolder = (item: PageMapItem): item is Folder => 'children' in item;
const isMeta = (item: PageMapItem): item is Meta => 'data' in item;

/**
 * Keeps a folder's meta and first page only: enough for the navbar tab to find its route. A first
 * item that is a folder is trimmed the same way: the API's older releases are one folder per
 * release, and the first one whole (all its pages) was in every API and CLI page's payload.
 */
function trimFolder(folder: Folder): Folder {
  const meta = folder.children.filter(isMeta);
  const first =
    folder.children.find((child) => !isMeta(child) && 'route' in child && child.route === folder.route) ??
    folder.children.find((child) => !isMeta(child));
  const kept = first && isFolder(first) ? trimFolder(first) : first;
  return { ...folder, children: [...meta, ...(kept ? [kept] : [])] };
}

/**
 * The page map one section's layout sees: its own tree in full, the other sections reduced to
 * their navbar tabs, and (outside docs) the docs items hidden from the sidebar.
 */
export function sectionPageMap(pageMap: PageMapItem[], section: Section): PageMapItem[] {
  if (section === 'docs') return tabsFirst(sectionItems(routeFoldersToCategoryPages(pageMap), section));
  return sectionItems(pageMap, section);
}

/**
 * The navbar's tabs (Docs · API · CLI) before the docs' own items. The phone's menu lists the page
 * map in order, the tabs among the items: after the docs' tree, the API and the CLI were a long
 * scroll away. The navbar keeps the tabs' order, the sidebar shows no tab, and previous/next skip
 * them (they are outside the docs' tree), so on a wider screen nothing moves.
 */
function tabsFirst(items: PageMapItem[]): PageMapItem[] {
  const isTab = (item: PageMapItem) => !isMeta(item) && 'name' in item && NAV_ONLY.has(item.name);
  return [...items.filter(isMeta), ...items.filter(isTab), ...items.filter((item) => !isMeta(item) && !isTab(item))];
}

function sectionItems(pageMap: PageMapItem[], section: Section): PageMapItem[] {
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
    if (!isMeta(item) && item.name === DOCS_TAB && !('route' in item && item.route))
      return { ...item, route: '/docs' } as PageMapItem;
    if (
      isFolder(item) &&
      (item.name === 'api' || item.name === 'cli' || isOlderSection(item.name)) &&
      item.name !== own
    )
      return trimFolder(item);
    if (own && isFolder(item) && item.name !== own) return trimFolder(item);
    return item;
  });
}

/**
 * Whether the section's folder holds folders of its API's layout: one per tag (a grouped API) or a
 * mounted API's. The recipes' folder is none of them: a few pages beside a flat API.
 */
export function hasApiFolders(pageMap: PageMapItem[], sectionFolder: string): boolean {
  const folder = pageMap.find((item): item is Folder => isFolder(item) && item.name === sectionFolder);
  return !!folder && folder.children.some((child) => isFolder(child) && child.name !== RECIPES_FOLDER);
}

const onPath = (folderRoute: string, route: string) => route === folderRoute || route.startsWith(folderRoute + '/');

/** A folder reduced to one sidebar link to its index page (or to its meta and first page without one). */
function collapseFolder(folder: Folder): PageMapItem {
  // A folder whose index page has `asIndexPage` carries that page's front matter: it is a link already.
  if ('frontMatter' in folder && folder.frontMatter) {
    const { children: _children, ...link } = folder;
    return link as PageMapItem;
  }
  const index = folder.children.find(
    (child) => !isMeta(child) && !isFolder(child) && 'route' in child && child.route === folder.route,
  );
  if (index) return { ...index, name: folder.name } as PageMapItem;
  // A docs folder routed to its category page (folder-routes.ts) links there.
  const routedElsewhere = !folder.children.some(
    (child) => 'route' in child && onPath(folder.route, child.route as string),
  );
  if (routedElsewhere)
    return {
      name: folder.name,
      route: folder.route,
      title: (folder as { title?: unknown }).title,
      frontMatter: {},
    } as PageMapItem;
  return trimFolder(folder);
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
  return pageMap.map((item) => {
    if (!isFolder(item) || item.name !== sectionFolder) return item;
    const collapsed = collapseBelow(item, route);
    // A page inside a folder (a mounted API) leaves out the section's own top-level pages and
    // separators but its landing: another API's operations are one click away there, not 67
    // entries and their tag headings on every page.
    const insideFolder = item.children.some((child) => isFolder(child) && onPath(child.route, route));
    if (!insideFolder) return collapsed;
    return {
      ...collapsed,
      children: collapsed.children.filter(
        (child) => isMeta(child) || isFolder(child) || ('route' in child && child.route === item.route),
      ),
    };
  });
}

/**
 * The docs sidebar with every folder reduced to one link to its overview: the 404 page's. Next
 * puts the rendered 404 page into every page's payload (for client-side "not found"), so its
 * sidebar is paid for by every page of the site.
 */
export function docsOverviewPageMap(pageMap: PageMapItem[]): PageMapItem[] {
  return withoutHiddenItems(sectionPageMap(pageMap, 'docs')).map((item) => {
    // No "next page" link under "Page not found": the 404 page is in no reading order.
    if (isMeta(item)) return { data: { ...item.data, '*': { theme: { pagination: false } } } } as PageMapItem;
    return isFolder(item) && item.name === 'docs'
      ? {
          ...item,
          children: withoutHiddenItems(item.children).map((child) => (isFolder(child) ? collapseFolder(child) : child)),
        }
      : item;
  });
}

/**
 * The items a folder's meta hides from the sidebar, left out: the 404 page is no route, so
 * nothing looks them up (the tag and category folders would be in every page's payload).
 */
function withoutHiddenItems(items: PageMapItem[]): PageMapItem[] {
  const meta = items.find(isMeta)?.data ?? {};
  const hidden = (name: string) => {
    const entry = meta[name];
    return typeof entry === 'object' && entry !== null && (entry as { display?: unknown }).display === 'hidden';
  };
  return items.filter((item) => isMeta(item) || !('name' in item) || !hidden(item.name));
}

/**
 * A folder's `_meta` as the browser needs it: Nextra has already copied each title onto its item,
 * and an entry whose item this page map leaves out is never looked up. What is left is what the
 * theme reads from meta (display, type, theme, href).
 */
function browserMeta(
  data: Record<string, unknown>,
  present: Set<string>,
  titled: Set<string>,
): Record<string, unknown> {
  const kept: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(data)) {
    if (!present.has(key) && key !== '*') continue;
    if (typeof value === 'string') {
      if (!titled.has(key)) kept.push([key, value]);
      continue;
    }
    if (value && typeof value === 'object' && titled.has(key) && 'title' in value) {
      const { title: _title, ...rest } = value as Record<string, unknown>;
      if (Object.keys(rest).length > 0) kept.push([key, rest]);
      continue;
    }
    kept.push([key, value]);
  }
  return Object.fromEntries(kept);
}

/** Front matter keys the theme reads in the browser (`display` and `theme`, in normalizePages). */
const CLIENT_FRONT_MATTER = ['display', 'theme'];

/**
 * The page map without the front matter the browser never reads (descriptions, file paths, dates,
 * tags): the layout sends its page map to the browser with every page, once per sidebar entry.
 * An item keeps a `frontMatter` object, which is how the theme tells a page from a folder.
 */
export function browserPageMap(items: PageMapItem[]): PageMapItem[] {
  const titled = new Set(
    items
      .filter((item) => !isMeta(item) && 'title' in item && item.title !== undefined)
      .map((item) => (item as { name: string }).name),
  );
  const present = new Set(items.filter((item) => !isMeta(item)).map((item) => (item as { name: string }).name));
  const meta = items.find(isMeta)?.data as Record<string, { theme?: { collapsed?: unknown } } | string> | undefined;
  return items.map((item) => {
    if (isMeta(item))
      return { ...item, data: browserMeta(item.data as Record<string, unknown>, present, titled) } as PageMapItem;
    let slim: PageMapItem = item;
    if ('frontMatter' in item && item.frontMatter) {
      const frontMatter = item.frontMatter as Record<string, unknown>;
      slim = {
        ...item,
        frontMatter: Object.fromEntries(
          CLIENT_FRONT_MATTER.filter((key) => key in frontMatter).map((key) => [key, frontMatter[key]]),
        ),
      } as PageMapItem;
    }
    if (!isFolder(slim)) return slim;
    // The theme gives a folder its meta's `collapsed` in the sidebar but not in the phone's menu
    // (normalizePages sets it on the sidebar's copy only): on the folder itself both read it.
    const entry = meta?.[slim.name];
    const collapsed = typeof entry === 'object' ? entry.theme?.collapsed : undefined;
    return {
      ...slim,
      ...(typeof collapsed === 'boolean' ? { theme: { collapsed } } : {}),
      children: browserPageMap(slim.children),
    } as PageMapItem;
  });
}

/** Where an older API version's sidebar links for what changed between the releases. */
export const VERSIONS_CHANGELOG_LINK = OLDER_SECTIONS['api-versions'].changelog;

/**
 * The page map of a page of an older release (`/api-versions/v1-3-0/…`, `/cli-versions/v1-7-0/…`):
 * the section's folder holds that release's entries only, lifted up one level, so the sidebar is
 * that release's reference as the current one's is, and no page carries the other releases'
 * sidebars. The site's navigation stays as on every page of the current reference: the release's
 * folder takes its tab's title and place (Docs · API · CLI, that tab current), and its sidebar
 * links to the changelog, which has no older copy.
 */
export function versionPageMap(pageMap: PageMapItem[], sectionFolder: OlderSection, route: string): PageMapItem[] {
  const { current, title, changelog } = OLDER_SECTIONS[sectionFolder];
  const versions = pageMap.find((item): item is Folder => isFolder(item) && item.name === sectionFolder);
  const lifted = versions && liftVersion(versions, route, title, changelog);
  const items: PageMapItem[] = [];
  for (const item of pageMap) {
    // The theme draws no sidebar for a hidden tab: here the version's folder is the "API" tab, in the API tab's place.
    if (isMeta(item)) {
      const entries = Object.entries(item.data).filter(([key]) => key !== sectionFolder);
      items.push({
        data: Object.fromEntries(
          entries.flatMap(([key, value]) =>
            key === current
              ? [
                  [key, { ...(typeof value === 'string' ? { title: value } : (value as object)), display: 'hidden' }],
                  [sectionFolder, { title, type: 'page' }],
                ]
              : [[key, value]],
          ),
        ),
      });
      continue;
    }
    if (item === versions) continue;
    // The navbar lists the page map's items in order, under their own titles. The current API's
    // folder goes: its overview would show in this sidebar too (a second "API reference").
    if (lifted && isFolder(item) && item.name === current) items.push(lifted);
    else items.push(item);
  }
  if (lifted && !items.includes(lifted)) items.push(lifted);
  return items;
}

function liftVersion(
  versions: Folder,
  route: string,
  title: string,
  changelog: { title: string; href: string },
): Folder {
  const version = versions.children.find((child): child is Folder => isFolder(child) && onPath(child.route, route));
  if (!version) return { ...versions, title, children: versions.children.filter(isMeta) } as Folder;
  const meta = version.children.find(isMeta);
  const pages = version.children.filter((child) => !isMeta(child));
  // After the overview pages, as in the current reference's sidebar: before the API's first tag's
  // separator; right after the CLI's overview (its sidebar has no separator).
  const separator = pages.findIndex((child) => 'type' in child && child.type === 'separator');
  const overview = pages.findIndex((child) => 'route' in child && child.route === version.route);
  const at = separator >= 0 ? separator : overview >= 0 ? overview + 1 : pages.length;
  const link = { name: 'changelog', ...changelog } as unknown as PageMapItem;
  const children = [...pages.slice(0, at), link, ...pages.slice(at)];
  const data = meta ? { ...(meta.data as Record<string, unknown>), changelog } : { changelog };
  return { ...versions, title, children: [{ data } as PageMapItem, ...children] } as Folder;
}
