/**
 * An API page, rendered from its entry in the section's model (shared/api/page-model.ts) with the
 * page's MDX components, so it reads as the MDX page it replaces: theme headings with their
 * anchors, paragraphs, code highlighted at `npm run gen` time, and the API components with their
 * data props (search-weighted and given the section's schemas by the wrapper).
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { ApiBlock, ApiPageModel } from '../../shared/api/page-model';
import { drawElementTree } from '../element-tree';

type AnyComponent = ComponentType<Record<string, unknown>>;

export interface ApiPageProps {
  page: ApiPageModel;
  /** The page's MDX components: theme elements (`h2`, `p`, `pre`, …) and the API components. */
  components: Record<string, unknown>;
}

export function ApiPage({ page, components }: ApiPageProps) {
  const c = (name: string): AnyComponent | string => (components[name] as AnyComponent | undefined) ?? name;
  // Children are passed as arguments, not keyed lists: the page's payload then carries no key per
  // block, as an MDX page's does not.
  const render = (block: ApiBlock): ReactNode => {
    switch (block.kind) {
      case 'heading':
        return createElement(c(`h${block.level}`), block.id ? { id: block.id } : null, block.text);
      case 'paragraph':
        return createElement(c('p'), null, block.text);
      case 'code':
        if (!block.tree) throw new Error(`an API page's ${block.lang} code block has no highlighted tree\n  fix: run \`npm run gen\` and commit the result`);
        return drawElementTree(block.tree, components);
      case 'component':
        return createElement(c(block.name), block.props, ...(block.children ?? []).map(render));
    }
  };
  // Top-level blocks are separated by a line break, as the MDX compiler separates a page's blocks.
  const blocks = page.blocks.flatMap((block, i) => (i === 0 ? [render(block)] : ['\n', render(block)]));
  return createElement(Fragment, null, ...blocks);
}
