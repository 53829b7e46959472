/**
 * Marks of the API's history on its pages: "Added in 1.4.0" on an operation, "New in 1.3.0" or
 * "Deprecated in 1.4.0" on a field, parameter or enum value, each linking to its release's entry
 * in the changelog. The generator decides them (generator/api-history/releases/page-marks.ts) and puts them in the
 * page model; the schema-view pass and the Markdown twin read them from there, by the field's place.
 */
import { anchorPart } from './anchors.ts';

/**
 * What a mark says happened: `added` (an operation, a sand command or flag), `new` (a field,
 * parameter or value), `deprecated`, `changed` (a sand flag changed by the latest release).
 */
export type HistoryChange = 'added' | 'new' | 'deprecated' | 'changed';

export interface HistoryMark {
  change: HistoryChange;
  version: string;
  /** A few words after the mark: a deprecated flag's replacement (`use --var`), what changed (`default was 5m`). */
  detail?: string;
  /** The release's entry (or its level's list) on the changelog page. */
  href: string;
}

/** The marks of one field or parameter: its own, and those of the enum values it lists (by the value as text). */
export interface PlaceHistory {
  marks?: HistoryMark[];
  values?: Record<string, HistoryMark>;
}

/**
 * A view's marks by the place of each field: its id in the view (`response-200.data.kind`) with
 * the shapes of a oneOf/anyOf left out (`placeKey`), as the API's history names a field by its
 * property path and not by the shape it is in.
 */
export type ViewHistory = Record<string, PlaceHistory>;

const WORD: Record<HistoryChange, string> = {
  added: 'Added',
  new: 'New',
  deprecated: 'Deprecated',
  changed: 'Changed',
};

/** `New in 1.3.0`, `Deprecated in 1.7.0 (use --var)`. */
export const historyMarkText = (mark: HistoryMark): string =>
  `${WORD[mark.change]} in ${mark.version}${mark.detail ? ` (${mark.detail})` : ''}`;

/** A field's place from its id in a view: `request-body.option-2.name` → `request-body.name`. */
export const placeKey = (anchor: string): string => anchor.replace(/\.option-\d+(?=\.|$)/g, '');

/** Where a change happened in an operation: a parameter, or a field of a request or response body. */
export interface ChangeLocation {
  in: 'request' | 'response' | 'parameter';
  /** The response status as written (`200`, `4XX`, `default`); for `in: 'response'` only. */
  status?: string;
  /** The body's media type; for request and response bodies. */
  mediaType?: string;
  /**
   * Property names from the body's (or the parameter's) root schema down to the field; `[]` steps
   * into an array's items, `{key}` into `additionalProperties`. Empty for the body or parameter itself.
   */
  fieldPath: string[];
  /** The parameter, for `in: 'parameter'`; `in` is query, header, path or cookie. */
  parameter?: { name: string; in: string };
}

/** A field, parameter or enum value's place in an operation: which part, and the field path in it. */
export interface PlaceMarks {
  location: ChangeLocation;
  history: PlaceHistory;
}

export interface PageMarks {
  /** An operation page's marks ("Added in", "Deprecated in"), by operationId. */
  operations: Map<string, HistoryMark[]>;
  /** The marked places of each operation, by operationId. */
  places: Map<string, PlaceMarks[]>;
}

/** The part of an operation a schema view shows: a parameter, or a body of one status and media type. */
export type ViewPart =
  | { in: 'parameter'; name: string; paramIn: string; anchor: string }
  | { in: 'request'; mediaType: string; anchor: string }
  | { in: 'response'; status: string; mediaType: string; anchor: string };

/** A field's id in its view from its path in the body: `[]` stays on the field, `{key}` is `additional`. */
export function placeAnchor(base: string, fieldPath: readonly string[]): string {
  return (
    base +
    fieldPath
      .filter((step) => step !== '[]')
      .map((step) => (step === '{key}' ? '.additional' : `.${anchorPart(step)}`))
      .join('')
  );
}

function inPart(location: ChangeLocation, part: ViewPart): boolean {
  if (location.in !== part.in) return false;
  switch (part.in) {
    case 'parameter':
      return location.parameter?.name === part.name && location.parameter.in === part.paramIn;
    case 'request':
      return location.mediaType === undefined || location.mediaType === part.mediaType;
    case 'response':
      return (
        location.status === part.status && (location.mediaType === undefined || location.mediaType === part.mediaType)
      );
  }
}

/** The marks of the views `parts` show, by each field's place (`placeKey`); undefined when there are none. */
export function viewHistory(
  places: readonly PlaceMarks[] | undefined,
  parts: readonly ViewPart[],
): ViewHistory | undefined {
  const view: ViewHistory = {};
  for (const part of parts) {
    for (const place of places ?? []) {
      if (inPart(place.location, part)) view[placeAnchor(part.anchor, place.location.fieldPath)] = place.history;
    }
  }
  return Object.keys(view).length ? view : undefined;
}
