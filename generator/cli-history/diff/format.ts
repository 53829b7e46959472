import { formatChangeBlocks, groupByKey } from '../../history/changes.ts';
import type { CliChange } from './types.ts';

export { countByLevel, summaryLine } from '../../history/changes.ts';

/** The heading of the changes that are on no one command: global flags, environment, exit codes. */
export const WHOLE_PROGRAM = 'Every command (global flags, environment, exit codes)';

/**
 * Groups changes by command (program-wide ones together): commands with a breaking change first,
 * then those with a deprecation, then the rest, each in the order found; breaking changes first
 * within a command.
 */
export function groupCliChanges(
  changes: readonly CliChange[],
): Array<{ command: string | null; changes: CliChange[] }> {
  return groupByKey(changes, (c) => c.command).map(({ key, changes: list }) => ({ command: key, changes: list }));
}

/** The changes as text for a terminal: a summary line, then one block per command. */
export function formatCliChanges(changes: readonly CliChange[]): string {
  return formatChangeBlocks(
    changes,
    groupCliChanges(changes).map((group) => ({ heading: group.command ?? WHOLE_PROGRAM, changes: group.changes })),
  );
}
