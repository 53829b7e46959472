/**
 * The API's history as marks on today's pages, from the changes `buildApiHistory` found between
 * the releases (pure: the history comes in, nothing is read):
 * - `operationHistory`: when each operation was added, deprecated and removed (every release);
 * - `pageMarks`: an operation page's "Added in X" / "Deprecated in X" / "Changed in X" and its
 *   fields', parameters' and enum values' "New in X" / "Deprecated in X" / "Changed in X (type)",
 *   each linking to its release's list of that level on the changelog page
 *   (`/api/changelog#v1-3-0-non-breaking`);
 * A view's marks are read from them on the page side (`viewHistory`, shared/api/history-marks.ts).
 */
import type { ApiChange, ChangeLocation } from '../diff/types.ts';
import { CHANGELOG_ROUTE, releaseAnchor } from '../../../shared/api/changelog-links.ts';
import type { HistoryMark, PageMarks, PlaceMarks } from '../../../shared/api/history-marks.ts';
import { valueText } from '../../../shared/value-text.ts';
import type { ApiRelease } from './history.ts';
import { LEVEL_ORDER, type ChangeLevel } from '../../history/changes.ts';

/** What `operationHistory` and `pageMarks` read of the history (`ApiHistory`). */
export interface ReleaseHistory {
  /** Oldest first. */
  releases: ReadonlyArray<Pick<ApiRelease, 'version' | 'status'>>;
  /** By version: the changes since the release before. */
  changes: ReadonlyMap<string, readonly ApiChange[]>;
}

export interface OperationHistory {
  /** Not set for an operation of the first release. */
  addedIn?: string;
  /** Set while the operation stays deprecated. */
  deprecatedIn?: string;
  /** The release that no longer has it. */
  removedIn?: string;
}

/** Each operation's history by operationId, over every release (only operations something happened to). */
export function operationHistory(history: ReleaseHistory): Map<string, OperationHistory> {
  const byId = new Map<string, OperationHistory>();
  for (const { version } of history.releases) {
    for (const change of history.changes.get(version) ?? []) {
      const id = change.operationId;
      if (!id) continue;
      const entry = byId.get(id) ?? {};
      switch (change.kind) {
        case 'operation-added':
          // Added again after a removal: its earlier life is over.
          byId.set(id, { addedIn: version });
          break;
        case 'operation-deprecated':
          byId.set(id, { ...entry, deprecatedIn: version });
          break;
        case 'operation-undeprecated': {
          const { deprecatedIn: _undone, ...rest } = entry;
          byId.set(id, rest);
          break;
        }
        case 'operation-removed':
          byId.set(id, { ...entry, removedIn: version });
          break;
      }
    }
  }
  return byId;
}

/**
 * The release after which fields are marked: the oldest release still supported (status
 * `supported` or `current`). A reader integrated against a supported release wants to know what
 * came after it, so a field is "New in X" or "Deprecated in X" only when X came out after that
 * release (today: 1.2.0 is the oldest supported, so 1.3.0's and 1.4.0's changes are marked and
 * 1.2.0's connector kinds are not). Undefined when no release is supported.
 */
export function markBaseline(releases: ReleaseHistory['releases']): string | undefined {
  return releases.find((r) => r.status === 'supported' || r.status === 'current')?.version;
}

const markFor = (change: ApiChange, version: string, kind: HistoryMark['change'], changelog: string): HistoryMark => ({
  change: kind,
  version,
  href: `${changelog}#${releaseAnchor(version)}-${change.level}`,
});

const placeId = (id: string, { fieldPath, ...part }: ChangeLocation) =>
  JSON.stringify([
    id,
    part.in,
    part.status ?? '',
    part.mediaType ?? '',
    part.parameter?.name ?? '',
    part.parameter?.in ?? '',
    fieldPath,
  ]);

/**
 * What a change to a field or parameter that stays on the page changed, in a word or two: the
 * "Changed in X" mark's detail. A renamed parameter counts: it is the one a client sent before.
 */
const CHANGED: Partial<Record<ApiChange['kind'], string>> = {
  'parameter-renamed': 'renamed',
  'type-changed': 'type',
  'format-changed': 'format',
  'constraint-changed': 'limits',
  'enum-changed': 'values',
  'parameter-required': 'now required',
  'field-required': 'now required',
  'parameter-optional': 'now optional',
  'field-optional': 'now optional',
  'parameter-serialization-changed': 'serialization',
  'variant-added': 'shapes',
  'variant-removed': 'shapes',
};

/** What makes an operation's own history rather than a change to it. */
const OPERATION_EVENTS = new Set<ApiChange['kind']>([
  'operation-added',
  'operation-deprecated',
  'operation-undeprecated',
  'operation-removed',
]);

const worse = (a: ChangeLevel, b: ChangeLevel) => (LEVEL_ORDER.indexOf(a) <= LEVEL_ORDER.indexOf(b) ? a : b);

/**
 * "Changed in X" on an operation: the newest release after the baseline that changed anything
 * of it (a parameter, a body, a field, a response), linking to that release's gravest list the
 * operation is in; none for the release that added it. A change the whole API made at once (a
 * security scheme on every operation) is the changelog's to tell, not each page's.
 */
