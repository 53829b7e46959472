/**
 * Rendered markup kept as plain JSON: an element's tag, its props as React takes them, and its
 * children. The generators store code blocks highlighted at `npm run gen` time this way, so the
 * site draws them with the page's components and needs no highlighter at build time.
 */
export type ElementTree = string | { tag: string; props?: Record<string, unknown>; children?: ElementTree[] };
