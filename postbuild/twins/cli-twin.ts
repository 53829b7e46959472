/**
 * How the CLI's page components read in a Markdown twin, from their data props in the section's
 * model: every flag with its type, default, environment variable and description; arguments; the
 * commands and API operations a page links. Tables without a writer here go through `dataBlocks`.
 */
import { historyMarkText } from '../../shared/api/history-marks.ts';
import type { CliArgData, CliCommandLinkData, CliFlagData, CliOperationData } from '../../shared/cli/types.ts';
import type { OwnComponentName } from '../../shared/page-model.ts';
import { valueText } from '../../shared/value-text.ts';
import {
  code,
  link,
  list,
  markdownInline,
  paragraph,
  strong,
  table,
  text,
  type Block,
  type Inline,
} from './markdown.ts';
import { arrayProp, type ComponentTwin } from './component-twin.ts';

export const CLI_COMPONENT_TWINS: { [K in OwnComponentName<'cli'>]?: ComponentTwin } = {
  CliFlagsTable: (props) => [flagTable(arrayProp<CliFlagData>(props.flags))],
  // Command pages fold the global flags away; their twin names them once.
  CliGlobalFlags: (props) => [
    paragraph(
      text('Every command also takes '),
      ...arrayProp<CliFlagData>(props.flags).flatMap((f, i) => [...(i ? [text(', ')] : []), code(`--${f.name}`)]),
      text('.'),
    ),
  ],
  CliArgsTable: (props) => [
    table(
      ['Argument', 'Required', 'Description'],
      arrayProp<CliArgData>(props.args).map((arg) => [
        [code(`<${arg.valueName}>${arg.variadic ? '...' : ''}`)],
        arg.required ? 'yes' : 'no',
        markdownInline(arg.description),
      ]),
    ),
  ],
  CliCommandList: (props) => [commandList(arrayProp<CliCommandLinkData>(props.commands))],
  CliSeeAlso: (props) => [commandList(arrayProp<CliCommandLinkData>(props.commands))],
  CliOperations: (props) => [
    list(
      arrayProp<CliOperationData>(props.operations).map((op) => [
        link(op.href, text(op.summary ?? op.operationId)),
        ...(op.method && op.path ? [text(' '), code(`${op.method} ${op.path}`)] : []),
      ]),
    ),
  ],
};

function commandList(commands: CliCommandLinkData[]): Block {
  return list(
    commands.map((c) => [
      link(c.href, code(c.command)),
      ...(c.summary ? [text(': '), ...markdownInline(c.summary)] : []),
      ...(c.deprecated ? [text(' (deprecated)')] : []),
    ]),
  );
}

function flagTable(flags: CliFlagData[]): Block {
  return table(
    ['Flag', 'Type', 'Default', 'Environment', 'Description'],
    flags.map((flag) => [
      [code(`${flag.short ? `-${flag.short}, ` : ''}--${flag.name}${flag.valueName ? ` <${flag.valueName}>` : ''}`)],
      flag.type + (flag.repeatable ? ', repeatable' : ''),
      flag.default === undefined ? [] : [code(valueText(flag.default))],
      flag.env ? [code(flag.env)] : [],
      flagDescription(flag),
    ]),
  );
}

function flagDescription(flag: CliFlagData): Inline[] {
  const inline: Inline[] = [];
  if (flag.required) inline.push(strong(text('Required.')), text(' '));
  if (flag.deprecated)
    inline.push(strong(text('Deprecated:')), text(' '), ...markdownInline(flag.deprecated), text(' '));
  for (const mark of flag.history ?? []) inline.push(text(`${historyMarkText(mark)}. `));
  inline.push(...markdownInline(flag.description));
  if (flag.enum?.length)
    inline.push(text(' One of: '), ...flag.enum.flatMap((v, i) => [...(i ? [text(', ')] : []), code(v)]), text('.'));
  if (flag.secret) inline.push(text(' Secret: not echoed.'));
  return inline;
}
