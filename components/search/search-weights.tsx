/**
 * How much the generated reference blocks count in search, next to the prose around them.
 * Schema, parameter and flag tables repeat field names and types at length: at full weight a
 * long table would outrank the page that explains the topic. They stay searchable (a field name
 * still finds its operation), at a fraction of a paragraph's weight. Flags shared by every CLI
 * command say nothing about any one command, so they are left out (the CLI overview and the
 * root command describe them in prose).
 */
import type { ComponentType } from 'react';

export const SEARCH_WEIGHTS: Record<string, number | 'ignore'> = {
  ApiSchema: 0.4,
  ApiParameters: 0.5,
  ApiResponseHeaders: 0.3,
  ApiSecuritySchemes: 0.5,
  CliFlagsTable: 0.5,
  CliArgsTable: 0.5,
  CliGlobalFlags: 'ignore',
};

type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * The MDX components of `components` named in SEARCH_WEIGHTS, each wrapped in an element that
 * carries its Pagefind weight. `display: contents` keeps the wrapper out of the layout.
 */
export function searchWeightedComponents(components: Record<string, unknown>): Record<string, AnyComponent> {
  const wrapped: Record<string, AnyComponent> = {};
  for (const [name, weight] of Object.entries(SEARCH_WEIGHTS)) {
    const Component = components[name] as AnyComponent | undefined;
    if (!Component) continue;
    const marker = weight === 'ignore' ? { 'data-pagefind-ignore': '' } : { 'data-pagefind-weight': String(weight) };
    const Weighted = (props: Record<string, unknown>) => (
      <div style={{ display: 'contents' }} {...marker}>
        <Component {...props} />
      </div>
    );
    Weighted.displayName = `SearchWeighted(${name})`;
    wrapped[name] = Weighted;
  }
  return wrapped;
}
