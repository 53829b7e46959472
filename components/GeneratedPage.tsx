/**
 * A generated page (any section's), drawn from its entry in the section's model
 * (shared/page-model.ts) with the page's MDX components, so it reads as the MDX page it replaced:
 * theme headings with their anchors, paragraphs, lists, callouts, code highlighted at `npm run
 * gen` time, and the registered components with their data props (search-weighted by the page
 * wrapper).
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { blockProps, type Inline, type PageBlock, type PageModel, type SectionModel } from '../shared/page-model';
import { drawElementTree } from './element-tree-view';
import { blockSearchMarks } from './search/search-weights';

type AnyComponent = ComponentType<Record<string, unknown>>;

export interface GeneratedPageProps {
  page: PageModel;
  /** The section's shared data, for blocks that take props from it. */
  shared?: SectionModel['shared'];
  /** The page's MDX components: theme elements (`h2`, `p`, `pre`, `code`, `a`, `Callout`, …) and the registered ones. */
  components: Record<string, unknown>;
  /**
   * Top-level blocks separated by a line break, as the MDX compiler separated the API pages'
   * blocks (the CLI's MDX pages had none): kept so the pages' markup stays what it was.
   */
  separateBlocks?: boolean;
}

export function GeneratedPage({ page, shared, components, separateBlocks = false }: GeneratedPageProps) {
  const c = (name: string): AnyComponent | string => (components[name] as AnyComponent | undefined) ?? name;
  const inline = (parts: Inline[]): ReactNode[] =>
    parts.map((part) =>
      typeof part === 'string'
        ? part
        : 'link' in part
          ? createElement(c('a'), { href: part.link }, part.text)
          : createElement(c('code'), null, part.code),
    );
  // Children are passed as arguments, not keyed lists: the page's payload then carries no key per
  // block, as an MDX page's does not.
  // A heading over a section search leaves out (an operation's security block) is left out with
  // it, a shared error response with its section; an error response's heading counts as body
  // text (search-weights.tsx). Other blocks take their mark on a wrapper that adds no box.
  const searchMarks = blockSearchMarks(page.blocks);
  const render = (block: PageBlock, index = -1): ReactNode => {
    const mark = block.kind === 'heading' ? undefined : searchMarks.get(index);
    return mark
      ? createElement('div', { style: { display: 'contents' }, ...mark }, drawBlock(block))
      : drawBlock(block, index);
  };
  const drawBlock = (block: PageBlock, index = -1): ReactNode => {
    switch (block.kind) {
      case 'heading': {
        const props = { ...(block.id ? { id: block.id } : {}), ...searchMarks.get(index) };
        return createElement(c(`h${block.level}`), Object.keys(props).length > 0 ? props : null, block.text);
      }
      case 'paragraph':
        return createElement(c('p'), null, ...inline(block.content));
      case 'list':
        return createElement(
          c(block.ordered ? 'ol' : 'ul'),
          null,
          ...block.items.map((item) => createElement(c('li'), null, ...inline(item))),
        );
      case 'alert':
        return createElement(c('Callout'), { type: block.type === 'warning' ? 'warning' : 'info' }, block.text);
      case 'code':
        if (!block.tree)
          throw new Error(
            `a generated page's ${block.lang} code block has no highlighted tree\n  fix: run \`npm run gen\``,
          );
        return drawElementTree(block.tree, components);
      case 'component':
        return createElement(
          c(block.name),
          blockProps(block, shared),
          ...(block.children ?? []).map((child) => render(child)),
        );
    }
  };
  const blocks = separateBlocks
    ? page.blocks.flatMap((block, i) => (i === 0 ? [render(block, i)] : ['\n', render(block, i)]))
    : page.blocks.map((block, i) => render(block, i));
  return createElement(Fragment, null, ...blocks);
}
