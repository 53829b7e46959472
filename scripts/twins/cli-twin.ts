/**
 * CLI twins written from the CLI model: a command's synopsis, description, arguments, every flag
 * with its type, default and environment variable, its subcommands, examples and the API
 * operations it calls. The CLI overview, which has no command, is written from its page model
 * (page-twin.ts).
 */
import type { CliModel, CommandModel, FlagModel } from '../cli/model.ts';
import { blockquote, code, codeBlock, heading, link, list, markdownBlocks, markdownInline, paragraph, strong, table, text, type Block, type Inline } from './markdown.ts';
import { valueText } from '../../shared/value-text.ts';

export interface CliOperation {
  href: string;
  method: string;
  path: string;
  summary: string;
}

export function commandTwin(model: CliModel, command: CommandModel, operations: ReadonlyMap<string, CliOperation>): Block[] {
  const blocks: Block[] = [heading(1, text(command.id)), ...markdownBlocks(command.summary)];
  if (command.deprecated) blocks.push(paragraph(strong(text('Deprecated: ')), ...markdownInline(command.deprecated)));
  if (command.aliases.length) blocks.push(paragraph(text('Aliases: '), ...command.aliases.flatMap((a, i) => [...(i ? [text(', ')] : []), code(a)])));
  blocks.push(heading(2, text('Synopsis')), codeBlock(command.usage, 'bash'));
  if (command.description) blocks.push(heading(2, text('Description')), ...markdownBlocks(command.description, 2));

  if (command.args.length) {
    blocks.push(heading(2, text('Arguments')));
    blocks.push(table(['Argument', 'Required', 'Description'], command.args.map((arg) => [
      [code(`<${arg.valueName}>${arg.variadic ? '...' : ''}`)],
      arg.required ? 'yes' : 'no',
      markdownInline(arg.description),
    ])));
  }
  if (command.flags.length) blocks.push(heading(2, text('Flags')), flagTable(command.flags));

  if (command.children.length) {
    blocks.push(heading(2, text(command.subcommandKind === 'variants' ? 'Variants' : 'Commands')));
    blocks.push(list(command.children.map((child) => [link(child.href, code(child.id)), text(': '), ...markdownInline(child.summary)])));
  }

  if (command.examples.length) {
    blocks.push(heading(2, text('Examples')));
    for (const example of command.examples) {
      blocks.push(paragraph(...markdownInline(example.title)), codeBlock(example.command, 'bash'));
      if (example.output) blocks.push(paragraph(text('Output:')), codeBlock(example.output, 'text'));
    }
  }

  const calls = command.operations.map((id) => ({ id, op: operations.get(id) }));
  if (calls.length) {
    blocks.push(heading(2, text('API operations it calls')));
    blocks.push(list(calls.map(({ id, op }) => (op ? [link(op.href, text(op.summary)), text(' '), code(`${op.method} ${op.path}`)] : [code(id)]))));
  }

  if (command.seeAlso.length) {
    blocks.push(heading(2, text('See also')));
    blocks.push(list(command.seeAlso.map((id) => {
      const other = model.byId.get(id);
      return other ? [link(other.href, code(id))] : [code(id)];
    })));
  }

  if (model.globalFlags.length) {
    blocks.push(heading(2, text('Global flags')));
    blocks.push(paragraph(text('Every command also takes '), ...model.globalFlags.flatMap((f, i) => [...(i ? [text(', ')] : []), code(`--${f.name}`)]), text('; see '), link(model.root.href, code(model.root.id)), text('.')));
  }
  return blocks;
}

export function flagTable(flags: FlagModel[]): Block {
  return table(['Flag', 'Type', 'Default', 'Environment', 'Description'], flags.map((flag) => [
    [code(`${flag.short ? `-${flag.short}, ` : ''}--${flag.name}${flag.valueName ? ` <${flag.valueName}>` : ''}`)],
    flag.type + (flag.repeatable ? ', repeatable' : ''),
    flag.default === undefined ? [] : [code(valueText(flag.default))],
    flag.env ? [code(flag.env)] : [],
    flagDescription(flag),
  ]));
}

function flagDescription(flag: FlagModel): Inline[] {
  const inline: Inline[] = [];
  if (flag.required) inline.push(strong(text('Required.')), text(' '));
  if (flag.deprecated) inline.push(strong(text('Deprecated:')), text(' '), ...markdownInline(flag.deprecated), text(' '));
  inline.push(...markdownInline(flag.description));
  if (flag.enum?.length) inline.push(text(' One of: '), ...flag.enum.flatMap((v, i) => [...(i ? [text(', ')] : []), code(v)]), text('.'));
  if (flag.secret) inline.push(text(' Secret: not echoed.'));
  return inline;
}
