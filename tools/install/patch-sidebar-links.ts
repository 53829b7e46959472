/**
 * Every sidebar link of nextra-theme-docs carries long lists of utility class names (layout,
 * hover, dark and high-contrast colours), in the HTML of every page: on a page of a large tag that
 * adds up to a large share of the page. After install we give those two class lists short names,
 * `sg-sidebar-link` and `sg-sidebar-inactive`, which app/globals.css defines with the same rules in
 * the same order and layer; applied by tools/install/patch-theme.ts. The active link keeps its classes.
 */
import { exactEdits } from './patch-edits.ts';

export const SIDEBAR_LINK_CLASSES = {
  link: 'x:flex x:rounded x:px-2 x:py-1.5 x:text-sm x:transition-colors x:[word-break:break-word]", "x:cursor-pointer x:contrast-more:border',
  inactive:
    'x:text-gray-600 x:hover:bg-gray-100 x:hover:text-gray-900", "x:dark:text-neutral-400 x:dark:hover:bg-primary-100/5 x:dark:hover:text-gray-50", "x:contrast-more:text-gray-900 x:contrast-more:dark:text-gray-50", "x:contrast-more:border-transparent x:contrast-more:hover:border-gray-900 x:contrast-more:dark:hover:border-gray-50',
};

export const patchSidebarLinks = exactEdits(
  [
    [`link: cn("${SIDEBAR_LINK_CLASSES.link}"),`, 'link: "sg-sidebar-link",'],
    [`inactive: cn("${SIDEBAR_LINK_CLASSES.inactive}"),`, 'inactive: "sg-sidebar-inactive",'],
  ],
  "the sidebar's link classes",
  'tools/install/patch-sidebar-links.ts',
);
