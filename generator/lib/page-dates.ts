/**
 * The "Last updated" date of every generated page. The pages are built, not committed, so git
 * cannot date them; instead `npm run gen` keeps a small committed ledger, `content/page-dates.json`:
 * for each page's route, a fingerprint of what the page shows and the time that content first
 * appeared. A page whose fingerprint is unchanged keeps its date; a new or changed one is dated by
 * the last commit of the generator's sources, or now when those have uncommitted edits (a writer's
 * save). So a change to one operation re-dates that operation's page only, and a clone whose ledger
 * is behind its sources still dates a page by a commit, never by the build.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SECTION_MODEL_FILE, sectionFolders, type PageModel } from '../../shared/page-model.ts';
import {
  readSectionIndex,
  readSectionPage,
  sectionPageFiles,
  type FoundSection,
} from '../../shared/section-model-files.ts';
import type { FileRecord } from './files.ts';
import { jsonPointer, SpecError } from './errors.ts';
import { PAGE_DATES_FILE, type PageDate, type PageDates } from '../../shared/page-dates.ts';

export { PAGE_DATES_FILE, type PageDate, type PageDates };

/** A generated content folder and the files gen is about to write there. */
export interface DatedOutput {
  /** `content/api`, `content/cli`, …: a top folder of content/. */
  dir: string;
  records: readonly FileRecord[];
}

/** `api/runs/get.mdx` → `/api/runs/get`; `api/index.mdx` → `/api`. */
export function routeOfStub(contentPath: string): string {
  return '/' + contentPath.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
}

const hashOf = (parts: readonly string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 20);
};

/**
 * Under `npm run dev` a save regenerates in the same process, and the generators hand back the
 * very strings they made last time for what did not change: a page whose parts are those strings
 * keeps its last fingerprint without hashing its files again.
 */
const lastFingerprints = new Map<string, { parts: readonly string[]; fingerprint: string }>();
function fingerprintOf(route: string, parts: readonly string[]): string {
  const last = lastFingerprints.get(route);
  if (last && last.parts.length === parts.length && last.parts.every((part, i) => part === parts[i]))
    return last.fingerprint;
  const fingerprint = hashOf(parts);
  lastFingerprints.set(route, { parts, fingerprint });
  return fingerprint;
}

/**
 * Each page's route and fingerprint: its stub, and for a page of a generated section the model
 * files it shows (its page file, the section's shared data when it uses some), read as the section
 * model's own reader reads them. `undated` routes are left out: a mounted API's pages come from a
 * description outside the repository, which has no history here.
 */
export function pageFingerprints(
  outputs: readonly DatedOutput[],
  undated: (route: string) => boolean = () => false,
): Map<string, string> {
  const fingerprints = new Map<string, string>();
  for (const { dir, records } of outputs) {
    const top = path.posix.relative('content', dir);
    const byPath = new Map(records.map((record) => [`${top}/${record.path}`, record.content]));
    const read = (file: string) => {
      const text = byPath.get(file);
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    };
    // Each section's index read once; a page's own file parsed only where the section has shared
    // data (to know whether the page shows it).
    const sections = new Map<string, FoundSection>();
    const sectionAt = (dir: string) => {
      let found = sections.get(dir);
      if (!found) sections.set(dir, (found = readSectionIndex(dir, read)!));
      return found;
    };
    for (const record of records) {
      if (!record.path.endsWith('.mdx')) continue;
      const route = routeOfStub(`${top}/${record.path}`);
      if (undated(route)) continue;
      const sectionDir = sectionFolders(route.slice(1).split('/')).find((folder) =>
        byPath.has(`${folder}/${SECTION_MODEL_FILE}`),
      );
      const parts = [record.content];
      if (sectionDir !== undefined) {
        const found = sectionAt(sectionDir);
        const own = found.index.pageFiles[route];
        if (own !== undefined && found.index.sharedFile === undefined)
          parts.push(byPath.get(path.posix.join(found.dir, own)) ?? '');
        else if (own !== undefined) {
          const page = readSectionPage(found, route, read) as PageModel;
          for (const file of sectionPageFiles(found, route, page)) parts.push(byPath.get(file) ?? '');
        }
      }
      fingerprints.set(route, fingerprintOf(route, parts));
    }
  }
  return fingerprints;
}

