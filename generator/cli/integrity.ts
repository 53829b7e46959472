import { SpecError } from '../lib/errors.ts';
import type { CliModel, CommandModel, FlagModel } from './model.ts';
import { parseScript } from './parse-command-line.ts';

function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const lower = word.toLowerCase();
  for (const c of candidates) {
    const cl = c.toLowerCase();
    // Shared prefix length counts more than length difference: `startRuns` → `startRun`.
    let prefix = 0;
    while (prefix < Math.min(cl.length, lower.length) && cl[prefix] === lower[prefix]) prefix++;
    const score = Math.abs(cl.length - lower.length) + (Math.max(cl.length, lower.length) - prefix);
    if (score < bestScore || (score === bestScore && c < (best ?? '\uffff'))) {
      best = c;
      bestScore = score;
    }
  }
  return best !== undefined && bestScore <= Math.max(4, lower.length / 2) ? best : undefined;
}

function checkFlags(file: string, command: CommandModel, globals: FlagModel[], errors: SpecError[]): void {
  const names = new Map<string, string>();
  const shorts = new Map<string, string>();
  for (const g of globals) {
    names.set(g.name, 'the global flag');
    if (g.short) shorts.set(g.short, `the global flag --${g.name}`);
  }
  for (const flag of command.flags) {
    const owner = names.get(flag.name);
    if (owner) {
      errors.push(
        new SpecError(
          file,
          `${flag.pointer}/name`,
          `"${command.id}" defines --${flag.name}, which ${owner === 'the global flag' ? 'is already a global flag' : 'it already defines'}`,
          `rename the flag (flag names must be unique on a command, global flags included)`,
        ),
      );
    } else {
      names.set(flag.name, 'an earlier flag');
    }
    if (flag.short) {
      const shortOwner = shorts.get(flag.short);
      if (shortOwner) {
        errors.push(
          new SpecError(
            file,
            `${flag.pointer}/short`,
            `"${command.id}" gives -${flag.short} to --${flag.name}, but it already belongs to ${shortOwner}`,
            'choose another letter or remove "short"',
          ),
        );
      } else {
        shorts.set(flag.short, `--${flag.name}`);
      }
    }
  }
}

/** A renamed flag's `replacedBy` names another flag of the same list (a command's, or the global ones) that is not itself deprecated. */
function checkReplacements(file: string, owner: string, flags: readonly FlagModel[], errors: SpecError[]): void {
  for (const flag of flags) {
    if (!flag.replacedBy) continue;
    const target = flags.find((f) => f.name === flag.replacedBy);
    const place = `${flag.pointer}/replacedBy`;
    if (!target || target === flag)
      errors.push(
        new SpecError(
          file,
          place,
          `--${flag.name} of ${owner} is replaced by --${flag.replacedBy}, which ${target ? 'is itself' : `${owner} does not define`}`,
          `name the flag that took over from --${flag.name} among ${owner}'s flags: ${flags
            .filter((f) => f !== flag)
            .map((f) => f.name)
            .join(', ')}`,
        ),
      );
    else if (target.deprecated)
      errors.push(
        new SpecError(
          file,
          place,
          `--${flag.name} of ${owner} is replaced by --${target.name}, which is deprecated too`,
          `point "replacedBy" at the flag to use now (the one --${target.name} leads to)`,
        ),
      );
  }
}

function checkArgs(file: string, command: CommandModel, errors: SpecError[]): void {
  const names = new Set<string>();
  command.args.forEach((arg, i) => {
    const place = `${command.pointer}/args/${i}`;
    if (names.has(arg.name))
      errors.push(
        new SpecError(
          file,
          `${place}/name`,
          `"${command.id}" has two arguments named "${arg.name}"`,
          'rename one of them',
        ),
      );
    names.add(arg.name);
    if (arg.variadic && i !== command.args.length - 1)
      errors.push(
        new SpecError(
          file,
          `${place}/variadic`,
          `only the last argument of "${command.id}" can be variadic`,
          'move this argument to the end or remove "variadic"',
        ),
      );
    if (arg.required && i > 0 && !command.args[i - 1].required)
      errors.push(
        new SpecError(
          file,
          `${place}/required`,
          `required argument "${arg.name}" follows an optional one`,
          'put required arguments first',
        ),
      );
  });
}

function checkChildren(file: string, command: CommandModel, errors: SpecError[]): void {
  const taken = new Map<string, string>();
  command.children.forEach((child, i) => {
    for (const word of [child.name, ...child.aliases]) {
      const other = taken.get(word);
      if (other)
        errors.push(
          new SpecError(
            file,
            `${command.pointer === '#/program' ? '#/program' : command.pointer}/commands/${i}`,
            `"${word}" under "${command.id}" names both "${other}" and "${child.id}"`,
            'rename the command or drop the alias',
          ),
        );
      else taken.set(word, child.id);
    }
  });
}

