/**
 * What `api_changes` and `cli_changes` share: a changelog the build publishes as JSON
 * (generator/api-history/changelog/generate.ts, `changelogDataRecord`) read from `out/`, the
 * releases after a given one with their items, breaking first, and the answer as Markdown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LEVEL_ORDER, type ChangeLevel } from '../../generator/api-history/changelog/entries.ts';
import type { ChangelogDataRelease } from '../../generator/api-history/changelog/generate.ts';
import { ToolInputError } from './tool-errors.ts';
import { closestSentence } from './suggest.ts';

/** A changelog's JSON: releases newest first. */
export interface PublishedChangelog<Item> {
  releases: Array<ChangelogDataRelease<Item>>;
}

export interface ChangesSince<Item> {
  since: string;
  /** The releases after `since`, oldest first. */
  releases: Array<{ version: string; date: string; status: string; summary: string; url: string }>;
  items: Array<{ release: string } & Item>;
}

/** The changelog the build published in `outDir` at `route` (`/api/changelog.json`). */
export function loadPublishedChangelog<Item>(outDir: string, route: string): PublishedChangelog<Item> {
  const file = path.join(outDir, route);
  if (!fs.existsSync(file))
    throw new Error(
      `${file} is missing: it is written by \`npm run gen\` and copied by \`npm run build\`; build the site, then ask again`,
    );
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PublishedChangelog<Item>;
}

/**
 * The items of the releases after `since` (`1.2.0`, `v1.2.0`; with `minorLines`, `1.2`), breaking first, then by release,
 * each as `item` gives it; an unknown release is a tool error naming the closest.
 */
export function releasesSince<Raw extends { level: ChangeLevel }, Item>(
  changelog: PublishedChangelog<Raw>,
  since: string,
  item: (raw: Raw) => Item,
  { minorLines = false }: { minorLines?: boolean } = {},
): ChangesSince<Item> {
  const newestFirst = changelog.releases;
  const asked = since.trim().replace(/^v(?=\d)/i, '');
  // With `minorLines` (sand's, whose patch releases are not listed), `1.6` is the newest 1.6.x listed.
  const line =
    minorLines && /^\d+\.\d+$/.test(asked) ? newestFirst.find((e) => e.version.startsWith(`${asked}.`)) : undefined;
  const version = line?.version ?? asked;
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
  const items = after.flatMap((entry, order) => entry.items.map((raw, i) => ({ raw, entry, order, i })));
  items.sort(
    (a, b) => LEVEL_ORDER.indexOf(a.raw.level) - LEVEL_ORDER.indexOf(b.raw.level) || a.order - b.order || a.i - b.i,
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
    items: items.map(({ raw, entry }) => ({ release: entry.version, ...item(raw) })),
  };
}

const LEVEL_TITLE: Record<ChangeLevel, string> = {
  breaking: 'Breaking changes',
  deprecation: 'Deprecations',
  'non-breaking': 'Additions and other changes',
};

/** What the Markdown shows of an item: its subject (linked when it has a URL), message and what to do. */
export interface ItemText {
  level: ChangeLevel;
  subject: string | null;
  url?: string;
  message: string;
  action?: string;
}

/** The answer as Markdown: `# {what} changes since X`, the releases, then the items by level. */
export function changesSinceMarkdown<Item>(
  what: string,
  changes: ChangesSince<Item>,
  text: (item: Item) => ItemText,
): string {
  const title = `# ${what} changes since ${changes.since}`;
  if (changes.releases.length === 0) return `${title}\n\nNone: ${changes.since} is the newest release.\n`;
  const lines = [title, '', 'Releases after it, oldest first:', ''];
  for (const r of changes.releases) lines.push(`- [${r.version}](${r.url}), ${r.date} (${r.status}): ${r.summary}`);
  const items = changes.items.map((item) => ({ release: item.release, ...text(item) }));
  for (const level of LEVEL_ORDER) {
    const atLevel = items.filter((item) => item.level === level);
    if (!atLevel.length) continue;
    lines.push('', `## ${LEVEL_TITLE[level]} (${atLevel.length})`, '');
    for (const item of atLevel) {
      const subject = item.subject ? (item.url ? `[${item.subject}](${item.url})` : item.subject) + ': ' : '';
      lines.push(`- ${item.release} · ${subject}${item.message}${item.action ? ` ${item.action}` : ''}`);
    }
  }
  return lines.join('\n') + '\n';
}
