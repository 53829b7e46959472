/** Two lists of flags compared (a command's, or the global ones): the flag rows of the rules in README.md. */
import type { FlagModel } from '../../cli/model.ts';
import type { CliChange } from './types.ts';

/** The place a change is written: a model pointer without its `#`. */
export const at = (pointer: string) => pointer.replace(/^#/, '');

const show = (value: string | number | boolean) => `\`${String(value)}\``;
const dashed = (name: string) => `\`--${name}\``;
const valueList = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ');

/** The flag with a value, as a command line writes it: `` `--timeout 5m` ``, `` `--wait=false` ``. */
const keep = (flag: FlagModel, value: string | number | boolean) =>
  flag.type === 'boolean' ? `\`--${flag.name}=${String(value)}\`` : `\`--${flag.name} ${String(value)}\``;

/** A type whose every value the other type also accepts (`integer` → `number`): the new one widens. */
const WIDER: Record<string, readonly string[]> = {
  integer: ['number', 'string'],
  number: ['string'],
  ref: ['string'],
  url: ['string'],
  date: ['string'],
  duration: ['string'],
  path: ['string'],
};

/** Names alike once case, `-` and `_` are ignored, or one containing the other (`vars` and `var`). */
function namesAlike(a: string, b: string): boolean {
  const plain = (s: string) => s.toLowerCase().replace(/[-_]/g, '');
  return plain(a).includes(plain(b)) || plain(b).includes(plain(a));
}

/**
 * A flag gone from OLD and one new in NEW that are one flag under another name: the same type, and
 * the same short name or environment variable, or names that contain one another. A pair counts
 * only when each is the other's only candidate.
 */
function plainRenames(removed: FlagModel[], added: FlagModel[]): Map<FlagModel, FlagModel> {
  const alike = (o: FlagModel, n: FlagModel) =>
    o.type === n.type &&
    ((o.short !== undefined && o.short === n.short) ||
      (o.env !== undefined && o.env === n.env) ||
      namesAlike(o.name, n.name));
  const pairs = new Map<FlagModel, FlagModel>();
  for (const o of removed) {
    const candidates = added.filter((n) => alike(o, n));
    if (candidates.length !== 1) continue;
    if (removed.filter((other) => alike(other, candidates[0])).length !== 1) continue;
    pairs.set(o, candidates[0]);
  }
  return pairs;
}

/** The changes between two lists of flags of one command (`command` null: the global flags). */
export function diffFlags(command: string | null, oldFlags: readonly FlagModel[], newFlags: readonly FlagModel[]) {
  const label = command === null ? 'Global flag' : 'Flag';
  const changes: CliChange[] = [];
  const add = (change: Omit<CliChange, 'command'>) => changes.push({ ...change, command });
  const oldByName = new Map(oldFlags.map((f) => [f.name, f]));
  const newByName = new Map(newFlags.map((f) => [f.name, f]));
  const handled = new Set<FlagModel>();

  // A flag renamed with its old name kept: NEW marks the old name `replacedBy` a flag OLD lacked.
  for (const kept of newFlags) {
    const before = oldByName.get(kept.name);
    const renamed = kept.replacedBy ? newByName.get(kept.replacedBy) : undefined;
    if (!before || before.replacedBy || !renamed || oldByName.has(renamed.name)) continue;
    add({
      kind: 'flag-renamed',
      level: 'deprecation',
      flag: renamed.name,
      pointer: at(kept.pointer),
      message: `${label} ${dashed(kept.name)} was renamed to ${dashed(renamed.name)}; ${dashed(kept.name)} still works, deprecated.`,
      action: `Use ${dashed(renamed.name)} instead of ${dashed(kept.name)} before the old name is removed.`,
    });
    handled.add(kept).add(renamed);
  }

  const removed = oldFlags.filter((f) => !newByName.has(f.name));
  const added = newFlags.filter((f) => !oldByName.has(f.name) && !handled.has(f));
  const renames = plainRenames(
    removed.filter((f) => !(f.replacedBy && newByName.has(f.replacedBy))),
    added,
  );
  for (const gone of removed) {
    const successor = gone.replacedBy ? newByName.get(gone.replacedBy) : undefined;
    const renamed = renames.get(gone);
    if (successor) {
      add({
        kind: 'flag-removed',
        level: 'breaking',
        flag: gone.name,
        pointer: at(gone.pointer),
        message: `${label} ${dashed(gone.name)}, deprecated as the old name of ${dashed(successor.name)}, was removed.`,
        action: `Use ${dashed(successor.name)} instead of ${dashed(gone.name)}.`,
      });
    } else if (renamed) {
      handled.add(renamed);
      add({
        kind: 'flag-renamed',
        level: 'breaking',
        flag: renamed.name,
        pointer: at(renamed.pointer),
        message: `${label} ${dashed(gone.name)} was renamed to ${dashed(renamed.name)}; the old name is no longer accepted.`,
        action: `Write ${dashed(renamed.name)} where you wrote ${dashed(gone.name)}.`,
      });
      compareFlag(label, gone, renamed, add);
    } else {
      add({
        kind: 'flag-removed',
        level: 'breaking',
        flag: gone.name,
        pointer: at(gone.pointer),
        message: `${label} ${dashed(gone.name)}${gone.deprecated ? ', deprecated,' : ''} was removed.`,
        action: gone.deprecated
          ? `Remove ${dashed(gone.name)} from command lines; its deprecation said: ${gone.deprecated}`
          : `Remove ${dashed(gone.name)} from command lines; the command refuses it as unknown.`,
      });
    }
  }
  for (const flag of added) {
    if (handled.has(flag)) continue;
    add(
      flag.required
        ? {
            kind: 'flag-added',
            level: 'breaking',
            flag: flag.name,
            pointer: at(flag.pointer),
            message: `New required ${label.toLowerCase()} ${dashed(flag.name)}.`,
            action: `Give ${dashed(flag.name)} on every call.`,
          }
        : {
            kind: 'flag-added',
            level: 'non-breaking',
            flag: flag.name,
            pointer: at(flag.pointer),
            message: `New ${label.toLowerCase()} ${dashed(flag.name)}.`,
            action: `You may use ${dashed(flag.name)}.`,
          },
    );
  }
  for (const before of oldFlags) {
    const after = newByName.get(before.name);
    if (after && !handled.has(after)) compareFlag(label, before, after, add);
  }
  return changes;
}

/** One flag in OLD and in NEW: what a command line written against OLD meets in NEW. */
function compareFlag(
  label: string,
  before: FlagModel,
  after: FlagModel,
  add: (change: Omit<CliChange, 'command'>) => void,
): void {
  const name = dashed(after.name);
  const base = { flag: after.name, pointer: at(after.pointer) };
  if (!before.deprecated && after.deprecated)
    add({
      ...base,
      kind: 'flag-deprecated',
      level: 'deprecation',
      message: `${label} ${name} is deprecated: ${after.deprecated}`,
      action: after.replacedBy
        ? `Use ${dashed(after.replacedBy)} instead of ${name}.`
        : `Stop using ${name} before it is removed; the deprecation says what replaces it.`,
    });
  else if (before.deprecated && !after.deprecated)
    add({
      ...base,
      kind: 'flag-undeprecated',
      level: 'non-breaking',
      message: `${label} ${name} is no longer deprecated.`,
      action: `You may keep using ${name}.`,
    });
  if (!before.required && after.required)
    add({
      ...base,
      kind: 'flag-required',
      level: 'breaking',
      message: `${label} ${name} is now required.`,
      action: `Give ${name} on every call.`,
    });
  else if (before.required && !after.required)
    add({
      ...base,
      kind: 'flag-optional',
      level: 'non-breaking',
      message: `${label} ${name} is now optional.`,
      action: `You may leave ${name} out${after.default !== undefined ? ` (it then means ${show(after.default)})` : ''}.`,
    });
  if (before.type !== after.type) {
    const widened = WIDER[before.type]?.includes(after.type) ?? false;
    add({
      ...base,
      kind: 'flag-type-changed',
      level: widened ? 'non-breaking' : 'breaking',
      message: `${label} ${name} takes ${after.type} values now (it took ${before.type} values).`,
      action: widened
        ? `Nothing to do: every ${before.type} is still accepted.`
        : after.type === 'boolean'
          ? `Give ${name} alone as a switch (or ${name}=false), without a value.`
          : `Pass ${name} a ${after.type} value (\`${after.valueName || after.type}\`); not every ${before.type} value is accepted.`,
    });
  }
  compareEnum(label, before, after, add);
  if (before.default !== after.default && !(after.required && !before.required)) {
    if (before.default === undefined)
      add({
        ...base,
        kind: 'flag-default-changed',
        level: 'non-breaking',
        message: `${label} ${name} now states its default, ${show(after.default!)}.`,
        action: `Nothing to do; leaving ${name} out means ${show(after.default!)}.`,
      });
    else if (after.default === undefined)
      add({
        ...base,
        kind: 'flag-default-changed',
        level: 'breaking',
        message: `${label} ${name} no longer has a default (it was ${show(before.default)}).`,
        action: `Give ${keep(after, before.default)} to keep the old behaviour.`,
      });
    else
      add({
        ...base,
        kind: 'flag-default-changed',
        level: 'breaking',
        message: `The default of ${label.toLowerCase()} ${name} changed from ${show(before.default)} to ${show(after.default)}.`,
        action: `Give ${keep(after, before.default)} to keep the old behaviour; leaving it out now means ${show(after.default)}.`,
      });
  }
  if (before.short && before.short !== after.short)
    add({
      ...base,
      kind: 'flag-short-changed',
      level: 'breaking',
      message: after.short
        ? `The short name of ${label.toLowerCase()} ${name} changed from \`-${before.short}\` to \`-${after.short}\`.`
        : `${label} ${name} lost its short name \`-${before.short}\`.`,
      action: `Write ${after.short ? `\`-${after.short}\` or ` : ''}${name} where you wrote \`-${before.short}\`.`,
    });
  else if (!before.short && after.short)
    add({
      ...base,
      kind: 'flag-short-changed',
      level: 'non-breaking',
      message: `${label} ${name} has a short name, \`-${after.short}\`.`,
      action: `You may write \`-${after.short}\` for ${name}.`,
    });
  if (before.env && before.env !== after.env)
    add({
      ...base,
      kind: 'flag-env-changed',
      level: 'breaking',
      message: after.env
        ? `${label} ${name} is read from \`${after.env}\` now, no longer from \`${before.env}\`.`
        : `${label} ${name} is no longer read from \`${before.env}\`.`,
      action: after.env
        ? `Set \`${after.env}\` where you set \`${before.env}\`.`
        : `Pass ${name} where you set \`${before.env}\`.`,
    });
  else if (!before.env && after.env)
    add({
      ...base,
      kind: 'flag-env-changed',
      level: 'non-breaking',
      message: `${label} ${name} can be set with \`${after.env}\`.`,
      action: `You may set \`${after.env}\` instead of passing ${name}.`,
    });
  if (before.repeatable !== after.repeatable)
    add({
      ...base,
      kind: 'flag-repeatable-changed',
      level: after.repeatable ? 'non-breaking' : 'breaking',
      message: after.repeatable
        ? `${label} ${name} may be given more than once.`
        : `${label} ${name} may be given only once.`,
      action: after.repeatable ? `You may repeat ${name}.` : `Give ${name} once per call.`,
    });
}

