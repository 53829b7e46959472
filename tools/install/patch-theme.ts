/**
 * `postinstall`: the changes this site makes to nextra-theme-docs after install, file by file:
 * the 997 px breakpoint (patch-breakpoint.ts), the mobile drawer that renders its menu only
 * while open and scrolls to the current page only when it is out of view (patch-mobile-nav.ts), short class names for sidebar links
 * (patch-sidebar-links.ts) and landmarks around the breadcrumb, the previous/next links and the
 * last-updated line (patch-landmarks.ts); and next-themes, which the theme uses for light and dark,
 * no longer restyles the whole page after hydration to apply the theme its script already applied
 * (patch-next-themes.ts); and Nextra's MDX compiler loads a code language when a block first
 * needs it, not all of them before the first page (patch-highlighter.ts), and asks git for the
 * last commit of committed files only (patch-git-dates.ts), and its page map leaves out the
 * generated references, whose layouts read their own (patch-page-map.ts). Each is idempotent and
 * fails the install loudly, naming the file, when the code no longer matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESKTOP_MIN_PX, patchCss, patchJs, type PatchResult } from './patch-breakpoint.ts';
import { patchMobileNav, patchMobileNavScroll } from './patch-mobile-nav.ts';
import { patchSidebarLinks } from './patch-sidebar-links.ts';
import { patchBreadcrumbLandmark, patchLastUpdatedLandmark, patchPaginationLandmark } from './patch-landmarks.ts';
import { patchNextThemes } from './patch-next-themes.ts';
import { patchHighlighter } from './patch-highlighter.ts';
import { patchGitDates } from './patch-git-dates.ts';
import { patchPageMap } from './patch-page-map.ts';

type Patch = (text: string, file: string) => PatchResult;

// Files under node_modules/.
const PATCHES: Array<[name: string, file: string, patch: Patch]> = [
  [`breakpoint ${DESKTOP_MIN_PX}px`, 'nextra-theme-docs/dist/style.css', patchCss],
  [`breakpoint ${DESKTOP_MIN_PX}px`, 'nextra-theme-docs/dist/style-prefixed.css', patchCss],
  [`breakpoint ${DESKTOP_MIN_PX}px`, 'nextra-theme-docs/dist/components/sidebar.js', patchJs],
  ['mobile drawer menu only while open', 'nextra-theme-docs/dist/components/sidebar.js', patchMobileNav],
  [
    'mobile drawer scrolls to the current page only when hidden',
    'nextra-theme-docs/dist/components/sidebar.js',
    patchMobileNavScroll,
  ],
  ['sidebar link class names', 'nextra-theme-docs/dist/components/sidebar.js', patchSidebarLinks],
  ['breadcrumb as a navigation landmark', 'nextra-theme-docs/dist/components/breadcrumb.js', patchBreadcrumbLandmark],
  [
    'previous/next links as a navigation landmark',
    'nextra-theme-docs/dist/components/pagination.js',
    patchPaginationLandmark,
  ],
  [
    'last-updated line as a labelled region',
    'nextra-theme-docs/dist/mdx-components/wrapper.client.js',
    patchLastUpdatedLandmark,
  ],
  ['theme applied once, not again after hydration', 'next-themes/dist/index.mjs', patchNextThemes],
  ['code languages loaded on first use', 'nextra/dist/server/rehype-plugins/rehype.js', patchHighlighter],
  ['commit dates asked only for committed files', 'nextra/dist/server/loader.js', patchGitDates],
  [
    'page map without the generated references',
    'nextra/dist/server/page-map/find-meta-and-page-file-paths.js',
    patchPageMap,
  ],
];

/** Applies every patch to the packages under `nodeModules`; one line per patch saying what it did. */
function patchTheme(nodeModules: string): string[] {
  return PATCHES.map(([name, rel, patch]) => {
    const file = path.join(nodeModules, rel);
    const { text, status } = patch(fs.readFileSync(file, 'utf8'), file);
    if (status === 'patched') fs.writeFileSync(file, text);
    return `${name}, ${rel}: ${status}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nodeModules = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules');
  try {
    for (const line of patchTheme(nodeModules)) console.log(line);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
