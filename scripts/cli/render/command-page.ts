import { codeFence, escapeMdxText, frontmatter, jsxElement } from '../../lib/mdx.ts';
import type { CliModel, CommandModel } from '../model.ts';
import { alert, blocks, heading, inlineCode, markdown } from './mdx.ts';
import { argData, commandLink, flagData, operationData, type OperationInfo } from './props.ts';

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
  operations?: ReadonlyMap<string, OperationInfo>;
}

function examplesSection(command: CommandModel): string[] {
  if (command.examples.length === 0) return [];
  const out = [heading(2, 'Examples')];
  for (const example of command.examples) {
    out.push(heading(3, example.title), codeFence('bash', example.command));
    if (example.output !== undefined && example.output.trim() !== '') out.push(codeFence('text', example.output, 'filename="Output"'));
  }
  return out;
}

function childrenSection(command: CommandModel): string[] {
  if (command.children.length === 0) return [];
  const variants = command.subcommandKind === 'variants';
  const isGroup = command.depth === 1 && !variants;
  const title = variants ? 'Variants' : isGroup ? 'Commands' : 'Subcommands';
  const intro = variants
    ? `Each variant is ${inlineCode(`${command.id} <kind>`)} with its own flags. Pick the one for your provider:`
    : undefined;
  return [heading(2, title), intro ?? '', jsxElement('CliCommandList', { commands: command.children.map(commandLink), label: variants ? 'Kind' : 'Command' })];
}

/** The page of one command: group, parent of variants, variant or runnable command. */
export function renderCommandPage(model: CliModel, command: CommandModel, ctx: RenderContext = {}): string {
  const parent = model.byId.get(command.path.slice(0, -1).join(' '));
  const seeAlso = [...(parent ? [parent] : []), ...command.seeAlso.map((id) => model.byId.get(id)!).filter((c) => c !== parent)];
  return blocks([
    // asIndexPage: the folder's own page in the sidebar, not a child entry of it.
    frontmatter({ title: command.id, description: command.summary, asIndexPage: command.children.length > 0 || undefined }).trimEnd(),
    `# ${escapeMdxText(command.id)}`,
    escapeMdxText(command.summary),
    command.deprecated && alert('WARNING', `Deprecated: ${command.deprecated}`),
    heading(2, 'Synopsis'),
    codeFence('bash', wrapSynopsis(command.usage)),
    command.aliases.length > 0 && `${command.aliases.length === 1 ? 'Alias' : 'Aliases'}: ${command.aliases.map((a) => inlineCode(`${command.path.slice(0, -1).join(' ')} ${a}`)).join(', ')}`,
    command.description && heading(2, 'Description'),
    command.description && markdown(command.description),
    ...childrenSection(command),
    command.args.length > 0 && heading(2, 'Arguments'),
    command.args.length > 0 && jsxElement('CliArgsTable', { args: command.args.map(argData) }),
    command.runnable && heading(2, 'Flags'),
    command.runnable && (command.flags.length > 0 ? jsxElement('CliFlagsTable', { flags: command.flags.map(flagData) }) : 'This command has no flags of its own; the global flags below apply.'),
    command.runnable && heading(2, 'Global flags'),
    command.runnable && jsxElement('CliGlobalFlags', { flags: model.globalFlags.map(flagData) }),
    ...examplesSection(command),
    command.operations.length > 0 && heading(2, 'API operations'),
    command.operations.length > 0 && 'The command calls these operations of the API, in this order:',
    command.operations.length > 0 && jsxElement('CliOperations', { operations: command.operations.map((op) => operationData(op, ctx.operations?.get(op))) }),
    seeAlso.length > 0 && heading(2, 'See also'),
    seeAlso.length > 0 && jsxElement('CliSeeAlso', { commands: seeAlso.map(commandLink) }),
  ]);
}

/** `/cli/sand`: the root command with every group and single command, and the global flags. */
export function renderRootPage(model: CliModel): string {
  const root = model.root;
  const groups = root.children.filter((c) => c.children.length > 0);
  const singles = root.children.filter((c) => c.children.length === 0);
  return blocks([
    frontmatter({ title: root.id, description: root.summary, asIndexPage: true }).trimEnd(),
    `# ${escapeMdxText(root.id)}`,
    escapeMdxText(root.summary),
    heading(2, 'Synopsis'),
    codeFence('bash', root.usage),
    root.description && heading(2, 'Description'),
    root.description && markdown(root.description),
    groups.length > 0 && heading(2, 'Command groups'),
    groups.length > 0 && jsxElement('CliCommandList', { commands: groups.map(commandLink), label: 'Group' }),
    singles.length > 0 && heading(2, 'Commands'),
    singles.length > 0 && jsxElement('CliCommandList', { commands: singles.map(commandLink), label: 'Command' }),
    heading(2, 'Global flags'),
    'Every command accepts these flags.',
    jsxElement('CliFlagsTable', { flags: model.globalFlags.map(flagData) }),
    heading(2, 'See also'),
    `The [CLI overview](/cli) covers installing, authenticating and configuring ${inlineCode(root.id)}, environment variables and exit codes.`,
  ]);
}
