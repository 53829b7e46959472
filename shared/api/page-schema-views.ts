/**
 * An API page's schema views decided before it renders: the blocks of its model entry
 * (page-model.ts) with each `ApiSchema`, `ApiParameters` and `ApiResponseHeaders` block's data
 * props replaced by its view tree (`{ view }`), from one schema-view pass over the page's views
 * in page order, so a large API's page budget is spent top to bottom and nowhere else.
 */
import type { ApiBlock } from './page-model';
import { pageSchemaViews, type Schemas, type SchemaViewInput } from './schema-view';

type ComponentBlock = Extract<ApiBlock, { kind: 'component' }>;

const SCHEMA_VIEWS = new Set<string>(['ApiSchema', 'ApiParameters', 'ApiResponseHeaders'] satisfies Array<
  SchemaViewInput['component']
>);

/** The schema view blocks of `blocks`, depth-first: the order the page draws them in. */
function schemaViewBlocks(blocks: ApiBlock[]): ComponentBlock[] {
  return blocks.flatMap((block) => {
    if (block.kind !== 'component') return [];
    return SCHEMA_VIEWS.has(block.name) ? [block] : schemaViewBlocks(block.children ?? []);
  });
}

/** `blocks` with every schema view's props replaced by `{ view }`, its decided view tree. */
export function withSchemaViews(blocks: ApiBlock[], schemas: Schemas): ApiBlock[] {
  const viewBlocks = schemaViewBlocks(blocks);
  const inputs = viewBlocks.map(
    (block) => ({ component: block.name, props: block.props }) as unknown as SchemaViewInput,
  );
  const views = pageSchemaViews(inputs, schemas);
  const viewOf = new Map(viewBlocks.map((block, i) => [block, views[i]]));
  const replace = (block: ApiBlock): ApiBlock => {
    if (block.kind !== 'component') return block;
    const view = viewOf.get(block);
    if (view) return { ...block, props: { view } };
    return block.children ? { ...block, children: block.children.map(replace) } : block;
  };
  return blocks.map(replace);
}
