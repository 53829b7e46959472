import type { ApiChange, ChangeLevel } from './types.ts';

const LEVEL_ORDER: ChangeLevel[] = ['breaking', 'deprecation', 'non-breaking'];
const LEVEL_LABEL: Record<ChangeLevel, string> = {
  breaking: 'BREAKING',
  deprecation: 'DEPRECATED',
  'non-breaking': 'non-breaking',
};
const rank = (level: ChangeLevel) => LEVEL_ORDER.indexOf(level);

/** Counts per level, in the order breaking, deprecation, non-breaking. */
export function countByLevel(changes: readonly ApiChange[]): Record<ChangeLevel, number> {
  const counts: Record<ChangeLevel, number> = { breaking: 0, deprecation: 0, 'non-breaking': 0 };
  for (const change of changes) counts[change.level]++;
  return counts;
}

/** `2 breaking, 1 deprecation, 5 non-breaking`. */
export function summaryLine(changes: readonly ApiChange[]): string {
  const counts = countByLevel(changes);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${plural(counts.breaking, 'breaking change', 'breaking changes')}, ${plural(counts.deprecation, 'deprecation', 'deprecations')}, ${plural(counts['non-breaking'], 'non-breaking change', 'non-breaking changes')}`;
}

/**
 * Groups changes by operation (API-wide ones as "Whole API"); groups with a breaking change come
 * first, then those with a deprecation, then the rest, each keeping the order it was found in;
 * within a group, breaking changes first. Stable, so the same changes give the same text.
 */
export function groupChanges(
  changes: readonly ApiChange[],
): Array<{ operation: string | null; operationId?: string; changes: ApiChange[] }> {
  const groups = new Map<string, { operation: string | null; operationId?: string; changes: ApiChange[] }>();
  for (const change of changes) {
    const key = change.operation ?? '';
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = {
          operation: change.operation,
          ...(change.operationId ? { operationId: change.operationId } : {}),
          changes: [],
        }),
      );
    group.changes.push(change);
  }
  const worst = (list: ApiChange[]) => Math.min(...list.map((c) => rank(c.level)));
  return [...groups.values()]
    .map((group, index) => ({
      group: {
        ...group,
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

/** The changes as text for a terminal: a summary line, then one block per operation. */
export function formatChanges(changes: readonly ApiChange[]): string {
  if (changes.length === 0) return 'No changes.\n';
  const lines = [summaryLine(changes), ''];
  const width = Math.max(...LEVEL_ORDER.map((level) => LEVEL_LABEL[level].length));
  const indent = ' '.repeat(width + 4);
  for (const group of groupChanges(changes)) {
    lines.push(
      group.operation === null
        ? 'Whole API'
        : group.operationId
          ? `${group.operation}  (${group.operationId})`
          : group.operation,
    );
    const recipes = group.changes.find((c) => c.recipes?.length)?.recipes;
    if (recipes) lines.push(`  affects recipe${recipes.length > 1 ? 's' : ''} ${recipes.join(', ')}`);
    for (const change of group.changes) {
      lines.push(`  ${LEVEL_LABEL[change.level].padEnd(width)}  ${change.message}`);
      lines.push(`${indent}→ ${change.action}`);
      lines.push(`${indent}at ${change.pointer}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The changes with the recipes each affects: those whose steps call the change's operation. */
export function withRecipes(
  changes: readonly ApiChange[],
  byOperation: ReadonlyMap<string, readonly string[]>,
): ApiChange[] {
  return changes.map((c) => {
    const recipes = c.operationId ? byOperation.get(c.operationId) : undefined;
    return recipes?.length ? { ...c, recipes: [...recipes] } : c;
  });
}
