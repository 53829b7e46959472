/**
 * The CLI reference generator: cli-spec/sand.json → load → validate (JSON Schema) → model →
 * referential integrity (`loadCliModel`) → the operations checked against the cross-section
 * index → render (`renderCli`), pages for content/cli.
 */
import path from 'node:path';
import type { FileRecord } from '../lib/files.ts';
import type { SiteIndex } from '../site-index.ts';
import { throwIfAny } from './errors.ts';
import { renderCliSection } from './render.ts';
import { checkOperations } from './integrity.ts';
import { DEFAULT_SPEC_PATH } from './load-model.ts';
import type { CliModel } from './model.ts';

export { commandsByOperation, type CommandCallingOperation } from './model.ts';
export { parseCommandLine, parseScript, type ParsedInvocation } from './parse-command-line.ts';
export { loadCliModel, DEFAULT_SPEC_PATH } from './load-model.ts';

/** The pages of a loaded model, after checking that every operation it calls is in the site's API (`openapiFile`, for the message). */
export async function renderCli(model: CliModel, index: SiteIndex, openapiFile?: string, specFile: string = DEFAULT_SPEC_PATH): Promise<FileRecord[]> {
  throwIfAny(checkOperations(path.relative(process.cwd(), specFile) || specFile, model, new Set(index.operations.keys()), openapiFile));
  return renderCliSection(model, { operations: index.operations });
}
