import type { ApiBlock } from '../../../shared/api/page-model.ts';
import { component, heading } from '../page-blocks.ts';
import type { TagGroup } from '../model.ts';
import { tagLabel, type ApiLayout, type Subgroup } from '../layout.ts';
import { firstSentence } from '../markdown-parts.ts';
import { doc, operationList, tagIntro } from './blocks.ts';
import type { ApiPageDoc } from './options.ts';

/**
 * A tag's index page: its operations, or in a split tag its subcategories (each page lists its own).
 * The webhooks folder's page is drawn the same way, its list headed `listHeading`.
 */
export function renderTagPage(
  group: TagGroup,
  tagSlug: string,
  subgroups: Subgroup[] | undefined,
  layout: ApiLayout,
  listHeading = 'Operations',
): ApiPageDoc {
  const data = { title: tagLabel(group), description: firstSentence(group.description), asIndexPage: true };
  const out: ApiBlock[] = [heading(1, tagLabel(group)), ...tagIntro(group, 0)];
  if (!subgroups) {
    out.push(heading(2, listHeading), operationList(group.operations, layout));
    return doc(data, out);
  }
  out.push(heading(2, 'Subcategories'));
  out.push(
    component('ApiTagList', {
      tags: subgroups.map((sub) => ({
        name: sub.title,
        href: `${layout.routeBase}/${tagSlug}/${sub.slug}`,
        operationCount: sub.operations.length,
      })),
    }),
  );
  return doc(data, out);
}
