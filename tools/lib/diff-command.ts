/**
 * The command line both diffs share (`npm run api-diff`, `npm run cli-diff`): `OLD NEW [--json]
 * [--fail-on-breaking]`, `--help`, the exit codes, and how a bad argument or file is reported.
 * Exit 0 when done, 1 when --fail-on-breaking finds a breaking change, 2 for a usage error or a
 * file that cannot be read as a description (the SpecError's message names the file, the place and the fix).
 */
import { SpecError } from '../../generator/lib/errors.ts';
import { parseCommandLine, usageError, type Command } from '../../generator/lib/command-line.ts';
import type { LevelledChange } from '../../generator/history/changes.ts';

export interface DiffCommand<Doc, Change extends LevelledChange> extends Command {
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

/** The options, or the exit code when the command stops here (help: 0, a usage error: 2). */
function parseOptions(command: Command, args: readonly string[], output: DiffOutput): Options | number {
  const streams = { out: output.stdout, err: output.stderr };
  const parsed = parseCommandLine(
    command,
    {
      args: [...args],
      options: { json: { type: 'boolean', default: false }, 'fail-on-breaking': { type: 'boolean', default: false } },
      allowPositionals: true,
    },
    streams,
  );
  if (typeof parsed === 'number') return parsed;
  const files = parsed.positionals;
  if (files.length !== 2) return usageError(command, `expected two files (OLD and NEW), got ${files.length}`, streams);
  return {
    oldFile: files[0],
    newFile: files[1],
    json: parsed.values.json,
    failOnBreaking: parsed.values['fail-on-breaking'],
  };
}

/** Where a diff command writes: the process's streams, or a test's buffers. */
export interface DiffOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

const PROCESS_OUTPUT: DiffOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** Runs the command on `args`, writing to `output`; resolves to its exit code. */
export async function diffCommand<Doc, Change extends LevelledChange>(
  command: DiffCommand<Doc, Change>,
  args: readonly string[],
  output: DiffOutput = PROCESS_OUTPUT,
): Promise<number> {
  const options = parseOptions(command, args, output);
  if (typeof options === 'number') return options;
  let oldDoc: Doc, newDoc: Doc;
  try {
    [oldDoc, newDoc] = await Promise.all([command.load(options.oldFile), command.load(options.newFile)]);
  } catch (error) {
    if (error instanceof SpecError) {
      output.stderr(`${command.name}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const changes = command.diff(oldDoc, newDoc);
  output.stdout(options.json ? JSON.stringify({ changes }, null, 2) + '\n' : command.format(changes));
  return options.failOnBreaking && changes.some((c) => c.level === 'breaking') ? 1 : 0;
}

/** Runs the command on `args` and sets the process's exit code; an unexpected error exits 2 with its stack. */
export function runDiffCommand<Doc, Change extends LevelledChange>(
  command: DiffCommand<Doc, Change>,
  args: readonly string[] = process.argv.slice(2),
): void {
  diffCommand(command, args).then(
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
