/**
 * The API changelog, a generated page of the API section: every release of the site's API with
 * what it changed since the one before (the API's history, generator/api-history/releases/), as a page in the
 * shared vocabulary and as an Atom feed. Data in, a page and a file out; nothing read or written.
 */
import type { ApiHistory } from '../releases/release-changes.ts';
import type { FileRecord } from '../../lib/files.ts';
import type { ExtraApiPage } from '../../openapi/render/options.ts';
import { finishPage } from '../../lib/generated-section.ts';
import { renderAtomFeed } from './atom.ts';
import {
  changelogEntries,
  unreleasedEntry,
  type ChangelogEntry,
  type ChangelogItem,
  type ItemTarget,
  type ReleaseChange,
} from './entries.ts';
import type { Operation } from '../../openapi/model.ts';
import type { ServedReference } from '../../openapi/served-reference.ts';
import { parameterViewId, requestBodyViewId, responseBodyViewId } from '../../../shared/api/anchors.ts';
import { placeAnchor, placeKey } from '../../../shared/api/history-marks.ts';
import { CHANGELOG_DATA, CHANGELOG_FEED, CHANGELOG_ROUTE } from '../../../shared/api/changelog-links.ts';
import { changelogPageBlocks, olderReferenceText } from './page.ts';

/** The version policy (supported, deprecated, sunset) the page points to. */
const VERSION_POLICY = '/docs/reference/versions#api-versions';

export interface SiteFacts {
  /** The site's absolute URL, for the feed's links. */
  url: string;
  /** Who publishes the feed. */
  author: string;
}

/**
 * The row of a change's parameter or field on an operation's page in a served reference: a parameter's
 * (`param-query-workflow`) or a field's (`response-200.data.kind`, inside a oneOf
 * `request-body.option-2.name`), found among the rows the page draws, so the link lands on one.
 * Undefined when the page does not draw it (gone, or a body drawn as "same as" an earlier one).
 * The rows are the ones the reference's pages showed when they were rendered: no page is rendered here.
 */
export function rowAnchor({
  model,
  rows,
}: Pick<ServedReference, 'model' | 'rows'>): (change: ReleaseChange) => string | undefined {
  const byId = new Map(model.operations.map((op) => [op.operationId, op]));
  const rowsOf = (op: Operation) => rows(op.operationId) ?? new Set<string>();
  return (change) => {
    const op = change.operationId ? byId.get(change.operationId) : undefined;
    const view = op && change.location ? viewIdOf(op, change.location) : undefined;
    if (!op || view === undefined) return undefined;
    const place = placeAnchor(view, change.location!.fieldPath);
    for (const row of rowsOf(op)) if (placeKey(row) === place) return row;
    return undefined;
  };
}

/** Kinds whose subject today's pages no longer show: their items link to the release before. */
const REMOVALS = new Set(['operation-removed', 'parameter-removed', 'field-removed']);

/**
 * Where the changelog's items link: today's page of the operation and the row of what changed;
 * for a removal, the page and row in the reference of the release before, which still had it,
 * while that reference is served (`older`, by version), else today's page of the operation.
 */
function itemTarget(today: ServedReference, older: ReadonlyMap<string, ServedReference> = new Map()): ItemTarget {
  const rows = new Map<ServedReference, (change: ReleaseChange) => string | undefined>();
  const hrefIn = (reference: ServedReference, change: ReleaseChange) => {
    const route = reference.route(change.operationId!);
    if (!route) return undefined;
    if (!rows.has(reference)) rows.set(reference, rowAnchor(reference));
    const anchor = rows.get(reference)!(change);
    return anchor ? `${route}#${anchor}` : route;
  };
  return {
    href(change, before) {
      if (!change.operationId) return undefined;
      const earlier = REMOVALS.has(change.kind ?? '') && before ? older.get(before) : undefined;
      const inEarlier = earlier && hrefIn(earlier, change);
      if (inEarlier) return { href: inEarlier, hrefRelease: before };
      const inToday = hrefIn(today, change);
      return inToday ? { href: inToday } : undefined;
    },
  };
}

