/**
 * The one place Markdown twins are written: every writer builds an mdast tree with these
 * helpers and `toMarkdown` serialises it (mdast-util-to-markdown with GFM), which escapes text,
 * pipes in table cells and backticks in code. Spec and page text is data: it becomes text
 * nodes, or, where it is Markdown, parsed nodes with raw HTML turned into visible text.
 */
import type { BlockContent, Code, Heading, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow, Text } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { site } from '../../site.config.ts';

export type Block = RootContent;
export type Inline = PhrasingContent;

export const text = (value: string): Text => ({ type: 'text', value });
export const code = (value: string): Inline => ({ type: 'inlineCode', value });
export const strong = (...children: Inline[]): Inline => ({ type: 'strong', children });
export const emphasis = (...children: Inline[]): Inline => ({ type: 'emphasis', children });
export const paragraph = (...children: Inline[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: number, ...children: Inline[]): Heading => ({ type: 'heading', depth: Math.min(6, Math.max(1, depth)) as Heading['depth'], children });
export const codeBlock = (value: string, lang?: string): Code => ({ type: 'code', lang: lang || null, value: value.replace(/\n+$/, '') });
export const blockquote = (...children: Block[]): Block => ({ type: 'blockquote', children: children as BlockContent[] });

/** A link; a site path (`/docs/x`) becomes an absolute URL, so a pasted twin still points home. */
export function link(href: string, ...children: Inline[]): Link {
  return { type: 'link', url: absoluteHref(href), children: children.length ? children : [text(href)] } as Link;
}

export function absoluteHref(href: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? site.url + href : href;
}

/** A tight bullet list; each item is inline content or a list of blocks. */
export function list(items: Array<Inline[] | Block[]>): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item): ListItem => ({
      type: 'listItem',
      spread: false,
      children: (isInlineList(item) ? [paragraph(...(item as Inline[]))] : item) as ListItem['children'],
    })),
  };
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list', 'code', 'blockquote', 'table', 'thematicBreak', 'html']);
function isInlineList(items: Array<Inline | Block>): boolean {
  return items.every((node) => !BLOCK_TYPES.has(node.type));
}

/** A GFM table; cells are inline content (a string is plain text). Line breaks in cells become spaces. */
export function table(header: string[], rows: Array<Array<string | Inline[]>>): Table {
  const row = (cells: Array<string | Inline[]>): TableRow => ({
    type: 'tableRow',
    children: cells.map((cell) => ({ type: 'tableCell', children: typeof cell === 'string' ? [text(oneLine(cell))] : cell.map(flattenBreaks) })),
  });
  return { type: 'table', align: header.map(() => null), children: [row(header), ...rows.map(row)] };
}

const oneLine = (value: string) => value.replace(/\s*\n\s*/g, ' ');
function flattenBreaks(node: Inline): Inline {
  if (node.type === 'text' || node.type === 'inlineCode') return { ...node, value: oneLine(node.value) };
  if (node.type === 'break') return text(' ');
  if ('children' in node) return { ...node, children: (node.children as Inline[]).map(flattenBreaks) } as Inline;
  return node;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Markdown written by someone else (a spec description) as blocks: headings shifted below
 * `headingShift`, raw HTML shown as text, site links made absolute.
 */
export function markdownBlocks(source: string, headingShift = 0): Block[] {
  const tree = parser.parse(source) as Root;
  return tree.children.map((node) => tidy(node, headingShift) as Block);
}

/** The inline content of a one-paragraph Markdown text (a description in a table cell). */
export function markdownInline(source: string): Inline[] {
  const blocks = markdownBlocks(source);
  const inline: Inline[] = [];
  for (const block of blocks) {
    if (inline.length) inline.push(text(' '));
    if (block.type === 'paragraph' || block.type === 'heading') inline.push(...block.children);
    else inline.push(text(toMarkdown([block]).trim()));
  }
  return inline.map(flattenBreaks);
}

function tidy(node: any, headingShift: number): any {
  // Raw HTML in someone else's Markdown is shown, never passed on as markup.
  if (node.type === 'html') return paragraph(text(node.value));
  if (node.type === 'heading') node = { ...node, depth: Math.min(6, node.depth + headingShift) };
  if (node.type === 'link' || node.type === 'definition' || node.type === 'image') node = { ...node, url: absoluteHref(node.url) };
  if ('children' in node) return { ...node, children: node.children.map((child: any) => (child.type === 'html' ? text(child.value) : tidy(child, headingShift))) };
  return node;
}

const serializer = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, { bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one', resourceLink: true });

/** Serialises blocks to Markdown, ending with one newline. */
export function toMarkdown(children: Block[]): string {
  const root: Root = { type: 'root', children };
  return serializer.stringify(root).replace(/\n+$/, '') + '\n';
}

/** Values from a spec shown in text: strings as-is, anything else as JSON. */
export function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
