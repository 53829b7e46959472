import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { throwIfAny } from './errors.ts';
import { checkIntegrity, type IntegrityOptions } from './integrity.ts';
import { readJsonFile } from './load.ts';
import { buildModel, type CliModel } from './model.ts';
import { validateSpec } from './validate.ts';

export const DEFAULT_SPEC_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cli-spec/sand.json');

/**
 * load → validate (JSON Schema) → model → referential integrity. Throws SpecError / SpecErrors
 * naming the file, the JSON pointer and the fix. Without `operationIds` the operation check is skipped.
 * `read` reads and parses the file (tests count the reads).
 */
export function loadCliModel(file: string = DEFAULT_SPEC_PATH, options: IntegrityOptions = {}, read: (file: string) => unknown = readJsonFile): CliModel {
  const display = path.relative(process.cwd(), file) || file;
  const data = read(file);
  const { spec, errors } = validateSpec(display, data);
  throwIfAny(errors);
  const model = buildModel(spec!);
  throwIfAny(checkIntegrity(display, model, options));
  return model;
}
