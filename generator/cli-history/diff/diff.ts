/**
 * `diffCliDescriptions`: every change between two descriptions of a command-line program, each
 * classified for a person or a script that runs command lines written against OLD (the rules:
 * README.md). Pure: two loaded models in, changes out, in the order of NEW's command tree.
 */
import type { CliModel, CommandModel } from '../../cli/model.ts';
import { jsonPointer } from '../../lib/errors.ts';
import { at, diffFlags } from './flags.ts';
import type { CliChange } from './types.ts';

const cmd = (id: string) => `\`${id}\``;

/** Every command under the program, in tree order, with its parent (the root for a top-level one). */
function commandsOf(model: CliModel): Array<{ command: CommandModel; parent: CommandModel }> {
  const list: Array<{ command: CommandModel; parent: CommandModel }> = [];
  const walk = (command: CommandModel, parent: CommandModel) => {
    list.push({ command, parent });
    command.children.forEach((c) => walk(c, command));
  };
  model.root.children.forEach((c) => walk(c, model.root));
  return list;
}

const descendants = (command: CommandModel): string[] =>
  command.children.flatMap((c) => [c.name, ...descendants(c).map((d) => `${c.name} ${d}`)]);

export function diffCliDescriptions(oldModel: CliModel, newModel: CliModel): CliChange[] {
  const changes: CliChange[] = [];
  if (oldModel.program.name !== newModel.program.name)
    changes.push({
      kind: 'program-renamed',
      level: 'breaking',
      command: null,
      pointer: '/program/name',
      message: `The program is called \`${newModel.program.name}\` now (it was \`${oldModel.program.name}\`).`,
      action: `Run \`${newModel.program.name}\` where you ran \`${oldModel.program.name}\`.`,
    });
  changes.push(...diffFlags(null, oldModel.globalFlags, newModel.globalFlags));
  changes.push(...diffCommands(oldModel, newModel));
  changes.push(...diffEnvironment(oldModel, newModel));
  changes.push(...diffExitCodes(oldModel, newModel));
  return changes;
}

/**
 * Matches OLD's commands to NEW's: by name under the matched parent (so a renamed program still
 * matches its commands), or, for one NEW no longer has, by a sibling in NEW that lists the old name
 * among its aliases (a rename that keeps the old name working).
 */
function matchCommands(oldModel: CliModel, newModel: CliModel) {
  const matched = new Map<CommandModel, { after: CommandModel; renamed: boolean }>();
  // Tree order: a parent is matched before its children.
  for (const { command: before, parent: oldParent } of commandsOf(oldModel)) {
    const newParent = oldParent === oldModel.root ? newModel.root : matched.get(oldParent)?.after;
    if (!newParent) continue;
    const same = newParent.children.find((c) => c.name === before.name);
    if (same) {
      matched.set(before, { after: same, renamed: false });
      continue;
    }
    const renamed = newParent.children.find(
      (c) => c.aliases.includes(before.name) && !oldParent.children.some((o) => o.name === c.name),
    );
    if (renamed) matched.set(before, { after: renamed, renamed: true });
  }
  const matchedFrom = new Map([...matched].map(([before, m]) => [m.after, before]));
  return { matched, matchedFrom };
}

function diffCommands(oldModel: CliModel, newModel: CliModel): CliChange[] {
  const changes: CliChange[] = [];
  const { matched, matchedFrom } = matchCommands(oldModel, newModel);
  // Removed: only the topmost command of a removed branch, naming what went with it.
  for (const { command: before, parent } of commandsOf(oldModel)) {
    if (matched.has(before)) continue;
    if (parent !== oldModel.root && !matched.has(parent)) continue;
    const under = descendants(before);
    changes.push({
      kind: 'command-removed',
      level: 'breaking',
      command: before.id,
      pointer: at(before.pointer),
      message: `Command ${cmd(before.id)}${before.deprecated ? ', deprecated,' : ''} was removed${under.length ? `, with its subcommands ${under.join(', ')}` : ''}.`,
      action: before.deprecated
        ? `Stop calling it; its deprecation said: ${before.deprecated}`
        : `Stop calling ${cmd(before.id)}; scripts that call it fail with a usage error.`,
    });
  }
  for (const { command: after, parent } of commandsOf(newModel)) {
    const before = matchedFrom.get(after);
    if (before) {
      changes.push(...compareCommand(before, after, matched.get(before)!.renamed));
      continue;
    }
    // Added: only the topmost command of a new branch, naming what came with it.
    if (parent !== newModel.root && !matchedFrom.has(parent)) continue;
    const under = descendants(after);
    changes.push({
      kind: 'command-added',
      level: 'non-breaking',
      command: after.id,
      pointer: at(after.pointer),
      message: `New command ${cmd(after.id)}${under.length ? `, with its subcommands ${under.join(', ')}` : ''}: ${after.summary}`,
      action: `You may use ${cmd(after.id)}.`,
    });
  }
  return changes;
}

