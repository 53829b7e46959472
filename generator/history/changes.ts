/**
 * What the API's and the CLI's diffs share: the three levels a change can have, their order, the
 * counts, the grouping (by operation, by command) and the text a terminal shows.
 */

/** How a change affects a client (or a script) written against the older description. */
export type ChangeLevel = 'breaking' | 'deprecation' | 'non-breaking';

/** What every change of either history has. */
export interface LevelledChange {
  level: ChangeLevel;
  /** JSON pointer (no `#`) to where the changed thing is written: in NEW, or in OLD for a removal. */
  pointer: string;
  /** What changed, one sentence. */
  message: string;
  /** What a client must do about it (for non-breaking changes: what it may do). */
  action: string;
}

export const LEVEL_ORDER: readonly ChangeLevel[] = ['breaking', 'deprecation', 'non-breaking'];
const LEVEL_LABEL: Record<ChangeLevel, string> = {
  breaking: 'BREAKING',
  deprecation: 'DEPRECATED',
  'non-breaking': 'non-breaking',
};
const rank = (level: ChangeLevel) => LEVEL_ORDER.indexOf(level);

/** Counts per level, in the order breaking, deprecation, non-breaking. */
export function countByLevel(changes: readonly LevelledChange[]): Record<ChangeLevel, number> {
  const counts: Record<ChangeLevel, number> = { breaking: 0, deprecation: 0, 'non-breaking': 0 };
  for (const change of changes) counts[change.level]++;
  return counts;
}

/** `2 breaking changes, 1 deprecation, 5 non-breaking changes`. */
export function summaryLine(changes: readonly LevelledChange[]): string {
  const counts = countByLevel(changes);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${plural(counts.breaking, 'breaking change', 'breaking changes')}, ${plural(counts.deprecation, 'deprecation', 'deprecations')}, ${plural(counts['non-breaking'], 'non-breaking change', 'non-breaking changes')}`;
}

/**
 * Groups changes by `keyOf` (an operation, a command; null for the whole description): groups
 * with a breaking change first, then those with a deprecation, then the rest, each keeping the
 * order it was found in; within a group, breaking changes first. Stable, so the same changes give
 * the same text.
 */
export function groupByKey<C extends LevelledChange>(
  changes: readonly C[],
  keyOf: (change: C) => string | null,
): Array<{ key: string | null; changes: C[] }> {
  const groups = new Map<string, { key: string | null; changes: C[] }>();
  for (const change of changes) {
    const key = keyOf(change);
    let group = groups.get(key ?? '');
    if (!group) groups.set(key ?? '', (group = { key, changes: [] }));
    group.changes.push(change);
  }
  const worst = (list: C[]) => Math.min(...list.map((c) => rank(c.level)));
  return [...groups.values()]
    .map((group, index) => ({
      group: {
        key: group.key,
        changes: group.changes
          .map((c, i) => ({ c, i }))
          .sort((a, b) => rank(a.c.level) - rank(b.c.level) || a.i - b.i)
          .map(({ c }) => c),
      },
      index,
    }))
    .sort((a, b) => worst(a.group.changes) - worst(b.group.changes) || a.index - b.index)
    .map(({ group }) => group);
}

/** One block of the text: a heading line, notes under it, then its changes. */
export interface ChangeBlock<C extends LevelledChange> {
  heading: string;
  notes?: string[];
  changes: readonly C[];
}

/** The changes as text for a terminal: a summary line, then one block per group. */
export function formatChangeBlocks<C extends LevelledChange>(
  changes: readonly C[],
  blocks: ReadonlyArray<ChangeBlock<C>>,
): string {
  if (changes.length === 0) return 'No changes.\n';
  const lines = [summaryLine(changes), ''];
  const width = Math.max(...LEVEL_ORDER.map((level) => LEVEL_LABEL[level].length));
  const indent = ' '.repeat(width + 4);
  for (const block of blocks) {
    lines.push(block.heading);
    for (const note of block.notes ?? []) lines.push(`  ${note}`);
    for (const change of block.changes) {
      lines.push(`  ${LEVEL_LABEL[change.level].padEnd(width)}  ${change.message}`);
      lines.push(`${indent}→ ${change.action}`);
      lines.push(`${indent}at ${change.pointer}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
