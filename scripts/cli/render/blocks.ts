/**
 * Builders for the blocks of a CLI page (shared/cli/page-model.ts) and the one step that makes
 * them read as the MDX pages did: heading ids and typographic quotes, by the same libraries
 * Nextra's MDX compiler uses for its pages.
 */
import Slugger from 'github-slugger';
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import type { CliBlock, CliInline, CliPageModel, CliTableName } from '../../../shared/cli/page-model.ts';

export const text = (value: string): CliInline => ({ text: value });
export const code = (value: string): CliInline => ({ code: value.replace(/\r\n?|\n/g, ' ') });
export const link = (href: string, value: string): CliInline => ({ link: href, text: value });

/** Spec text is one line of prose: line breaks inside it read as spaces, as in a Markdown paragraph. */
const oneLine = (value: string) => value.replace(/\r\n?|\n/g, ' ');

export function heading(level: 1 | 2 | 3, value: string): CliBlock {
  return { kind: 'heading', level, text: oneLine(value) };
}

const isText = (part: CliInline): part is { text: string } => 'text' in part && !('link' in part);

/** A paragraph; adjacent text runs become one, as one text node of Markdown would be. */
export function paragraph(...content: CliInline[]): CliBlock {
  const merged: CliInline[] = [];
  for (const part of content) {
    const last = merged[merged.length - 1];
    if (isText(part) && last && isText(last)) merged[merged.length - 1] = { text: last.text + oneLine(part.text) };
    else merged.push(isText(part) ? { text: oneLine(part.text) } : part);
  }
  return { kind: 'paragraph', content: merged };
}

export function codeBlock(lang: string, source: string, meta?: string): CliBlock {
  return meta ? { kind: 'code', lang, code: source.replace(/\n$/, ''), meta } : { kind: 'code', lang, code: source.replace(/\n$/, '') };
}

export const markdown = (source: string): CliBlock => ({ kind: 'markdown', source });
export const table = (component: CliTableName, props: Record<string, unknown>): CliBlock => ({ kind: 'table', component, props });

type Maybe<T> = T | undefined | false | '';

/**
 * The page from its blocks in order: absent ones dropped, h2 and h3 given the ids Nextra gives MDX
 * headings (github-slugger over the page, so a repeated title gets `-1`), and prose given curly
 * quotes by remark-smartypants over the whole page, as Nextra's compiler does.
 */
export function page(parts: Array<Maybe<CliBlock>>): CliPageModel {
  const blocks = parts.filter((b): b is CliBlock => Boolean(b)).map((b) => structuredClone(b));
  const slugger = new Slugger();
  for (const block of blocks) if (block.kind === 'heading' && block.level > 1) block.id = slugger.slug(block.text);
  smartenProse(blocks);
  return { blocks };
}

/** Runs remark-smartypants on an mdast tree mirroring the page's prose, then copies the text back. */
function smartenProse(blocks: CliBlock[]): void {
  const texts: Array<{ node: { value: string }; set(value: string): void }> = [];
  const phrasing = (parts: CliInline[]): PhrasingContent[] =>
    parts.map((part) => {
      if ('link' in part) {
        const node = { type: 'text' as const, value: part.text };
        texts.push({ node, set: (v) => (part.text = v) });
        return { type: 'link' as const, url: part.link, children: [node] };
      }
      if ('code' in part) return { type: 'inlineCode' as const, value: part.code };
      const node = { type: 'text' as const, value: part.text };
      texts.push({ node, set: (v) => (part.text = v) });
      return node;
    });
  const children: RootContent[] = blocks.flatMap((block): RootContent[] => {
    switch (block.kind) {
      case 'heading': {
        const node = { type: 'text' as const, value: block.text };
        texts.push({ node, set: (v) => (block.text = v) });
        return [{ type: 'heading', depth: block.level, children: [node] }];
      }
      case 'paragraph':
        return [{ type: 'paragraph', children: phrasing(block.content) }];
      case 'alert': {
        const node = { type: 'text' as const, value: block.text };
        texts.push({ node, set: (v) => (block.text = v) });
        return [{ type: 'blockquote', children: [{ type: 'paragraph', children: [node] }] }];
      }
      case 'ordered-list':
        return [{ type: 'list', ordered: true, children: block.items.map((item) => ({ type: 'listItem', children: [{ type: 'paragraph', children: phrasing(item) }] })) }];
      default:
        return [];
    }
  });
  const tree: Root = { type: 'root', children };
  unified().use(remarkSmartypants).runSync(tree);
  for (const { node, set } of texts) set(node.value);
}
