/**
 * The CLI reference generator: cli-spec/sand.json → load → validate (JSON Schema) → model →
 * referential integrity (`loadCliModel`) → the operations it calls checked against the
 * cross-section index → render (`renderCli`): the files of content/cli.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileRecord } from '../lib/files.ts';
import type { SiteIndex } from '../site-index.ts';
import { throwIfAny } from './spec-errors.ts';
import { checkIntegrity, checkOperations, type IntegrityOptions } from './integrity.ts';
import { renderCliSection, type CliExtraPage } from './render/section.ts';
import type { CliPageMarks } from '../../shared/cli/types.ts';
import { readJsonFile } from './load.ts';
import { buildModel, type CliModel } from './model.ts';
import { validateSpec } from './validate.ts';
import { contentKey, lastResults } from '../cache/memo.ts';

export const DEFAULT_SPEC_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cli-spec/sand.json');

/**
 * load → validate (JSON Schema) → model → referential integrity. Throws SpecError / SpecErrors
 * naming the file, the JSON pointer and the fix. Without `operationIds` the operation check is skipped.
 * `read` reads and parses the file (tests count the reads).
 */
export function loadCliModel(
  file: string = DEFAULT_SPEC_PATH,
  options: IntegrityOptions = {},
  read: (file: string) => unknown = readJsonFile,
): CliModel {
  const display = path.relative(process.cwd(), file) || file;
  const data = read(file);
  const { spec, errors } = validateSpec(display, data);
  throwIfAny(errors);
  const model = buildModel(spec!);
  throwIfAny(checkIntegrity(display, model, options));
  return model;
}

/**
 * The pages of a loaded model, after checking that every operation it calls is in the site's API
 * (`openapiFile`, for the message); `extraPages`: pages other generators add (sand's changelog);
 * `marks`: sand's history on the commands and flags.
 */
export async function renderCli(
  model: CliModel,
  index: SiteIndex,
  openapiFile?: string,
  specFile: string = DEFAULT_SPEC_PATH,
  { extraPages = [], marks }: { extraPages?: readonly CliExtraPage[]; marks?: CliPageMarks } = {},
): Promise<FileRecord[]> {
  throwIfAny(
    checkOperations(
      path.relative(process.cwd(), specFile) || specFile,
      model,
      new Set(index.operations.keys()),
      openapiFile,
    ),
  );
  // In `npm run dev`, an API save that leaves the CLI's model and the operations it links to as
  // they were (a description edited) leaves its pages as they were.
  return renderedCli.get(specFile, contentKey(model, index.operations, extraPages, marks), () =>
    renderCliSection(model, { operations: index.operations, marks }, extraPages),
  );
}

const renderedCli = lastResults<Promise<FileRecord[]>>();
