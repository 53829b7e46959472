/**
 * A release listing (`versions.yaml`) as the API's and the CLI's histories both keep it: every
 * release oldest first (version, date, status, file, summary; a sunset for the statuses that end),
 * each a complete description kept as released in one folder, beside the description being
 * written. This module reads a listing, checks it against itself and against the files, and
 * returns the releases oldest first. Every problem is a SpecError naming the listing, the place in
 * it and, where another file disagrees, that file.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML, { LineCounter, isMap, isNode, isSeq, type Document } from 'yaml';
import { SpecError, jsonPointer } from '../lib/errors.ts';
import { throwYamlError } from '../openapi/load.ts';

/** What differs between one history and another. */
export interface ListingRules<Status extends string = string> {
  /** The folder of the release files, relative to the repository root: `openapi/versions`. */
  dir: string;
  /** The description being written, which releases are copies of: `openapi/sun-api.yaml`. */
  working: string;
  /** The file extension of a release file, for the fixes' examples: `.yaml`. */
  extension: string;
  /** Whose releases they are, for messages: `API`. */
  product: string;
  /** What a release file is, for messages: `OpenAPI file`. */
  fileKind: string;
  /** Where a release file says its version, for messages: `info.version`. */
  versionField: string;
  statuses: readonly Status[];
  /** The status whose release is withdrawn on a day, `sunset`, which it then must give. */
  sunsetStatus?: Status;
}

export interface Release<Status extends string = string> {
  /** The release's version, as its file states it. */
  version: string;
  /** Release day, ISO `YYYY-MM-DD`. */
  date: string;
  status: Status;
  /** Day the release stops being served, ISO; set exactly when `status` is the rules' sunset status. */
  sunset?: string;
  /** The release's file, relative to the repository root. */
  file: string;
  /** One paragraph in plain words: what changed, breaking changes first. */
  summary: string;
}

export const listingFile = (rules: ListingRules) => `${rules.dir}/versions.yaml`;

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

export interface ParsedListing<Status extends string = string> {
  releases: Array<Release<Status>>;
  /** `line 12, #/releases/1/date` for an error about that part of the listing. */
  placeOf(segments: Array<string | number>): string;
}

/**
 * Parses a listing's text and checks each entry's shape (pure: reads no other file).
 * `file` names the listing in errors. Releases keep the listing's order.
 */
export function parseReleaseListing<Status extends string>(
  text: string,
  rules: ListingRules<Status>,
  file = listingFile(rules),
): ParsedListing<Status> {
  const lines = new LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter: lines, prettyErrors: true });
  throwYamlError(file, doc);
  const places = new ListingPlaces(doc, lines);
  const placeOf = (segments: Array<string | number>) => places.at(segments);
  const fail = (segments: Array<string | number>, reason: string, fix: string): never => {
    throw new SpecError(file, placeOf(segments), reason, fix);
  };
  const exampleFile = (version: string) => `${rules.dir}/${version}${rules.extension}`;
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
      `list at least the current release (file: ${exampleFile('VERSION')}, a copy of ${rules.working})`,
    );
  const releases = raw.releases.map((entry, i): Release<Status> => {
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
      if (!(KEYS as readonly string[]).includes(key) || (key === 'sunset' && !rules.sunsetStatus))
        fail(
          at(key),
          `unknown key \`${key}\``,
          `use only ${KEYS.filter((k) => k !== 'sunset' || rules.sunsetStatus)
            .map((k) => `\`${k}\``)
            .join(', ')}`,
        );
    }
    const text = (key: (typeof KEYS)[number], fix: string): string => {
      const value = record[key];
      if (typeof value !== 'string' || value.trim() === '')
        fail(record[key] === undefined ? at() : at(key), `\`${key}\` is missing or not a text`, fix);
      return value as string;
    };
    const version = text('version', `give the release's \`${rules.versionField}\`, for example \`version: 1.2.0\``);
    const date = text('date', "give the release day as `date: 'YYYY-MM-DD'`");
    if (!isIsoDay(date))
      fail(
        at('date'),
        `\`date\` is "${date}", not a day written YYYY-MM-DD`,
        "write the release day as `date: 'YYYY-MM-DD'`",
      );
    const status = text('status', `give \`status:\` ${rules.statuses.join(', ')}`);
    if (!(rules.statuses as readonly string[]).includes(status)) {
      fail(at('status'), `\`status\` is "${status}"`, `use one of ${rules.statuses.join(', ')}`);
    }
    let sunset: string | undefined;
    if (rules.sunsetStatus && status === rules.sunsetStatus) {
      sunset = text('sunset', `a ${status} release needs the day its reference is withdrawn: \`sunset: 'YYYY-MM-DD'\``);
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
        `remove \`sunset\`, or make the release \`status: ${rules.sunsetStatus}\``,
      );
    }
    const releaseFile = text(
      'file',
      `give the release's ${rules.fileKind}, for example \`file: ${exampleFile(version)}\``,
    );
    const summary = text('summary', 'give one paragraph saying what the release changed, breaking changes first');
    return {
      version,
      date,
      status: status as Status,
      ...(sunset ? { sunset } : {}),
      file: releaseFile,
      summary,
    };
  });
  checkReleases(releases, rules, file, placeOf);
  return { releases, placeOf };
}