function operationChanges(
  history: ReleaseHistory,
  after: ReleaseHistory['releases'],
  link: (version: string, level: string) => string,
): Map<string, HistoryMark> {
  const changed = new Map<string, HistoryMark>();
  for (const { version } of after) {
    const levels = new Map<string, ChangeLevel | ''>();
    for (const change of history.changes.get(version) ?? []) {
      const id = change.operationId;
      if (!id) continue;
      if (change.kind === 'operation-added' || change.kind === 'operation-removed') levels.set(id, '');
      else if (!OPERATION_EVENTS.has(change.kind) && levels.get(id) !== '')
        levels.set(id, worse(levels.get(id) || change.level, change.level));
    }
    for (const [id, level] of levels) {
      if (level) changed.set(id, { change: 'changed', version, href: link(version, level) });
      else changed.delete(id);
    }
  }
  return changed;
}

/** Every page's history marks. `changelog`: the changelog page's route. */
export function pageMarks(history: ReleaseHistory, changelog = CHANGELOG_ROUTE): PageMarks {
  const operations = new Map<string, HistoryMark[]>();
  const link = (version: string, level: string) => `${changelog}#${releaseAnchor(version)}-${level}`;
  for (const [id, h] of operationHistory(history)) {
    const marks: HistoryMark[] = [];
    if (h.addedIn) marks.push({ change: 'added', version: h.addedIn, href: link(h.addedIn, 'non-breaking') });
    if (h.deprecatedIn)
      marks.push({ change: 'deprecated', version: h.deprecatedIn, href: link(h.deprecatedIn, 'deprecation') });
    if (marks.length) operations.set(id, marks);
  }

  const baseline = markBaseline(history.releases);
  const after =
    baseline === undefined ? [] : history.releases.slice(history.releases.findIndex((r) => r.version === baseline) + 1);
  for (const [id, mark] of operationChanges(history, after, link))
    operations.set(id, [...(operations.get(id) ?? []), mark]);
  const places = new Map<string, PlaceMarks>();
  const placeOf = (id: string, location: ChangeLocation) => {
    const key = placeId(id, location);
    let place = places.get(key);
    if (!place) places.set(key, (place = { location, history: {} }));
    return place;
  };
  const setMark = (place: PlaceMarks, mark: HistoryMark) => {
    place.history.marks = [...(place.history.marks ?? []).filter((m) => m.change !== mark.change), mark];
  };
  // Several changes to one place in one release make one mark: what each changed, at the gravest level's list.
  const changedLevel = new Map<PlaceMarks, ChangeLevel>();
  const addChange = (place: PlaceMarks, change: ApiChange, version: string) => {
    // New in this very release: what it is now is what it came as.
    if (place.history.marks?.some((m) => m.change === 'new' && m.version === version)) return;
    const earlier = place.history.marks?.find((m) => m.change === 'changed' && m.version === version);
    const words = new Set([...(earlier?.detail?.split(', ') ?? []), CHANGED[change.kind]!]);
    const level = earlier ? worse(changedLevel.get(place)!, change.level) : change.level;
    changedLevel.set(place, level);
    setMark(place, {
      change: 'changed',
      version,
      detail: [...words].join(', '),
      href: `${changelog}#${releaseAnchor(version)}-${level}`,
    });
  };
  for (const { version } of after) {
    for (const change of history.changes.get(version) ?? []) {
      const id = change.operationId;
      const location = change.location;
      if (!id || !location) continue;
      switch (change.kind) {
        case 'field-added':
        case 'parameter-added':
          if (location.fieldPath.length > 0 || location.in === 'parameter')
            setMark(placeOf(id, location), markFor(change, version, 'new', changelog));
          break;
        case 'field-deprecated':
        case 'parameter-deprecated':
          setMark(placeOf(id, location), markFor(change, version, 'deprecated', changelog));
          break;
        case 'enum-values-added': {
          const place = placeOf(id, location);
          const mark = markFor(change, version, 'new', changelog);
          place.history.values = {
            ...place.history.values,
            ...Object.fromEntries((change.values ?? []).map((v) => [valueText(v), mark])),
          };
          break;
        }
        case 'enum-values-removed': {
          const values = places.get(placeId(id, location))?.history.values;
          for (const v of change.values ?? []) delete values?.[valueText(v)];
          break;
        }
        case 'field-removed':
        case 'parameter-removed':
          // Gone from the page; added again later, it is new again.
          places.delete(placeId(id, location));
          break;
        default:
          // A renamed parameter's location names it as it is now, the row the page shows.
          if (CHANGED[change.kind] && (location.fieldPath.length > 0 || location.in === 'parameter'))
            addChange(placeOf(id, location), change, version);
      }
    }
  }
  const byOperation = new Map<string, PlaceMarks[]>();
  for (const [key, place] of places) {
    if (!place.history.marks?.length && !Object.keys(place.history.values ?? {}).length) continue;
    const id = JSON.parse(key)[0] as string;
    byOperation.set(id, [...(byOperation.get(id) ?? []), place]);
  }
  return { operations, places: byOperation };
}
