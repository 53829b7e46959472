/**
 * A `sand` command line (from a docs page) checked against the description being written and the
 * releases before it: the parser's problems, a flag the description deprecates (naming the release
 * that deprecated it and what replaces it), and an unknown flag that an earlier release had (naming
 * the release that removed it and what replaces it).
 */
import type { CliModel, FlagModel } from '../cli/model.ts';
import { parseScript } from '../cli/parse-command-line.ts';

export interface ReleasedModel {
  version: string;
  model: CliModel;
}

/** The flag `name` of command `id` (or a global flag) in a model. */
function flagOf(model: CliModel, id: string, name: string): FlagModel | undefined {
  return model.byId.get(id)?.flags.find((f) => f.name === name) ?? model.globalFlags.find((f) => f.name === name);
}

const replacement = (flag: FlagModel) =>
  flag.replacedBy ? `write --${flag.replacedBy} instead` : `its deprecation says: ${flag.deprecated}`;

/**
 * Returns the check of one command line. `releases` are the listed releases, oldest first, each
 * loaded; `current` is the description the docs describe (cli-spec/sand.json).
 */
export function commandLineCheck(current: CliModel, releases: readonly ReleasedModel[]): (text: string) => string[] {
  return (text) => {
    const { invocations, errors } = parseScript(current, text);
    const problems = [...errors];
    for (const invocation of invocations) {
      const id = invocation.command.id;
      problems.push(...invocation.errors);
      for (const flag of invocation.deprecatedFlags) {
        // The release that deprecated it: the oldest of the releases up to now that all mark it deprecated.
        let since: string | undefined;
        for (let i = releases.length - 1; i >= 0 && flagOf(releases[i].model, id, flag.name)?.deprecated; i--)
          since = i === 0 ? `${releases[i].version} or earlier` : releases[i].version;
        problems.push(`--${flag.name} is deprecated${since ? ` since sand ${since}` : ''}; ${replacement(flag)}`);
      }
      for (const name of invocation.unknownFlags) {
        const last = releases.findLastIndex((r) => flagOf(r.model, id, name));
        if (last < 0) continue;
        const had = flagOf(releases[last].model, id, name)!;
        const removedIn = releases[last + 1]?.version;
        problems.push(
          `--${name} was removed ${removedIn ? `in sand ${removedIn}` : 'after the current release'} (sand ${releases[last].version} had it)${
            had.deprecated ? `; ${replacement(had)}` : ''
          }`,
        );
      }
    }
    return problems;
  };
}
