/**
 * The one place Markdown twins are written: every writer builds an mdast tree with these
 * helpers and `toMarkdown` serialises it (mdast-util-to-markdown with GFM), which escapes text,
 * pipes in table cells and backticks in code. Spec and page text is data: it becomes text
 * nodes, or, where it is Markdown, parsed nodes with raw HTML turned into visible text.
 */
import type {
  BlockContent,
  Code,
  Heading,
  Link,
  List,
  ListItem,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
  Text,
} from 'mdast';
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
export const heading = (depth: number, ...children: Inline[]): Heading => ({
  type: 'heading',
  depth: Math.min(6, Math.max(1, depth)) as Heading['depth'],
  children,
});
export const codeBlock = (value: string, lang?: string): Code => ({
  type: 'code',
  lang: lang || null,
  value: value.replace(/\n+$/, ''),
});
export const blockquote = (...children: Block[]): Block => ({
  type: 'blockquote',
  children: children as BlockContent[],
});

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
    children: items.map(
      (item): ListItem => ({
        type: 'listItem',
        spread: false,
        children: (isInlineList(item) ? [paragraph(...(item as Inline[]))] : item) as ListItem['children'],
      }),
    ),
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
    children: cells.map((cell) => ({
      type: 'tableCell',
      children: typeof cell === 'string' ? [text(oneLine(cell))] : cell.map(flattenBreaks),
    })),
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
  // One sentence of plain words is its own text; the same descriptions recur on many pages.
  if (PLAIN.test(source)) return [paragraph(text(source.trim()))];
  const key = `${headingShift}\u0000${source}`;
  let blocks = parsed.get(key);
  if (!blocks) {
    blocks = (parser.parse(source) as Root).children.map((node) => tidy(node, headingShift) as Block);
    parsed.set(key, blocks);
  }
  return blocks;
}
/** Text no Markdown construct can start in: letters first, none of the characters that mark syntax. */
const PLAIN = /^[A-Za-z][^*_`[\]<>&\\#|!~\n]*$/;
/** Parsed descriptions by heading shift and text (the trees are never changed after parsing). */
const parsed = new Map<string, Block[]>();

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

function tidy(node: RootContent, headingShift: number): RootContent {
  // Raw HTML in someone else's Markdown is shown, never passed on as markup.
  if (node.type === 'html') return paragraph(text(node.value));
  if (node.type === 'heading') node = { ...node, depth: Math.min(6, node.depth + headingShift) as Heading['depth'] };
  if (node.type === 'link' || node.type === 'definition' || node.type === 'image')
    node = { ...node, url: absoluteHref(node.url) };
  if ('children' in node) {
    const children: RootContent[] = node.children;
    return withChildren(
      node,
      children.map((child) => (child.type === 'html' ? text(child.value) : tidy(child, headingShift))),
    );
  }
  return node;
}

/**
 * The node with its children rewritten, typed as the node it was. The rewrites (tidy here, the
 * MDX conversion in mdx-twin.ts) put inline nodes where inline nodes were and blocks where
 * blocks were, which the checker cannot follow through RootContent[], hence the cast. (Raw HTML
 * nested in a block becomes a text node there, which the serializer writes as a line of its own.)
 */
export function withChildren<T extends Parent>(node: T, children: RootContent[]): T {
  return { ...node, children } as T;
}

/**
 * Text with none of the characters Markdown gives a meaning (`*_[]<>&\\#|!~@` and backticks, `:/`
 * of autolinks) needs no escaping when it cannot start a construct: it starts with a letter, or
 * it continues a line mid-word. Checking every text node against the GFM escaping rules was most
 * of the time of a large API's twins; anything else still goes through them.
 */
const PLAIN_CHARS = /^[A-Za-z0-9 ,;.:'"?/%$(){}=+-]*$/;
function plainText(value: string, before: string): boolean {
  return (
    PLAIN_CHARS.test(value) &&
    !/:\/|www\./i.test(value) &&
    (/^[A-Za-z]/.test(value) || (before !== '' && !/\s/.test(before)))
  );
}
const serializer = unified()
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, {
    bullet: '-',
    fence: '`',
    fences: true,
    rule: '-',
    emphasis: '_',
    listItemIndent: 'one',
    resourceLink: true,
    handlers: {
      text: (node: Text, _parent, state, info) =>
        plainText(node.value, info.before) ? node.value : state.safe(node.value, info),
    },
  });

/** Serialises blocks to Markdown, ending with one newline. */
export function toMarkdown(children: Block[]): string {
  const root: Root = { type: 'root', children };
  return serializer.stringify(root).replace(/\n+$/, '') + '\n';
}
