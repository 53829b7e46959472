/**
 * `postinstall`: the changes this site makes to nextra-theme-docs after install, file by file:
 * the 997 px breakpoint (patch-breakpoint.ts), the mobile drawer that renders its menu only
 * while open (patch-mobile-nav.ts), short class names for sidebar links
 * (patch-sidebar-links.ts) and landmarks around the breadcrumb and the previous/next links
 * (patch-landmarks.ts). Each is idempotent and fails the install loudly, naming the
 * file, when the theme's code no longer matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESKTOP_MIN_PX, patchCss, patchJs, type PatchResult } from './patch-breakpoint.ts';
import { patchMobileNav } from './patch-mobile-nav.ts';
import { patchSidebarLinks } from './patch-sidebar-links.ts';
import { patchBreadcrumbLandmark, patchPaginationLandmark } from './patch-landmarks.ts';

type Patch = (text: string, file: string) => PatchResult;

const PATCHES: Array<[name: string, file: string, patch: Patch]> = [
  [`breakpoint ${DESKTOP_MIN_PX}px`, 'style.css', patchCss],
  [`breakpoint ${DESKTOP_MIN_PX}px`, 'style-prefixed.css', patchCss],
  [`breakpoint ${DESKTOP_MIN_PX}px`, 'components/sidebar.js', patchJs],
  ['mobile drawer menu only while open', 'components/sidebar.js', patchMobileNav],
  ['sidebar link class names', 'components/sidebar.js', patchSidebarLinks],
  ['breadcrumb as a navigation landmark', 'components/breadcrumb.js', patchBreadcrumbLandmark],
  ['previous/next links as a navigation landmark', 'components/pagination.js', patchPaginationLandmark],
];

/** Applies every patch to the theme's `dist/` folder; one line per patch saying what it did. */
export function patchTheme(themeDist: string): string[] {
  return PATCHES.map(([name, rel, patch]) => {
    const file = path.join(themeDist, rel);
    const { text, status } = patch(fs.readFileSync(file, 'utf8'), file);
    if (status === 'patched') fs.writeFileSync(file, text);
    return `${name}, ${rel}: ${status}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'nextra-theme-docs', 'dist');
  try {
    for (const line of patchTheme(dist)) console.log(line);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
