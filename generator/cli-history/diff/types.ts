import type { ChangeLevel, LevelledChange } from '../../history/changes.ts';

export type { ChangeLevel };

/** What kind of change it is, for code that builds on the changes (a changelog's marks). */
export type CliChangeKind =
  | 'program-renamed'
  | 'command-added'
  | 'command-removed'
  | 'command-renamed'
  | 'command-deprecated'
  | 'command-undeprecated'
  | 'alias-added'
  | 'alias-removed'
  | 'argument-added'
  | 'argument-removed'
  | 'argument-required'
  | 'argument-optional'
  | 'argument-variadic-changed'
  | 'flag-added'
  | 'flag-removed'
  | 'flag-renamed'
  | 'flag-deprecated'
  | 'flag-undeprecated'
  | 'flag-required'
  | 'flag-optional'
  | 'flag-default-changed'
  | 'flag-type-changed'
  | 'flag-enum-values-added'
  | 'flag-enum-values-removed'
  | 'flag-short-changed'
  | 'flag-env-changed'
  | 'flag-repeatable-changed'
  | 'environment-variable-added'
  | 'environment-variable-removed'
  | 'environment-variable-deprecated'
  | 'environment-variable-changed'
  | 'exit-code-added'
  | 'exit-code-removed'
  | 'exit-code-changed';

export interface CliChange extends LevelledChange {
  kind: CliChangeKind;
  level: ChangeLevel;
  /** `sand workflows push`: the command the change is on (as named in NEW, or in OLD for a removal); null for the whole program (global flags, environment, exit codes). */
  command: string | null;
  /**
   * JSON pointer (RFC 6901, without `#`) to where the changed thing is written: in the NEW
   * description, or in the OLD one when it was removed.
   */
  pointer: string;
  message: string;
  action: string;
  /** The flag the change is about, without dashes (a renamed flag's new name). */
  flag?: string;
  /** For the enum kinds: the values added or removed. */
  values?: string[];
}
