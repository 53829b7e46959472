import { contentKey, lastResults } from '../cache/memo.ts';
import { walkSpec } from './spec-kinds.ts';

/** The last types made, by the description's content (`npm run dev` asks again on each save). */
const madeTypes = lastResults<Promise<string>>();

/** TypeScript types of a document (`paths`, `components`, `operations`), as openapi-typescript writes them. */
export function typesFor(doc: Record<string, unknown>): Promise<string> {
  return madeTypes.get('types', contentKey(doc), () => makeTypes(doc));
}

async function makeTypes(doc: Record<string, unknown>): Promise<string> {
  // Loaded on demand: importing openapi-typescript takes seconds, and only the site's own
  // spec (published with its types) needs it.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const input = structuredClone(doc);
  // openapi-typescript's bundler fetches an example's `externalValue` (a network call at build
  // time, and a failure offline); examples never shape the types.
  walkSpec(input, ({ kind, node }) => {
    if (kind === 'example') delete node.externalValue;
  });
  const ast = await openapiTS(input as unknown as Parameters<typeof openapiTS>[0], {
    silent: true,
    alphabetize: false,
    defaultNonNullable: false,
  });
  const title = String((doc.info as { title?: unknown } | undefined)?.title ?? 'this API').replace(/\*\//g, '* /');
  const header = `/**\n * TypeScript types of ${title}, generated from its OpenAPI description by openapi-typescript.\n * Use \`paths[path][method]\` to type requests and responses. Do not edit: regenerate instead.\n */\n\n`;
  return header + astToString(ast);
}
