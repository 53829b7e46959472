/**
 * Draws markup kept as JSON (shared/element-tree.ts) with the page's MDX components, as the MDX
 * runtime would: a tag the components map names (`pre`, `code`, `span`) is drawn by that component.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { ElementTree } from '../shared/element-tree';

function draw(node: ElementTree, components: Record<string, unknown>): ReactNode {
  if (typeof node === 'string') return node;
  const type = (components[node.tag] as ComponentType | undefined) ?? node.tag;
  return createElement(type, node.props ?? null, ...(node.children ?? []).map((child) => draw(child, components)));
}

/** The nodes as React elements, children passed as arguments (no keys in the page's payload). */
export function drawElementTree(nodes: ElementTree[], components: Record<string, unknown>): ReactNode {
  return nodes.length === 1
    ? draw(nodes[0], components)
    : createElement(Fragment, null, ...nodes.map((node) => draw(node, components)));
}