/** The id of the view that shows a change's parameter or body on today's page, as the page names it. */
function viewIdOf(op: Operation, location: NonNullable<ReleaseChange['location']>): string | undefined {
  switch (location.in) {
    case 'parameter':
      return location.parameter ? parameterViewId(location.parameter.in, location.parameter.name) : undefined;
    case 'request': {
      const contents = op.requestBody?.contents ?? [];
      return location.mediaType ? requestBodyViewId(contents.length, location.mediaType) : undefined;
    }
    case 'response': {
      const contents = op.responses.find((r) => r.status === location.status)?.contents ?? [];
      return location.status && location.mediaType
        ? responseBodyViewId(location.status, contents.length, location.mediaType)
        : undefined;
    }
  }
}

/**
 * The releases, newest first; with `unreleased`, the description's changes since the current
 * release above them. `today`: today's reference as its pages were rendered, for the pages and
 * rows items link to; `older`: the older releases' served references, by version, for what a
 * release removed.
 */
export function changelogOf(
  history: ApiHistory,
  {
    unreleased = false,
    today,
    older,
  }: { unreleased?: boolean; today: ServedReference; older?: ReadonlyMap<string, ServedReference> },
): ChangelogEntry[] {
  const target = itemTarget(today, older);
  const releases = changelogEntries(
    history.releases,
    (_older, newer) => history.changes.get(newer.version) ?? [],
    target,
  );
  return unreleased ? [unreleasedEntry(history.unreleased, target), ...releases] : releases;
}

export function renderChangelogPage(
  apiTitle: string,
  entries: readonly ChangelogEntry[],
  references?: ReadonlyMap<string, string>,
): ExtraApiPage {
  const title = `${apiTitle} changelog`;
  const current = entries.find((entry) => entry.status === 'current');
  return {
    file: 'changelog.mdx',
    sidebarTitle: 'Changelog',
    doc: {
      frontmatter: {
        title,
        description: `Every release of the ${apiTitle}${current ? ` up to ${current.version}` : ''}: breaking changes, deprecations and additions, operation by operation.`,
      },
      page: finishPage(
        changelogPageBlocks(title, entries, {
          product: 'the API',
          parts: 'operations, parameters or schemas',
          first: ['The first published release: everything in it was new.'],
          feed: CHANGELOG_FEED,
          data: CHANGELOG_DATA,
          policy: VERSION_POLICY,
          policyLead: 'how long each release is served',
          references,
        }),
      ),
    },
  };
}

/** Where a changelog is served: its page, its Atom feed and its JSON (routes from the site root). */
export interface ChangelogRoutes {
  page: string;
  feed: string;
  data: string;
}

export const API_CHANGELOG_ROUTES: ChangelogRoutes = {
  page: CHANGELOG_ROUTE,
  feed: CHANGELOG_FEED,
  data: CHANGELOG_DATA,
};

/** The released entries as an Atom feed, a file of `public/` served at `routes.feed`; `title` is the page's. */
export function changelogFeedRecord(
  title: string,
  entries: readonly ChangelogEntry[],
  site: SiteFacts,
  routes: ChangelogRoutes,
): FileRecord {
  const absolute = (route: string) => new URL(route, site.url).href;
  const xml = renderAtomFeed({
    selfUrl: absolute(routes.feed),
    pageUrl: absolute(routes.page),
    title,
    author: site.author,
    // A feed is for what is released.
    entries: entries
      .filter((entry) => entry.status !== 'unreleased')
      .map((entry) => ({
        version: entry.version,
        date: entry.date,
        url: absolute(`${routes.page}#${entry.anchor}`),
        summary: entry.summary,
        items: entry.items.map((item) => ({
          level: item.level,
          message: item.operation ? `${item.operation}: ${item.message}` : item.message,
          href: item.href ? absolute(item.href) : undefined,
          // As on the page: a link to an older reference says so in its own words.
          ...(item.hrefRelease ? { hrefText: olderReferenceText(item.hrefRelease) } : {}),
          ...(item.operationLinks
            ? {
                operations: item.operationLinks.map((op) => ({
                  text: op.operation,
                  ...(op.href ? { href: absolute(op.href) } : {}),
                })),
              }
            : {}),
        })),
      })),
  });
  return { path: routes.feed.slice(1), content: xml };
}

