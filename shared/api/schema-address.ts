import type { SchemaNode } from './schema-node';
import { resolveNode } from './schema-utils';

/**
 * Where a node of a page's schema views lives in the page's schema data, so a view can leave a
 * deep level out of the HTML and the browser can find it again when the reader opens it.
 *
 * An address starts at a view's root (`root`, keyed by the view's id) or at a component schema
 * (`schema`, by name) and follows steps from there. Addresses restart at every component schema
 * they pass through, so they stay a few steps long however deep the tree.
 */
export type AddressStep = ['prop', string] | ['additional'] | ['pattern', number] | ['items'] | ['option', number];

export interface SchemaAddress {
  base: ['root', string] | ['schema', string];
  steps: AddressStep[];
}

/** What a page's `schemaData` file holds: each view's root schema and the component schemas. */
export interface SchemaData {
  roots: Record<string, SchemaNode>;
  schemas: Record<string, SchemaNode>;
  /** The schema "Try it" checks each request body against (by the body's place; null: none), fetched when the builder opens. */
  bodyChecks?: Array<object | boolean | null>;
}

export const rootAddress = (key: string): SchemaAddress => ({ base: ['root', key], steps: [] });
export const schemaAddress = (name: string): SchemaAddress => ({ base: ['schema', name], steps: [] });

/** The address of `child`, reached from the node at `parent` by `step`: restarts at a named child. */
export function childAddress(parent: SchemaAddress, step: AddressStep, child: SchemaNode): SchemaAddress {
  if (child.ref !== undefined) return schemaAddress(child.ref);
  return { base: parent.base, steps: [...parent.steps, step] };
}

function stepInto(node: SchemaNode, step: AddressStep): SchemaNode | undefined {
  switch (step[0]) {
    case 'prop':
      return node.properties?.find((p) => p.name === step[1])?.schema;
    case 'additional':
      return node.additional === true ? undefined : node.additional;
    case 'pattern':
      return node.patternProperties?.[step[1]]?.schema;
    case 'items':
      return node.items;
    case 'option':
      return node.variants?.options[step[1]];
  }
}

/** The node an address names (component references followed), or undefined when it names none. */
export function nodeAt(data: SchemaData, address: SchemaAddress): { node: SchemaNode; name?: string } | undefined {
  const [kind, key] = address.base;
  let current: SchemaNode | undefined =
    kind === 'root' ? data.roots[key] : data.schemas[key] ? { ref: key } : undefined;
  for (const step of address.steps) {
    if (!current) return undefined;
    current = stepInto(resolveNode(current, data.schemas).node, step);
  }
  return current ? resolveNode(current, data.schemas) : undefined;
}
