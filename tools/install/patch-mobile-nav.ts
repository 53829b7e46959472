/**
 * nextra-theme-docs renders the mobile drawer's copy of the sidebar into every page's HTML, hidden
 * until the menu button opens it. The drawer only opens with JavaScript, so its links are dead
 * weight until then, a large share of a CLI command page's HTML. After install we make the
 * drawer render its menu only while open (its search field and theme switch stay); applied by
 * tools/install/patch-theme.ts. Idempotent; fails loudly when the theme's code no longer matches.
 */
import { exactEdits, type Edit } from './patch-edits.ts';

// MobileNav's drawer: t6 the search field, t7 the menu, t8 the theme switch; `menu` is open-or-not.
// Its effect scrolls the active link into view through the menu's ref, which is now null while
// the drawer is closed.
const EDITS: Edit[] = [
  [
    'jsxs("aside", { className: t5, children: [\n      t6,\n      t7,\n      t8\n    ] })',
    'jsxs("aside", { className: t5, children: [\n      t6,\n      menu ? t7 : null,\n      t8\n    ] })',
  ],
  [
    'const activeLink = sidebar.querySelector("li.active");\n      if (activeLink && menu) {',
    'const activeLink = sidebar?.querySelector("li.active");\n      if (activeLink && menu) {',
  ],
];

export const patchMobileNav = exactEdits(EDITS, "the mobile drawer's code", 'tools/install/patch-mobile-nav.ts');

/**
 * On opening, the drawer scrolled its menu to centre the current page's link even when the link
 * was in view already: on a docs page near the top that pushed the first entries, the Docs, API
 * and CLI tabs (app/_lib/page-map.ts, `tabsFirst`), out of view. It now scrolls only when the link
 * is hidden. The sidebar's own scroll (its `if (activeLink)`) is left as it is.
 */
const SCROLL_EDITS: Edit[] = [
  [
    'if (activeLink && menu) {\n        scrollIntoView(activeLink, {\n          block: "center",\n          inline: "center",\n          scrollMode: "always",',
    'if (activeLink && menu) {\n        scrollIntoView(activeLink, {\n          block: "center",\n          inline: "center",\n          scrollMode: "if-needed",',
  ],
];

export const patchMobileNavScroll = exactEdits(
  SCROLL_EDITS,
  "the mobile drawer's scroll to the current page",
  'tools/install/patch-mobile-nav.ts',
);
