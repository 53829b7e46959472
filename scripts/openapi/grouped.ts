/**
 * The API section of a large spec: one folder per tag. Each page's sidebar then lists its own
 * tag's operations and one link per other tag (see app/_lib/page-map.ts), instead of every
 * operation of the spec; the landing lists the tags, and each tag has an index page.
 */
import type { FileRecord } from '../lib/files.ts';
import { escapeMdxText, frontmatter, jsxElement } from '../lib/mdx.ts';
import { firstSentence } from './markdown-sections.ts';
import { schemasFor, type ApiModel, type Operation } from './model.ts';
import { schemaDataFor } from './schema-data.ts';
import { renderOperationPage, renderOverviewPage, type RenderOptions } from './render.ts';
import { kebabCase } from './slug.ts';

/**
 * Above this many operations the section is grouped. Our own API (67 operations) stays one flat
 * sidebar; a flat sidebar costs every page about 1.3 kB of HTML per operation.
 */
export const GROUP_THRESHOLD = 150;

/** A large API's examples longer than this (JSON characters) are shown shortened. */
export const EXAMPLE_MAX_BYTES = 12_000;

export interface GroupedRenderOptions extends RenderOptions {
  /** Let the section's folder take the landing page as its own link (for an API mounted in a folder). */
  landingAsFolderIndex?: boolean;
  /**
   * URL the operations' schema data files are served under (`renderGroupedSchemaData` writes
   * them): pages then show a bounded part of each schema and load the rest when opened.
   */
  schemaDataBase?: string;
}

/** Folder name of each tag: kebab-case, unique, never the overview's slug nor `index`. */
export function tagSlugs(model: ApiModel): Map<string, string> {
  const used = new Set(['index', model.overviewSlug]);
  const slugs = new Map<string, string>();
  for (const group of model.tags) {
    const base = kebabCase(group.name) || 'tag';
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    slugs.set(group.name, slug);
  }
  return slugs;
}

const sidebarLabel = (op: Operation) => `${op.method.toUpperCase()} ${op.summary}${op.deprecated ? ' (deprecated)' : ''}`;
const finish = (lines: string[]) => lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
const META_TS = "import meta from './_meta.json';\nexport default meta;\n";

function renderGroupedLanding(model: ApiModel, routeBase: string, slugs: Map<string, string>, asIndexPage: boolean): string {
  const out = [frontmatter({ title: 'API reference', description: `The operations of the ${model.title}, by tag.`, asIndexPage: asIndexPage || undefined })];
  out.push('# API reference', '');
  out.push(jsxElement('ApiIntro', {
    title: model.title,
    version: model.version,
    summary: model.summary,
    overviewHref: `${routeBase}/${model.overviewSlug}`,
    operationCount: model.operations.length,
    tagCount: model.tags.length,
  }), '');
  out.push('## Tags', '');
  out.push(jsxElement('ApiTagList', {
    tags: model.tags.map((group) => ({
      name: group.name,
      href: `${routeBase}/${slugs.get(group.name)}`,
      operationCount: group.operations.length,
      summary: firstSentence(group.description),
    })),
  }), '');
  return finish(out);
}

function renderTagPage(group: ApiModel['tags'][number], routeBase: string, slug: string): string {
  const out = [frontmatter({ title: group.name, description: firstSentence(group.description), asIndexPage: true })];
  out.push(`# ${escapeMdxText(group.name)}`, '');
  if (group.description?.trim()) out.push(jsxElement('Markdown', { source: group.description }), '');
  out.push(`## Operations`, '');
  out.push(jsxElement('ApiOperationList', {
    operations: group.operations.map((op) => ({
      method: op.method,
      path: op.path,
      summary: op.summary,
      href: `${routeBase}/${slug}/${op.slug}`,
      deprecated: op.deprecated || undefined,
    })),
  }), '');
  return finish(out);
}

const schemaDataPath = (slugs: Map<string, string>, op: Operation) => `${slugs.get(op.tag)}/${op.slug}.json`;

/** Each operation's schema data file (`{tag}/{operation}.json`), for the `schemaDataBase` URL. */
export function renderGroupedSchemaData(model: ApiModel): FileRecord[] {
  const slugs = tagSlugs(model);
  return model.operations.map((op) => ({ path: schemaDataPath(slugs, op), content: JSON.stringify(schemaDataFor(op, schemasFor(model, op))) + '\n' }));
}

/** Every file of a grouped API section, relative to its output directory. */
export function renderGroupedApiPages(model: ApiModel, options: GroupedRenderOptions = {}): FileRecord[] {
  const routeBase = options.routeBase ?? '/api';
  const slugs = tagSlugs(model);
  const pageOptions: RenderOptions = {
    ...options,
    routeBase,
    tagHref: (tag) => `${routeBase}/${slugs.get(tag)}`,
    plainCode: true,
    exampleMaxBytes: EXAMPLE_MAX_BYTES,
    schemaDataHref: options.schemaDataBase ? (op) => `${options.schemaDataBase}/${schemaDataPath(slugs, op)}` : undefined,
  };
  const files: FileRecord[] = [
    { path: 'index.mdx', content: renderGroupedLanding(model, routeBase, slugs, !!options.landingAsFolderIndex) },
    { path: `${model.overviewSlug}.mdx`, content: renderOverviewPage(model, pageOptions) },
  ];
  // A landing that is its folder's index page is the folder's own link: `index` is then no entry.
  const rootMeta: Record<string, unknown> = options.landingAsFolderIndex ? { [model.overviewSlug]: model.title } : { index: 'API reference', [model.overviewSlug]: model.title };
  for (const group of model.tags) {
    const slug = slugs.get(group.name)!;
    rootMeta[slug] = group.name;
    files.push({ path: `${slug}/index.mdx`, content: renderTagPage(group, routeBase, slug) });
    const meta: Record<string, string> = {};
    for (const op of group.operations) {
      meta[op.slug] = sidebarLabel(op);
      files.push({ path: `${slug}/${op.slug}.mdx`, content: renderOperationPage(model, op, pageOptions) });
    }
    files.push({ path: `${slug}/_meta.json`, content: JSON.stringify(meta, null, 2) + '\n' }, { path: `${slug}/_meta.ts`, content: META_TS });
  }
  files.push({ path: '_meta.json', content: JSON.stringify(rootMeta, null, 2) + '\n' }, { path: '_meta.ts', content: META_TS });
  return files;
}
