import openapiTS, { astToString } from 'openapi-typescript';

/** TypeScript types of a document (`paths`, `components`, `operations`), as openapi-typescript writes them. */
export async function typesFor(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0], { silent: true, alphabetize: false, defaultNonNullable: false });
  return astToString(ast);
}
