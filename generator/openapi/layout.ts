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
 * Above this many operations the section is grouped by tag. Our own API stays one flat sidebar; a
 * flat sidebar costs every page HTML for every operation (docs/large-apis.md).
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
  /** A split tag's (or the webhooks') subcategory page. */
  | { kind: 'subgroup'; file: string; group: TagGroup; sub: Subgroup; webhooks?: true }
  | { kind: 'operation'; file: string; op: Operation }
  /** A grouped API's index page of its webhooks (`group` holds them all), split like a big tag. */
  | { kind: 'webhooks'; file: string; group: TagGroup; slug: string; subgroups?: Subgroup[] };

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
  /** Where the list of webhooks is: a heading of the landing (flat) or the webhooks folder's page (grouped). */
  webhooksHref?: string;
  /** An operation's path below the section: `create-run`, or `{tag}/[{subcategory}/]create-run`. */
  operationPath(op: Operation): string;
  /** An operation's page: `{routeBase}/{operationPath}`, the one route every link to it uses. */
  operationRoute(op: Operation): string;
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
  if (group.operations.length <= SUBGROUP_THRESHOLD || !group.operations.every((op) => op.subcategory))
    return undefined;
  const byName = new Map<string, Operation[]>();
  for (const op of group.operations) byName.set(op.subcategory!, [...(byName.get(op.subcategory!) ?? []), op]);
  const used = new Set(['index']);
  return [...byName].map(([name, operations]) => ({
    title: subgroupTitle(name),
    slug: uniqueSlug(kebabCase(name) || 'operations', used),
    operations,
  }));
}

const sidebarLabel = (op: Operation) =>
  `${op.method.toUpperCase()} ${op.summary}${op.deprecated ? ' (deprecated)' : ''}`;

/** A tag's label: its `x-displayName` (or 3.2 `summary`) when it has one. */
export const tagLabel = (group: TagGroup) => group.displayName ?? group.name;

/**
 * A nested tag's (3.2 `parent`) label with the tags above it, `Stations › Readings`: a sidebar
 * separator cannot indent, so the trail says where the tag sits.
 */
export function tagTrailLabel(model: ApiModel, group: TagGroup): string {
  const byName = new Map(model.tags.map((t) => [t.name, t]));
  return [
    ...(group.parents ?? []).map((name) => (byName.has(name) ? tagLabel(byName.get(name)!) : name)),
    tagLabel(group),
  ].join(' › ');
}

/** Heading id of the webhooks on a flat landing. */
export const WEBHOOKS_ANCHOR = 'webhooks';

export const WEBHOOKS_INTRO =
  'Requests the API sends to your endpoint when something happens: your server receives them; you do not call them.';

/**
 * The tags in sidebar order, each with the `x-tagGroups` group it opens (its first tag): grouped
 * tags first in the groups' order, then the tags no group names, in the spec's order.
 */
