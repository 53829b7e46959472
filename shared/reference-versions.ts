/**
 * The served releases of a versioned reference (the API's, sand's), as the site reads them from
 * the data file `npm run gen` writes (`public/api-versions.json`, `public/cli-versions.json`):
 * which release each reference shows, where it lives, and which item (an API operation, a CLI
 * command) each page is, so the version picker keeps a reader on the same item and says when one
 * was added or removed. Pure functions; imported by the generator and the site.
 */

/** What differs between the versioned references; plain data, so client components take it as a prop. */
export interface ReferenceHistory {
  /** The data file, served at `/{dataFile}` and written under `public/`. */
  dataFile: string;
  /** The current release's top folder and route (`api`, `cli`). */
  currentSection: string;
  /** The older releases' top folder and route (`api-versions`, `cli-versions`). */
  olderSection: string;
  /** The picker's label. */
  label: string;
  /** What a page is about, in the overview's sentence for a missing one (`operation`, `command`). */
  itemNoun: string;
  /** Where the reader's preferred release is kept in localStorage (each reference its own: the choices are independent). */
  storageKey: string;
  /** Prefix of the test ids of the banner, picker and missing-item line (`api` → `api-version-banner`). */
  testIdPrefix: string;
}

/** The query parameter an overview reads: the item the reader came from, missing in this release. */
export const MISSING_ITEM_PARAM = 'missing';

export interface ServedVersion {
  version: string;
  status: 'current' | 'supported' | 'deprecated' | 'unsupported';
  date: string;
  sunset?: string;
  /** `/api` for the current release, `/api-versions/v1-3-0` for an older one. */
  base: string;
  /** The overview page's route. */
  overview: string;
  /** Every page below `base` ('' is `base` itself), with the item (operationId, command) it is about, if any. */
  pages: Record<string, string | null>;
}

export interface VersionsData {
  /** Newest first; the first is the current release. */
  versions: ServedVersion[];
  /** Per item: the releases (oldest first, of all releases, served or not) that have it. */
  items: Record<string, string[]>;
  /** Every release's version, oldest first. */
  releases: string[];
}

/** `1.3.0` → `v1-3-0`: a route segment without dots (a dot reads as a file extension to static servers). */
export function versionSlug(version: string): string {
  return 'v' + version.replace(/\./g, '-');
}

/** The route base of an older release: `/api-versions/v1-3-0`. */
export const olderBase = (history: Pick<ReferenceHistory, 'olderSection'>, version: string) =>
  `/${history.olderSection}/${versionSlug(version)}`;

/** The release whose reference a route is in, and the page's path below that release's base. */
export function locateRoute(data: VersionsData, route: string): { version: ServedVersion; page: string } | undefined {
  const clean = route.replace(/\/+$/, '') || '/';
  // Longest base first: `/api-versions/v1-3-0` before `/api`.
  const bases = [...data.versions].sort((a, b) => b.base.length - a.base.length);
  for (const version of bases) {
    if (clean === version.base) return { version, page: '' };
    if (clean.startsWith(version.base + '/')) {
      const page = clean.slice(version.base.length + 1);
      if (page in version.pages) return { version, page };
    }
  }
  return undefined;
}

const routeOf = (version: ServedVersion, page: string) => (page ? `${version.base}/${page}` : version.base);

export interface VersionTarget {
  /** Where to go. */
  route: string;
  /** Set when the page's item is not in the target release: it lands on the overview. */
  missingItem?: string;
}

/**
 * The same page in another release: the same item where it exists there, the same other page
 * where it exists, else that release's overview (naming the missing item, so the overview can
 * say when it was added or removed).
 */
export function sameRouteIn(data: VersionsData, route: string, targetVersion: string): VersionTarget {
  const target = data.versions.find((v) => v.version === targetVersion);
  if (!target)
    throw new Error(
      `version ${targetVersion} is not served; served: ${data.versions.map((v) => v.version).join(', ')}`,
    );
  const here = locateRoute(data, route);
  if (!here) return { route: target.overview };
  const item = here.version.pages[here.page];
  if (item) {
    const page = Object.keys(target.pages).find((p) => target.pages[p] === item);
    return page !== undefined ? { route: routeOf(target, page) } : { route: target.overview, missingItem: item };
  }
  if (here.page in target.pages) return { route: routeOf(target, here.page) };
  return { route: target.overview };
}

/**
 * Where an older release's page sends a reader to the current release (its banner, its twin): the
 * same page there when it exists (`samePage`), else the current reference's overview.
 */
export function currentVersionTarget(
  data: VersionsData,
  version: ServedVersion,
  page: string,
): { href: string; samePage: boolean } {
  const current = data.versions[0];
  const target = sameRouteIn(data, routeOf(version, page), current.version);
  return {
    href: target.route,
    samePage: !target.missingItem && (page === '' || target.route !== current.overview),
  };
}

/** The picker's link for a target: its route, naming the missing item in the query. */
export function targetHref(target: VersionTarget): string {
  return target.missingItem
    ? `${target.route}?${MISSING_ITEM_PARAM}=${encodeURIComponent(target.missingItem)}`
    : target.route;
}

/**
 * Why an item is not in `version`: it came later ("added in 1.1.0") or went earlier
 * ("removed in 1.3.0"). Undefined when the release has it or no release ever had it.
 */
export function itemAbsence(
  data: VersionsData,
  item: string,
  version: string,
): { kind: 'added' | 'removed'; in: string } | undefined {
  const having = data.items[item];
  const at = data.releases.indexOf(version);
  if (!having || having.length === 0 || at < 0 || having.includes(version)) return undefined;
  const before = data.releases.slice(0, at).filter((v) => having.includes(v));
  if (before.length > 0) {
    // The first release after the last one before `version` that has it: where it went.
    return { kind: 'removed', in: data.releases[data.releases.indexOf(before[before.length - 1]) + 1] };
  }
  const later = data.releases.slice(at + 1).find((v) => having.includes(v));
  return later ? { kind: 'added', in: later } : undefined;
}

/** The overview's sentence for a missing item: "The operation listRuns is not in version 1.0.0: it was added in 1.1.0." */
export function absenceSentence(data: VersionsData, noun: string, item: string, version: string): string {
  const absence = itemAbsence(data, item, version);
  const base = `The ${noun} ${item} is not in version ${version}`;
  if (!absence) return `${base}.`;
  return `${base}: it was ${absence.kind} in ${absence.in}.`;
}

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored preferred release under `key`, or undefined (storage blocked or empty). */
export function readPreferredVersion(key: string, storage: Pick<Storage, 'getItem'> | undefined): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores the choice under `key`; false when the browser refuses (private mode, quota). */
export function writePreferredVersion(
  key: string,
  storage: Pick<Storage, 'setItem'> | undefined,
  version: string,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, version);
    return true;
  } catch {
    return false;
  }
}
