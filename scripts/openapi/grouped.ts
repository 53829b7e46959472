/**
 * The API section of a large spec: one folder per tag. Each page's sidebar then lists its own
 * tag's operations and one link per other tag (see app/_lib/page-map.ts), instead of every
 * operation of the spec; the landing lists the tags, and each tag has an index page.
 */
import type { FileRecord } from '../lib/files.ts';
import { escapeMdxText, frontmatter, jsxElement } from '../lib/mdx.ts';
import { firstSentence } from './markdown-sections.ts';
import { schemasFor, type ApiModel, type Operation, type TagGroup } from './model.ts';
import { schemaDataFor } from './schema-data.ts';
import { renderOperationPage, renderOverviewPage, type RenderOptions } from './render.ts';
import { kebabCase, uniqueSlug } from '../../shared/slug.ts';

/**
 * Above this many operations the section is grouped. Our own API (67 operations) stays one flat
 * sidebar; a flat sidebar costs every page about 1.3 kB of HTML per operation.
 */
export const GROUP_THRESHOLD = 150;

/**
 * A tag of more operations than this is split into one folder per subcategory when each of its
 * operations names one (GitHub's `x-github.subcategory`): a page of GitHub's 204 `repos`
 * operations would otherwise carry 204 sidebar entries.
 */
export const SUBGROUP_THRESHOLD = 60;

/** A large API's examples longer than this (JSON characters) are shown shortened. */
export const EXAMPLE_MAX_BYTES = 6_000;

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
    slugs.set(group.name, uniqueSlug(kebabCase(group.name) || 'tag', used));
  }
  return slugs;
}

interface Subgroup {
  title: string;
  slug: string;
  operations: Operation[];
}

