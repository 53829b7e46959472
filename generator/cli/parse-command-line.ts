import type { CliModel, CommandModel, FlagModel } from './model.ts';
import { findInvocations, type ShellWord } from './shell-words.ts';
import { editDistance } from '../lib/edit-distance.ts';
import { countText } from '../../shared/count-text.ts';

/** One `sand ...` invocation resolved against the CLI model. */
export interface ParsedInvocation {
  /** The statement as written. */
  text: string;
  /** The deepest command the words resolved to (the root when none matched). */
  command: CommandModel;
  args: string[];
  flags: Array<{ name: string; value: string | boolean; global: boolean }>;
  /** Problems a reader would hit: unknown command or flag, bad or missing value. Empty when valid. */
  errors: string[];
  /** Valid but discouraged: deprecated flags or commands. */
  warnings: string[];
  /** The deprecated flags given, for a check that names what replaces them. */
  deprecatedFlags: FlagModel[];
  /** Long flags the command does not know, without dashes, for a check that looks them up in older releases. */
  unknownFlags: string[];
}

export interface ParseOptions {
  /** Report required flags and arguments that are missing (default true). `--help` always skips this. */
  checkRequired?: boolean;
}

function suggest(word: string, candidates: string[]): string {
  const close = candidates
    .map((c) => ({ c, d: c.startsWith(word) || word.startsWith(c) ? 1 : editDistance(word, c) }))
    .filter((x) => x.d <= 2)
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .map((x) => x.c);
  return close.length > 0 ? `; did you mean ${close.slice(0, 3).join(' or ')}?` : '';
}

const DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;
const REF = /^[A-Za-z0-9_.%-]+(:[A-Za-z0-9_.-]+)?$/;

/** Checks a flag value against its type and enum; returns an error message or undefined. */
function checkFlagValue(flag: FlagModel, value: ShellWord): string | undefined {
  if (value.dynamic) return undefined;
  const v = value.value;
  const where = `--${flag.name}`;
  if (flag.enum && !flag.enum.includes(v)) return `${where} must be one of ${flag.enum.join(', ')}; got "${v}"`;
  switch (flag.type) {
    case 'boolean':
      return v === 'true' || v === 'false' ? undefined : `${where} takes true or false; got "${v}"`;
    case 'integer':
      return /^-?\d+$/.test(v) ? undefined : `${where} takes a whole number; got "${v}"`;
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(v) ? undefined : `${where} takes a number; got "${v}"`;
    case 'duration':
      return v === '0' || DURATION.test(v)
        ? undefined
        : `${where} takes a duration such as 90s, 10m or 24h; got "${v}"`;
    case 'url':
      return /^https?:\/\/\S+$/.test(v) ? undefined : `${where} takes an http(s) URL; got "${v}"`;
    case 'key-value':
      return /^[^=\s]+=/.test(v) ? undefined : `${where} takes KEY=VALUE; got "${v}"`;
    case 'ref':
      return REF.test(v) ? undefined : `${where} takes name:version or name:tag; got "${v}"`;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v)
        ? undefined
        : `${where} takes a date such as 2026-06-30; got "${v}"`;
    case 'json':
      if (v.startsWith('@') || v === '-') return undefined;
      try {
        JSON.parse(v);
        return undefined;
      } catch {
        return `${where} takes JSON or @file; "${v}" is not valid JSON`;
      }
    default:
      return undefined;
  }
}

