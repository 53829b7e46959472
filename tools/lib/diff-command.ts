/**
 * The command line both diffs share (`npm run api-diff`, `npm run cli-diff`): `OLD NEW [--json]
 * [--fail-on-breaking]`, `--help`, the exit codes, and how a bad argument or file is reported.
 * Exit 0 when done, 1 when --fail-on-breaking finds a breaking change, 2 for a usage error or a
 * file that cannot be read as a description (the SpecError's message names the file, the place and the fix).
 */
import { SpecError } from '../../generator/lib/errors.ts';
import type { LevelledChange } from '../../generator/history/changes.ts';

export interface DiffCommand<Doc, Change extends LevelledChange> {
  /** The command's name, first on every error line: `api-diff`. */
  name: string;
  usage: string;
  /** Reads and checks one description; throws a SpecError for a file that is not one. */
  load(file: string): Doc | Promise<Doc>;
  diff(oldDoc: Doc, newDoc: Doc): Change[];
  /** The text for a terminal. */
  format(changes: readonly Change[]): string;
}

interface Options {
  oldFile: string;
  newFile: string;
  json: boolean;
  failOnBreaking: boolean;
}

function parseArgs(args: readonly string[]): Options | { help: true } | { error: string } {
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

async function run<Doc, Change extends LevelledChange>(
  command: DiffCommand<Doc, Change>,
  args: readonly string[],
): Promise<number> {
  const options = parseArgs(args);
  if ('help' in options) {
    process.stdout.write(command.usage + '\n');
    return 0;
  }
  if ('error' in options) {
    process.stderr.write(`${command.name}: ${options.error}\n${command.usage}\n`);
    return 2;
  }
  let oldDoc: Doc, newDoc: Doc;
  try {
    [oldDoc, newDoc] = await Promise.all([command.load(options.oldFile), command.load(options.newFile)]);
  } catch (error) {
    if (error instanceof SpecError) {
      process.stderr.write(`${command.name}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const changes = command.diff(oldDoc, newDoc);
  process.stdout.write(options.json ? JSON.stringify({ changes }, null, 2) + '\n' : command.format(changes));
  return options.failOnBreaking && changes.some((c) => c.level === 'breaking') ? 1 : 0;
}

/** Runs the command on `args` and sets the process's exit code; an unexpected error exits 2 with its stack. */
export function runDiffCommand<Doc, Change extends LevelledChange>(
  command: DiffCommand<Doc, Change>,
  args: readonly string[] = process.argv.slice(2),
): void {
  run(command, args).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(
        `${command.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 2;
    },
  );
}