function compareEnum(
  label: string,
  before: FlagModel,
  after: FlagModel,
  add: (change: Omit<CliChange, 'command'>) => void,
): void {
  const name = dashed(after.name);
  const base = { flag: after.name, pointer: at(after.pointer) };
  if (!before.enum && after.enum) {
    add({
      ...base,
      kind: 'flag-enum-values-removed',
      level: 'breaking',
      values: [...after.enum],
      message: `${label} ${name} accepts only ${valueList(after.enum)} now (it took any value).`,
      action: `Pass ${name} one of ${valueList(after.enum)}.`,
    });
    return;
  }
  if (before.enum && !after.enum) {
    add({
      ...base,
      kind: 'flag-enum-values-added',
      level: 'non-breaking',
      values: [],
      message: `${label} ${name} accepts any value now (it took only ${valueList(before.enum)}).`,
      action: `Nothing to do; the values you pass are still accepted.`,
    });
    return;
  }
  if (!before.enum || !after.enum) return;
  const gone = before.enum.filter((v) => !after.enum!.includes(v));
  const added = after.enum.filter((v) => !before.enum!.includes(v));
  if (gone.length)
    add({
      ...base,
      kind: 'flag-enum-values-removed',
      level: 'breaking',
      values: gone,
      message: `${label} ${name} no longer accepts ${valueList(gone)}.`,
      action: `Pass ${name} one of ${valueList(after.enum)}.`,
    });
  if (added.length)
    add({
      ...base,
      kind: 'flag-enum-values-added',
      level: 'non-breaking',
      values: added,
      message: `${label} ${name} accepts ${valueList(added)} as well.`,
      action: `You may pass ${name} ${valueList(added)}.`,
    });
}
