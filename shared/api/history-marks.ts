/**
 * Marks of the API's history on its pages: "Added in 1.4.0" on an operation, "New in 1.3.0" or
 * "Deprecated in 1.4.0" on a field, parameter or enum value, each linking to its release's entry
 * in the changelog. The generator decides them (scripts/history/page-marks.ts) and puts them in the
 * page model; the schema-view pass and the Markdown twin read them from there, by the field's place.
 */

/** What a mark says happened: `added` (an operation), `new` (a field, parameter or value), `deprecated`. */
export type HistoryChange = 'added' | 'new' | 'deprecated';

export interface HistoryMark {
  change: HistoryChange;
  version: string;
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

const WORD: Record<HistoryChange, string> = { added: 'Added', new: 'New', deprecated: 'Deprecated' };

/** `New in 1.3.0`. */
export const historyMarkText = (mark: HistoryMark): string => `${WORD[mark.change]} in ${mark.version}`;

/** A field's place from its id in a view: `request-body.option-2.name` → `request-body.name`. */
export const placeKey = (anchor: string): string => anchor.replace(/\.option-\d+(?=\.|$)/g, '');
