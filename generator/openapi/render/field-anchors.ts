/**
 * The ids of the rows an operation's page shows: parameters, body and response fields, headers,
 * the shapes of a oneOf. They come from the same render and schema-view pass the page is drawn
 * with, so a link made from them (the changelog's) lands on a row that exists, and a body the page
 * shows as "same as" an earlier one (its fields drawn once) has none.
 */
import type { ApiBlock, ApiPageModel } from '../../../shared/api/page-model.ts';
import { withSchemaViews } from '../../../shared/api/page-schema-views.ts';
import { schemasFor, type ApiModel, type Operation } from '../model.ts';

/** Every `anchor` a view tree names, depth first. */
function collectAnchors(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectAnchors(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'anchor' && typeof item === 'string') into.add(item);
      else collectAnchors(item, into);
    }
  }
}

/**
 * The row ids of `op`'s rendered `page`, in page order. A level a large API's page loads on demand
 * is not in the page's HTML, so its rows are left out (the view names only the level's own anchor).
 */
export function shownFieldAnchors(model: ApiModel, op: Operation, page: ApiPageModel): Set<string> {
  const anchors = new Set<string>();
  const visit = (blocks: ApiBlock[]) => {
    for (const block of blocks) {
      if (block.kind !== 'component') continue;
      if ('view' in block.props) collectAnchors(block.props.view, anchors);
      visit(block.children ?? []);
    }
  };
  visit(withSchemaViews(page.blocks, schemasFor(model, op)));
  return anchors;
}