function tagsInGroups(model: ApiModel): Array<{ group: TagGroup; opens?: string }> {
  if (!model.tagGroups) return model.tags.map((group) => ({ group }));
  const byName = new Map(model.tags.map((t) => [t.name, t]));
  const placed = new Set<string>();
  const out: Array<{ group: TagGroup; opens?: string }> = [];
  for (const tagGroup of model.tagGroups) {
    tagGroup.tags
      .filter((name) => !placed.has(name))
      .forEach((name, i) => {
        placed.add(name);
        out.push({ group: byName.get(name)!, ...(i === 0 ? { opens: tagGroup.name } : {}) });
      });
  }
  const rest = model.tags.filter((t) => !placed.has(t.name));
  return [...out, ...rest.map((group, i) => ({ group, ...(i === 0 ? { opens: 'Other' } : {}) }))];
}

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
  const pages: ApiPage[] = [
    { kind: 'landing', file: 'index.mdx' },
    { kind: 'overview', file: `${model.overviewSlug}.mdx` },
  ];
  const folders = new Map<Operation, string>();
  const sidebars: ApiSidebar[] = [];
  const operations = (folder: string, list: Operation[]) => {
    for (const op of list) {
      folders.set(op, folder);
      pages.push({ kind: 'operation', file: `${folder ? `${folder}/` : ''}${op.slug}.mdx`, op });
    }
  };
  // A landing that is its folder's index page is the folder's own link: `index` is then no entry.
  const root: Record<string, unknown> = landingAsFolderIndex
    ? { [model.overviewSlug]: model.title }
    : { index: 'API reference', [model.overviewSlug]: model.title };
  const slugs = grouping === 'tag' ? tagSlugs(model) : new Map<string, string>();

  const groupSeparator = (title: string | undefined, i: number) => {
    if (title) root[`--group-${i + 1}-${anchorPart(title.toLowerCase())}`] = { type: 'separator', title };
  };
  let webhooksHref: string | undefined;
  if (grouping === 'none') {
    tagsInGroups(model).forEach(({ group, opens }, i) => {
      groupSeparator(opens, i);
      root[`--tag-${i + 1}-${anchorPart(group.name.toLowerCase())}`] = {
        type: 'separator',
        title: tagTrailLabel(model, group),
      };
      for (const op of group.operations) root[op.slug] = sidebarLabel(op);
      operations('', group.operations);
    });
    // Webhooks after the tags: requests the API sends, not calls the reader makes.
    if (model.webhooks.length > 0) {
      root['--webhooks'] = { type: 'separator', title: 'Webhooks' };
      for (const hook of model.webhooks) root[hook.slug] = sidebarLabel(hook);
      operations('', model.webhooks);
      webhooksHref = `${routeBase}#${WEBHOOKS_ANCHOR}`;
    }
    sidebars.push({ folder: '', meta: root });
  } else {
    const tagFolders: ApiSidebar[] = [];
    for (const [i, { group, opens }] of tagsInGroups(model).entries()) {
      const slug = slugs.get(group.name)!;
      const subgroups = subgroupsOf(group);
      groupSeparator(opens, i);
      root[slug] = tagTrailLabel(model, group);
      pages.push({ kind: 'tag', file: `${slug}/index.mdx`, group, slug, subgroups });
      if (!subgroups) {
        operations(slug, group.operations);
        tagFolders.push({
          folder: slug,
          meta: Object.fromEntries(group.operations.map((op) => [op.slug, sidebarLabel(op)])),
        });
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
    if (model.webhooks.length > 0) {
      const folder = uniqueSlug('webhooks', new Set(['index', model.overviewSlug, ...slugs.values()]));
      const group: TagGroup = { name: 'Webhooks', description: WEBHOOKS_INTRO, operations: model.webhooks };
      // Many webhooks (GitHub's 270) are split by subcategory as a big tag is.
      const subgroups = subgroupsOf(group);
      root[folder] = 'Webhooks';
      pages.push({ kind: 'webhooks', file: `${folder}/index.mdx`, group, slug: folder, subgroups });
      for (const sub of subgroups ?? [{ slug: '', title: '', operations: model.webhooks }]) {
        const subFolder = sub.slug ? `${folder}/${sub.slug}` : folder;
        if (sub.slug) pages.push({ kind: 'subgroup', file: `${subFolder}/index.mdx`, group, sub, webhooks: true });
        operations(subFolder, sub.operations);
        tagFolders.push({
          folder: subFolder,
          meta: Object.fromEntries(sub.operations.map((hook) => [hook.slug, sidebarLabel(hook)])),
        });
      }
      if (subgroups)
        tagFolders.push({ folder, meta: Object.fromEntries(subgroups.map((sub) => [sub.slug, sub.title])) });
      webhooksHref = `${routeBase}/${folder}`;
    }
    sidebars.push(...tagFolders, { folder: '', meta: root });
  }

  const operationPath = (op: Operation) => `${folders.get(op) ? `${folders.get(op)}/` : ''}${op.slug}`;
  return {
    grouping,
    routeBase,
    landingAsFolderIndex,
    pages,
    sidebars,
    tagSlugs: slugs,
    webhooksHref,
    operationPath,
    operationRoute: (op) => `${routeBase}/${operationPath(op)}`,
    tagHref: (tag) => (grouping === 'tag' ? `${routeBase}/${slugs.get(tag)}` : `${routeBase}#${tagAnchor(tag)}`),
  };
}