/** Checks the releases against each other (pure). */
function checkReleases(
  releases: Release[],
  rules: ListingRules,
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
    if (path.posix.dirname(release.file) !== rules.dir) {
      fail(
        ['releases', i, 'file'],
        `release ${release.version} points at ${release.file}`,
        `keep each release as it was released, its own file in ${rules.dir}/ (for example ${rules.dir}/${release.version}${rules.extension}; copy ${rules.working} there when you release it)`,
      );
    }
  });
}

/** A release file's stated version and, when known, where it says it (`line 4`). */
export interface StatedVersion {
  version: string | undefined;
  where?: string;
}

/**
 * Reads the listing under `root`, checks it and every file it names (`readVersion` reads a
 * release file, checking it as a description, and returns the version it states), and returns
 * the releases oldest first. Throws a SpecError naming the listing and the file that disagrees.
 */
export function loadReleaseListing<Status extends string>(
  root: string,
  rules: ListingRules<Status>,
  readVersion: (file: string) => StatedVersion,
): Array<Release<Status>> {
  const listing = listingFile(rules);
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, listing), 'utf8');
  } catch (error) {
    throw new SpecError(
      listing,
      '',
      `cannot read the listing of ${rules.product} releases (${(error as NodeJS.ErrnoException).code ?? error})`,
      `create ${listing} with one entry per release, each pointing at its file in ${rules.dir}/`,
    );
  }
  const { releases, placeOf } = parseReleaseListing(text, rules, listing);
  releases.forEach((release, i) => {
    if (!fs.existsSync(path.join(root, release.file))) {
      throw new SpecError(
        listing,
        placeOf(['releases', i, 'file']),
        `release ${release.version} names ${release.file}, which does not exist`,
        `add ${release.file}, or correct \`file\` to the release's ${rules.fileKind}`,
      );
    }
    const stated = readVersion(path.join(root, release.file));
    if (stated.version !== release.version) {
      throw new SpecError(
        listing,
        placeOf(['releases', i, 'version']),
        `the listing says ${release.version} but ${release.file}${stated.where ? ` (${stated.where})` : ''} has ${rules.versionField} ${stated.version ?? '(none)'}`,
        `make them agree: correct \`version\` in ${listing} or \`${rules.versionField}\` in ${release.file}`,
      );
    }
  });
  // The description being written is the current release or newer, never an older one.
  const working = readVersion(path.join(root, rules.working));
  const olderIndex = releases.findIndex((r) => r.version === working.version && r.status !== 'current');
  if (olderIndex >= 0) {
    throw new SpecError(
      rules.working,
      working.where ?? `#/${rules.versionField.replaceAll('.', '/')}`,
      `${rules.versionField} is ${String(working.version)}, an older release than the current one in ${listing} (${placeOf(['releases', olderIndex, 'version'])})`,
      `give ${rules.working} the current release's version, or the next one you are writing`,
    );
  }
  const listed = new Set(releases.map((r) => path.posix.normalize(r.file)));
  const description = new RegExp(`\\${rules.extension}$|\\.(ya?ml|json)$`, 'i');
  for (const name of fs.readdirSync(path.join(root, rules.dir)).sort()) {
    const file = `${rules.dir}/${name}`;
    if (file === listing || !description.test(name)) continue;
    if (!listed.has(file)) {
      throw new SpecError(
        listing,
        placeOf(['releases']),
        `${file} is not listed`,
        `add a release for ${file} to ${listing}, or delete the file`,
      );
    }
  }
  return [...releases].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The current release (the listing guarantees there is exactly one, and that it is the newest). */
export function currentOf<R extends Release>(releases: readonly R[]): R {
  const current = releases.find((r) => r.status === 'current');
  if (!current) throw new Error('no current release: load the releases with their history loader');
  return current;
}
