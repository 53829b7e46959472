/**
 * A page's MDX as plain Markdown: the MDX is parsed (remark-mdx, GFM, frontmatter), imports,
 * exports and expressions are dropped, and our components become text: callouts quotes, tabs
 * labelled sections, card and operation lists link lists, data tables GFM tables. Code blocks
 * keep their language. Used for the hand-written docs and the generated category and tag pages.
 */
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import {
  absoluteHref,
  blockquote,
  code,
  heading,
  link,
  list,
  markdownBlocks,
  paragraph,
  strong,
  table,
  text,
  toMarkdown,
  withChildren,
  type Block,
  type Inline,
} from './markdown.ts';
import { valueText } from '../../shared/value-text.ts';
import { literalValue } from './literal.ts';
import { cardsForRoutes, type FrontMatter, type PageCard } from '../../shared/page-cards.ts';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter, ['yaml']);

export interface MdxPage {
  title: string;
  description?: string;
  /** The MDX source, frontmatter included. */
  source: string;
  /** The MDX file, named when a card list (`<DocCards routes={…} />`) names a missing page. */
  file?: string;
  /** The front matter of the page at a route: where a card list's titles and descriptions are. */
  frontMatterAt?: (route: string) => FrontMatter | undefined;
}

/** What converting one page needs besides its nodes. */
interface Context {
  /** A generated card list's cards, from the pages it names. */
  cardsOf(routes: unknown): PageCard[];
}

/** Nextra's custom heading id: `## Runs [#runs]`. */
const CUSTOM_ID = /\s*\[#[^\]]*\]\s*$/;
const CALLOUT_LABELS: Record<string, string> = {
  info: 'Note',
  warning: 'Warning',
  error: 'Important',
  important: 'Important',
  default: 'Note',
};
/** Components that are interactive only: nothing to read in a text version. */
const INTERACTIVE = new Set(['VersionPicker', 'TagRedirect']);

export function mdxToMarkdown(page: MdxPage): string {
  const tree = parser.parse(page.source) as Root;
  const context: Context = {
    cardsOf: (routes) => cardsForRoutes(routes, page.frontMatterAt ?? (() => undefined), page.file ?? page.title),
  };
  const blocks = convertChildren(tree.children, context);
  if (!(blocks[0]?.type === 'heading' && blocks[0].depth === 1)) blocks.unshift(heading(1, text(page.title)));
  return toMarkdown(blocks);
}

function convertChildren(nodes: RootContent[], context: Context): Block[] {
  return nodes.flatMap((node) => convertNode(node, context));
}

function convertNode(node: RootContent, context: Context): Block[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertElement(node, context);
    case 'html':
      return [text(node.value)];
    case 'heading': {
      const converted = withConvertedChildren(node, context);
      const last = converted.children[converted.children.length - 1];
      if (last?.type === 'text') last.value = last.value.replace(CUSTOM_ID, '');
      return [converted];
    }
    case 'link':
      return [{ ...withConvertedChildren(node, context), url: absoluteHref(node.url) }];
    case 'definition':
    case 'image':
      return [{ ...node, url: absoluteHref(node.url), position: undefined }];
    default:
      return ['children' in node ? withConvertedChildren(node, context) : { ...node, position: undefined }];
  }
}

/** The node with its children converted and without its source position. */
function withConvertedChildren<T extends Parent>(node: T, context: Context): T {
  return { ...withChildren(node, convertChildren(node.children, context)), position: undefined };
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function propsOf(node: JsxElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === 'string') props[attr.name] = attr.value;
    else props[attr.name] = literalValue(attr.value.data?.estree);
  }
  return props;
}

