/** Blocks more than one kind of API page draws. */
import type { ApiBlock } from '../../../shared/api/page-model.ts';
import { codeBlock as fence, component, heading, page } from '../page-blocks.ts';
import { toJson } from '../examples.ts';
import { splitAtHeadings } from '../markdown-parts.ts';
import { shortenExample } from '../shorten.ts';
import type { ApiModel, MediaContent, Operation, SecurityRequirement, TagGroup } from '../model.ts';
import type { ApiLayout } from '../layout.ts';
import type { ApiPageDoc, RenderOptions } from './options.ts';
export const doc = (data: Record<string, unknown>, blocks: ApiBlock[]): ApiPageDoc => ({
  frontmatter: data,
  page: page(blocks),
});

export function codeBlock(options: RenderOptions, lang: string, code: string): ApiBlock {
  return options.plainCode ? component('ApiCode', { lang, code }) : fence(lang, code, 'copy=true');
}

export function markdownBlock(source: string | undefined, headingShift = 0): ApiBlock[] {
  if (!source || source.trim() === '') return [];
  return [component('Markdown', headingShift ? { source, headingShift } : { source })];
}

/** Markdown whose top headings become page headings (for the TOC), each body staying data. */
export function markdownWithHeadings(source: string | undefined, minLevel: 2 | 3 = 2): ApiBlock[] {
  if (!source) return [];
  const out: ApiBlock[] = [];
  for (const part of splitAtHeadings(source)) {
    if (part.heading) {
      const level = Math.max(part.heading.level, minLevel) as 2 | 3 | 4 | 5 | 6;
      out.push(heading(level, part.heading.text));
    }
    out.push(...markdownBlock(part.body));
  }
  return out;
}

export function exampleBlocks(content: MediaContent, options: RenderOptions): ApiBlock[] {
  const out: ApiBlock[] = [];
  for (const ex of content.examples) {
    let label = ex.stream
      ? `Example stream (${ex.stream}; generated from the schema)`
      : ex.generated
        ? 'Example (generated from the schema)'
        : (ex.summary ?? (ex.name && content.examples.length > 1 ? ex.name : 'Example'));
    const lang = ex.stream
      ? 'text'
      : /json/i.test(content.mediaType) || typeof ex.value !== 'string'
        ? 'json'
        : /xml/i.test(content.mediaType)
          ? 'xml'
          : /yaml/i.test(content.mediaType)
            ? 'yaml'
            : 'text';
    let value = ex.value;
    if (options.exampleMaxBytes !== undefined && lang === 'json') {
      const shown = shortenExample(ex.value, options.exampleMaxBytes);
      value = shown.value;
      if (shown.note) label = `${label} (${shown.note})`;
    }
    const text = typeof value === 'string' && lang !== 'json' ? value : toJson(value);
    out.push(
      component('ApiExampleLabel', { label }),
      ...markdownBlock(ex.description, 4),
      codeBlock(options, lang, text),
    );
    // 3.2's `serializedValue`: the same example as it is sent.
    if (ex.serializedValue !== undefined)
      out.push(component('ApiExampleLabel', { label: 'As sent' }), codeBlock(options, 'text', ex.serializedValue));
  }
  return out;
}

/** Examples the spec keeps at their own URL (`externalValue`): linked, under the schema they illustrate. */
export function externalExamples(content: MediaContent): ApiBlock[] {
  return (content.externalExamples ?? []).map((ex) =>
    component('ApiExternalDocs', {
      url: ex.url,
      description: `Example: ${ex.summary ?? ex.name}${ex.description ? ` (${ex.description})` : ''}`,
    }),
  );
}

export function securityLabels(model: ApiModel, requirements: SecurityRequirement[]) {
  return requirements.map((req) =>
    req.map(({ key, scopes }) => {
      const scheme = model.securitySchemes.find((s) => s.key === key);
      let how = key;
      if (scheme?.type === 'http')
        how =
          scheme.scheme === 'bearer'
            ? 'Bearer token in the Authorization header'
            : scheme.scheme === 'basic'
              ? 'HTTP Basic authentication'
              : `HTTP ${scheme.scheme ?? ''} authentication`;
      else if (scheme?.type === 'apiKey')
        how = `API key in the ${scheme.name} ${scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header'}`;
      else if (scheme?.type === 'oauth2') how = 'OAuth 2.0 access token';
      else if (scheme?.type === 'openIdConnect') how = 'OpenID Connect token';
      else if (scheme?.type === 'mutualTLS') how = 'Mutual TLS client certificate';
      // 3.2: a scheme on its way out says so wherever an operation names it.
      if (scheme?.deprecated) how += ' (deprecated)';
      return { scheme: key, how, scopes };
    }),
  );
}

export function operationList(operations: Operation[], layout: ApiLayout): ApiBlock {
  return component('ApiOperationList', {
    operations: operations.map((op) => ({
      method: op.method,
      path: op.path,
      summary: op.summary,
      href: layout.operationRoute(op),
      deprecated: op.deprecated || undefined,
    })),
  });
}

/** A tag's description and further reading. */
export function tagIntro(group: TagGroup, headingShift: number): ApiBlock[] {
  const out = markdownBlock(group.description, headingShift);
  if (group.externalDocs) out.push(component('ApiExternalDocs', { ...group.externalDocs }));
  return out;
}
