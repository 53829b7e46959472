/**
 * The schema data of a large API's operation page: what its schema views draw from, as one JSON
 * file under `public/`. The page renders a bounded part of each tree into its HTML; the reader's
 * browser fetches this file when they open a deeper level (components/api/LazyFields.tsx), or
 * "Try it", which checks a body against the schema kept here.
 */
import type { FileRecord } from '../lib/files.ts';
import type { SchemaData } from '../../shared/api/schema-address.ts';
import {
  callbackIds,
  parameterViewId,
  requestBodyViewId,
  responseBodyViewId,
  responseHeaderViewId,
} from '../../shared/api/anchors.ts';
import type { ApiLayout } from './layout.ts';
import { oncePerOperation, schemasFor, type ApiModel, type Operation } from './model.ts';
import type { SchemaNode } from './schema.ts';
import { bodyCheckSchema } from './try-it-data.ts';

/** Where the data files are served: `/api-schemas{routeBase}/…` (public/api-schemas/…). */
export const SCHEMA_DATA_DIR = 'api-schemas';

/**
 * Each view's root schema, keyed by the id the page gives the view (shared/api/anchors.ts:
 * `param-query-page`, `request-body`, `response-200`, `response-200-header-link`), the component
 * schemas the page needs, and the schemas "Try it" checks the request bodies against.
 */
function schemaDataFor(
  op: Operation,
  schemas: Record<string, SchemaNode>,
  bodyChecks: SchemaData['bodyChecks'],
): SchemaData {
  const roots: Record<string, SchemaNode> = {};
  const viewsOf = (o: Operation, prefix: string) => {
    for (const p of o.parameters) roots[parameterViewId(p.in, p.name, prefix)] = p.schema ?? { type: 'string' };
    const body = o.requestBody?.contents ?? [];
    for (const c of body) if (c.schema) roots[requestBodyViewId(body.length, c.mediaType, prefix)] = c.schema;
    for (const r of o.responses) {
      for (const h of r.headers) roots[responseHeaderViewId(r.status, h.name, prefix)] = h.schema ?? { type: 'string' };
      for (const c of r.contents)
        if (c.schema) roots[responseBodyViewId(r.status, r.contents.length, c.mediaType, prefix)] = c.schema;
    }
  };
  viewsOf(op, '');
  const callbacks = op.callbacks ?? [];
  const ids = callbackIds(callbacks.map((c) => ({ name: c.name, method: c.operation.method })));
  callbacks.forEach((callback, i) => viewsOf(callback.operation, `${ids[i]}-`));
  return bodyChecks?.some((schema) => schema !== null) ? { roots, schemas, bodyChecks } : { roots, schemas };
}

/** An operation's schema data file, below the section's data folder: `{tag}/[{subcategory}/]{operation}.json`. */
export const schemaDataPath = (layout: ApiLayout, op: Operation) => `${layout.operationPath(op)}.json`;

/** Every operation's schema data file, for a grouped section's `schemaDataBase` URL (a webhook's has no "Try it"). */
export function renderSchemaData(model: ApiModel, layout: ApiLayout): FileRecord[] {
  const file = (op: Operation, content: string) => ({ path: schemaDataPath(layout, op), content });
  return [
    ...model.operations.map((op) => file(op, operationSchemaData(model, op))),
    ...model.webhooks.map((op) => file(op, webhookSchemaData(model, op))),
  ];
}

/** An operation's file, with the schemas its request bodies are checked against; once per operation. */
const operationSchemaData = oncePerOperation(
  (model, op) =>
    JSON.stringify(
      schemaDataFor(
        op,
        schemasFor(model, op),
        (op.requestBody?.contents ?? []).map((c) => bodyCheckSchema(model, c) ?? null),
      ),
    ) + '\n',
);
/** A webhook's file (the API sends its body: nothing to check); once per webhook. */
const webhookSchemaData = oncePerOperation(
  (model, op) => JSON.stringify(schemaDataFor(op, schemasFor(model, op), undefined)) + '\n',
);
