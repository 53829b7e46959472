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
