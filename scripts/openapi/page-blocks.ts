/**
 * Builders for the blocks of an API page (shared/api/page-model.ts) and the steps that make them
 * read as the MDX pages did: heading ids and typographic quotes, by the same libraries Nextra's
 * MDX compiler uses for its pages, and code highlighted by Nextra's own compiler.
 */
import Slugger from 'github-slugger';
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import type { Root, RootContent } from 'mdast';
import type { ApiBlock, ApiComponentName, ApiPageModel } from '../../shared/api/page-model.ts';
import { highlightCodeBlocks } from '../lib/highlight-code.ts';

/** Spec text is one line of prose: line breaks inside it read as spaces, as in a Markdown heading. */
const oneLine = (value: string) => value.replace(/\r\n?|\n/g, ' ').trim();

/** A heading; `customId` as Nextra's `## Title [#id]` (slugged like any heading id). */
export function heading(level: 1 | 2 | 3 | 4 | 5 | 6, text: string, customId?: string): ApiBlock & { customId?: string } {
  return customId ? { kind: 'heading', level, text: oneLine(text), customId } : { kind: 'heading', level, text: oneLine(text) };
}

export const paragraph = (text: string): ApiBlock => ({ kind: 'paragraph', text: oneLine(text) });

/** A component with data props (undefined ones left out, as `jsxElement` does) and its children. */
export function component(name: ApiComponentName, props: Record<string, unknown>, children?: ApiBlock[]): ApiBlock {
  const data = Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
  return children ? { kind: 'component', name, props: data, children } : { kind: 'component', name, props: data };
}

export const codeBlock = (lang: string, code: string, meta?: string): ApiBlock =>
  meta ? { kind: 'code', lang, code: code.replace(/\n$/, ''), meta } : { kind: 'code', lang, code: code.replace(/\n$/, '') };

/**
 * The page from its blocks in order: h2 to h6 given the ids Nextra gives MDX headings
 * (github-slugger over the page, custom ids included, so a repeated title gets `-1`), and prose
 * given curly quotes by remark-smartypants over the whole page, as Nextra's compiler does.
 */
export function page(blocks: ApiBlock[]): ApiPageModel {
  const slugger = new Slugger();
  const texts: Array<{ node: { value: string }; set(value: string): void }> = [];
  const walk = (list: ApiBlock[]): RootContent[] =>
    list.flatMap((block): RootContent[] => {
      if (block.kind === 'heading') {
        const { customId, ...rest } = block as ApiBlock & { customId?: string; kind: 'heading' };
        if (rest.level > 1) rest.id = slugger.slug(customId ?? rest.text);
        Object.assign(block, rest);
        delete (block as { customId?: string }).customId;
        const node = { type: 'text' as const, value: block.text };
        texts.push({ node, set: (v) => (block.text = v) });
        return [{ type: 'heading', depth: block.level, children: [node] }];
      }
      if (block.kind === 'paragraph') {
        const node = { type: 'text' as const, value: block.text };
        texts.push({ node, set: (v) => (block.text = v) });
        return [{ type: 'paragraph', children: [node] }];
      }
      if (block.kind === 'component' && block.children) return walk(block.children);
      return [];
    });
  const tree: Root = { type: 'root', children: walk(blocks) };
  unified().use(remarkSmartypants).runSync(tree);
  for (const { node, set } of texts) set(node.value);
  return { blocks };
}

function codeBlocksOf(blocks: ApiBlock[]): Array<Extract<ApiBlock, { kind: 'code' }>> {
  return blocks.flatMap((block) => (block.kind === 'code' ? [block] : block.kind === 'component' ? codeBlocksOf(block.children ?? []) : []));
}

/** Fills in every code block's highlighted tree, all of a section's blocks in one compile. */
export async function highlightPages(pages: Record<string, ApiPageModel>): Promise<void> {
  const blocks = Object.values(pages).flatMap((p) => codeBlocksOf(p.blocks));
  const trees = await highlightCodeBlocks(blocks);
  blocks.forEach((block, i) => (block.tree = trees[i]));
}
