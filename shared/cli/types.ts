import type { HistoryMark } from '../api/history-marks';
/** Props data the CLI generator writes into pages; plain JSON. */

export interface CliFlagData {
  name: string;
  short?: string;
  type: string;
  valueName: string;
  description: string;
  default?: string | number | boolean;
  required?: boolean;
  repeatable?: boolean;
  enum?: string[];
  env?: string;
  secret?: boolean;
  deprecated?: string;
  /** sand's history of the flag: "Added in 1.7.0", "Deprecated in 1.7.0 (use --var)", "Changed in 1.8.0 (…)". */
  history?: HistoryMark[];
}

export interface CliArgData {
  name: string;
  valueName: string;
  description: string;
  required?: boolean;
  variadic?: boolean;
}

export interface CliCommandLinkData {
  /** Full path, e.g. `sand runs start`. */
  command: string;
  /** The last word, shown in lists. */
  name: string;
  href: string;
  summary: string;
  aliases?: string[];
  /** Whether it has subcommands or variants of its own. */
  parent?: boolean;
  deprecated?: string;
}

export interface CliOperationData {
  operationId: string;
  href: string;
  method?: string;
  path?: string;
  summary?: string;
}

export interface CliEnvData {
  name: string;
  description: string;
  flag?: string;
  deprecated?: string;
}

export interface CliExitCodeData {
  code: number;
  name: string;
  description: string;
}

export interface CliConfigKeyData {
  name: string;
  type: string;
  description: string;
  flag?: string;
}

/** sand's history as marks on the CLI pages (made by generator/cli-history/releases/page-marks.ts). */
export interface CliPageMarks {
  /** By command id (`sand steps check`). */
  commands: Map<string, HistoryMark[]>;
  /** By command id (`''` for the global flags), then by flag name. */
  flags: Map<string, Map<string, HistoryMark[]>>;
}
