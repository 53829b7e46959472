/**
 * A CLI page, rendered from its entry in the section's model (shared/cli/page-model.ts) with the
 * page's MDX components, so it reads as the MDX page it replaces: theme headings with their
 * anchors, paragraphs, highlighted code, and the CLI tables (search-weighted by the wrapper).
 */
import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { CliBlock, CliInline, CliPageModel } from '../../shared/cli/page-model';
import type { CliFlagData } from '../../shared/cli/types';
import { highlightedCode } from '../highlighted-code';

type AnyComponent = ComponentType<Record<string, unknown>>;
export type PageComponents = Record<string, unknown>;

export interface CliPageProps {
  page: CliPageModel;
  globalFlags: CliFlagData[];
  /** The page's MDX components: theme elements (`h2`, `p`, `code`, `a`, …) and the CLI tables. */
  components: PageComponents;
}

/** Highlights the page's code blocks (at build time), then renders the page. */
export async function CliPage({ page, globalFlags, components }: CliPageProps) {
  const code = await Promise.all(page.blocks.map((block) => (block.kind === 'code' ? highlightedCode(block.lang, block.code, block.meta, components) : null)));
  return <CliPageView page={page} globalFlags={globalFlags} components={components} code={code} />;
}

/** The page with its code blocks already rendered (`code[i]` for a code block at `blocks[i]`). */
export function CliPageView({ page, globalFlags, components, code }: CliPageProps & { code: ReactNode[] }) {
  const c = (name: string): AnyComponent | string => (components[name] as AnyComponent | undefined) ?? name;
  const inline = (parts: CliInline[]) => parts.map((part, i) => <Inline key={i} part={part} c={c} />);
  const render = (block: CliBlock, i: number): ReactNode => {
    switch (block.kind) {
      case 'heading': {
        const H = c(`h${block.level}`);
        return <H id={block.id}>{block.text}</H>;
      }
      case 'paragraph': {
        const P = c('p');
        return <P>{inline(block.content)}</P>;
      }
      case 'ordered-list': {
        const [Ol, Li] = [c('ol'), c('li')];
        return <Ol>{block.items.map((item, n) => <Li key={n}>{inline(item)}</Li>)}</Ol>;
      }
      case 'alert': {
        const Callout = c('Callout');
        return <Callout type={block.type === 'warning' ? 'warning' : 'info'}>{block.text}</Callout>;
      }
      case 'code':
        return code[i];
      case 'markdown': {
        const Markdown = c('Markdown');
        return <Markdown source={block.source} headingShift={3} />;
      }
      case 'table': {
        const Table = c(block.component);
        return <Table {...block.props} />;
      }
      case 'global-flags': {
        const Table = c(block.component);
        return <Table flags={globalFlags} />;
      }
    }
  };
  return <>{page.blocks.map((block, i) => <Fragment key={i}>{render(block, i)}</Fragment>)}</>;
}

function Inline({ part, c }: { part: CliInline; c: (name: string) => AnyComponent | string }) {
  if ('link' in part) {
    const A = c('a');
    return <A href={part.link}>{part.text}</A>;
  }
  if ('code' in part) {
    const Code = c('code');
    return <Code>{part.code}</Code>;
  }
  return <>{part.text}</>;
}
