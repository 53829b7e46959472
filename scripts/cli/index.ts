/**
 * The CLI reference generator: cli-spec/sand.json → load → validate (JSON Schema) → model →
 * referential integrity (against the OpenAPI operations) → pages for content/cli.
 */
import path from 'node:path';
import type { FileRecord } from '../lib/files.ts';
import { throwIfAny } from './errors.ts';
import { renderCliPages } from './generate.ts';
import { checkOperations } from './integrity.ts';
import { DEFAULT_SPEC_PATH } from './load-model.ts';
import type { CliModel } from './model.ts';
import type { OperationInfo } from './render/props.ts';

export { commandsByOperation, type CommandCallingOperation } from './operation-links.ts';
export { parseCommandLine, parseScript, type ParsedInvocation } from './parse-command-line.ts';
export { loadCliModel, DEFAULT_SPEC_PATH } from './load-model.ts';
export type { OperationInfo } from './render/props.ts';

/**
 * The pages of an already loaded model, after checking its operations against the API's. Lets
 * `npm run gen` load the description once for both the CLI pages and the API pages' command lists.
 */
export async function renderCliSection(model: CliModel, operations: ReadonlyMap<string, OperationInfo>, openapiFile?: string, specFile: string = DEFAULT_SPEC_PATH): Promise<FileRecord[]> {
  throwIfAny(checkOperations(path.relative(process.cwd(), specFile) || specFile, model, new Set(operations.keys()), openapiFile));
  return renderCliPages(model, { operations });
}
