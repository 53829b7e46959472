/**
 * The changes each release of the API brought, from the release files themselves: every release
 * is diffed against the one before it with `api-diff`, so the changelog and the marks on the pages
 * can never say something the descriptions do not.
 */
import { diffApiDescriptions, loadApiDescription, type ApiChange } from '../diff/index.ts';
import type { JsonObject } from '../../lib/json.ts';
import { contentKey, lastResults } from '../../cache/memo.ts';
import type { ApiRelease } from './history.ts';

export interface VersionedRelease {
  version: string;
  file: string;
}

/** Each release's description, loaded once, by version. */
export async function loadReleaseDocuments(
  releases: readonly VersionedRelease[],
  load: (file: string) => Promise<JsonObject> = loadApiDescription,
): Promise<Map<string, JsonObject>> {
  const docs = new Map<string, JsonObject>();
  for (const release of releases) docs.set(release.version, await load(release.file));
  return docs;
}

/** The releases with their descriptions and what each changed since the one before. */
export interface ApiHistory {
  /** Oldest first. */
  releases: ApiRelease[];
  /** Each release's description as written (internal parts left out), by version. */
  documents: Map<string, JsonObject>;
  /** By version: the changes since the release before (none for the first). */
  changes: Map<string, ApiChange[]>;
  /** What the description being written (`openapi/sun-api.yaml`) changes since the current release. */
  unreleased: ApiChange[];
}

/**
 * The history of the site's API. `workingDocument` is the description being written as `npm run
 * gen` already read it (internal parts left out), so it is not parsed a second time.
 */
export async function buildApiHistory(releases: ApiRelease[], workingDocument: JsonObject): Promise<ApiHistory> {
  const documents = await loadReleaseDocuments(releases);
  const current = documents.get(releases[releases.length - 1].version);
  if (!current) throw new Error('the API history lists no release');
  return {
    releases,
    documents,
    changes: releaseChanges(releases, documents),
    // `npm run dev`: a save to another file leaves both as they were.
    unreleased: unreleasedChanges.get('unreleased', contentKey(current, workingDocument), () =>
      collapseApiWide(diffApiDescriptions(current, workingDocument)),
    ),
  };
}

const unreleasedChanges = lastResults<ApiChange[]>();

/**
 * The changes from each release to the next (none for the first), by the newer version. A change
 * the diff repeats on many operations though it is written once outside them (a security
 * requirement of the whole API, at `/security`) becomes one item that says how many it touches
 * and keeps which.
 */
export function releaseChanges(
  releases: readonly VersionedRelease[],
  docs: ReadonlyMap<string, JsonObject>,
): Map<string, ApiChange[]> {
  const byVersion = new Map<string, ApiChange[]>();
  releases.forEach((release, index) => {
    if (index === 0) return byVersion.set(release.version, []);
    const older = docs.get(releases[index - 1].version);
    const newer = docs.get(release.version);
    if (!older || !newer)
      throw new Error(`release ${release.version}: its description or the one before it was not loaded`);
    // Released files do not change: `npm run dev` diffs each pair once.
    byVersion.set(
      release.version,
      pairChanges.get(release.version, contentKey(older, newer), () =>
        collapseApiWide(diffApiDescriptions(older, newer)),
      ),
    );
  });
  return byVersion;
}

const pairChanges = lastResults<ApiChange[]>();

/** `GET /a` before `POST /a` before `GET /b`: an API's operations as a reader scans them. */
function byPathThenMethod(a: { operation: string }, b: { operation: string }): number {
  const [methodA, pathA] = a.operation.split(' ');
  const [methodB, pathB] = b.operation.split(' ');
  return pathA < pathB ? -1 : pathA > pathB ? 1 : methodA < methodB ? -1 : methodA > methodB ? 1 : 0;
}

/** One item for a change written once outside the paths and reported on several operations. */
export function collapseApiWide(changes: readonly ApiChange[]): ApiChange[] {
  const written = (c: ApiChange) => !c.location && c.operation !== null && !c.pointer.startsWith('/paths/');
  const groups = new Map<string, ApiChange[]>();
  for (const change of changes) {
    if (!written(change)) continue;
    const key = JSON.stringify([change.kind, change.level, change.pointer, change.message]);
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  const out: ApiChange[] = [];
  const done = new Set<string>();
  for (const change of changes) {
    if (!written(change)) {
      out.push(change);
      continue;
    }
    const key = JSON.stringify([change.kind, change.level, change.pointer, change.message]);
    const group = groups.get(key)!;
    if (group.length === 1) out.push(change);
    else if (!done.has(key)) {
      done.add(key);
      const { operationId: _dropped, ...rest } = change;
      out.push({
        ...rest,
        operation: null,
        message: `On ${group.length} operations: ${change.message.replace(/^The operation /, 'the operation ')}`,
        // The reader sees which ones: the changelog lists them under the item.
        operations: group
          .map((c) => ({ operation: c.operation!, ...(c.operationId ? { operationId: c.operationId } : {}) }))
          .sort(byPathThenMethod),
      });
    }
  }
  return out;
}
