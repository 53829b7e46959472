/**
 * Every command of the project reads its command line the same way: `--help` (or `-h`) prints the
 * usage and exits 0; an unknown option, a missing value or a stray argument prints one line naming
 * it, then the usage, and exits 2. Parsing is node's own `parseArgs`, strict.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface Command {
  /** How the user runs it (`npm run gen`), the start of every message. */
  name: string;
  /** The whole usage text, from its `usage:` line. */
  usage: string;
}

/** Where a command's messages go (tests collect them). */
export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

const processOutput: CommandOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Whether `--help` or `-h` comes before a `--` that ends the options. */
function asksForHelp(args: readonly string[]): boolean {
  for (const arg of args) {
    if (arg === '--') return false;
    if (arg === '--help' || arg === '-h') return true;
  }
  return false;
}

/** node's message for a parse error, as one short line ("unknown option '--x'"). */
function parseErrorLine(error: Error): string {
  const first = error.message.split('. ')[0] ?? error.message;
  return first.charAt(0).toLowerCase() + first.slice(1);
}

/**
 * The parsed command line, or the exit code when the command must stop here (help printed: 0;
 * a usage error printed: 2).
 */
export function parseCommandLine<T extends ParseArgsConfig & { args: string[] }>(
  command: Command,
  config: T,
  output: CommandOutput = processOutput,
): ReturnType<typeof parseArgs<T>> | number {
  if (asksForHelp(config.args)) {
    output.out(command.usage + '\n');
    return 0;
  }
  try {
    return parseArgs({ ...config, strict: true }) as ReturnType<typeof parseArgs<T>>;
  } catch (error) {
    if (!(error instanceof Error) || !String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS'))
      throw error;
    return usageError(command, parseErrorLine(error), output);
  }
}

/** Prints `reason` and the usage's synopsis (its lines up to the first blank one); returns the usage error's exit code, 2. */
export function usageError(command: Command, reason: string, output: CommandOutput = processOutput): number {
  const synopsis = command.usage.split('\n\n')[0];
  output.err(`${command.name}: ${reason}\n${synopsis}\n(--help: every option)\n`);
  return 2;
}
