/**
 * The one Markdown converter for a generated page's blocks (shared/page-model.ts), any section's:
 * headings, prose, lists, callouts and code as themselves, spec Markdown parsed, and a data
 * component's children and list props as lists and tables (`dataBlocks`).
 */
import { blockProps, type Inline as PageInline, type PageBlock, type PageModel, type SectionModel } from '../../shared/page-model.ts';
import { blockquote, code, codeBlock, heading, link, list, markdownBlocks, paragraph, strong, text, toMarkdown, type Block, type Inline } from './markdown.ts';
import { dataBlocks } from './mdx-twin.ts';

const inline = (parts: PageInline[]): Inline[] =>
  parts.map((part) => (typeof part === 'string' ? text(part) : 'link' in part ? link(part.link, text(part.text)) : code(part.code)));

/** The page's blocks as Markdown blocks. */
export function pageBlocksToMarkdown(blocks: readonly PageBlock[], shared?: SectionModel['shared']): Block[] {
  return blocks.flatMap((block): Block[] => {
    switch (block.kind) {
      case 'heading':
        return [heading(block.level, text(block.text))];
      case 'paragraph':
        return [paragraph(...inline(block.content))];
      case 'list':
        return [{ ...list(block.items.map(inline)), ordered: block.ordered }];
      case 'alert':
        return [blockquote(paragraph(strong(text(`${block.type === 'warning' ? 'Warning' : 'Note'}:`))), paragraph(text(block.text)))];
      case 'code':
        return [codeBlock(block.code, block.lang)];
      case 'component': {
        const props = blockProps(block, shared);
        if (block.name === 'Markdown' && typeof props.source === 'string') return markdownBlocks(props.source, typeof props.headingShift === 'number' ? props.headingShift : 0);
        return [...pageBlocksToMarkdown(block.children ?? [], shared), ...dataBlocks(props)];
      }
    }
  });
}

/** A generated page's twin: its blocks as Markdown, under its title when it has no h1 of its own. */
export function pageToMarkdown(title: string, page: PageModel, shared?: SectionModel['shared']): string {
  const out = pageBlocksToMarkdown(page.blocks, shared);
  if (!(out[0]?.type === 'heading' && out[0].depth === 1)) out.unshift(heading(1, text(title)));
  return toMarkdown(out);
}
