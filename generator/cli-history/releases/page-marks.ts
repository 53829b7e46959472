/**
 * sand's history as marks on today's CLI pages, from the changes `buildCliHistory` found between
 * the listed releases (pure: the history and today's model come in, nothing is read), in the
 * API marks' vocabulary (shared/api/history-marks.ts): a command or flag "Added in X" (after the
 * first listed release, which has no changes), a deprecated or renamed flag "Deprecated in X (use
 * --new)", and a flag the latest release changed "Changed in X (what)". Each links to its
 * release's list of that level on the changelog page (`/cli/changelog#v1-7-0-deprecation`).
 */
import { releaseAnchor } from '../../../shared/api/changelog-links.ts';
import type { HistoryMark } from '../../../shared/api/history-marks.ts';
import { CLI_CHANGELOG_ROUTE } from '../../../shared/cli/changelog-links.ts';
import type { CliPageMarks } from '../../../shared/cli/types.ts';
import type { CliModel, FlagModel } from '../../cli/model.ts';
import type { CliChange } from '../diff/types.ts';
import { plainText } from '../../api-history/changelog/atom.ts';

/** What the marks read of the history (`CliHistory`). */
export interface CliReleaseHistory {
  /** Oldest first. */
  releases: ReadonlyArray<{ version: string }>;
  changes: ReadonlyMap<string, readonly CliChange[]>;
}

/** Flag changes that are not an addition, a deprecation or a removal: the latest release's are marked "Changed". */
const FLAG_CHANGES = new Set<CliChange['kind']>([
  'flag-required',
  'flag-optional',
  'flag-default-changed',
  'flag-type-changed',
  'flag-enum-values-added',
  'flag-enum-values-removed',
  'flag-short-changed',
  'flag-env-changed',
  'flag-repeatable-changed',
]);

export function cliPageMarks(history: CliReleaseHistory, today: CliModel): CliPageMarks {
  const commands = new Map<string, HistoryMark[]>();
  const flags = new Map<string, Map<string, HistoryMark[]>>();
  const flagsOf = (command: string | null) => {
    let byName = flags.get(command ?? '');
    if (!byName) flags.set(command ?? '', (byName = new Map()));
    return byName;
  };
  const todayFlags = (command: string | null): readonly FlagModel[] =>
    command === null ? today.globalFlags : (today.byId.get(command)?.flags ?? []);
  const latest = history.releases.at(-1)?.version;
  for (const { version } of history.releases) {
    const mark = (change: HistoryMark['change'], level: CliChange['level'], detail?: string): HistoryMark => ({
      change,
      version,
      href: `${CLI_CHANGELOG_ROUTE}#${releaseAnchor(version)}-${level}`,
      ...(detail ? { detail } : {}),
    });
    for (const change of history.changes.get(version) ?? []) {
      const { command, flag } = change;
      if (change.kind === 'command-added' && command) commands.set(command, [mark('added', change.level)]);
      else if (change.kind === 'command-deprecated' && command)
        commands.set(command, [...(commands.get(command) ?? []), mark('deprecated', change.level)]);
      else if (change.kind === 'command-undeprecated' && command)
        commands.set(
          command,
          (commands.get(command) ?? []).filter((m) => m.change !== 'deprecated'),
        );
      if (!flag) continue;
      const byName = flagsOf(command);
      switch (change.kind) {
        case 'flag-added':
          byName.set(flag, [mark('added', change.level)]);
          break;
        case 'flag-renamed': {
          // The new name is new here; the old one, kept as a deprecated alias, says what to use.
          byName.set(flag, [mark('added', 'non-breaking')]);
          const old = todayFlags(command).find((f) => f.replacedBy === flag);
          if (old) byName.set(old.name, [mark('deprecated', change.level, `use --${flag}`)]);
          break;
        }
        case 'flag-deprecated': {
          const replacedBy = todayFlags(command).find((f) => f.name === flag)?.replacedBy;
          byName.set(flag, [
            ...(byName.get(flag) ?? []),
            mark('deprecated', change.level, replacedBy ? `use --${replacedBy}` : undefined),
          ]);
          break;
        }
        case 'flag-undeprecated':
          byName.set(
            flag,
            (byName.get(flag) ?? []).filter((m) => m.change !== 'deprecated'),
          );
          break;
        case 'flag-removed':
          byName.delete(flag);
          break;
        default:
          if (version === latest && FLAG_CHANGES.has(change.kind))
            byName.set(flag, [...(byName.get(flag) ?? []), mark('changed', change.level, plainText(change.message))]);
      }
    }
  }
  return { commands, flags };
}
