import type { CliModel } from './model.ts';

/** `startRun` → `start-run`, `getStepToolsDefinition` → `get-step-tools-definition`: the API page slug. */
export function operationSlug(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

export function operationHref(operationId: string): string {
  return `/api/${operationSlug(operationId)}`;
}

export interface CommandCallingOperation {
  /** Full command path, e.g. `sand runs start`. */
  command: string;
  href: string;
}

/**
 * For each operationId, the commands that call it, sorted by command path. The API generator
 * uses it to list "CLI commands that call this operation" on each operation page.
 */
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