/**
 * The new ledger: a page keeps its date while its fingerprint is unchanged; a page whose content is
 * back to what the committed ledger holds (an edit undone) takes its committed date again
 * (`committed()`, asked only then); others are dated `changedAt()` (asked once, only when needed).
 */
export function datePages(
  fingerprints: ReadonlyMap<string, string>,
  previous: PageDates,
  changedAt: () => string,
  committed: () => PageDates = () => ({}),
): PageDates {
  let now: string | undefined;
  let inCommit: PageDates | undefined;
  const dates: PageDates = {};
  for (const route of [...fingerprints.keys()].sort()) {
    const fingerprint = fingerprints.get(route)!;
    const known = previous[route];
    if (known?.fingerprint === fingerprint) dates[route] = known;
    else {
      const before = (inCommit ??= committed())[route];
      dates[route] = before?.fingerprint === fingerprint ? before : { fingerprint, updated: (now ??= changedAt()) };
    }
  }
  return dates;
}

/** The ledger as the last commit holds it; empty outside a git checkout or before its first commit. */
export function committedPageDates(root: string): PageDates {
  try {
    const text = execFileSync('git', ['show', `HEAD:${PAGE_DATES_FILE}`], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(text) as PageDates;
  } catch {
    return {};
  }
}

/** The ledger's text: one page a line, in route order, so a change to one page is a one-line diff. */
export function pageDatesText(dates: PageDates): string {
  const lines = Object.keys(dates)
    .sort()
    .map((route) => `  ${JSON.stringify(route)}: ${JSON.stringify(dates[route])}`);
  return lines.length === 0 ? '{}\n' : `{\n${lines.join(',\n')}\n}\n`;
}

/** The committed ledger; empty when there is none yet. */
export function readPageDates(file = PAGE_DATES_FILE): PageDates {
  if (!fs.existsSync(file)) return {};
  const text = fs.readFileSync(file, 'utf8');
  const fix = `restore it with \`git checkout -- ${file}\`, or delete it (every generated page is then dated anew)`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SpecError(file, '', `not JSON (${(error as Error).message})`, fix);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new SpecError(file, '#', 'not an object of pages by route', fix);
  for (const [route, entry] of Object.entries(parsed)) {
    const { fingerprint, updated } = (entry ?? {}) as Partial<PageDate>;
    if (typeof fingerprint !== 'string' || typeof updated !== 'string' || Number.isNaN(Date.parse(updated)))
      throw new SpecError(file, jsonPointer([route]), 'not a { fingerprint, updated } entry', fix);
  }
  return parsed as PageDates;
}

/** What gen's pages are made from: a change to any of them may change a page. */
export const GENERATOR_SOURCES = ['openapi', 'cli-spec', 'content', 'generator', 'shared', 'site.config.ts'];

/**
 * When the sources last changed: now when any has an uncommitted edit (the ledger itself aside),
 * else the time of the last commit that touched one; now outside a git checkout.
 */
export function sourcesChangedAt(root: string, sources: readonly string[] = GENERATOR_SOURCES): string {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const paths = ['--', ...sources, `:(exclude)${PAGE_DATES_FILE}`];
  try {
    if (git(['status', '--porcelain', ...paths]) !== '') return new Date().toISOString();
    const committed = git(['log', '-1', '--format=%cI', ...paths]);
    return committed === '' ? new Date().toISOString() : new Date(committed).toISOString();
  } catch {
    return new Date().toISOString();
  }
}

/**
 * The ledger as gen writes it, from the content folders it is about to write: the previous ledger
 * read from `root`, routes under `undatedBase` (a mounted API's) left out.
 */
export function pageDatesOutput(
  outputs: readonly DatedOutput[],
  { root = '.', undatedBase }: { root?: string; undatedBase?: string } = {},
): { dir: string; records: FileRecord[]; partial: true } {
  const undated = (route: string) =>
    undatedBase !== undefined && (route === undatedBase || route.startsWith(`${undatedBase}/`));
  const fingerprints = pageFingerprints(
    outputs.filter((output) => path.posix.dirname(output.dir) === 'content'),
    undated,
  );
  const dates = datePages(
    fingerprints,
    readPageDates(path.join(root, PAGE_DATES_FILE)),
    () => sourcesChangedAt(root),
    () => committedPageDates(root),
  );
  return {
    dir: path.posix.dirname(PAGE_DATES_FILE),
    records: [{ path: path.posix.basename(PAGE_DATES_FILE), content: pageDatesText(dates) }],
    partial: true,
  };
}
