/**
 * The hand-written docs pages that state the API's releases (the changelog and the versions page)
 * hold them as a Markdown table under a known heading. These functions read those tables and
 * compare them with the listing, so a page cannot drift from `openapi/versions/versions.yaml`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SpecError } from '../../lib/errors.ts';
import { LISTING_FILE, type ApiRelease, type ReleaseStatus } from './history.ts';

/** One row of a page's release table, as the reader sees it. */
export interface ReleaseRow {
  version: string;
  date: string;
  status: ReleaseStatus;
  sunset?: string;
  /** 1-based line of the row in the page. */
  line: number;
}

/** A docs page that lists the releases, the heading its table follows, and how its columns read. */
export interface ReleasePage {
  file: string;
  heading: string;
  /**
   * `status-sunset`: a Status cell such as `Deprecated, sunset 2027-05-26` (the changelog);
   * `separate-sunset`: a Status cell and a Sunset cell (the versions page).
   */
  columns: 'status-sunset' | 'separate-sunset';
}

export const RELEASE_PAGES: readonly ReleasePage[] = [
  { file: 'content/docs/changelog.mdx', heading: '## Sun API releases', columns: 'status-sunset' },
  { file: 'content/docs/reference/versions.mdx', heading: '## API versions', columns: 'separate-sunset' },
];

const STATUS_WORDS: Record<string, ReleaseStatus> = {
  current: 'current',
  supported: 'supported',
  deprecated: 'deprecated',
};

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/** The rows of the first table after `page.heading` in `text` (pure). */
export function releaseRows(text: string, page: ReleasePage): ReleaseRow[] {
  const lines = text.split('\n');
  const fail = (line: number | null, reason: string, fix: string): never => {
    throw new SpecError(page.file, line ? `line ${line}` : '', reason, fix);
  };
  const start = lines.findIndex((l) => l.trim() === page.heading);
  if (start < 0)
    fail(
      null,
      `no heading "${page.heading}" with the table of API releases`,
      `add the heading and a table of the releases in ${LISTING_FILE}, newest first`,
    );
  let i = start + 1;
  while (i < lines.length && !lines[i].trim().startsWith('|')) {
    if (/^#{1,2} /.test(lines[i])) break;
    i++;
  }
  if (i >= lines.length || !lines[i].trim().startsWith('|'))
    fail(
      start + 1,
      `no table of API releases under "${page.heading}"`,
      `add a table of the releases in ${LISTING_FILE}, newest first`,
    );
  const rows: ReleaseRow[] = [];
  // Header and delimiter rows first; then one row per release until the table ends.
  for (let j = i + 2; j < lines.length && lines[j].trim().startsWith('|'); j++) {
    const [version, date, statusCell, sunsetCell] = cells(lines[j]);
    const line = j + 1;
    const status = STATUS_WORDS[statusCell.split(',')[0].trim().toLowerCase()];
    if (!status)
      fail(
        line,
        `the status "${statusCell}" of ${version} is not Current, Supported or Deprecated`,
        'write the status as the listing has it',
      );
    let sunset: string | undefined;
    if (page.columns === 'status-sunset') {
      const match = /^Deprecated, sunset (\d{4}-\d{2}-\d{2})$/.exec(statusCell);
      if (status === 'deprecated' && !match)
        fail(
          line,
          `the deprecated release ${version} says "${statusCell}"`,
          'write `Deprecated, sunset YYYY-MM-DD` with the sunset of the listing',
        );
      sunset = match?.[1];
    } else {
      sunset = sunsetCell ? sunsetCell : undefined;
    }
    rows.push({ version, date, status, ...(sunset ? { sunset } : {}), line });
  }
  return rows;
}

/** How a page's rows differ from the listing (newest first on the page); empty when they agree. */
export function rowDisagreements(rows: readonly ReleaseRow[], releases: readonly ApiRelease[]): string[] {
  const expected = [...releases].reverse();
  const problems: string[] = [];
  const seen = (r: { version: string; date: string; status: string; sunset?: string }) =>
    `${r.version} ${r.date} ${r.status}${r.sunset ? ` sunset ${r.sunset}` : ''}`;
  for (let i = 0; i < Math.max(rows.length, expected.length); i++) {
    const row = rows[i];
    const release = expected[i];
    if (!row) problems.push(`release ${seen(release)} is missing from the table`);
    else if (!release) problems.push(`line ${row.line}: ${seen(row)} is not in the listing`);
    else if (seen(row) !== seen(release))
      problems.push(`line ${row.line}: the page says ${seen(row)}, the listing ${seen(release)}`);
  }
  return problems;
}

/** Throws a SpecError naming the page and the listing when a page's table disagrees with the releases. */
export function assertDocsPagesAgree(
  releases: readonly ApiRelease[],
  root = '.',
  pages: readonly ReleasePage[] = RELEASE_PAGES,
): void {
  for (const page of pages) {
    const text = fs.readFileSync(path.join(root, page.file), 'utf8');
    const problems = rowDisagreements(releaseRows(text, page), releases);
    if (problems.length > 0) {
      throw new SpecError(
        page.file,
        `the table under "${page.heading}"`,
        `it disagrees with ${LISTING_FILE}: ${problems.join('; ')}`,
        `write the releases of ${LISTING_FILE} there, newest first, with their dates, statuses and sunsets`,
      );
    }
  }
}