function compareCommand(before: CommandModel, after: CommandModel, renamed: boolean): CliChange[] {
  const changes: CliChange[] = [];
  const command = after.id;
  if (renamed)
    changes.push({
      kind: 'command-renamed',
      level: 'non-breaking',
      command,
      pointer: at(after.pointer),
      message: `Command ${cmd(before.id)} was renamed to ${cmd(after.id)}; the old name still works as an alias.`,
      action: `Write ${cmd(after.id)} in new scripts; existing ones keep working.`,
    });
  if (!before.deprecated && after.deprecated)
    changes.push({
      kind: 'command-deprecated',
      level: 'deprecation',
      command,
      pointer: at(after.pointer),
      message: `Command ${cmd(after.id)} is deprecated: ${after.deprecated}`,
      action: `Move scripts off ${cmd(after.id)} before it is removed; the deprecation says what replaces it.`,
    });
  else if (before.deprecated && !after.deprecated)
    changes.push({
      kind: 'command-undeprecated',
      level: 'non-breaking',
      command,
      pointer: at(after.pointer),
      message: `Command ${cmd(after.id)} is no longer deprecated.`,
      action: `You may keep using ${cmd(after.id)}.`,
    });
  // An alias that only names the command's old name came with the rename.
  for (const alias of before.aliases.filter((a) => !after.aliases.includes(a)))
    changes.push({
      kind: 'alias-removed',
      level: 'breaking',
      command,
      pointer: at(after.pointer),
      message: `Command ${cmd(after.id)} is no longer called \`${alias}\`.`,
      action: `Write ${cmd(after.id)} where you wrote \`${alias}\`.`,
    });
  for (const alias of after.aliases.filter((a) => !before.aliases.includes(a) && !(renamed && a === before.name)))
    changes.push({
      kind: 'alias-added',
      level: 'non-breaking',
      command,
      pointer: at(after.pointer),
      message: `Command ${cmd(after.id)} can also be called \`${alias}\`.`,
      action: `You may write \`${alias}\` for \`${after.name}\`.`,
    });
  changes.push(...diffArguments(before, after));
  changes.push(...diffFlags(command, before.flags, after.flags));
  return changes;
}

/** Arguments are positional: they match by place, whatever they are called. */
function diffArguments(before: CommandModel, after: CommandModel): CliChange[] {
  const changes: CliChange[] = [];
  const command = after.id;
  for (let i = 0; i < Math.max(before.args.length, after.args.length); i++) {
    const o = before.args[i];
    const n = after.args[i];
    const word = (a: { valueName: string }) => `\`<${a.valueName}>\``;
    if (o && !n)
      changes.push({
        kind: 'argument-removed',
        level: 'breaking',
        command,
        pointer: at(`${before.pointer}/args/${i}`),
        message: `Argument ${i + 1}, ${word(o)}, was removed.`,
        action: `Leave ${word(o)} out of ${cmd(command)} command lines.`,
      });
    else if (!o && n)
      changes.push({
        kind: 'argument-added',
        level: n.required ? 'breaking' : 'non-breaking',
        command,
        pointer: at(`${after.pointer}/args/${i}`),
        message: `New ${n.required ? 'required' : 'optional'} argument ${i + 1}, ${word(n)}.`,
        action: n.required ? `Give ${word(n)} on every call.` : `You may give ${word(n)}.`,
      });
    else if (o && n) {
      const pointer = at(`${after.pointer}/args/${i}`);
      if (o.required !== n.required)
        changes.push({
          kind: n.required ? 'argument-required' : 'argument-optional',
          level: n.required ? 'breaking' : 'non-breaking',
          command,
          pointer,
          message: `Argument ${i + 1}, ${word(n)}, is ${n.required ? 'required' : 'optional'} now.`,
          action: n.required ? `Give ${word(n)} on every call.` : `You may leave ${word(n)} out.`,
        });
      if (o.variadic !== n.variadic)
        changes.push({
          kind: 'argument-variadic-changed',
          level: n.variadic ? 'non-breaking' : 'breaking',
          command,
          pointer,
          message: n.variadic
            ? `Argument ${i + 1}, ${word(n)}, takes several values now.`
            : `Argument ${i + 1}, ${word(n)}, takes one value now (it took several).`,
          action: n.variadic ? `You may give several.` : `Give one value per call; run the command once for each.`,
        });
    }
  }
  return changes;
}