function convertElement(node: JsxElement, context: Context): Block[] {
  const name = node.name ?? '';
  const props = propsOf(node);
  const childNodes: RootContent[] = node.children;
  const children = () => convertChildren(childNodes, context);
  if (INTERACTIVE.has(name)) return [];
  if (name === 'Markdown' && typeof props.source === 'string') {
    const blocks = markdownBlocks(props.source, typeof props.headingShift === 'number' ? props.headingShift : 0);
    return node.type === 'mdxJsxTextElement'
      ? blocks.flatMap((block): Block[] => ('children' in block ? block.children : [block]))
      : blocks;
  }
  if (name === 'Callout') {
    const label = CALLOUT_LABELS[String(props.type ?? 'default')] ?? 'Note';
    return [blockquote(paragraph(strong(text(`${label}:`))), ...children())];
  }
  if (name === 'Tabs') {
    const labels = Array.isArray(props.items) ? props.items.map(valueText) : [];
    const tabs = childNodes.filter((child) => child.type === 'mdxJsxFlowElement');
    return tabs.flatMap((tab, i) => [
      paragraph(strong(text(labels[i] ?? `Tab ${i + 1}`))),
      ...convertChildren(tab.children, context),
    ]);
  }
  if (name === 'FlowFigure') return flowFigure(props);
  // A generated card list names routes only: its cards as the page shows them.
  if (name === 'DocCards' && props.routes !== undefined) return dataBlocks({ cards: context.cardsOf(props.routes) });
  return [...children(), ...dataBlocks(props)];
}

/** The figure's boxes and arrows as one line per flow. */
function flowFigure(props: Record<string, unknown>): Block[] {
  const flows = Array.isArray(props.flows) ? props.flows : [];
  const lines = flows.filter(isRecord).map((flow) => {
    const boxes = Array.isArray(flow.boxes) ? flow.boxes.map(valueText) : [];
    const edges = Array.isArray(flow.edges) ? flow.edges.map(valueText) : [];
    const chain = boxes.map((box, i) => (i < edges.length ? `${box} →(${edges[i]})→ ` : box)).join('');
    return [strong(text(`${valueText(flow.label ?? '')}:`)), text(` ${chain}`)];
  });
  return [
    ...(typeof props.caption === 'string' ? [paragraph(text(props.caption))] : []),
    ...(lines.length ? [list(lines)] : []),
  ];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const LABEL_KEYS = ['title', 'summary', 'label', 'command', 'tag', 'name'];
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * A data component's list props as Markdown: entries with an `href` as a list of links, other
 * entries as a table of their plain fields.
 */
export function dataBlocks(props: Record<string, unknown>): Block[] {
  const blocks: Block[] = [];
  for (const value of Object.values(props)) {
    if (!Array.isArray(value) || value.length === 0 || !value.every(isRecord)) continue;
    const entries = value as Array<Record<string, unknown>>;
    if (entries.some((entry) => typeof entry.href === 'string')) {
      blocks.push(list(entries.map(linkItem)));
    } else {
      const columns = [
        ...new Set(entries.flatMap((entry) => Object.keys(entry).filter((key) => isScalar(entry[key])))),
      ];
      if (columns.length)
        blocks.push(
          table(
            columns,
            entries.map((entry) => columns.map((key) => (entry[key] === undefined ? '' : valueText(entry[key])))),
          ),
        );
    }
  }
  return blocks;
}

function linkItem(entry: Record<string, unknown>): Inline[] {
  const labelKey = LABEL_KEYS.find((key) => typeof entry[key] === 'string' && entry[key] !== '');
  const label = labelKey ? String(entry[labelKey]) : String(entry.href ?? '');
  const item: Inline[] = typeof entry.href === 'string' ? [link(entry.href, text(label))] : [text(label)];
  if (typeof entry.method === 'string' && typeof entry.path === 'string')
    item.push(text(' '), code(`${entry.method.toUpperCase()} ${entry.path}`));
  if (typeof entry.count === 'number') item.push(text(` (${entry.count} page${entry.count === 1 ? '' : 's'})`));
  const description = entry.description ?? (labelKey === 'summary' ? undefined : entry.summary);
  if (typeof description === 'string' && description) item.push(text(`: ${description}`));
  return item;
}
