import type { CliArgData, CliCommandLinkData, CliFlagData, CliOperationData } from '../../../shared/cli/types.ts';
import type { ArgModel, CommandModel, FlagModel } from '../model.ts';
import type { OperationEntry } from '../../site-index.ts';
import type { HistoryMark } from '../../../shared/api/history-marks.ts';

/** Only the keys a component shows, and no `undefined` or `false`, so pages stay small and stable. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== false)) as T;
}

/** `history`: the flag's marks of sand's history (generator/cli-history/releases/page-marks.ts), when it has any. */
export function flagData(flag: FlagModel, history?: readonly HistoryMark[]): CliFlagData {
  return compact({
    name: flag.name,
    short: flag.short,
    type: flag.type,
    valueName: flag.valueName,
    description: flag.description,
    default: flag.default,
    required: flag.required,
    repeatable: flag.repeatable,
    enum: flag.enum,
    env: flag.env,
    secret: flag.secret,
    deprecated: flag.deprecated,
    history: history?.length ? [...history] : undefined,
  });
}

export function argData(arg: ArgModel): CliArgData {
  return compact({
    name: arg.name,
    valueName: arg.valueName,
    description: arg.description,
    required: arg.required,
    variadic: arg.variadic,
  });
}

export function commandLink(command: CommandModel): CliCommandLinkData {
  return compact({
    command: command.id,
    name: command.name,
    href: command.href,
    summary: command.summary,
    aliases: command.aliases.length > 0 ? command.aliases : undefined,
    parent: command.children.length > 0,
    deprecated: command.deprecated,
  });
}

/** An operation a command calls, as the cross-section index has it (its route is the API layout's). */
export function operationData(operationId: string, entry: OperationEntry): CliOperationData {
  return compact({
    operationId,
    href: entry.route,
    method: entry.method,
    path: entry.path,
    summary: entry.summary,
  });
}