function diffEnvironment(oldModel: CliModel, newModel: CliModel): CliChange[] {
  const changes: CliChange[] = [];
  const oldEnv = oldModel.program.environment;
  const newEnv = newModel.program.environment;
  oldEnv.forEach((before, i) => {
    const j = newEnv.findIndex((e) => e.name === before.name);
    const after = newEnv[j];
    const name = `\`${before.name}\``;
    if (!after) {
      changes.push({
        kind: 'environment-variable-removed',
        level: 'breaking',
        command: null,
        pointer: jsonPointer(['program', 'environment', i]).slice(1),
        message: `Environment variable ${name} is no longer read.`,
        action: before.deprecated
          ? `Stop setting it; its deprecation said: ${before.deprecated}`
          : before.flag
            ? `Pass \`--${before.flag}\` where you set ${name}.`
            : `Stop relying on ${name}.`,
      });
      return;
    }
    const pointer = jsonPointer(['program', 'environment', j]).slice(1);
    if (!before.deprecated && after.deprecated)
      changes.push({
        kind: 'environment-variable-deprecated',
        level: 'deprecation',
        command: null,
        pointer,
        message: `Environment variable ${name} is deprecated: ${after.deprecated}`,
        action: `Stop setting ${name} before it is no longer read; the deprecation says what replaces it.`,
      });
    if (before.flag !== after.flag && before.flag !== undefined)
      changes.push({
        kind: 'environment-variable-changed',
        level: 'breaking',
        command: null,
        pointer,
        message: after.flag
          ? `Environment variable ${name} sets \`--${after.flag}\` now (it set \`--${before.flag}\`).`
          : `Environment variable ${name} no longer sets \`--${before.flag}\`.`,
        action: `Pass \`--${before.flag}\` where you relied on ${name}.`,
      });
  });
  newEnv.forEach((after, j) => {
    if (oldEnv.some((e) => e.name === after.name)) return;
    changes.push({
      kind: 'environment-variable-added',
      level: 'non-breaking',
      command: null,
      pointer: jsonPointer(['program', 'environment', j]).slice(1),
      message: `New environment variable \`${after.name}\`${after.flag ? `, for \`--${after.flag}\`` : ''}.`,
      action: `You may set \`${after.name}\`${after.deprecated ? ' (it is deprecated already)' : ''}.`,
    });
  });
  return changes;
}

function diffExitCodes(oldModel: CliModel, newModel: CliModel): CliChange[] {
  const changes: CliChange[] = [];
  const oldCodes = oldModel.program.exitCodes;
  const newCodes = newModel.program.exitCodes;
  oldCodes.forEach((before, i) => {
    const j = newCodes.findIndex((c) => c.code === before.code);
    if (j < 0)
      changes.push({
        kind: 'exit-code-removed',
        level: 'breaking',
        command: null,
        pointer: jsonPointer(['program', 'exitCodes', i]).slice(1),
        message: `Exit code ${before.code} (${before.name}) is no longer used.`,
        action: `Scripts that test for ${before.code} must tell that case apart another way.`,
      });
    else if (newCodes[j].name !== before.name)
      changes.push({
        kind: 'exit-code-changed',
        level: 'breaking',
        command: null,
        pointer: jsonPointer(['program', 'exitCodes', j]).slice(1),
        message: `Exit code ${before.code} means ${newCodes[j].name} now (it meant ${before.name}).`,
        action: `Check what scripts that test for ${before.code} expect: ${newCodes[j].description}`,
      });
  });
  newCodes.forEach((after, j) => {
    if (oldCodes.some((c) => c.code === after.code)) return;
    changes.push({
      kind: 'exit-code-added',
      level: 'non-breaking',
      command: null,
      pointer: jsonPointer(['program', 'exitCodes', j]).slice(1),
      message: `New exit code ${after.code} (${after.name}): ${after.description}`,
      action: `Scripts may test for ${after.code}; the command exited with another non-zero code in that case before.`,
    });
  });
  return changes;
}
