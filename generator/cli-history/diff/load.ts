import { loadCliModel } from '../../cli/pipeline.ts';
import type { CliModel } from '../../cli/model.ts';

/**
 * Reads a description of the CLI for the diff as the CLI reference reads `cli-spec/sand.json`:
 * parsed, checked against `cli-spec/sand.schema.json` and for integrity (the operations it calls
 * are not checked: a release may call operations the API has since renamed). A SpecError names
 * the file, the JSON pointer (or line) and the fix.
 */
export function loadCliDescription(file: string): CliModel {
  return loadCliModel(file);
}
