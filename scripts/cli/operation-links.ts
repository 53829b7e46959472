import { kebabCase } from '../../shared/slug.ts';
import type { CliModel } from './model.ts';

/** The API page of an operation: `startRun` → `/api/start-run` (the API generator's slug rule). */
export function operationHref(operationId: string): string {
  return `/api/${kebabCase(operationId)}`;
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
