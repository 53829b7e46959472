/**
 * `api_changes`: what changed in the API after a given release, from the same history the
 * changelog page is drawn from (scripts/history/: the release listing and files, each release
 * diffed against the one before by api-diff; scripts/changelog/entries.ts: the items, their
 * levels and order). Breaking changes first, then deprecations, then additions, each naming its
 * release and linking today's page of its operation.
 */
import path from 'node:path';
import { site } from '../../site.config.ts';
import { loadApiHistory, type ApiRelease } from '../history/index.ts';
import { loadReleaseDocuments, releaseChanges } from '../history/release-changes.ts';
import { loadApiDescription } from '../api-diff/index.ts';
import { changelogEntries, LEVEL_ORDER, type ChangeLevel, type ChangelogEntry, type ItemTarget } from '../changelog/entries.ts';
import { CHANGELOG_ROUTE } from '../changelog/generate.ts';
import { ToolInputError } from './errors.ts';
import { closestSentence } from './suggest.ts';

export interface ChangeItem {
  release: string;
  level: ChangeLevel;
  /** `METHOD /path`, or null for a change to the whole API. */
  operation: string | null;
  operationId?: string;
  message: string;
  /** What a client must do (breaking changes and deprecations). */
  action?: string;
  /** Today's page of the operation, absolute; none when the operation is gone. */
  url?: string;
}

export interface ApiChanges {
  since: string;
  /** The releases after `since`, oldest first. */
  releases: Array<{ version: string; date: string; status: string; summary: string; url: string }>;
  items: ChangeItem[];
}

/** The changelog's entries (newest first), with items linking to today's pages (and the parameter's row there) through `target`. */
export async function loadChangelog(root: string, target: ItemTarget): Promise<ChangelogEntry[]> {
  const releases: ApiRelease[] = loadApiHistory(root);
  const documents = await loadReleaseDocuments(releases, (file) => loadApiDescription(path.join(root, file)));
  const changes = releaseChanges(releases, documents);
  return changelogEntries(releases, (_older, newer) => changes.get(newer.version) ?? [], target);
}

/** The items of the releases after `since` (`1.2.0`, `v1.2.0`), breaking first; an unknown release is a tool error naming the closest. */
export function changesSince(entries: readonly ChangelogEntry[], since: string): ApiChanges {
  const version = since.trim().replace(/^v(?=\d)/i, '');
  const newestFirst = entries.filter((e) => e.status !== 'unreleased');
  const index = newestFirst.findIndex((e) => e.version === version);
  if (index < 0) {
    const versions = newestFirst.map((e) => e.version);
    throw new ToolInputError(`No release "${since}".${closestSentence(version, versions.map((name) => ({ name })), `the releases are ${versions.join(', ')}`)} The releases are ${versions.join(', ')} (newest first).`);
  }
  const after = newestFirst.slice(0, index).reverse();
  const items = after.flatMap((entry, order) => entry.items.map((item, i) => ({ item, entry, order, i })));
  items.sort((a, b) => LEVEL_ORDER.indexOf(a.item.level) - LEVEL_ORDER.indexOf(b.item.level) || a.order - b.order || a.i - b.i);
  return {
    since: version,
    releases: after.map((e) => ({ version: e.version, date: e.date, status: e.status, summary: e.summary, url: `${site.url}${CHANGELOG_ROUTE}#${e.anchor}` })),
    items: items.map(({ item, entry }) => ({
      release: entry.version,
      level: item.level,
      operation: item.operation,
      ...(item.operationId ? { operationId: item.operationId } : {}),
      message: item.message,
      ...(item.action && item.level !== 'non-breaking' ? { action: item.action } : {}),
      ...(item.href ? { url: site.url + item.href } : {}),
    })),
  };
}

const LEVEL_TITLE: Record<ChangeLevel, string> = { breaking: 'Breaking changes', deprecation: 'Deprecations', 'non-breaking': 'Additions and other changes' };

/** The answer as Markdown: the releases, then the items by level. */
export function changesMarkdown(changes: ApiChanges): string {
  if (changes.releases.length === 0) return `# API changes since ${changes.since}\n\nNone: ${changes.since} is the newest release.\n`;
  const lines = [`# API changes since ${changes.since}`, '', 'Releases after it, oldest first:', ''];
  for (const r of changes.releases) lines.push(`- [${r.version}](${r.url}), ${r.date} (${r.status}): ${r.summary}`);
  for (const level of LEVEL_ORDER) {
    const items = changes.items.filter((item) => item.level === level);
    if (!items.length) continue;
    lines.push('', `## ${LEVEL_TITLE[level]} (${items.length})`, '');
    for (const item of items) {
      const subject = item.operation ? (item.url ? `[${item.operation}](${item.url})` : item.operation) + ': ' : '';
      lines.push(`- ${item.release} · ${subject}${item.message}${item.action ? ` ${item.action}` : ''}`);
    }
  }
  return lines.join('\n') + '\n';
}
