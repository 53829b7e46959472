/**
 * A reference the site serves, today's or an older release's, as the pages that link into it (the
 * changelog) see it: where each operation's page is and which rows that page shows.
 */
import type { ModelledApi } from './pipeline.ts';
import type { ShownRows } from './render/section.ts';
import type { ApiModel } from './model.ts';

export interface ServedReference {
  model: ApiModel;
  /** The page of an operation, by operationId; undefined when this reference has none. */
  route(operationId: string): string | undefined;
  /** The rows (parameters, fields, headers) the operation's page shows, as it was rendered. */
  rows: ShownRows;
}

/** A modelled and rendered API as a served reference: its operations at their layout's routes. */
export function servedReference(
  { model, layout }: Pick<ModelledApi, 'model' | 'layout'>,
  rows: ShownRows,
): ServedReference {
  const byId = new Map(model.operations.map((op) => [op.operationId, op]));
  return {
    model,
    route: (id) => {
      const op = byId.get(id);
      return op ? layout.operationRoute(op) : undefined;
    },
    rows,
  };
}
