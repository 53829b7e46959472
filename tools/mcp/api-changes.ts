/**
 * `api_changes`: what changed in the API after a given release, from the changelog the build
 * publishes as data (`/api/changelog.json`, written by generator/api-history/changelog/generate.ts from the
 * same entries as the page and the feed): breaking changes first, then deprecations, then
 * additions, each naming its release and linking where the changelog page links it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LEVEL_ORDER, type ChangeLevel } from '../../generator/api-history/changelog/entries.ts';
import type { ChangelogData } from '../../generator/api-history/changelog/generate.ts';
import { CHANGELOG_DATA } from '../../shared/api/changelog-links.ts';
import { ToolInputError } from './tool-errors.ts';
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
  /** Where the changelog links the item (the field's row; a removal's in the release before), absolute; none when no page shows it. */
  url?: string;
}

export interface ApiChanges {
  since: string;
  /** The releases after `since`, oldest first. */
  releases: Array<{ version: string; date: string; status: string; summary: string; url: string }>;
  items: ChangeItem[];
}

/** The changelog the build published in `outDir`, newest release first. */
export function loadChangelog(outDir: string): ChangelogData {
  const file = path.join(outDir, CHANGELOG_DATA);
  if (!fs.existsSync(file))
    throw new Error(
      `${file} is missing: it is written by \`npm run gen\` and copied by \`npm run build\`; build the site, then ask again`,
    );
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ChangelogData;
}

/** The items of the releases after `since` (`1.2.0`, `v1.2.0`), breaking first; an unknown release is a tool error naming the closest. */
export function changesSince(changelog: ChangelogData, since: string): ApiChanges {
  const version = since.trim().replace(/^v(?=\d)/i, '');
  const newestFirst = changelog.releases;
  const index = newestFirst.findIndex((e) => e.version === version);
  if (index < 0) {
    const versions = newestFirst.map((e) => e.version);
    throw new ToolInputError(
      `No release "${since}".${closestSentence(
        version,
        versions.map((name) => ({ name })),
        `the releases are ${versions.join(', ')}`,
      )} The releases are ${versions.join(', ')} (newest first).`,
    );
  }
  const after = newestFirst.slice(0, index).reverse();
  const items = after.flatMap((entry, order) => entry.items.map((item, i) => ({ item, entry, order, i })));
  items.sort(
    (a, b) => LEVEL_ORDER.indexOf(a.item.level) - LEVEL_ORDER.indexOf(b.item.level) || a.order - b.order || a.i - b.i,
  );
  return {
    since: version,
    releases: after.map((e) => ({
      version: e.version,
      date: e.date,
      status: e.status,
      summary: e.summary,
      url: e.url,
    })),
    items: items.map(({ item, entry }) => ({
      release: entry.version,
      level: item.level,
      operation: item.operation,
      ...(item.operationId ? { operationId: item.operationId } : {}),
      message: item.message,
      ...(item.action && item.level !== 'non-breaking' ? { action: item.action } : {}),
      ...(item.url ? { url: item.url } : {}),
    })),
  };
}

const LEVEL_TITLE: Record<ChangeLevel, string> = {
  breaking: 'Breaking changes',
  deprecation: 'Deprecations',
  'non-breaking': 'Additions and other changes',
};

/** The answer as Markdown: the releases, then the items by level. */
export function changesMarkdown(changes: ApiChanges): string {
  if (changes.releases.length === 0)
    return `# API changes since ${changes.since}\n\nNone: ${changes.since} is the newest release.\n`;
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
