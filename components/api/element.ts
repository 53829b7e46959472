import { createElement, type ElementType, type ReactNode } from 'react';

type Child = ReactNode | false;

/**
 * `createElement` that leaves absent children out. A server component's output reaches the page
 * twice, as HTML and as its payload, and the payload writes each `null` or `undefined` child
 * (`{cond ? <x /> : null}`) as `null` or `"$undefined"`: the schema views draw many optional parts
 * per field, so they build their children with this instead. Children are arguments, not a
 * list, so they need no keys.
 */
export function element(type: ElementType, props: Record<string, unknown> | null, ...children: Child[]): ReactNode {
  const present = children.filter((child) => child !== null && child !== undefined && typeof child !== 'boolean');
  return createElement(type, props, ...present);
}
