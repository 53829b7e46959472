import type { SchemaNode } from './schema-node';

/** Follows a `ref` to the component schema it names, keeping the referring node's own annotations. */
export function resolveNode(
  node: SchemaNode,
  schemas: Record<string, SchemaNode>,
): { node: SchemaNode; name?: string } {
  if (node.ref === undefined) return { node };
  const target = schemas[node.ref];
  if (!target) return { node: { ...node, type: node.ref }, name: node.ref };
  const { ref: _ref, ...own } = node;
  const merged: SchemaNode = { ...target, ...own };
  if (own.description === undefined && target.description !== undefined) merged.description = target.description;
  return { node: merged, name: node.ref };
}