/** Resolves the words after the program name. */
function resolveWords(model: CliModel, words: ShellWord[], text: string, options: ParseOptions = {}): ParsedInvocation {
  const errors: string[] = [];
  const warnings: string[] = [];
  const deprecatedFlags: FlagModel[] = [];
  const unknownFlags: string[] = [];
  const args: string[] = [];
  const flags: ParsedInvocation['flags'] = [];
  const globalsByName = new Map(model.globalFlags.map((f) => [f.name, f]));
  const globalsByShort = new Map(model.globalFlags.filter((f) => f.short).map((f) => [f.short!, f]));
  let command = model.root;
  let pathDone = false;
  let flagsEnded = false;
  let i = 0;

  const lookup = (name: string, short: boolean): { flag: FlagModel; global: boolean } | undefined => {
    const local = command.flags.find((f) => (short ? f.short === name : f.name === name));
    if (local) return { flag: local, global: false };
    const global = short ? globalsByShort.get(name) : globalsByName.get(name);
    return global ? { flag: global, global: true } : undefined;
  };

  const takeValue = (flag: FlagModel, inline: ShellWord | undefined, shown: string): ShellWord | undefined => {
    if (inline) return inline;
    const next = words[i + 1];
    if (!next || (next.value.startsWith('-') && next.value !== '-' && !/^-\d/.test(next.value) && !next.dynamic)) {
      errors.push(`${shown} needs a value (<${flag.valueName}>)`);
      return undefined;
    }
    i++;
    return next;
  };

  const record = (flag: FlagModel, global: boolean, value: ShellWord | undefined) => {
    if (!value) return;
    const problem = checkFlagValue(flag, value);
    if (problem) errors.push(problem);
    if (!flag.repeatable && flags.some((f) => f.name === flag.name))
      errors.push(`--${flag.name} is given more than once but takes one value`);
    if (flag.deprecated) {
      warnings.push(`--${flag.name} is deprecated: ${flag.deprecated}`);
      if (!deprecatedFlags.includes(flag)) deprecatedFlags.push(flag);
    }
    flags.push({ name: flag.name, value: flag.type === 'boolean' ? value.value === 'true' : value.value, global });
  };

  const unknownFlag = (shown: string) => {
    const names = [...command.flags, ...model.globalFlags].map((f) => `--${f.name}`);
    errors.push(`unknown flag ${shown} for "${command.id}"${suggest(shown, names)}`);
  };

  for (; i < words.length; i++) {
    const word = words[i];
    const w = word.value;
    if (!flagsEnded && w === '--') {
      flagsEnded = true;
      pathDone = true;
      continue;
    }
    if (!flagsEnded && w.startsWith('--') && w.length > 2) {
      const eq = w.indexOf('=');
      const name = eq >= 0 ? w.slice(2, eq) : w.slice(2);
      const inline = eq >= 0 ? { value: w.slice(eq + 1), dynamic: word.dynamic } : undefined;
      const found = lookup(name, false);
      if (!found) {
        unknownFlag(`--${name}`);
        unknownFlags.push(name);
        // Skip a value that obviously belongs to the unknown flag, so it is not read as an argument.
        if (!inline && words[i + 1] && !words[i + 1].value.startsWith('-')) i++;
        continue;
      }
      if (found.flag.type === 'boolean') record(found.flag, found.global, inline ?? { value: 'true', dynamic: false });
      else record(found.flag, found.global, takeValue(found.flag, inline, `--${name}`));
      continue;
    }
    if (!flagsEnded && w.startsWith('-') && w.length > 1 && w !== '-' && !/^-\d/.test(w)) {
      // One or more short flags: -o json, -ojson, -o=json, -vf.
      let k = 1;
      while (k < w.length) {
        const letter = w[k];
        const found = lookup(letter, true);
        if (!found) {
          unknownFlag(`-${letter}`);
          break;
        }
        if (found.flag.type === 'boolean') {
          record(found.flag, found.global, { value: 'true', dynamic: false });
          k++;
          continue;
        }
        const rest = w.slice(k + 1).replace(/^=/, '');
        record(
          found.flag,
          found.global,
          takeValue(found.flag, rest ? { value: rest, dynamic: word.dynamic } : undefined, `-${letter}`),
        );
        break;
      }
      continue;
    }
    if (!pathDone && command.children.length > 0) {
      const child = command.children.find((c) => c.name === w || c.aliases.includes(w));
      if (child) {
        command = child;
        if (child.deprecated) warnings.push(`"${child.id}" is deprecated: ${child.deprecated}`);
        continue;
      }
      const kind = command.subcommandKind === 'variants' ? 'kind' : 'command';
      errors.push(
        `unknown ${kind} "${w}" for "${command.id}"${suggest(
          w,
          command.children.map((c) => c.name),
        )}`,
      );
      return { text, command, args, flags, errors, warnings, deprecatedFlags, unknownFlags };
    }
    pathDone = true;
    args.push(w);
  }

  const help = flags.some((f) => f.name === 'help');
  if (!help && command.children.length > 0) {
    const kind = command.subcommandKind === 'variants' ? 'a kind' : 'a command';
    errors.push(`"${command.id}" needs ${kind}: ${command.children.map((c) => c.name).join(', ')}`);
  }
  if (command.runnable) {
    const variadic = command.args.some((a) => a.variadic);
    if (!variadic && args.length > command.args.length) {
      errors.push(
        `"${command.id}" takes ${command.args.length === 0 ? 'no arguments' : `at most ${countText(command.args.length, 'argument')}`}; got ${args.map((a) => `"${a}"`).join(', ')}`,
      );
    }
    // Flags that only make sense on the command they belong to: a local flag name given before the path ended is already resolved.
    if (!help && options.checkRequired !== false) {
      command.args.forEach((arg, index) => {
        if (arg.required && args.length <= index) errors.push(`"${command.id}" needs the argument <${arg.valueName}>`);
      });
      for (const flag of command.flags) {
        if (flag.required && !flag.env && !flags.some((f) => f.name === flag.name))
          errors.push(`"${command.id}" needs --${flag.name}`);
      }
    }
  }
  return { text, command, args, flags, errors, warnings, deprecatedFlags, unknownFlags };
}

/** Every `sand` invocation in a shell snippet (a code block), resolved. Shell syntax errors come back as errors. */
export function parseScript(
  model: CliModel,
  script: string,
  options: ParseOptions = {},
): { invocations: ParsedInvocation[]; errors: string[] } {
  const found = findInvocations(script, model.program.name);
  return {
    invocations: found.invocations.map((inv) => resolveWords(model, inv.words, inv.text, options)),
    errors: found.errors,
  };
}

/**
 * Resolves one command line such as `sand runs start --workflow trivia:latest --input '{}'`
 * against the model: the command path, its flags (global ones included), values and required
 * parts. A line that holds several invocations (pipes, `$(...)`) is checked in full; the first
 * invocation is returned, with the errors of all of them.
 */
export function parseCommandLine(model: CliModel, line: string, options: ParseOptions = {}): ParsedInvocation {
  const { invocations, errors } = parseScript(model, line, options);
  if (invocations.length === 0) {
    return {
      text: line.trim(),
      command: model.root,
      args: [],
      flags: [],
      errors: [...errors, `no "${model.program.name}" command found in: ${line.trim()}`],
      warnings: [],
      deprecatedFlags: [],
      unknownFlags: [],
    };
  }
  const [first, ...rest] = invocations;
  return {
    ...first,
    errors: [...errors, ...first.errors, ...rest.flatMap((r) => r.errors)],
    warnings: [...first.warnings, ...rest.flatMap((r) => r.warnings)],
    deprecatedFlags: [...first.deprecatedFlags, ...rest.flatMap((r) => r.deprecatedFlags)],
    unknownFlags: [...first.unknownFlags, ...rest.flatMap((r) => r.unknownFlags)],
  };
}
