/**
 * The Sun API's history as data: `openapi/versions/versions.yaml` lists every release (version,
 * date, status, sunset, file, summary), each a complete OpenAPI file in `openapi/versions/` kept
 * as it was released; `openapi/sun-api.yaml` is the description being written (the current
 * release, or the current release and changes not released yet). This module reads the listing,
 * checks it against itself and against the files, and returns the releases oldest first.
 * Every problem is a SpecError naming the listing, the place in it and, where another file
 * disagrees, that file.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML, { LineCounter, isMap, isNode, isSeq, type Document } from 'yaml';
import { SpecError, jsonPointer } from '../../lib/errors.ts';
import { loadDocument, throwYamlError } from '../../openapi/load.ts';
import { SITE_API_SPEC } from '../../openapi/site-api.ts';

const VERSIONS_DIR = 'openapi/versions';
export const LISTING_FILE = `${VERSIONS_DIR}/versions.yaml`;
/** The description being written: the reference shows it; releases are copies of it kept in VERSIONS_DIR. */
export const WORKING_API_FILE = SITE_API_SPEC;

const RELEASE_STATUSES = ['current', 'supported', 'deprecated'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export interface ApiRelease {
  /** The release's `info.version`. */
  version: string;
  /** Release day, ISO `YYYY-MM-DD`. */
  date: string;
  status: ReleaseStatus;
  /** Day the release stops being served, ISO; set exactly when `status` is `deprecated`. */
  sunset?: string;
  /** The release's OpenAPI file, relative to the repository root. */
  file: string;
  /** One paragraph in plain words: what changed, breaking changes first. */
  summary: string;
}

const KEYS = ['version', 'date', 'status', 'sunset', 'file', 'summary'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (not `2026-02-30`). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Places in the listing: a JSON pointer with its line, for error messages. */
class ListingPlaces {
  constructor(
    private readonly doc: Document,
    private readonly lines: LineCounter,
  ) {}
  at(segments: Array<string | number>): string {
    const pointer = jsonPointer(segments);
    const node = segments.length === 0 ? this.doc.contents : this.doc.getIn(segments, true);
    if (isNode(node) && node.range) return `line ${this.lines.linePos(node.range[0]).line}, ${pointer}`;
    return pointer;
  }
}

export interface ParsedListing {
  releases: ApiRelease[];
  /** `line 12, #/releases/1/date` for an error about that part of the listing. */
  placeOf(segments: Array<string | number>): string;
}

/**
 * Parses the listing's text and checks each entry's shape (pure: reads no other file).
 * `file` names the listing in errors. Releases keep the listing's order.
 */
export function parseListing(text: string, file = LISTING_FILE): ParsedListing {
  const lines = new LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter: lines, prettyErrors: true });
  throwYamlError(file, doc);
  const places = new ListingPlaces(doc, lines);
  const placeOf = (segments: Array<string | number>) => places.at(segments);
  const fail = (segments: Array<string | number>, reason: string, fix: string): never => {
    throw new SpecError(file, placeOf(segments), reason, fix);
  };
  if (!isMap(doc.contents) || !isSeq(doc.get('releases', true))) {
    fail(
      [],
      'the listing has no `releases` list',
      'write `releases:` followed by one entry per release (version, date, status, file, summary)',
    );
  }
  const raw = doc.toJS() as { releases: unknown[] };
  if (raw.releases.length === 0)
    fail(
      ['releases'],
      'the listing names no release',
      `list at least the current release (file: ${VERSIONS_DIR}/VERSION.yaml, a copy of ${WORKING_API_FILE})`,
    );
  const releases = raw.releases.map((entry, i): ApiRelease => {
    const at = (key?: string) => (key ? ['releases', i, key] : ['releases', i]);
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return fail(
        at(),
        'a release must be a mapping',
        'give the release as `version`, `date`, `status`, `file` and `summary` keys',
      );
    }
    const record = entry as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!(KEYS as readonly string[]).includes(key))
        fail(at(key), `unknown key \`${key}\``, `use only ${KEYS.map((k) => `\`${k}\``).join(', ')}`);
    }
    const text = (key: (typeof KEYS)[number], fix: string): string => {
      const value = record[key];
      if (typeof value !== 'string' || value.trim() === '')
        fail(record[key] === undefined ? at() : at(key), `\`${key}\` is missing or not a text`, fix);
      return value as string;
    };
    const version = text('version', "give the release's `info.version`, for example `version: 1.2.0`");
    const date = text('date', "give the release day as `date: 'YYYY-MM-DD'`");
    if (!isIsoDay(date))
      fail(
        at('date'),
        `\`date\` is "${date}", not a day written YYYY-MM-DD`,
        "write the release day as `date: 'YYYY-MM-DD'`",
      );
    const status = text('status', `give \`status:\` ${RELEASE_STATUSES.join(', ')}`);
    if (!(RELEASE_STATUSES as readonly string[]).includes(status)) {
      fail(at('status'), `\`status\` is "${status}"`, `use one of ${RELEASE_STATUSES.join(', ')}`);
    }
    let sunset: string | undefined;
    if (status === 'deprecated') {
      sunset = text('sunset', "a deprecated release needs the day its reference is withdrawn: `sunset: 'YYYY-MM-DD'`");
      if (!isIsoDay(sunset))
        fail(
          at('sunset'),
          `\`sunset\` is "${sunset}", not a day written YYYY-MM-DD`,
          "write the day as `sunset: 'YYYY-MM-DD'`",
        );
      if (sunset <= date)
        fail(
          at('sunset'),
          `the sunset ${sunset} is not after the release date ${date}`,
          'give a sunset later than the release date',
        );
    } else if (record.sunset !== undefined) {
      fail(
        at('sunset'),
        `a ${status} release has a \`sunset\``,
        'remove `sunset`, or make the release `status: deprecated`',
      );
    }
    const releaseFile = text(
      'file',
      `give the release's OpenAPI file, for example \`file: ${VERSIONS_DIR}/${version}.yaml\``,
    );
    const summary = text('summary', 'give one paragraph saying what the release changed, breaking changes first');
    return {
      version,
      date,
      status: status as ReleaseStatus,
      ...(sunset ? { sunset } : {}),
      file: releaseFile,
      summary,
    };
  });
  checkReleases(releases, file, placeOf);
  return { releases, placeOf };
}

