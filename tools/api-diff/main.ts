/**
 * `npm run api-diff -- OLD NEW [--json] [--fail-on-breaking]`: the changes between two OpenAPI
 * descriptions. Exit 0 when done, 1 when --fail-on-breaking finds a breaking change, 2 for a usage
 * error or a file that cannot be read as an OpenAPI description.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diffApiDescriptions } from '../../generator/api-history/diff/diff.ts';
import { formatChanges, withRecipes } from '../../generator/api-history/diff/format.ts';
import { recipesByOperation } from '../../generator/recipes/usage.ts';
import { loadApiDescription } from '../../generator/api-history/diff/load.ts';
import type { ApiChange } from '../../generator/api-history/diff/types.ts';
import type { JsonObject } from '../../generator/lib/json.ts';
import { diffCommand, runDiffCommand, type DiffCommand, type DiffOutput } from '../lib/diff-command.ts';

const USAGE = `usage: npm run api-diff -- OLD NEW [--json] [--fail-on-breaking]

  OLD, NEW            OpenAPI 3.0, 3.1 or 3.2 descriptions (YAML or JSON files)
  --json              print {"changes":[{"level","operation","pointer","message","action",...}]}
  --fail-on-breaking  exit 1 when any change is breaking (for a pull request's CI)

Pointers point into NEW, or into OLD for something removed. A change on an operation that a recipe
(openapi/recipes/*.arazzo.yaml) calls names it: "recipes" in --json, "affects recipe …" in text.
Exit codes: 0 done, 1 breaking changes with --fail-on-breaking, 2 usage or unreadable input.`;

const API_DIFF: DiffCommand<JsonObject, ApiChange> = {
  name: 'api-diff',
  usage: USAGE,
  load: loadApiDescription,
  // A change on an operation a recipe calls names the recipe (openapi/recipes/, read from the working directory).
  diff: (oldDoc, newDoc) => withRecipes(diffApiDescriptions(oldDoc, newDoc), recipesByOperation()),
  format: formatChanges,
};

/** The command, in this process (tests): its exit code, its output written to `output`. */
export const apiDiff = (args: readonly string[], output?: DiffOutput) => diffCommand(API_DIFF, args, output);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runDiffCommand(API_DIFF);
