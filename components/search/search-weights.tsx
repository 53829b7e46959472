/**
 * How much the generated reference blocks count in search, next to the prose around them.
 * Schema, parameter and flag tables repeat field names and types at length: at full weight a
 * long table would outrank the page that explains the topic. They stay searchable (a field name
 * still finds its operation), at a fraction of a paragraph's weight. Flags shared by every CLI
 * command say nothing about any one command, so they are left out (the CLI overview and the
 * root command describe them in prose).
 */
import type { ComponentType } from 'react';
import type { PageBlock } from '../../shared/page-model';

export const SEARCH_WEIGHTS: Record<string, number | 'ignore'> = {
  ApiSchema: 0.4,
  ApiParameters: 0.5,
  ApiResponseHeaders: 0.3,
  ApiSecuritySchemes: 0.5,
  // The same few schemes on every operation page ("Use one of these: bearerAuth …"): the overview's
  // Authentication and Security schemes sections explain them, and come first in search.
  ApiAuthentication: 'ignore',
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

/**
 * Components that bring their own headings, so in search they are sections of their own and end
 * the section before them: the operation's samples aside (its "Request" and "Response" cards)
 * follows the Authentication block in the page's order but is not part of it.
 */
const OWN_SECTION_COMPONENTS = new Set(['ApiOperationAside']);

/** An error response's heading on an operation page: `400 Bad Request`, `5XX`, `default`. */
const ERROR_RESPONSE_HEADING = /^([45](\d\d|XX)|default)\b/i;

/**
 * Search marks for the blocks of a generated page, by index into `blocks`. A heading whose whole
 * section search leaves out (every block up to the next heading of the same or a higher level is
 * a component SEARCH_WEIGHTS ignores) is left out too, so "Authentication" over an operation's
 * security block does not rank sixty operation pages for "authentication". A heading the generator
 * marks `searchSkip` (an error response the description shares) is left out with its whole
 * section: the API overview's Errors section explains those. Another error response's heading
 * ("409 Conflict") counts as body text. A component block marked `searchSkip` is left out alone.
 */
export function blockSearchMarks(blocks: readonly PageBlock[]): Map<number, Record<string, string>> {
  const marks = new Map<number, Record<string, string>>();
  const ignore = { 'data-pagefind-ignore': '' };
  blocks.forEach((block, i) => {
    if (block.kind === 'component' && block.searchSkip) marks.set(i, ignore);
    if (block.kind !== 'heading' || marks.has(i)) return;
    let end = i + 1;
    while (end < blocks.length) {
      const next = blocks[end];
      if (next.kind === 'heading' && next.level <= block.level) break;
      if (next.kind === 'component' && OWN_SECTION_COMPONENTS.has(next.name)) break;
      end++;
    }
    const section = blocks.slice(i + 1, end);
    if (block.searchSkip) {
      for (let j = i; j < end; j++) marks.set(j, ignore);
    } else if (
      section.length > 0 &&
      section.every((b) => b.kind === 'component' && SEARCH_WEIGHTS[b.name] === 'ignore')
    ) {
      marks.set(i, ignore);
    } else if (block.level >= 3 && ERROR_RESPONSE_HEADING.test(block.text)) {
      marks.set(i, { 'data-pagefind-weight': '1' });
    }
  });
  return marks;
}
