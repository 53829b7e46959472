import type { ApiBlock } from '../../../shared/api/page-model.ts';
import { heading } from '../page-blocks.ts';
import type { TagGroup } from '../model.ts';
import type { ApiLayout, Subgroup } from '../layout.ts';
import { doc, operationList } from './blocks.ts';
import type { ApiPageDoc } from './options.ts';

/** A subcategory's index page in a split tag. */
export function renderSubgroupPage(group: TagGroup, sub: Subgroup, layout: ApiLayout, webhooks = false): ApiPageDoc {
  const title = `${group.name}: ${sub.title}`;
  const noun = webhooks ? 'webhooks' : 'operations';
  const out: ApiBlock[] = [
    heading(1, title),
    heading(2, webhooks ? 'Webhooks' : 'Operations'),
    operationList(sub.operations, layout),
  ];
  return doc(
    {
      title,
      description: `The ${sub.title.toLowerCase()} ${noun} of ${webhooks ? 'the API' : group.name}.`,
      asIndexPage: true,
    },
    out,
  );
}
