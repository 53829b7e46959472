/**
 * nextra-theme-docs draws a page's breadcrumb and its previous/next links as plain `<div>`s beside
 * `<main>`, so they sit in no landmark (axe's `region`): a screen-reader user moving by landmark
 * never reaches them. The "Last updated" line (shown whenever git knows the page's date, so on
 * every CI clone) sits there too. After install we make the two link sets labelled `<nav>`s and
 * the date a labelled `<section>`; applied by
 * tools/install/patch-theme.ts. Idempotent; fails loudly when the theme's code no longer matches.
 */
import { exactEdits } from './patch-edits.ts';

export const patchBreadcrumbLandmark = exactEdits(
  [
    [
      'jsx("div", { className: "nextra-breadcrumb ',
      'jsx("nav", { "aria-label": "Breadcrumb", className: "nextra-breadcrumb ',
    ],
  ],
  "the breadcrumb's code",
  'tools/install/patch-landmarks.ts',
);

export const patchPaginationLandmark = exactEdits(
  [
    [
      't3 = /* @__PURE__ */ jsxs("div", { className: t0, children: [',
      't3 = /* @__PURE__ */ jsxs("nav", { "aria-label": "Previous and next page", className: t0, children: [',
    ],
  ],
  "the previous/next links' code",
  'tools/install/patch-landmarks.ts',
);

export const patchLastUpdatedLandmark = exactEdits(
  [
    [
      't6 = date ? /* @__PURE__ */ jsx("div", { className: "x:mt-12 ',
      't6 = date ? /* @__PURE__ */ jsx("section", { "aria-label": "Page history", className: "x:mt-12 ',
    ],
  ],
  "the last-updated line's code",
  'tools/install/patch-landmarks.ts',
);