/** `branch-protection` → `Branch protection`. */
const subgroupTitle = (name: string) => {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A big tag's operations by subcategory, in the spec's order; undefined for a tag kept whole. */
function subgroupsOf(group: TagGroup): Subgroup[] | undefined {
  if (group.operations.length <= SUBGROUP_THRESHOLD || !group.operations.every((op) => op.subcategory)) return undefined;
  const byName = new Map<string, Operation[]>();
  for (const op of group.operations) byName.set(op.subcategory!, [...(byName.get(op.subcategory!) ?? []), op]);
  const used = new Set(['index']);
  return [...byName].map(([name, operations]) => {
    return { title: subgroupTitle(name), slug: uniqueSlug(kebabCase(name) || 'operations', used), operations };
  });
}

interface GroupedLayout {
  slugs: Map<string, string>;
  /** Each tag with its folder and, in a split tag, its subcategories. */
  tags: Array<{ group: TagGroup; slug: string; subgroups?: Subgroup[] }>;
  /** Each operation's folder in the section: `{tag}`, or `{tag}/{subcategory}` in a split tag. */
  folders: Map<Operation, string>;
}

/** Where every tag and operation of a grouped section goes; the pages and the schema data agree on it. */
function groupedLayout(model: ApiModel): GroupedLayout {
  const slugs = tagSlugs(model);
  const folders = new Map<Operation, string>();
  const tags = model.tags.map((group) => {
    const slug = slugs.get(group.name)!;
    const subgroups = subgroupsOf(group);
    if (subgroups) for (const sub of subgroups) for (const op of sub.operations) folders.set(op, `${slug}/${sub.slug}`);
    else for (const op of group.operations) folders.set(op, slug);
    return { group, slug, subgroups };
  });
  return { slugs, tags, folders };
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

function operationList(operations: Operation[], routeBase: string, folders: Map<Operation, string>): string {
  return jsxElement('ApiOperationList', {
    operations: operations.map((op) => ({
      method: op.method,
      path: op.path,
      summary: op.summary,
      href: `${routeBase}/${folders.get(op)}/${op.slug}`,
      deprecated: op.deprecated || undefined,
    })),
  });
}

/** A tag's index page: its operations, or in a split tag its subcategories (each page lists its own). */
function renderTagPage(group: TagGroup, routeBase: string, tagSlug: string, folders: Map<Operation, string>, subgroups: Subgroup[] | undefined): string {
  const out = [frontmatter({ title: group.name, description: firstSentence(group.description), asIndexPage: true })];
  out.push(`# ${escapeMdxText(group.name)}`, '');
  if (group.description?.trim()) out.push(jsxElement('Markdown', { source: group.description }), '');
  if (!subgroups) {
    out.push(`## Operations`, '', operationList(group.operations, routeBase, folders), '');
    return finish(out);
  }
  out.push(`## Subcategories`, '');
  out.push(jsxElement('ApiTagList', {
    tags: subgroups.map((sub) => ({ name: sub.title, href: `${routeBase}/${tagSlug}/${sub.slug}`, operationCount: sub.operations.length })),
  }), '');
  return finish(out);
}

/** A subcategory's index page in a split tag. */
function renderSubgroupPage(group: TagGroup, sub: Subgroup, routeBase: string, folders: Map<Operation, string>): string {
  const title = `${group.name}: ${sub.title}`;
  const out = [frontmatter({ title, description: `The ${sub.title.toLowerCase()} operations of ${group.name}.`, asIndexPage: true })];
  out.push(`# ${escapeMdxText(title)}`, '');
  out.push(`## Operations`, '', operationList(sub.operations, routeBase, folders), '');
  return finish(out);
}

const schemaDataPath = (folders: Map<Operation, string>, op: Operation) => `${folders.get(op)}/${op.slug}.json`;

/** Each operation's schema data file (`{tag}/[{subcategory}/]{operation}.json`), for the `schemaDataBase` URL. */
export function renderGroupedSchemaData(model: ApiModel): FileRecord[] {
  const { folders } = groupedLayout(model);
  return model.operations.map((op) => ({ path: schemaDataPath(folders, op), content: JSON.stringify(schemaDataFor(op, schemasFor(model, op))) + '\n' }));
}

/** Every file of a grouped API section, relative to its output directory. */
export function renderGroupedApiPages(model: ApiModel, options: GroupedRenderOptions = {}): FileRecord[] {
  const routeBase = options.routeBase ?? '/api';
  const { slugs, tags, folders } = groupedLayout(model);
  const pageOptions: RenderOptions = {
    ...options,
    routeBase,
    tagHref: (tag) => `${routeBase}/${slugs.get(tag)}`,
    plainCode: true,
    exampleMaxBytes: EXAMPLE_MAX_BYTES,
    schemaDataHref: options.schemaDataBase ? (op) => `${options.schemaDataBase}/${schemaDataPath(folders, op)}` : undefined,
  };
  const files: FileRecord[] = [
    { path: 'index.mdx', content: renderGroupedLanding(model, routeBase, slugs, !!options.landingAsFolderIndex) },
    { path: `${model.overviewSlug}.mdx`, content: renderOverviewPage(model, pageOptions) },
  ];
  // A landing that is its folder's index page is the folder's own link: `index` is then no entry.
  const rootMeta: Record<string, unknown> = options.landingAsFolderIndex ? { [model.overviewSlug]: model.title } : { index: 'API reference', [model.overviewSlug]: model.title };
  const folderMeta = (folder: string, meta: Record<string, string>) =>
    files.push({ path: `${folder}/_meta.json`, content: JSON.stringify(meta, null, 2) + '\n' }, { path: `${folder}/_meta.ts`, content: META_TS });
  const operationFiles = (folder: string, operations: Operation[]) => {
    for (const op of operations) files.push({ path: `${folder}/${op.slug}.mdx`, content: renderOperationPage(model, op, pageOptions) });
    folderMeta(folder, Object.fromEntries(operations.map((op) => [op.slug, sidebarLabel(op)])));
  };
  for (const { group, slug, subgroups } of tags) {
    rootMeta[slug] = group.name;
    files.push({ path: `${slug}/index.mdx`, content: renderTagPage(group, routeBase, slug, folders, subgroups) });
    if (!subgroups) {
      operationFiles(slug, group.operations);
      continue;
    }
    for (const sub of subgroups) {
      files.push({ path: `${slug}/${sub.slug}/index.mdx`, content: renderSubgroupPage(group, sub, routeBase, folders) });
      operationFiles(`${slug}/${sub.slug}`, sub.operations);
    }
    folderMeta(slug, Object.fromEntries(subgroups.map((sub) => [sub.slug, sub.title])));
  }
  files.push({ path: '_meta.json', content: JSON.stringify(rootMeta, null, 2) + '\n' }, { path: '_meta.ts', content: META_TS });
  return files;
}
