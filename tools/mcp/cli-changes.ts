/**
 * `cli_changes`: what changed in sand after a given release, from the changelog the build
 * publishes as data (`/cli/changelog.json`, generator/cli-history/changelog/generate.ts), answered
 * as `api_changes` answers for the API: breaking changes first, each naming its release, its
 * command and flag, what a user must do, and the page the changelog links it to.
 */
import type { CliChangelogData } from '../../generator/cli-history/changelog/generate.ts';
import { CLI_CHANGELOG_DATA } from '../../shared/cli/changelog-links.ts';
import { changesSinceMarkdown, loadPublishedChangelog, releasesSince, type ChangesSince } from './release-changes.ts';

type PublishedItem = CliChangelogData['releases'][number]['items'][number];

/** An item as the tool returns it: what a user must do only for breaking changes and deprecations. */
export type CliChangeItem = Omit<PublishedItem, 'kind'>;

export type CliChanges = ChangesSince<CliChangeItem>;

/** sand's changelog the build published in `outDir`, newest release first. */
export function loadCliChangelog(outDir: string): CliChangelogData {
  return loadPublishedChangelog(outDir, CLI_CHANGELOG_DATA) as CliChangelogData;
}

/** The items of the releases after `since` (`1.6.0`, `v1.6.0`, or `1.6`: the newest 1.6.x listed), breaking first. */
export function cliChangesSince(changelog: CliChangelogData, since: string): CliChanges {
  return releasesSince(
    changelog,
    since,
    (item) => ({
      level: item.level,
      command: item.command,
      ...(item.flag ? { flag: item.flag } : {}),
      message: item.message,
      ...(item.action && item.level !== 'non-breaking' ? { action: item.action } : {}),
      ...(item.url ? { url: item.url } : {}),
    }),
    { minorLines: true },
  );
}

/** The answer as Markdown; a program-wide change is about `sand`. */
export function cliChangesMarkdown(changes: CliChanges, program = 'sand'): string {
  return changesSinceMarkdown(program, changes, (item) => ({ ...item, subject: item.command ?? program }));
}
