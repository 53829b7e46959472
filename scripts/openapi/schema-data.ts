/**
 * The schema data of a large API's operation page: what its schema views draw from, as one JSON
 * file under `public/`. The page renders a bounded part of each tree into its HTML; the reader's
 * browser fetches this file when they open a deeper level (components/api/LazyFields.tsx).
 */
import type { SchemaData } from '../../components/api/schema-address.ts';
import { anchorPart } from '../../components/api/schema-utils.ts';
import type { Operation } from './model.ts';
import type { SchemaNode } from './schema.ts';

/** Where the data files are served: `/api-schemas{routeBase}/…` (public/api-schemas/…). */
export const SCHEMA_DATA_DIR = 'api-schemas';

export function mediaSuffix(count: number, mediaType: string): string {
  return count > 1 ? `-${anchorPart(mediaType.replace(/\//g, '-'))}` : '';
}

/**
 * Each view's root schema, keyed by the id the page gives the view (the same keys render.ts
 * uses: `param-query-page`, `request-body`, `response-200`, `response-200-header-link`), and
 * the component schemas the page needs.
 */
export function schemaDataFor(op: Operation, schemas: Record<string, SchemaNode>): SchemaData {
  const roots: Record<string, SchemaNode> = {};
  for (const p of op.parameters) roots[`param-${p.in}-${anchorPart(p.name)}`] = p.schema ?? { type: 'string' };
  const body = op.requestBody?.contents ?? [];
  for (const c of body) if (c.schema) roots[`request-body${mediaSuffix(body.length, c.mediaType)}`] = c.schema;
  for (const r of op.responses) {
    const prefix = `response-${anchorPart(r.status)}`;
    for (const h of r.headers) roots[`${prefix}-header-${anchorPart(h.name)}`] = h.schema ?? { type: 'string' };
    for (const c of r.contents) if (c.schema) roots[prefix + mediaSuffix(r.contents.length, c.mediaType)] = c.schema;
  }
  return { roots, schemas };
}
