/**
 * `npm run api-diff -- OLD NEW [--json] [--fail-on-breaking]`: the changes between two OpenAPI
 * descriptions. Exit 0 when done, 1 when --fail-on-breaking finds a breaking change, 2 for a usage
 * error or a file that cannot be read as an OpenAPI description.
 */
import { parseCommandLine, usageError, type Command } from '../../generator/lib/command-line.ts';
import { SpecError } from '../../generator/lib/errors.ts';
import { diffApiDescriptions } from '../../generator/api-history/diff/diff.ts';
import { formatChanges, withRecipes } from '../../generator/api-history/diff/format.ts';
import { recipesByOperation } from '../../generator/recipes/usage.ts';
import { loadApiDescription } from '../../generator/api-history/diff/load.ts';

const USAGE = `usage: npm run api-diff -- OLD NEW [--json] [--fail-on-breaking]

  OLD, NEW            OpenAPI 3.0, 3.1 or 3.2 descriptions (YAML or JSON files)
  --json              print {"changes":[{"level","operation","pointer","message","action",...}]}
  --fail-on-breaking  exit 1 when any change is breaking (for a pull request's CI)

Pointers point into NEW, or into OLD for something removed. A change on an operation that a recipe
(openapi/recipes/*.arazzo.yaml) calls names it: "recipes" in --json, "affects recipe …" in text.
Exit codes: 0 done, 1 breaking changes with --fail-on-breaking, 2 usage or unreadable input.`;

interface Options {
  oldFile: string;
  newFile: string;
  json: boolean;
  failOnBreaking: boolean;
}

const API_DIFF: Command = { name: 'api-diff', usage: USAGE };

/** The options, or the exit code when the command stops here (help: 0, a usage error: 2). */
function parseOptions(args: string[]): Options | number {
  const parsed = parseCommandLine(API_DIFF, {
    args,
    options: { json: { type: 'boolean', default: false }, 'fail-on-breaking': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (typeof parsed === 'number') return parsed;
  const files = parsed.positionals;
  if (files.length !== 2) return usageError(API_DIFF, `expected two files (OLD and NEW), got ${files.length}`);
  return {
    oldFile: files[0],
    newFile: files[1],
    json: parsed.values.json,
    failOnBreaking: parsed.values['fail-on-breaking'],
  };
}

async function main(args: string[]): Promise<number> {
  const options = parseOptions(args);
  if (typeof options === 'number') return options;
  let oldDoc, newDoc;
  try {
    [oldDoc, newDoc] = await Promise.all([loadApiDescription(options.oldFile), loadApiDescription(options.newFile)]);
  } catch (error) {
    if (error instanceof SpecError) {
      process.stderr.write(`api-diff: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  // A change on an operation a recipe calls names the recipe (openapi/recipes/, read from the working directory).
  const changes = withRecipes(diffApiDescriptions(oldDoc, newDoc), recipesByOperation());
  process.stdout.write(options.json ? JSON.stringify({ changes }, null, 2) + '\n' : formatChanges(changes));
  return options.failOnBreaking && changes.some((c) => c.level === 'breaking') ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`api-diff: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
