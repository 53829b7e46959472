/**
 * Sample languages a page loads from a data file instead of its payload. A recipe has a card of
 * request samples per step (six on the longest), each in ten languages: in the payload, the nine
 * not drawn would put the page over its budget. Such a card names its data file
 * (`lazySource`); the page leaves its lazy tabs' blocks out, and the site writes the file at
 * build time (app/api-samples) with each block as the page would have drawn it.
 */
import type { PageBlock } from '../page-model';

/** Where a page's data file of lazy samples is served: `/api/recipes/x` → `/api-samples/api/recipes/x.json`. */
export const SAMPLE_DATA_BASE = '/api-samples';
export const sampleDataHref = (route: string) => `${SAMPLE_DATA_BASE}${route}.json`;
/** A lazy tab's block as the page would have drawn it: its code element's compact text and class, its buttons. */
export interface SampleDataEntry {
  text: string;
  className: string;
  copy: boolean;
  wrap: boolean;
}
/** A page's data file: card id → tab id → its block. */
export type SampleData = Record<string, Record<string, SampleDataEntry>>;

interface SampleCard {
  id: string;
  lazySource: string;
  tabs: Array<{ id: string; lazy?: true }>;
}
type ComponentBlock = Extract<PageBlock, { kind: 'component' }>;

const isSampleCard = (block: PageBlock): block is ComponentBlock & { props: SampleCard } =>
  block.kind === 'component' &&
  block.name === 'ApiRequestSamples' &&
  typeof block.props.lazySource === 'string' &&
  typeof block.props.id === 'string';

/** Every card of the blocks (at any depth) whose lazy tabs load from a data file, with each lazy tab's block. */
export function fileSampleCards(
  blocks: readonly PageBlock[],
): Array<{ id: string; tabs: Array<{ id: string; block: PageBlock }> }> {
  const cards: Array<{ id: string; tabs: Array<{ id: string; block: PageBlock }> }> = [];
  const visit = (list: readonly PageBlock[]) => {
    for (const block of list) {
      if (block.kind !== 'component') continue;
      if (isSampleCard(block)) {
        const children = block.children ?? [];
        const tabs = block.props.tabs.flatMap((tab, i) =>
          tab.lazy && children[i] ? [{ id: tab.id, block: children[i] }] : [],
        );
        cards.push({ id: block.props.id, tabs });
      } else if (block.children) visit(block.children);
    }
  };
  visit(blocks);
  return cards;
}

/** The blocks as a page draws them: a card's lazy tabs that load from its data file left out of its children. */
export function withoutFileSamples(blocks: PageBlock[]): PageBlock[] {
  return blocks.map((block) => {
    if (block.kind !== 'component') return block;
    if (isSampleCard(block)) {
      const tabs = block.props.tabs;
      return { ...block, children: (block.children ?? []).filter((_, i) => !tabs[i]?.lazy) };
    }
    return block.children ? { ...block, children: withoutFileSamples(block.children) } : block;
  });
}
