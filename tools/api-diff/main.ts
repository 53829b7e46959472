/**
 * `npm run api-diff -- OLD NEW [--json] [--fail-on-breaking]`: the changes between two OpenAPI
 * descriptions. Exit 0 when done, 1 when --fail-on-breaking finds a breaking change, 2 for a usage
 * error or a file that cannot be read as an OpenAPI description.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

function parseArgs(args: string[]): Options | { help: true } | { error: string } {
  const files: string[] = [];
  let json = false,
    failOnBreaking = false;
  for (const arg of args) {
    if (arg === '--help' || arg === '-h') return { help: true };
    else if (arg === '--json') json = true;
    else if (arg === '--fail-on-breaking') failOnBreaking = true;
    else if (arg.startsWith('-') && arg !== '-') return { error: `unknown option ${arg}` };
    else files.push(arg);
  }
  if (files.length !== 2) return { error: `expected two files (OLD and NEW), got ${files.length}` };
  return { oldFile: files[0], newFile: files[1], json, failOnBreaking };
}

/** Where the command writes: the process's streams, or a test's buffers. */
export interface Output {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const PROCESS_OUTPUT: Output = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** The command: its arguments in, its exit code out. */
export async function apiDiff(args: string[], out: Output = PROCESS_OUTPUT): Promise<number> {
  const options = parseArgs(args);
  if ('help' in options) {
    out.stdout(USAGE + '\n');
    return 0;
  }
  if ('error' in options) {
    out.stderr(`api-diff: ${options.error}\n${USAGE}\n`);
    return 2;
  }
  let oldDoc, newDoc;
  try {
    [oldDoc, newDoc] = await Promise.all([loadApiDescription(options.oldFile), loadApiDescription(options.newFile)]);
  } catch (error) {
    if (error instanceof SpecError) {
      out.stderr(`api-diff: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  // A change on an operation a recipe calls names the recipe (openapi/recipes/, read from the working directory).
  const changes = withRecipes(diffApiDescriptions(oldDoc, newDoc), recipesByOperation());
  out.stdout(options.json ? JSON.stringify({ changes }, null, 2) + '\n' : formatChanges(changes));
  return options.failOnBreaking && changes.some((c) => c.level === 'breaking') ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  apiDiff(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(`api-diff: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
