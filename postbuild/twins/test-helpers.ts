/** The twins' tests read the Markdown a twin writes back as an mdast tree, the way a reader's tools would. */
import type { Nodes, Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';

const parser = unified().use(remarkParse).use(remarkGfm);

/** Markdown parsed with GFM (tables, autolinks). */
export const parse = (markdown: string): Root => parser.parse(markdown);

/** The text of a node and everything in it. */
export const textOf = (node: Nodes): string =>
  ('value' in node ? node.value : '') + ('children' in node ? node.children.map(textOf).join('') : '');

/** The node of that type in mdast. */
type NodeOfType<Type extends Nodes['type']> = Extract<Nodes, { type: Type }>;

/** Every node of one type in the tree, in document order. */
export function nodesOf<Type extends Nodes['type']>(node: Nodes, type: Type): Array<NodeOfType<Type>> {
  const self = node.type === type ? [node as NodeOfType<Type>] : [];
  const children: Nodes[] = 'children' in node ? node.children : [];
  return [...self, ...children.flatMap((child) => nodesOf(child, type))];
}
