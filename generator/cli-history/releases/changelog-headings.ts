/**
 * The docs changelog (`content/docs/changelog.mdx`) gives each sand release a heading
 * `## 1.8.0 — 2025-04-21`. Every release the CLI listing names must have one, on the same day, so
 * the page cannot drift from `cli-spec/versions/versions.yaml`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SpecError } from '../../lib/errors.ts';
import { CLI_LISTING_FILE, type CliRelease } from './history.ts';

export const CHANGELOG_PAGE = 'content/docs/changelog.mdx';

const HEADING = /^## (\d+\.\d+\.\d+) — (\S+)\s*$/;

/** The page's release headings: version → day and 1-based line (pure). */
export function releaseHeadings(text: string): Map<string, { date: string; line: number }> {
  const headings = new Map<string, { date: string; line: number }>();
  text.split('\n').forEach((line, i) => {
    const match = HEADING.exec(line);
    if (match && !headings.has(match[1])) headings.set(match[1], { date: match[2], line: i + 1 });
  });
  return headings;
}

/** Throws a SpecError naming the page's line and the listing's place when a listed release has no heading or another day. */
export function assertChangelogHeadingsAgree(releases: readonly CliRelease[], root = '.', page = CHANGELOG_PAGE): void {
  const headings = releaseHeadings(fs.readFileSync(path.join(root, page), 'utf8'));
  releases.forEach((release, i) => {
    const heading = headings.get(release.version);
    if (!heading)
      throw new SpecError(
        page,
        '',
        `sand ${release.version}, listed in ${CLI_LISTING_FILE} (#/releases/${i}), has no heading \`## ${release.version} — ${release.date}\``,
        `add the release's notes under that heading, newest first, or correct the listing`,
      );
    if (heading.date !== release.date)
      throw new SpecError(
        page,
        `line ${heading.line}`,
        `the heading dates sand ${release.version} ${heading.date}, but ${CLI_LISTING_FILE} (#/releases/${i}/date) says ${release.date}`,
        'make them agree: correct the heading or the listing',
      );
  });
}
