import type { ApiBlock } from '../../../shared/api/page-model.ts';
import { component, heading } from '../page-blocks.ts';
import type { ApiModel } from '../model.ts';
import { firstSentence, plainHeading, splitAtHeadings } from '../markdown-parts.ts';
import { doc, markdownWithHeadings, securityLabels } from './blocks.ts';
import type { ApiPageDoc, RenderOptions } from './options.ts';

/** `/api/{title}`: description, version, servers, authentication and downloads. */
export function renderOverviewPage(model: ApiModel, options: RenderOptions = {}): ApiPageDoc {
  const routeBase = options.routeBase ?? '/api';
  const out: ApiBlock[] = [heading(1, model.title)];
  out.push(
    component('ApiOverviewMeta', {
      version: model.version,
      openapi: model.openapi,
      self: model.self,
      summary: model.summary,
      contact: model.contact,
      license: model.license,
      externalDocs: model.externalDocs,
      termsOfService: model.termsOfService,
      referenceHref: routeBase,
    }),
  );
  if (options.downloads && options.downloads.length > 0) {
    out.push(heading(2, 'Download the specification'));
    out.push(component('ApiDownloads', { files: options.downloads }));
  }
  out.push(...markdownWithHeadings(model.description));
  if (model.servers.length > 0) {
    out.push(heading(2, 'Servers'));
    out.push(component('ApiServers', { servers: model.servers }));
  }
  if (model.securitySchemes.length > 0) {
    out.push(heading(2, 'Security schemes'));
    out.push(
      component('ApiSecuritySchemes', {
        schemes: model.securitySchemes,
        defaultRequirements: securityLabels(model, model.security),
      }),
    );
  }
  return doc({ title: model.title, description: overviewDescription(model) }, out);
}

/** At most this many topics are named in the overview's description. */
const MAX_TOPICS = 8;

/**
 * The overview's description (search results, meta tags, `llms.txt`): the API's summary, then the
 * topics the page explains, from the description's top headings. The overview is the one page on
 * authentication, pagination, errors and the like; a summary alone would not say so.
 */
function overviewDescription(model: Pick<ApiModel, 'summary' | 'description'>): string | undefined {
  const lead = model.summary?.trim() ?? firstSentence(model.description);
  const headings = splitAtHeadings(model.description ?? '')
    .map((part) => part.heading)
    .filter((h) => h !== undefined);
  const top = Math.min(...headings.map((h) => h.level));
  const topics = headings
    .filter((h) => h.level === top)
    .map((h) => plainHeading(h.text).trim())
    .filter(Boolean)
    // `Rate limits` reads as `rate limits` mid-sentence; `API keys` stays as written.
    .map((t) => (/^[A-Z][a-z]/.test(t) ? t[0].toLowerCase() + t.slice(1) : t));
  if (topics.length === 0) return lead;
  const named = topics.length > MAX_TOPICS ? [...topics.slice(0, MAX_TOPICS), 'more'] : topics;
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  const sentence = `Covers ${list}.`;
  return lead ? `${/[.!?]$/.test(lead) ? lead : `${lead}.`} ${sentence}` : sentence;
}
