/** `/api`, the section's landing: every tag with its operations (flat), or the list of tags (grouped). */
import type { ApiBlock } from '../../../shared/api/page-model.ts';
import { tagAnchor } from '../../../shared/api/anchors.ts';
import { component, heading, paragraph } from '../page-blocks.ts';
import type { ApiModel } from '../model.ts';
import { tagLabel, tagTrailLabel, WEBHOOKS_ANCHOR, WEBHOOKS_INTRO, type ApiLayout } from '../layout.ts';
import { firstSentence } from '../markdown-parts.ts';
import { doc, operationList, tagIntro } from './blocks.ts';
import type { ApiPageDoc } from './options.ts';

function apiIntro(model: ApiModel, routeBase: string): ApiBlock {
  return component('ApiIntro', {
    title: model.title,
    version: model.version,
    summary: model.summary,
    overviewHref: `${routeBase}/${model.overviewSlug}`,
    operationCount: model.operations.length,
    tagCount: model.tags.length,
    webhookCount: model.webhooks.length || undefined,
    logo: model.logo,
  });
}

/** `/api`: every tag with its operations (flat), or the list of tags (grouped). */
export function renderLandingPage(model: ApiModel, layout: ApiLayout): ApiPageDoc {
  const { routeBase } = layout;
  if (layout.grouping === 'none') {
    const out: ApiBlock[] = [heading(1, 'API reference'), apiIntro(model, routeBase)];
    for (const group of model.tags) {
      // A nested tag (3.2 `parent`) is a heading below its parent's.
      const level = Math.min(2 + (group.parents?.length ?? 0), 4) as 2 | 3 | 4;
      out.push(heading(level, tagLabel(group), tagAnchor(group.name)));
      if (group.parents)
        out.push(paragraph(`In ${tagTrailLabel(model, group).split(' › ').slice(0, -1).join(' › ')}.`));
      if (group.kind) out.push(paragraph(`Tag kind: ${group.kind}.`));
      out.push(...tagIntro(group, level));
      if (group.operations.length > 0) out.push(operationList(group.operations, layout));
    }
    if (model.webhooks.length > 0) {
      out.push(heading(2, 'Webhooks', WEBHOOKS_ANCHOR), paragraph(WEBHOOKS_INTRO));
      out.push(operationList(model.webhooks, layout));
    }
    return doc({ title: 'API reference', description: `Every operation of the ${model.title}, grouped by tag.` }, out);
  }
  const out: ApiBlock[] = [heading(1, 'API reference'), apiIntro(model, routeBase)];
  out.push(heading(2, 'Tags'));
  out.push(
    component('ApiTagList', {
      tags: model.tags.map((group) => ({
        name: tagTrailLabel(model, group),
        href: `${routeBase}/${layout.tagSlugs.get(group.name)}`,
        operationCount: group.operations.length,
        summary: firstSentence(group.description),
      })),
    }),
  );
  if (layout.webhooksHref) {
    out.push(heading(2, 'Webhooks'), paragraph(WEBHOOKS_INTRO));
    out.push(
      component('ApiTagList', {
        tags: [{ name: 'Webhooks', href: layout.webhooksHref, operationCount: model.webhooks.length }],
      }),
    );
  }
  return doc(
    {
      title: 'API reference',
      description: `The operations of the ${model.title}, by tag.`,
      asIndexPage: layout.landingAsFolderIndex || undefined,
    },
    out,
  );
}