export function renderChangelogFeed(apiTitle: string, entries: readonly ChangelogEntry[], site: SiteFacts): FileRecord {
  // Served from the site root as `/api/changelog.xml` (a file of `public/`).
  return changelogFeedRecord(`${apiTitle} changelog`, entries, site, API_CHANGELOG_ROUTES);
}

/** A release of a changelog's JSON; `Item`: what each history tells of an item. */
export interface ChangelogDataRelease<Item> {
  version: string;
  date: string;
  status: ChangelogEntry['status'];
  sunset?: string;
  summary: string;
  /** The release's place on the changelog page. */
  url: string;
  items: Item[];
}

/**
 * The released entries, newest first, as the page lists them, with absolute URLs, as a file of
 * `public/` served at `routes.data`; `itemData` gives each item's fields (`absolute` makes a route a URL).
 */
export function changelogDataRecord<I extends ChangelogItem, Item>(
  entries: ReadonlyArray<ChangelogEntry<I>>,
  site: Pick<SiteFacts, 'url'>,
  routes: ChangelogRoutes,
  itemData: (item: I, absolute: (route: string) => string) => Item,
): FileRecord {
  const absolute = (route: string) => new URL(route, site.url).href;
  const releases: Array<ChangelogDataRelease<Item>> = entries
    .filter((e) => e.status !== 'unreleased')
    .map((e) => ({
      version: e.version,
      date: e.date,
      status: e.status,
      ...(e.sunset ? { sunset: e.sunset } : {}),
      summary: e.summary,
      url: absolute(`${routes.page}#${e.anchor}`),
      items: e.items.map((item) => itemData(item, absolute)),
    }));
  return { path: routes.data.slice(1), content: JSON.stringify({ releases }, null, 1) + '\n' };
}

/** `/api/changelog.json`: the released entries, newest first, as the page lists them, with absolute URLs. */
export interface ChangelogData {
  releases: Array<
    ChangelogDataRelease<{
      level: ChangelogEntry['items'][number]['level'];
      kind?: string;
      /** `METHOD /path`, or null for a change to the whole API. */
      operation: string | null;
      operationId?: string;
      message: string;
      action?: string;
      /** The page (and row) the changelog links the item to. */
      url?: string;
      /**
       * Set when `url` opens an older release's reference (a removal's): the release whose page
       * still shows what was removed, not the release the change came in (the entry's `version`).
       */
      urlRelease?: string;
      /** A change on many operations (`operation` null): each one, with its page. */
      operations?: Array<{ operation: string; operationId?: string; url?: string }>;
      /** The recipes (workflowIds) whose steps call the operation. */
      recipes?: string[];
    }>
  >;
}

export function renderChangelogData(entries: readonly ChangelogEntry[], site: Pick<SiteFacts, 'url'>): FileRecord {
  return changelogDataRecord(
    entries,
    site,
    API_CHANGELOG_ROUTES,
    (i, absolute): ChangelogData['releases'][number]['items'][number] => ({
      level: i.level,
      ...(i.kind ? { kind: i.kind } : {}),
      operation: i.operation,
      ...(i.operationId ? { operationId: i.operationId } : {}),
      message: i.message,
      ...(i.action ? { action: i.action } : {}),
      ...(i.href ? { url: absolute(i.href) } : {}),
      ...(i.hrefRelease ? { urlRelease: i.hrefRelease } : {}),
      ...(i.operationLinks
        ? {
            operations: i.operationLinks.map((op) => ({
              operation: op.operation,
              ...(op.operationId ? { operationId: op.operationId } : {}),
              ...(op.href ? { url: absolute(op.href) } : {}),
            })),
          }
        : {}),
      ...(i.recipeLinks?.length ? { recipes: i.recipeLinks.map((r) => r.workflowId) } : {}),
    }),
  );
}
