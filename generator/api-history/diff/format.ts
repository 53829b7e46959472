import { formatChangeBlocks, groupByKey } from '../../history/changes.ts';
import type { ApiChange } from './types.ts';

export { countByLevel, summaryLine } from '../../history/changes.ts';

/**
 * Groups changes by operation (API-wide ones as "Whole API"); groups with a breaking change come
 * first, then those with a deprecation, then the rest, each keeping the order it was found in;
 * within a group, breaking changes first. Stable, so the same changes give the same text.
 */
export function groupChanges(
  changes: readonly ApiChange[],
): Array<{ operation: string | null; operationId?: string; changes: ApiChange[] }> {
  return groupByKey(changes, (c) => c.operation).map(({ key, changes: list }) => {
    const operationId = list.find((c) => c.operationId)?.operationId;
    return { operation: key, ...(operationId ? { operationId } : {}), changes: list };
  });
}

/** The changes as text for a terminal: a summary line, then one block per operation. */
export function formatChanges(changes: readonly ApiChange[]): string {
  return formatChangeBlocks(
    changes,
    groupChanges(changes).map((group) => {
      const recipes = group.changes.find((c) => c.recipes?.length)?.recipes;
      return {
        heading:
          group.operation === null
            ? 'Whole API'
            : group.operationId
              ? `${group.operation}  (${group.operationId})`
              : group.operation,
        notes: recipes ? [`affects recipe${recipes.length > 1 ? 's' : ''} ${recipes.join(', ')}`] : [],
        changes: group.changes,
      };
    }),
  );
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