function checkExamples(file: string, model: CliModel, command: CommandModel, errors: SpecError[]): void {
  for (const example of command.examples) {
    const parsed = parseScript(model, example.command);
    for (const e of parsed.errors)
      errors.push(
        new SpecError(
          file,
          `${example.pointer}/command`,
          `example does not parse as shell: ${e}`,
          'fix the quoting of the example',
        ),
      );
    if (parsed.invocations.length === 0) {
      errors.push(
        new SpecError(
          file,
          `${example.pointer}/command`,
          `example "${example.title}" runs no ${model.program.name} command`,
          `start the example with "${model.program.name} ..."`,
        ),
      );
      continue;
    }
    for (const inv of parsed.invocations) {
      for (const e of inv.errors)
        errors.push(
          new SpecError(
            file,
            `${example.pointer}/command`,
            `example "${inv.text}": ${e}`,
            'use only commands and flags the description defines, with valid values',
          ),
        );
    }
    if (command.runnable && !parsed.invocations.some((inv) => inv.command === command)) {
      errors.push(
        new SpecError(
          file,
          `${example.pointer}/command`,
          `no example line of "${command.id}" runs "${command.id}"`,
          `make the example call ${command.id}`,
        ),
      );
    }
  }
}

export interface IntegrityOptions {
  /** operationIds of the OpenAPI description; when given, every listed operation must be one of them. */
  operationIds?: ReadonlySet<string>;
  /** File the operationIds came from, for messages. */
  openapiFile?: string;
}

/**
 * Checks what the JSON Schema cannot: operations exist in the OpenAPI description, flag names and
 * short names are unique per command (global flags included), see-also entries name commands,
 * sibling names and aliases do not clash, and every example is a valid command line.
 */
export function checkIntegrity(file: string, model: CliModel, options: IntegrityOptions = {}): SpecError[] {
  const errors: SpecError[] = [];
  const globalNames = new Set<string>();
  const globalShorts = new Set<string>();
  for (const g of model.globalFlags) {
    if (globalNames.has(g.name))
      errors.push(
        new SpecError(file, `${g.pointer}/name`, `global flag --${g.name} is defined twice`, 'remove one of them'),
      );
    globalNames.add(g.name);
    if (g.short) {
      if (globalShorts.has(g.short))
        errors.push(
          new SpecError(
            file,
            `${g.pointer}/short`,
            `global short flag -${g.short} is defined twice`,
            'choose another letter',
          ),
        );
      globalShorts.add(g.short);
    }
  }
  checkReplacements(file, 'the global flags', model.globalFlags, errors);
  model.program.environment.forEach((env, i) => {
    if (env.flag && !globalNames.has(env.flag))
      errors.push(
        new SpecError(
          file,
          `#/program/environment/${i}/flag`,
          `environment variable ${env.name} names the global flag --${env.flag}, which does not exist`,
          `use one of: ${[...globalNames].join(', ')}`,
        ),
      );
  });
  model.program.configFile.keys.forEach((key, i) => {
    if (key.flag && !globalNames.has(key.flag))
      errors.push(
        new SpecError(
          file,
          `#/program/configFile/keys/${i}/flag`,
          `config key "${key.name}" names the global flag --${key.flag}, which does not exist`,
          `use one of: ${[...globalNames].join(', ')}`,
        ),
      );
  });
  checkChildren(file, model.root, errors);

  const walk = (c: CommandModel): CommandModel[] => [c, ...c.children.flatMap(walk)];
  for (const command of walk(model.root)) {
    if (command === model.root) continue;
    // A second command with an id already taken was reported by checkChildren; its own checks would only echo that.
    if (model.byId.get(command.id) !== command) continue;
    checkFlags(file, command, model.globalFlags, errors);
    checkReplacements(file, `"${command.id}"`, command.flags, errors);
    checkArgs(file, command, errors);
    checkChildren(file, command, errors);
    command.seeAlso.forEach((target, i) => {
      if (!model.byId.has(target)) {
        const guess = closest(target, model.byId.keys());
        errors.push(
          new SpecError(
            file,
            `${command.pointer}/seeAlso/${i}`,
            `see-also "${target}" names no command`,
            guess ? `did you mean "${guess}"?` : 'write the full command path, e.g. "sand runs get"',
          ),
        );
      } else if (target === command.id) {
        errors.push(
          new SpecError(
            file,
            `${command.pointer}/seeAlso/${i}`,
            `"${command.id}" lists itself under see-also`,
            'remove the entry',
          ),
        );
      }
    });
    checkExamples(file, model, command, errors);
  }
  if (options.operationIds) errors.push(...checkOperations(file, model, options.operationIds, options.openapiFile));
  return errors;
}

/** Every operation a command lists must exist in the OpenAPI description. */
export function checkOperations(
  file: string,
  model: CliModel,
  operationIds: ReadonlySet<string>,
  openapiFile?: string,
): SpecError[] {
  const errors: SpecError[] = [];
  for (const command of model.byId.values()) {
    command.operations.forEach((op, i) => {
      if (operationIds.has(op)) return;
      const guess = closest(op, operationIds);
      errors.push(
        new SpecError(
          file,
          `${command.pointer}/operations/${i}`,
          `"${command.id}" calls operation "${op}", which ${openapiFile ?? 'the OpenAPI description'} does not define`,
          guess
            ? `did you mean "${guess}"? Use an operationId from the OpenAPI description`
            : 'use an operationId from the OpenAPI description, or add the operation there',
        ),
      );
    });
  }
  return errors;
}
