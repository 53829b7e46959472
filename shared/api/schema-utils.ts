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

/** Which side of an exchange a body is on: a request leaves out readOnly fields, a response writeOnly ones. */
export type BodySide = 'request' | 'response';

/**
 * Whether a property is left out of a body on this side: its schema (or the component schema it
 * names) is readOnly in a request, writeOnly in a response. OpenAPI: such a property is not sent.
 */
export function isHiddenOn(
  side: BodySide | undefined,
  property: SchemaNode,
  schemas: Record<string, SchemaNode>,
): boolean {
  if (!side) return false;
  const flag = side === 'request' ? 'readOnly' : 'writeOnly';
  return property[flag] === true || (property.ref !== undefined && schemas[property.ref]?.[flag] === true);
}
