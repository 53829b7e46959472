/**
 * A changelog as data (the API's, and sand's through generator/cli-history/changelog/): one entry
 * per release, newest first, each listing what changed since the release before it, breaking
 * changes first, then deprecations, then additions. Pure: the releases, the changes between two of
 * them and where items link come in as arguments, so the page, its Markdown twin and the Atom feed
 * are drawn from one list.
 */
import type { ChangeLocation } from '../diff/types.ts';
import { releaseAnchor } from '../../../shared/api/changelog-links.ts';

export type ChangeLevel = 'breaking' | 'deprecation' | 'non-breaking';

export interface ReleaseInfo {
  version: string;
  /** ISO day. */
  date: string;
  /** `unsupported`: a sand release the control plane no longer accepts (the API's have a sunset instead). */
  status: 'current' | 'supported' | 'deprecated' | 'unsupported' | 'unreleased';
  /** ISO day after which a deprecated release stops answering. */
  sunset?: string;
  summary: string;
}

/** One change between two releases, as `api-diff` (or `cli-diff`) reports it. */
export interface ReleaseChange {
  level: ChangeLevel;
  /**
   * What the item is about, the link's text: `METHOD /path` as written in the description, or
   * null for a document-wide change; in sand's changelog, the command (`sand runs start`) or the
   * program (`sand`).
   */
  operation: string | null;
  operationId?: string;
  message: string;
  /** What a client must do, for breaking changes and deprecations. */
  action?: string;
  /** The parameter or field the change is about (api-diff's location). */
  location?: ChangeLocation;
  kind?: string;
  /** A change written once and reported on many operations (`operation` null): the operations it touches. */
  operations?: ReadonlyArray<{ operation: string; operationId?: string }>;
}

export interface ChangelogItem extends ReleaseChange {
  /**
   * The operation's page in the current reference, with the anchor of the parameter or field the
   * change is about when the page still shows it; for a removal, the page of the last release that
   * had it, while that release's reference is served; none when no page shows the operation.
   */
  href?: string;
  /** The older release whose reference `href` opens (a removal's); undefined for today's pages. */
  hrefRelease?: string;
  /** The recipes whose steps call the operation today, with their pages. */
  recipeLinks?: Array<{ workflowId: string; title: string; href: string }>;
  /** For a change on many operations: each one with its page, as `href` would link it alone. */
  operationLinks?: Array<{ operation: string; operationId?: string; href?: string }>;
}

/** Each item names the recipes that call its operation (`byOperation`: operationId → recipes). */
export function withRecipeLinks(
  entries: readonly ChangelogEntry[],
  byOperation: ReadonlyMap<string, ReadonlyArray<{ workflowId: string; title: string; href: string }>>,
): ChangelogEntry[] {
  return entries.map((entry) => ({
    ...entry,
    items: entry.items.map((item) => {
      const recipes = item.operationId ? byOperation.get(item.operationId) : undefined;
      return recipes?.length ? { ...item, recipeLinks: [...recipes] } : item;
    }),
  }));
}

/**
 * Where an item links: the page of its operation, with the anchor of its parameter or field when
 * the page shows one. `before` is the release before the item's, the last one that still had what
 * a removal took away; undefined for the "Unreleased" entry.
 */
export interface ItemTarget<C extends ReleaseChange = ReleaseChange> {
  href(change: C, before: string | undefined): Pick<ChangelogItem, 'href' | 'hrefRelease'> | undefined;
}

function withHref<C extends ReleaseChange>(change: C, target: ItemTarget<C>, before?: string): C & ChangelogItem {
  const operationLinks = change.operations?.map((one) => {
    const href = target.href({ ...change, ...one, operations: undefined }, before)?.href;
    return { ...one, ...(href ? { href } : {}) };
  });
  return { ...change, ...target.href(change, before), ...(operationLinks ? { operationLinks } : {}) };
}

/** `I`: the items, with what a history adds to each change (sand's: the command and flag). */
export interface ChangelogEntry<I extends ChangelogItem = ChangelogItem> extends ReleaseInfo {
  /** The entry's heading id on the changelog page (`#v1-3-0`). */
  anchor: string;
  /** Empty for the first release. */
  items: I[];
  /** True for the first release: everything in it was new. */
  first: boolean;
}

export const LEVEL_ORDER: readonly ChangeLevel[] = ['breaking', 'deprecation', 'non-breaking'];

function byLevelThenOperation(a: ChangelogItem, b: ChangelogItem): number {
  const level = LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level);
  if (level !== 0) return level;
  // Document-wide changes (no operation) before the operations, which follow in path order.
  const opA = a.operation ?? '';
  const opB = b.operation ?? '';
  return opA < opB ? -1 : opA > opB ? 1 : 0;
}

/**
 * @param releases oldest first
 * @param changesBetween the changes from one release to the next (`api-diff`)
 * @param target where each item links
 */
export function changelogEntries<C extends ReleaseChange>(
  releases: readonly ReleaseInfo[],
  changesBetween: (older: ReleaseInfo, newer: ReleaseInfo) => C[],
  target: ItemTarget<C>,
): Array<ChangelogEntry<C & ChangelogItem>> {
  const entries = releases.map((release, index): ChangelogEntry<C & ChangelogItem> => {
    const changes = index === 0 ? [] : changesBetween(releases[index - 1], release);
    const items = changes
      .map((change) => withHref(change, target, releases[index - 1]?.version))
      .sort(byLevelThenOperation);
    return { ...release, anchor: releaseAnchor(release.version), items, first: index === 0 };
  });
  return entries.reverse();
}

/** The heading id of the "Unreleased" entry. */
const UNRELEASED_ANCHOR = 'unreleased';

/**
 * What the description being written changes since the current release, as an entry above the
 * releases (shown while `npm run dev` runs): a writer sees what an edit means before releasing it.
 */
export function unreleasedEntry(changes: readonly ReleaseChange[], target: ItemTarget): ChangelogEntry {
  const items = changes.map((change) => withHref(change, target));
  return {
    version: 'Unreleased',
    date: '',
    status: 'unreleased',
    summary:
      'What openapi/sun-api.yaml changes since the current release, as you write it. Shown by `npm run dev` only: release it by copying the file into openapi/versions/ and listing it in openapi/versions/versions.yaml.',
    anchor: UNRELEASED_ANCHOR,
    items: items.sort(byLevelThenOperation),
    first: false,
  };
}

/** How many items of each level an entry has, for its summary line. */
export function levelCounts(items: readonly ChangelogItem[]): Record<ChangeLevel, number> {
  const counts: Record<ChangeLevel, number> = { breaking: 0, deprecation: 0, 'non-breaking': 0 };
  for (const item of items) counts[item.level]++;
  return counts;
}
