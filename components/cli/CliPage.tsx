/**
 * A CLI page, rendered from its entry in the section's model (shared/cli/page-model.ts) with the
 * page's MDX components, so it reads as the MDX page it replaces: theme headings with their
 * anchors, paragraphs, code highlighted at `npm run gen` time, and the CLI tables (search-weighted
 * by the wrapper).
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { CliBlock, CliInline, CliPageModel } from '../../shared/cli/page-model';
import type { CliFlagData } from '../../shared/cli/types';
import { drawElementTree } from '../element-tree';

type AnyComponent = ComponentType<Record<string, unknown>>;
export type PageComponents = Record<string, unknown>;

export interface CliPageProps {
  page: CliPageModel;
  globalFlags: CliFlagData[];
  /** The page's MDX components: theme elements (`h2`, `p`, `code`, `a`, …) and the CLI tables. */
  components: PageComponents;
}

export function CliPage({ page, globalFlags, components }: CliPageProps) {
  const c = (name: string): AnyComponent | string => (components[name] as AnyComponent | undefined) ?? name;
  // Children are passed as arguments, not keyed lists: the page's payload then carries no key or
  // fragment per block, as an MDX page's does not.
  const inline = (parts: CliInline[]): ReactNode[] => parts.map((part) => inlineNode(part, c));
  const render = (block: CliBlock): ReactNode => {
    switch (block.kind) {
      case 'heading':
        return createElement(c(`h${block.level}`), { id: block.id }, block.text);
      case 'paragraph':
        return createElement(c('p'), null, ...inline(block.content));
      case 'ordered-list':
        return createElement(c('ol'), null, ...block.items.map((item) => createElement(c('li'), null, ...inline(item))));
      case 'alert':
        return createElement(c('Callout'), { type: block.type === 'warning' ? 'warning' : 'info' }, block.text);
      case 'code':
        if (!block.tree) throw new Error(`a CLI page's ${block.lang} code block has no highlighted tree\n  fix: run \`npm run gen\` and commit the result`);
        return drawElementTree(block.tree, components);
      case 'markdown':
        return createElement(c('Markdown'), { source: block.source, headingShift: 3 });
      case 'table':
        return createElement(c(block.component), block.props);
      case 'global-flags':
        return createElement(c(block.component), { flags: globalFlags });
    }
  };
  return createElement(Fragment, null, ...page.blocks.map(render));
}

function inlineNode(part: CliInline, c: (name: string) => AnyComponent | string): ReactNode {
  if ('link' in part) return createElement(c('a'), { href: part.link }, part.text);
  if ('code' in part) return createElement(c('code'), null, part.code);
  return part.text;
}
