import type { CliPageModel } from '../../../shared/cli/page-model.ts';
import { CLI_BASE, type CliModel, type CommandModel, type FlagModel } from '../model.ts';
import type { CliFlagData, CliPageMarks } from '../../../shared/cli/types.ts';
import { historyMarkText } from '../../../shared/api/history-marks.ts';
import { code, codeBlock, globalFlags, heading, link, markdown, page, paragraph, table, text } from './blocks.ts';
import type { OperationEntry } from '../../site-index.ts';
import { argData, commandLink, flagData, operationData } from './props.ts';

const SYNOPSIS_WIDTH = 80;

/** Breaks a long synopsis before its flags, shell style, so it reads without scrolling. */
export function wrapSynopsis(usage: string): string {
  if (usage.length <= SYNOPSIS_WIDTH) return usage;
  const parts = usage.split(/ (?=--|\[flags\]$|\[--)/);
  const lines: string[] = [];
  let line = parts[0];
  for (const part of parts.slice(1)) {
    if (line.length + 1 + part.length > SYNOPSIS_WIDTH) {
      lines.push(line);
      line = '    ' + part;
    } else {
      line += ' ' + part;
    }
  }
  lines.push(line);
  return lines.join(' \\\n');
}

export interface RenderContext {
  /** The site API's operations (the cross-section index's): every operation a command calls is there. */
  operations: ReadonlyMap<string, OperationEntry>;
  /** sand's history as marks on commands and flags; none for another description (`--cli-spec`). */
  marks?: CliPageMarks;
}

/** A flag's data with its marks: `command` its command's id, or `''` for a global flag. */
export function markedFlagData(ctx: Pick<RenderContext, 'marks'>, command: string, flag: FlagModel): CliFlagData {
  return flagData(flag, ctx.marks?.flags.get(command)?.get(flag.name));
}

/** "Added in 1.7.0.", linked to its release's list on the changelog, under a command's summary. */
function historyLine(ctx: RenderContext, command: CommandModel) {
  const marks = ctx.marks?.commands.get(command.id) ?? [];
  return (
    marks.length > 0 &&
    paragraph(
      ...marks.flatMap((mark, i) => [...(i ? [text(' ')] : []), link(mark.href, historyMarkText(mark)), text('.')]),
    )
  );
}

/** The index's entry of an operation a command calls; the operation check (integrity.ts) ran before rendering. */
function operationEntry(ctx: RenderContext, command: CommandModel, operationId: string): OperationEntry {
  const entry = ctx.operations.get(operationId);
  if (!entry)
    throw new Error(
      `"${command.id}" calls operation "${operationId}", which the site's API index lacks: run the operation check (checkOperations) before rendering`,
    );
  return entry;
}

function examplesBlocks(command: CommandModel) {
  if (command.examples.length === 0) return [];
  return [
    heading(2, 'Examples'),
    ...command.examples.flatMap((example) => [
      heading(3, example.title),
      codeBlock('bash', example.command),
      example.output !== undefined &&
        example.output.trim() !== '' &&
        codeBlock('text', example.output, 'filename="Output"'),
    ]),
  ];
}

function childrenBlocks(command: CommandModel) {
  if (command.children.length === 0) return [];
  const variants = command.subcommandKind === 'variants';
  const isGroup = command.depth === 1 && !variants;
  return [
    heading(2, variants ? 'Variants' : isGroup ? 'Commands' : 'Subcommands'),
    variants &&
      paragraph(
        text('Each variant is '),
        code(`${command.id} <kind>`),
        text(' with its own flags. Pick the one for your provider:'),
      ),
    table('CliCommandList', { commands: command.children.map(commandLink), label: variants ? 'Kind' : 'Command' }),
  ];
}

function aliasesLine(command: CommandModel) {
  if (command.aliases.length === 0) return undefined;
  const parent = command.path.slice(0, -1).join(' ');
  const names = command.aliases.flatMap((alias, i) => [...(i > 0 ? [text(', ')] : []), code(`${parent} ${alias}`)]);
  return paragraph(text(command.aliases.length === 1 ? 'Alias: ' : 'Aliases: '), ...names);
}

/** The page of one command: group, parent of variants, variant or runnable command. */
export function commandPage(model: CliModel, command: CommandModel, ctx: RenderContext): CliPageModel {
  const parent = model.byId.get(command.path.slice(0, -1).join(' '));
  const seeAlso = [
    ...(parent ? [parent] : []),
    ...command.seeAlso.map((id) => model.byId.get(id)!).filter((c) => c !== parent),
  ];
  const calls = command.operations.length > 0;
  // Variants that all call the same operations list them alike on every page: search finds them
  // on the operations' own pages, not on each variant (the page still shows them).
  const sameAsEveryVariant =
    parent?.subcommandKind === 'variants' &&
    parent.children.every((sibling) => sibling.operations.join('\n') === command.operations.join('\n'));
  return page([
    heading(1, command.id),
    paragraph(text(command.summary)),
    historyLine(ctx, command),
    command.deprecated && { kind: 'alert', type: 'warning', text: `Deprecated: ${command.deprecated}` },
    heading(2, 'Synopsis'),
    codeBlock('bash', wrapSynopsis(command.usage)),
    aliasesLine(command),
    command.description && heading(2, 'Description'),
    command.description && markdown(command.description),
    ...childrenBlocks(command),
    command.args.length > 0 && heading(2, 'Arguments'),
    command.args.length > 0 && table('CliArgsTable', { args: command.args.map(argData) }),
    command.runnable && heading(2, 'Flags'),
    command.runnable &&
      (command.flags.length > 0
        ? table('CliFlagsTable', { flags: command.flags.map((flag) => markedFlagData(ctx, command.id, flag)) })
        : paragraph(text('This command has no flags of its own; the global flags below apply.'))),
    command.runnable && heading(2, 'Global flags'),
    command.runnable && globalFlags('CliGlobalFlags'),
    ...examplesBlocks(command),
    calls && { ...heading(2, 'API operations'), ...(sameAsEveryVariant ? { searchSkip: true as const } : {}) },
    calls && paragraph(text('The command calls these operations of the API, in this order:')),
    calls &&
      table('CliOperations', {
        operations: command.operations.map((op) => operationData(op, operationEntry(ctx, command, op))),
      }),
    seeAlso.length > 0 && heading(2, 'See also'),
    seeAlso.length > 0 && table('CliSeeAlso', { commands: seeAlso.map(commandLink) }),
  ]);
}

/** `/cli/sand`: the root command with every group and single command, and the global flags; `base` the overview's route. */
export function rootPage(model: CliModel, base = CLI_BASE): CliPageModel {
  const root = model.root;
  const groups = root.children.filter((c) => c.children.length > 0);
  const singles = root.children.filter((c) => c.children.length === 0);
  return page([
    heading(1, root.id),
    paragraph(text(root.summary)),
    heading(2, 'Synopsis'),
    codeBlock('bash', root.usage),
    root.description && heading(2, 'Description'),
    root.description && markdown(root.description),
    groups.length > 0 && heading(2, 'Command groups'),
    groups.length > 0 && table('CliCommandList', { commands: groups.map(commandLink), label: 'Group' }),
    singles.length > 0 && heading(2, 'Commands'),
    singles.length > 0 && table('CliCommandList', { commands: singles.map(commandLink), label: 'Command' }),
    heading(2, 'Global flags'),
    paragraph(text('Every command accepts these flags.')),
    globalFlags('CliFlagsTable'),
    heading(2, 'See also'),
    paragraph(
      text('The '),
      link(base, 'CLI overview'),
      text(' covers installing, authenticating and configuring '),
      code(root.id),
      text(', environment variables and exit codes.'),
    ),
  ]);
}
