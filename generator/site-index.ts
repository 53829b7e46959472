/**
 * The cross-section index: what one section's pages need to know of another's. Built once from
 * the models, after every spec is read and before any page is rendered, and handed to each
 * section's renderer as an argument, so no section depends on the order the others run in.
 */
import type { ApiModel } from './openapi/model.ts';
import type { ApiLayout } from './openapi/layout.ts';
import { commandsByOperation, type CliModel, type CommandCallingOperation } from './cli/model.ts';

/** An operation of the site's API as another section links to it. */
export interface OperationEntry {
  /** Its page, e.g. `/api/start-run` (the layout's route, so the slug rule is the API's own). */
  route: string;
  /** In capitals, as pages show it: `POST`. */
  method: string;
  path: string;
  summary: string;
}

export interface SiteIndex {
  /** operationId → the operation's page and what a link to it shows. */
  operations: ReadonlyMap<string, OperationEntry>;
  /** Full command (`sand runs start`) → its page. */
  commands: ReadonlyMap<string, string>;
  /** operationId → the commands that call it, sorted by command: the API pages list them. */
  commandsByOperation: Map<string, CommandCallingOperation[]>;
}

export function buildSiteIndex(api: { model: ApiModel; layout: ApiLayout }, cli: CliModel): SiteIndex {
  const operations = new Map<string, OperationEntry>(
    api.model.operations.map((op) => [
      op.operationId,
      { route: api.layout.operationRoute(op), method: op.method.toUpperCase(), path: op.path, summary: op.summary },
    ]),
  );
  const commands = new Map([...cli.byId.values()].map((command) => [command.id, command.href]));
  return { operations, commands, commandsByOperation: commandsByOperation(cli) };
}
