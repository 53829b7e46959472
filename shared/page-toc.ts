/**
 * The table of contents of a page drawn from a section model (API and CLI pages are stubs; the
 * theme's wrapper gets their headings from here, as an MDX page's from its compiler).
 */

/** One entry, in the shape and key order Nextra's MDX compiler exports as `toc`. */
export interface TocEntry {
  value: string;
  id: string;
  depth: 2 | 3 | 4 | 5 | 6;
}

/** What the function reads of a model block: a heading's level, text and id. */
type ModelBlock = { kind: string; level?: number; text?: string; id?: string };

/** A page's headings below h1 that have an id, in order. */
export function headingToc(blocks: readonly ModelBlock[]): TocEntry[] {
  return blocks.flatMap((block) =>
    block.kind === 'heading' && (block.level ?? 1) > 1 && block.id
      ? [{ value: block.text ?? '', id: block.id, depth: block.level as TocEntry['depth'] }]
      : [],
  );
}