/** Checks the releases against each other (pure). */
function checkReleases(
  releases: ApiRelease[],
  file: string,
  placeOf: (segments: Array<string | number>) => string,
): void {
  const fail = (segments: Array<string | number>, reason: string, fix: string): never => {
    throw new SpecError(file, placeOf(segments), reason, fix);
  };
  const seenVersions = new Map<string, number>();
  const seenFiles = new Map<string, number>();
  releases.forEach((release, i) => {
    const sameVersion = seenVersions.get(release.version);
    if (sameVersion !== undefined)
      fail(
        ['releases', i, 'version'],
        `version ${release.version} is listed twice (also release ${sameVersion + 1})`,
        'list each release once',
      );
    seenVersions.set(release.version, i);
    const sameFile = seenFiles.get(release.file);
    if (sameFile !== undefined)
      fail(
        ['releases', i, 'file'],
        `${release.file} is the file of two releases (also release ${sameFile + 1})`,
        'give each release its own file',
      );
    seenFiles.set(release.file, i);
    if (i > 0 && release.date <= releases[i - 1].date) {
      fail(
        ['releases', i, 'date'],
        `releases must be listed oldest first with ascending dates, but ${release.version} (${release.date}) follows ${releases[i - 1].version} (${releases[i - 1].date})`,
        'order the releases by date, oldest first, and give each its own day',
      );
    }
  });
  const current = releases.flatMap((r, i) => (r.status === 'current' ? [i] : []));
  if (current.length !== 1) {
    fail(
      current.length === 0 ? ['releases'] : ['releases', current[1], 'status'],
      `${current.length} releases have \`status: current\``,
      'mark exactly one release, the newest, `status: current`',
    );
  }
  const last = releases.length - 1;
  if (current[0] !== last) {
    fail(
      ['releases', current[0], 'status'],
      `the current release ${releases[current[0]].version} is not the newest (${releases[last].version} is)`,
      'the newest release is the current one: move `status: current` to it',
    );
  }
  releases.forEach((release, i) => {
    if (path.posix.dirname(release.file) !== VERSIONS_DIR) {
      fail(
        ['releases', i, 'file'],
        `release ${release.version} points at ${release.file}`,
        `keep each release as it was released, its own file in ${VERSIONS_DIR}/ (for example ${VERSIONS_DIR}/${release.version}.yaml; copy ${WORKING_API_FILE} there when you release it)`,
      );
    }
  });
}

