/** The JSON format of `cli-spec/sand.json`, as `cli-spec/sand.schema.json` defines it. */
import type { CliArgData, CliFlagData } from '../../shared/cli/types.ts';

export type FlagType =
  | 'string'
  | 'boolean'
  | 'integer'
  | 'number'
  | 'duration'
  | 'path'
  | 'json'
  | 'ref'
  | 'key-value'
  | 'url'
  | 'date';

/** A flag as the spec writes it: the page's flag data, with its type checked and its value name optional. */
export interface SpecFlag extends Omit<CliFlagData, 'type' | 'valueName'> {
  type: FlagType;
  valueName?: string;
  /** For a renamed flag: its new name; the old name is kept as a deprecated alias of it. */
  replacedBy?: string;
}

/** An argument as the spec writes it: the page's argument data, its value name optional. */
export interface SpecArgument extends Omit<CliArgData, 'valueName'> {
  valueName?: string;
}

export interface SpecExample {
  title: string;
  command: string;
  output?: string;
}

export interface SpecCommand {
  name: string;
  aliases?: string[];
  summary: string;
  description?: string;
  usage?: string;
  args?: SpecArgument[];
  flags?: SpecFlag[];
  examples?: SpecExample[];
  operations?: string[];
  seeAlso?: string[];
  deprecated?: string;
  subcommandKind?: 'commands' | 'variants';
  commands?: SpecCommand[];
}

export interface SpecInstallMethod {
  id: string;
  title: string;
  platforms: Array<'linux' | 'macos' | 'windows'>;
  description: string;
  commands?: string;
  shell?: 'bash' | 'powershell';
}

export interface SpecConfigKey {
  name: string;
  type: FlagType;
  description: string;
  flag?: string;
}

export interface SpecConfigFile {
  path: string;
  pathEnv?: string;
  format: 'yaml' | 'json' | 'toml';
  description: string;
  precedence: string[];
  keys: SpecConfigKey[];
  profiles: string;
  example: string;
}

export interface SpecEnvironmentVariable {
  name: string;
  description: string;
  flag?: string;
  deprecated?: string;
}

export interface SpecExitCode {
  code: number;
  name: string;
  description: string;
}

export interface SpecProgram {
  name: string;
  version?: string;
  summary: string;
  description: string;
  usage: string;
  install: SpecInstallMethod[];
  authentication?: string;
  configFile: SpecConfigFile;
  environment: SpecEnvironmentVariable[];
  exitCodes: SpecExitCode[];
  globalFlags: SpecFlag[];
  commands: SpecCommand[];
}

export interface CliSpec {
  $schema?: string;
  formatVersion: 1;
  program: SpecProgram;
}
