/**
 * `api_changes`: what changed in the API after a given release, from the changelog the build
 * publishes as data (`/api/changelog.json`, written by generator/api-history/changelog/generate.ts from the
 * same entries as the page and the feed): breaking changes first, then deprecations, then
 * additions, each naming its release and linking where the changelog page links it.
 */
import type { ChangeLevel } from '../../generator/api-history/changelog/entries.ts';
import type { ChangelogData } from '../../generator/api-history/changelog/generate.ts';
import { CHANGELOG_DATA } from '../../shared/api/changelog-links.ts';
import { changesSinceMarkdown, loadPublishedChangelog, releasesSince, type ChangesSince } from './release-changes.ts';

export interface ChangeItem {
  level: ChangeLevel;
  /** `METHOD /path`, or null for a change to the whole API. */
  operation: string | null;
  operationId?: string;
  message: string;
  /** What a client must do (breaking changes and deprecations). */
  action?: string;
  /** Where the changelog links the item (the field's row; a removal's in the release before), absolute; none when no page shows it. */
  url?: string;
  /** A change on many operations (`operation` null): each one, `METHOD /path`. */
  operations?: string[];
}

export type ApiChanges = ChangesSince<ChangeItem>;

/** The changelog the build published in `outDir`, newest release first. */
export function loadChangelog(outDir: string): ChangelogData {
  return loadPublishedChangelog(outDir, CHANGELOG_DATA) as ChangelogData;
}

/** The items of the releases after `since` (`1.2.0`, `v1.2.0`), breaking first; an unknown release is a tool error naming the closest. */
export function changesSince(changelog: ChangelogData, since: string): ApiChanges {
  return releasesSince(changelog, since, (item) => ({
    level: item.level,
    operation: item.operation,
    ...(item.operationId ? { operationId: item.operationId } : {}),
    message: item.message,
    ...(item.action && item.level !== 'non-breaking' ? { action: item.action } : {}),
    ...(item.url ? { url: item.url } : {}),
    ...(item.operations ? { operations: item.operations.map((op) => op.operation) } : {}),
  }));
}

/** The answer as Markdown: the releases, then the items by level. */
export function changesMarkdown(changes: ApiChanges): string {
  return changesSinceMarkdown('API', changes, (item) => ({
    ...item,
    subject: item.operation,
    // As the changelog page says it: which operations a change on many touches.
    message: item.operations
      ? `${item.message} The ${item.operations.length} operations: ${item.operations.map((op) => `\`${op}\``).join(', ')}.`
      : item.message,
  }));
}
