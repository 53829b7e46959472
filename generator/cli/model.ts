import { jsonPointer } from '../lib/errors.ts';
import type { CliSpec, SpecArgument, SpecCommand, SpecFlag, SpecProgram } from './spec-format.ts';

/** URL prefix of the CLI section. */
export const CLI_BASE = '/cli';

export interface FlagModel {
  name: string;
  short?: string;
  type: SpecFlag['type'];
  /** Placeholder shown after the flag, e.g. `name:tag`; empty for booleans. */
  valueName: string;
  description: string;
  default?: string | number | boolean;
  required: boolean;
  repeatable: boolean;
  enum?: string[];
  env?: string;
  secret: boolean;
  deprecated?: string;
  /** For a renamed flag: its new name; the old name is kept as a deprecated alias of it. */
  replacedBy?: string;
  /** Stable element id on the command page: `flag-<name>`. */
  anchor: string;
  /** Where the flag is defined in the spec file. */
  pointer: string;
}

export interface ArgModel {
  name: string;
  valueName: string;
  description: string;
  required: boolean;
  variadic: boolean;
}

export interface ExampleModel {
  title: string;
  command: string;
  output?: string;
  pointer: string;
}

export interface CommandModel {
  name: string;
  /** Full path from the program name, e.g. `['sand', 'runs', 'start']`. */
  path: string[];
  /** The path joined by spaces: `sand runs start`. */
  id: string;
  href: string;
  aliases: string[];
  summary: string;
  description?: string;
  /** Complete synopsis line, starting with the program name. */
  usage: string;
  args: ArgModel[];
  flags: FlagModel[];
  examples: ExampleModel[];
  operations: string[];
  /** Command ids (`sand runs get`), as written in the spec. */
  seeAlso: string[];
  deprecated?: string;
  subcommandKind: 'commands' | 'variants';
  children: CommandModel[];
  /** A command with subcommands only groups them; it cannot run by itself. */
  runnable: boolean;
  depth: number;
  pointer: string;
}

export interface CliModel {
  program: SpecProgram;
  globalFlags: FlagModel[];
  root: CommandModel;
  /** Every command by id, the root included, in tree order. */
  byId: Map<string, CommandModel>;
}

function flagModel(flag: SpecFlag, pointer: string): FlagModel {
  return {
    name: flag.name,
    short: flag.short,
    type: flag.type,
    valueName: flag.type === 'boolean' ? '' : (flag.valueName ?? defaultValueName(flag.type)),
    description: flag.description,
    default: flag.default,
    required: flag.required ?? false,
    repeatable: flag.repeatable ?? false,
    enum: flag.enum,
    env: flag.env,
    secret: flag.secret ?? false,
    deprecated: flag.deprecated,
    ...(flag.replacedBy ? { replacedBy: flag.replacedBy } : {}),
    anchor: `flag-${flag.name}`,
    pointer,
  };
}

function defaultValueName(type: SpecFlag['type']): string {
  switch (type) {
    case 'integer':
    case 'number':
      return 'n';
    case 'key-value':
      return 'key=value';
    case 'ref':
      return 'name:version|tag';
    default:
      return type;
  }
}

function argModel(arg: SpecArgument): ArgModel {
  return {
    name: arg.name,
    valueName: arg.valueName ?? arg.name,
    description: arg.description,
    required: arg.required ?? false,
    variadic: arg.variadic ?? false,
  };
}

/** How one flag appears in a synopsis: `--name <name>`, `-o, --output <format>` is for tables. */
function flagSynopsis(flag: FlagModel): string {
  return flag.valueName ? `--${flag.name} <${flag.valueName}>` : `--${flag.name}`;
}

function argSynopsis(arg: ArgModel): string {
  const word = `<${arg.valueName}>${arg.variadic ? '...' : ''}`;
  return arg.required ? word : `[${word}]`;
}

function deriveUsage(command: Omit<CommandModel, 'usage'>): string {
  const parts = [...command.path];
  if (command.children.length > 0) {
    parts.push(command.subcommandKind === 'variants' ? '<kind>' : '<command>');
  } else {
    for (const arg of command.args) parts.push(argSynopsis(arg));
    for (const flag of command.flags)
      if (flag.required) parts.push(flagSynopsis(flag) + (flag.repeatable ? '...' : ''));
  }
  parts.push('[flags]');
  return parts.join(' ');
}

function buildCommand(spec: SpecCommand, parentPath: string[], pointer: Array<string | number>): CommandModel {
  const path = [...parentPath, spec.name];
  const children = (spec.commands ?? []).map((child, i) => buildCommand(child, path, [...pointer, 'commands', i]));
  const partial: Omit<CommandModel, 'usage'> = {
    name: spec.name,
    path,
    id: path.join(' '),
    href: `${CLI_BASE}/${path.join('/')}`,
    aliases: spec.aliases ?? [],
    summary: spec.summary,
    description: spec.description,
    args: (spec.args ?? []).map(argModel),
    flags: (spec.flags ?? []).map((f, i) => flagModel(f, jsonPointer([...pointer, 'flags', i]))),
    examples: (spec.examples ?? []).map((e, i) => ({ ...e, pointer: jsonPointer([...pointer, 'examples', i]) })),
    operations: spec.operations ?? [],
    seeAlso: spec.seeAlso ?? [],
    deprecated: spec.deprecated,
    subcommandKind: spec.subcommandKind ?? 'commands',
    children,
    runnable: children.length === 0,
    depth: path.length - 1,
    pointer: jsonPointer(pointer),
  };
  return { ...partial, usage: spec.usage ? `${path.join(' ')} ${spec.usage}` : deriveUsage(partial) };
}

/** Builds the typed command tree from a spec that passed schema validation. */
export function buildModel(spec: CliSpec): CliModel {
  const program = spec.program;
  const children = program.commands.map((c, i) => buildCommand(c, [program.name], ['program', 'commands', i]));
  const root: CommandModel = {
    name: program.name,
    path: [program.name],
    id: program.name,
    href: `${CLI_BASE}/${program.name}`,
    aliases: [],
    summary: program.summary,
    description: program.description,
    usage: program.usage,
    args: [],
    flags: [],
    examples: [],
    operations: [],
    seeAlso: [],
    subcommandKind: 'commands',
    children,
    runnable: false,
    depth: 0,
    pointer: jsonPointer(['program']),
  };
  const byId = new Map<string, CommandModel>();
  const visit = (c: CommandModel) => {
    // The first of two same-named commands wins; integrity checks report the clash.
    if (!byId.has(c.id)) byId.set(c.id, c);
    c.children.forEach(visit);
  };
  visit(root);
  return {
    program,
    globalFlags: program.globalFlags.map((f, i) => flagModel(f, jsonPointer(['program', 'globalFlags', i]))),
    root,
    byId,
  };
}

/** A command as the API pages link to it: its full name and its page. */
export interface CommandCallingOperation {
  /** Full command path, e.g. `sand runs start`. */
  command: string;
  href: string;
}

/** For each operationId, the commands that call it, sorted by command path (and the operationIds sorted). */
export function commandsByOperation(model: CliModel): Map<string, CommandCallingOperation[]> {
  const map = new Map<string, CommandCallingOperation[]>();
  for (const command of model.byId.values()) {
    for (const op of command.operations) {
      const list = map.get(op) ?? [];
      list.push({ command: command.id, href: command.href });
      map.set(op, list);
    }
  }
  for (const list of map.values()) list.sort((a, b) => (a.command < b.command ? -1 : a.command > b.command ? 1 : 0));
  return new Map([...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
