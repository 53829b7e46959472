import type { SchemaNode } from '../../scripts/openapi/schema';

/** Follows a `ref` to the component schema it names, keeping the referring node's own annotations. */
export function resolveNode(node: SchemaNode, schemas: Record<string, SchemaNode>): { node: SchemaNode; name?: string } {
  if (node.ref === undefined) return { node };
  const target = schemas[node.ref];
  if (!target) return { node: { ...node, type: node.ref }, name: node.ref };
  const { ref: _ref, ...own } = node;
  const merged: SchemaNode = { ...target, ...own };
  if (own.description === undefined && target.description !== undefined) merged.description = target.description;
  return { node: merged, name: node.ref };
}

/** A fragment-safe piece of an id: letters, digits, `_` and `-` only. */
export function anchorPart(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || '_';
}
