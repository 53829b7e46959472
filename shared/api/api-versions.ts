/**
 * The API's served versions, as the site reads them (`public/api-versions.json`, written by
 * `npm run gen`): which release each reference shows, where it lives, and which operation each
 * page is, so the version picker can keep a reader on the same operation and say when one was
 * added or removed. Pure functions; imported by the generator and the site.
 */

/** Where the data file is served (the picker fetches it on first use) and written (under `public/`). */
export const API_VERSIONS_FILE = 'api-versions.json';
/** The top content folder and route of the older versions' references: `/api-versions/v1-3-0/…`. */
export const OLDER_VERSIONS_SECTION = 'api-versions';
/** The preferred API version in localStorage (not the docs' CLI-version key: the two choices are independent). */
export const PREFERRED_API_VERSION_KEY = 'sandgarden-api-preferred-version';
/** The query parameter an overview reads: the operation the reader came from, missing in this version. */
export const MISSING_OPERATION_PARAM = 'missing';

export interface ServedVersion {
  version: string;
  status: 'current' | 'supported' | 'deprecated';
  date: string;
  sunset?: string;
  /** `/api` for the current version, `/api-versions/v1-3-0` for an older one. */
  base: string;
  /** The overview page's route. */
  overview: string;
  /** Every page below `base` ('' is `base` itself), with the operationId of operation pages. */
  pages: Record<string, string | null>;
}

export interface ApiVersionsData {
  /** Newest first; the first is the current version. */
  versions: ServedVersion[];
  /** Per operationId: the versions (oldest first, of all releases, served or not) that have it. */
  operations: Record<string, string[]>;
  /** Every release's version, oldest first. */
  releases: string[];
}

/** `1.3.0` → `v1-3-0`: a route segment without dots (a dot reads as a file extension to static servers). */
export function versionSlug(version: string): string {
  return 'v' + version.replace(/\./g, '-');
}

/** The version whose reference a route is in, and the page's path below that version's base. */
export function locateRoute(
  data: ApiVersionsData,
  route: string,
): { version: ServedVersion; page: string } | undefined {
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
  /** Set when the page's operation is not in the target version: it lands on the overview. */
  missingOperation?: string;
}

/**
 * The same page in another version: the same operation (by operationId) where it exists there,
 * the same non-operation page where it exists, else that version's overview (naming the missing
 * operation, so the overview can say when it was added or removed).
 */
export function sameRouteIn(data: ApiVersionsData, route: string, targetVersion: string): VersionTarget {
  const target = data.versions.find((v) => v.version === targetVersion);
  if (!target)
    throw new Error(
      `API version ${targetVersion} is not served; served: ${data.versions.map((v) => v.version).join(', ')}`,
    );
  const here = locateRoute(data, route);
  if (!here) return { route: target.overview };
  const operationId = here.version.pages[here.page];
  if (operationId) {
    const page = Object.keys(target.pages).find((p) => target.pages[p] === operationId);
    return page !== undefined
      ? { route: routeOf(target, page) }
      : { route: target.overview, missingOperation: operationId };
  }
  if (here.page in target.pages) return { route: routeOf(target, here.page) };
  return { route: target.overview };
}

/**
 * Where an older version's page sends a reader to the current version (its banner, its twin): the
 * same page there when it exists (`samePage`), else the current reference's overview.
 */
export function currentVersionTarget(
  data: ApiVersionsData,
  version: ServedVersion,
  page: string,
): { href: string; samePage: boolean } {
  const current = data.versions[0];
  const target = sameRouteIn(data, routeOf(version, page), current.version);
  return {
    href: target.route,
    samePage: !target.missingOperation && (page === '' || target.route !== current.overview),
  };
}

/**
 * Why an operation is not in `version`: it came later ("added in 1.1.0") or went earlier
 * ("removed in 1.3.0"). Undefined when the version has it or no release ever had it.
 */
export function operationAbsence(
  data: ApiVersionsData,
  operationId: string,
  version: string,
): { kind: 'added' | 'removed'; in: string } | undefined {
  const having = data.operations[operationId];
  const at = data.releases.indexOf(version);
  if (!having || having.length === 0 || at < 0 || having.includes(version)) return undefined;
  const later = data.releases.slice(at + 1).find((v) => having.includes(v));
  const earlier = data.releases.slice(0, at).some((v) => having.includes(v));
  if (earlier) {
    // The first release after the last one before `version` that has it: where it went.
    const lastBefore = data.releases
      .slice(0, at)
      .filter((v) => having.includes(v))
      .pop()!;
    const removedIn = data.releases[data.releases.indexOf(lastBefore) + 1];
    return { kind: 'removed', in: removedIn };
  }
  return later ? { kind: 'added', in: later } : undefined;
}

/** The overview's sentence for a missing operation: "The operation listRuns is not in version 1.0.0: it was added in 1.1.0." */
export function absenceSentence(data: ApiVersionsData, operationId: string, version: string): string {
  const absence = operationAbsence(data, operationId, version);
  const base = `The operation ${operationId} is not in version ${version}`;
  if (!absence) return `${base}.`;
  return `${base}: it was ${absence.kind} in ${absence.in}.`;
}

/** Whether an older release is still served on `today` (ISO day): supported, or deprecated with a sunset after today. */
export function isServed(release: { status: string; sunset?: string }, today: string): boolean {
  if (release.status === 'current' || release.status === 'supported') return true;
  return release.status === 'deprecated' && !!release.sunset && release.sunset > today;
}

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored preferred API version, or undefined (storage blocked or empty). */
export function readPreferredApiVersion(storage: Pick<Storage, 'getItem'> | undefined): string | undefined {
  try {
    return storage?.getItem(PREFERRED_API_VERSION_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores the choice; false when the browser refuses (private mode, quota). */
export function writePreferredApiVersion(storage: Pick<Storage, 'setItem'> | undefined, version: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(PREFERRED_API_VERSION_KEY, version);
    return true;
  } catch {
    return false;
  }
}
