/**
 * nextra-theme-docs draws a page's breadcrumb and its previous/next links as plain `<div>`s beside
 * `<main>`, so they sit in no landmark (axe's `region`): a screen-reader user moving by landmark
 * never reaches them. After install we make each a labelled `<nav>`; applied by
 * scripts/patch-theme.ts. Idempotent; fails loudly when the theme's code no longer matches.
 */
import { exactEdits } from './patch-edits.ts';

export const patchBreadcrumbLandmark = exactEdits(
  [['jsx("div", { className: "nextra-breadcrumb ', 'jsx("nav", { "aria-label": "Breadcrumb", className: "nextra-breadcrumb ']],
  "the breadcrumb's code",
  'scripts/patch-landmarks.ts',
);

export const patchPaginationLandmark = exactEdits(
  [['t3 = /* @__PURE__ */ jsxs("div", { className: t0, children: [', 't3 = /* @__PURE__ */ jsxs("nav", { "aria-label": "Previous and next page", className: t0, children: [']],
  "the previous/next links' code",
  'scripts/patch-landmarks.ts',
);
