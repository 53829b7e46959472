import type { ChangeLocation } from '../../../shared/api/history-marks.ts';

/** Where a change happened (a parameter, or a body field): one type with the pages' history marks. */
export type { ChangeLocation };

/** How a change affects a client written against the older description (one vocabulary with the CLI's history). */
import type { ChangeLevel } from '../../history/changes.ts';
export type { ChangeLevel };

/**
 * What kind of change it is, for code that builds on the changes (a changelog's "New in X" marks
 * are the `*-added` kinds, its "Deprecated in X" marks the `*-deprecated` ones).
 */
export type ChangeKind =
  | 'operation-added'
  | 'operation-removed'
  | 'operation-deprecated'
  | 'operation-undeprecated'
  | 'security-requirement-added'
  | 'security-alternative-added'
  | 'parameter-added'
  | 'parameter-removed'
  | 'parameter-renamed'
  | 'parameter-required'
  | 'parameter-optional'
  | 'parameter-deprecated'
  | 'parameter-serialization-changed'
  | 'request-body-added'
  | 'request-body-removed'
  | 'request-body-required'
  | 'media-type-added'
  | 'media-type-removed'
  | 'response-added'
  | 'response-removed'
  | 'response-header-added'
  | 'response-header-removed'
  | 'field-added'
  | 'field-removed'
  | 'field-required'
  | 'field-optional'
  | 'field-deprecated'
  | 'type-changed'
  | 'format-changed'
  | 'enum-values-added'
  | 'enum-values-removed'
  | 'enum-changed'
  | 'constraint-changed'
  | 'variant-added'
  | 'variant-removed'
  | 'server-added'
  | 'server-removed'
  | 'security-scheme-added'
  | 'security-scheme-removed'
  | 'security-scheme-changed'
  | 'security-flow-added';

export interface ApiChange {
  kind: ChangeKind;
  level: ChangeLevel;
  /** `GET /runs/{runId}`: the method in capitals and the path as written (in the new description, or the old one for a removal); null for the whole API. */
  operation: string | null;
  /** The operation's operationId, when it has one (the new one, or the old one for a removed operation). */
  operationId?: string;
  /**
   * JSON pointer (RFC 6901, without `#`) to where the changed thing is written: in the NEW
   * description, or in the OLD one when it was removed. A change inside a shared schema points
   * into that schema (`/components/schemas/Run/properties/status`), where a writer edits it.
   */
  pointer: string;
  /** What changed, one sentence (names the shared schema when the change is inside one). */
  message: string;
  /** What a client must do about it (for non-breaking changes: what it may do). */
  action: string;
  /** The field, parameter or body the change is about; absent for operation- and API-level changes. */
  location?: ChangeLocation;
  /** For `enum-values-added` and `enum-values-removed`: the values. */
  values?: unknown[];
  /** The recipes (`openapi/recipes/`, by workflowId) whose steps call the operation. */
  recipes?: string[];
  /**
   * A change written once and reported on many operations, made one item (`operation` null):
   * the operations it touches, in path order.
   */
  operations?: Array<{ operation: string; operationId?: string }>;
}