const DESCRIPTION_FILE = /\.(ya?ml|json)$/i;

/**
 * Reads the listing under `root`, checks it and every file it names, and returns the releases
 * oldest first. Throws a SpecError naming the listing and the file that disagrees with it.
 */
export function loadApiHistory(root = '.'): ApiRelease[] {
  const listingPath = path.join(root, LISTING_FILE);
  let text: string;
  try {
    text = fs.readFileSync(listingPath, 'utf8');
  } catch (error) {
    throw new SpecError(
      LISTING_FILE,
      '',
      `cannot read the listing of API releases (${(error as NodeJS.ErrnoException).code ?? error})`,
      `create ${LISTING_FILE} with one entry per release, each pointing at its file in ${VERSIONS_DIR}/`,
    );
  }
  const { releases, placeOf } = parseListing(text, LISTING_FILE);
  releases.forEach((release, i) => {
    const at = placeOf(['releases', i, 'file']);
    if (!fs.existsSync(path.join(root, release.file))) {
      throw new SpecError(
        LISTING_FILE,
        at,
        `release ${release.version} names ${release.file}, which does not exist`,
        `add ${release.file}, or correct \`file\` to the release's OpenAPI file`,
      );
    }
    const loaded = loadDocument(path.join(root, release.file));
    const info = loaded.doc.info as { version?: unknown } | undefined;
    const fileVersion = info && typeof info.version === 'string' ? info.version : undefined;
    if (fileVersion !== release.version) {
      const where = loaded.lineOf('#/info/version');
      throw new SpecError(
        LISTING_FILE,
        placeOf(['releases', i, 'version']),
        `the listing says ${release.version} but ${release.file}${where ? ` (${where})` : ''} has info.version ${fileVersion ?? '(none)'}`,
        `make them agree: correct \`version\` in ${LISTING_FILE} or \`info.version\` in ${release.file}`,
      );
    }
  });
  // The description being written is the current release or newer, never an older one.
  const working = loadDocument(path.join(root, WORKING_API_FILE));
  const workingVersion = (working.doc.info as { version?: unknown } | undefined)?.version;
  const olderIndex = releases.findIndex((r) => r.version === workingVersion && r.status !== 'current');
  if (olderIndex >= 0) {
    throw new SpecError(
      WORKING_API_FILE,
      working.lineOf('#/info/version') ?? '#/info/version',
      `info.version is ${String(workingVersion)}, an older release than the current one in ${LISTING_FILE} (${placeOf(['releases', olderIndex, 'version'])})`,
      `give ${WORKING_API_FILE} the current release's version, or the next one you are writing`,
    );
  }
  const listed = new Set(releases.map((r) => path.posix.normalize(r.file)));
  const dir = path.join(root, VERSIONS_DIR);
  for (const name of fs.readdirSync(dir).sort()) {
    const file = `${VERSIONS_DIR}/${name}`;
    if (file === LISTING_FILE || !DESCRIPTION_FILE.test(name)) continue;
    if (!listed.has(file)) {
      throw new SpecError(
        LISTING_FILE,
        placeOf(['releases']),
        `${file} is not listed`,
        `add a release for ${file} to ${LISTING_FILE}, or delete the file`,
      );
    }
  }
  return [...releases].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The current release (the listing guarantees there is exactly one, and that it is the newest). */
export function currentRelease(releases: readonly ApiRelease[]): ApiRelease {
  const current = releases.find((r) => r.status === 'current');
  if (!current) throw new Error('no current release: load the releases with loadApiHistory');
  return current;
}
