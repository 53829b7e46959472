import type { ApiBlock } from '../../../shared/api/page-model.ts';
import { component, heading } from '../page-blocks.ts';
import type { ApiModel } from '../model.ts';
import { firstSentence } from '../markdown-parts.ts';
import { doc, markdownWithHeadings, securityLabels } from './blocks.ts';
import type { ApiPageDoc, RenderOptions } from './options.ts';

/** `/api/{title}`: description, version, servers, authentication and downloads. */
export function renderOverviewPage(model: ApiModel, options: RenderOptions = {}): ApiPageDoc {
  const routeBase = options.routeBase ?? '/api';
  const out: ApiBlock[] = [heading(1, model.title)];
  out.push(component('ApiOverviewMeta', {
    version: model.version,
    openapi: model.openapi,
    self: model.self,
    summary: model.summary,
    contact: model.contact,
    license: model.license,
    externalDocs: model.externalDocs,
    termsOfService: model.termsOfService,
    referenceHref: routeBase,
  }));
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
    out.push(component('ApiSecuritySchemes', { schemes: model.securitySchemes, defaultRequirements: securityLabels(model, model.security) }));
  }
  return doc({ title: model.title, description: model.summary ?? firstSentence(model.description) }, out);
}
