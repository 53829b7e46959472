/**
 * Where every page of an API section goes, as data: which pages exist, in which folder, what
 * each sidebar lists and where links point. One renderer (render.ts) walks it, whatever the
 * grouping:
 * - `none`: one flat folder, the sidebar one separator per tag (our own API, 67 operations);
 * - `tag`: one folder per tag with an index page, so a page's sidebar carries its own tag's
 *   operations and one link per other tag (see app/_lib/page-map.ts); a big tag whose operations
 *   all name a subcategory (GitHub's `x-github.subcategory`) is one folder per subcategory.
 */
import { anchorPart, tagAnchor } from '../../shared/api/anchors.ts';
import { kebabCase, uniqueSlug } from '../../shared/slug.ts';
import type { ApiModel, Operation, TagGroup } from './model.ts';

/**
 * Above this many operations the section is grouped by tag. Our own API (67 operations) stays one
 * flat sidebar; a flat sidebar costs every page about 1.3 kB of HTML per operation.
 */
export const GROUP_THRESHOLD = 150;

/**
 * A tag of more operations than this is split into one folder per subcategory when each of its
 * operations names one: a page of GitHub's 204 `repos` operations would otherwise carry 204
 * sidebar entries.
 */
export const SUBGROUP_THRESHOLD = 60;

export interface Subgroup {
  title: string;
  slug: string;
  operations: Operation[];
}

export type ApiPage =
  | { kind: 'landing'; file: string }
  | { kind: 'overview'; file: string }
  | { kind: 'tag'; file: string; group: TagGroup; slug: string; subgroups?: Subgroup[] }
  | { kind: 'subgroup'; file: string; group: TagGroup; sub: Subgroup }
  | { kind: 'operation'; file: string; op: Operation };

/** One folder's sidebar (`_meta.json`), keys in order. */
export interface ApiSidebar {
  folder: string;
  meta: Record<string, unknown>;
}

export interface ApiLayout {
  grouping: 'none' | 'tag';
  routeBase: string;
  /** The landing is its folder's own link (an API mounted in a folder of the API section). */
  landingAsFolderIndex: boolean;
  pages: ApiPage[];
  sidebars: ApiSidebar[];
  /** Each grouped tag's folder (empty when flat). */
  tagSlugs: Map<string, string>;
  /** An operation's path below the section: `create-run`, or `{tag}/[{subcategory}/]create-run`. */
  operationPath(op: Operation): string;
  /** Where an operation's tag links: its heading on a flat landing, its page when grouped. */
  tagHref(tag: string): string;
}

/** Folder name of each tag: kebab-case, unique, never the overview's slug nor `index`. */
export function tagSlugs(model: ApiModel): Map<string, string> {
  const used = new Set(['index', model.overviewSlug]);
  return new Map(model.tags.map((group) => [group.name, uniqueSlug(kebabCase(group.name) || 'tag', used)]));
}

/** `branch-protection` → `Branch protection`. */
function subgroupTitle(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A big tag's operations by subcategory, in the spec's order; undefined for a tag kept whole. */
function subgroupsOf(group: TagGroup): Subgroup[] | undefined {
  if (group.operations.length <= SUBGROUP_THRESHOLD || !group.operations.every((op) => op.subcategory)) return undefined;
  const byName = new Map<string, Operation[]>();
  for (const op of group.operations) byName.set(op.subcategory!, [...(byName.get(op.subcategory!) ?? []), op]);
  const used = new Set(['index']);
  return [...byName].map(([name, operations]) => ({ title: subgroupTitle(name), slug: uniqueSlug(kebabCase(name) || 'operations', used), operations }));
}

export const sidebarLabel = (op: Operation) => `${op.method.toUpperCase()} ${op.summary}${op.deprecated ? ' (deprecated)' : ''}`;

export interface LayoutOptions {
  routeBase?: string;
  landingAsFolderIndex?: boolean;
  /** Grouped by tag or flat; by default grouped above GROUP_THRESHOLD operations. */
  grouping?: 'none' | 'tag';
}

/** The layout of an API section. */
export function apiLayout(model: ApiModel, options: LayoutOptions = {}): ApiLayout {
  const routeBase = options.routeBase ?? '/api';
  const grouping = options.grouping ?? (model.operations.length > GROUP_THRESHOLD ? 'tag' : 'none');
  const landingAsFolderIndex = grouping === 'tag' && !!options.landingAsFolderIndex;
  const pages: ApiPage[] = [{ kind: 'landing', file: 'index.mdx' }, { kind: 'overview', file: `${model.overviewSlug}.mdx` }];
  const folders = new Map<Operation, string>();
  const sidebars: ApiSidebar[] = [];
  const operations = (folder: string, list: Operation[]) => {
    for (const op of list) {
      folders.set(op, folder);
      pages.push({ kind: 'operation', file: `${folder ? `${folder}/` : ''}${op.slug}.mdx`, op });
    }
  };
  // A landing that is its folder's index page is the folder's own link: `index` is then no entry.
  const root: Record<string, unknown> = landingAsFolderIndex ? { [model.overviewSlug]: model.title } : { index: 'API reference', [model.overviewSlug]: model.title };
  const slugs = grouping === 'tag' ? tagSlugs(model) : new Map<string, string>();

  if (grouping === 'none') {
    model.tags.forEach((group, i) => {
      root[`--tag-${i + 1}-${anchorPart(group.name.toLowerCase())}`] = { type: 'separator', title: group.name };
      for (const op of group.operations) root[op.slug] = sidebarLabel(op);
      operations('', group.operations);
    });
    sidebars.push({ folder: '', meta: root });
  } else {
    const tagFolders: ApiSidebar[] = [];
    for (const group of model.tags) {
      const slug = slugs.get(group.name)!;
      const subgroups = subgroupsOf(group);
      root[slug] = group.name;
      pages.push({ kind: 'tag', file: `${slug}/index.mdx`, group, slug, subgroups });
      if (!subgroups) {
        operations(slug, group.operations);
        tagFolders.push({ folder: slug, meta: Object.fromEntries(group.operations.map((op) => [op.slug, sidebarLabel(op)])) });
        continue;
      }
      for (const sub of subgroups) {
        const folder = `${slug}/${sub.slug}`;
        pages.push({ kind: 'subgroup', file: `${folder}/index.mdx`, group, sub });
        operations(folder, sub.operations);
        tagFolders.push({ folder, meta: Object.fromEntries(sub.operations.map((op) => [op.slug, sidebarLabel(op)])) });
      }
      tagFolders.push({ folder: slug, meta: Object.fromEntries(subgroups.map((sub) => [sub.slug, sub.title])) });
    }
    sidebars.push(...tagFolders, { folder: '', meta: root });
  }

  return {
    grouping,
    routeBase,
    landingAsFolderIndex,
    pages,
    sidebars,
    tagSlugs: slugs,
    operationPath: (op) => `${folders.get(op) ? `${folders.get(op)}/` : ''}${op.slug}`,
    tagHref: (tag) => (grouping === 'tag' ? `${routeBase}/${slugs.get(tag)}` : `${routeBase}#${tagAnchor(tag)}`),
  };
}
