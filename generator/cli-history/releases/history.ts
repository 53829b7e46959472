/**
 * The sand CLI's history as data: `cli-spec/versions/versions.yaml` lists every release (version,
 * date, status, file, summary), each a complete description of sand in `cli-spec/versions/` kept as
 * it was released; `cli-spec/sand.json` is the description being written. The listing is read and
 * checked by the history listing shared with the API (`generator/history/listing.ts`); each release
 * file is checked as the CLI reference checks sand.json (schema and integrity).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  currentOf,
  listingFile,
  loadReleaseListing,
  parseReleaseListing,
  type ListingRules,
  type ParsedListing,
  type Release,
  type StatedVersion,
} from '../../history/listing.ts';
import { loadCliModel } from '../../cli/pipeline.ts';
import type { CliModel } from '../../cli/model.ts';
import { contentKey, lastResults } from '../../cache/memo.ts';

/** `supported`: the control plane accepts it (the current and the previous minor line); `unsupported`: it no longer does. */
export type CliReleaseStatus = 'current' | 'supported' | 'unsupported';

export type CliRelease = Release<CliReleaseStatus>;

export const WORKING_CLI_FILE = 'cli-spec/sand.json';

export const CLI_LISTING_RULES: ListingRules<CliReleaseStatus> = {
  dir: 'cli-spec/versions',
  working: WORKING_CLI_FILE,
  product: 'sand',
  extension: '.json',
  fileKind: 'CLI description',
  versionField: 'program.version',
  statuses: ['current', 'supported', 'unsupported'],
};

export const CLI_LISTING_FILE = listingFile(CLI_LISTING_RULES);

/** Parses the listing's text and checks each entry's shape (pure). `file` names the listing in errors. */
export function parseCliListing(text: string, file = CLI_LISTING_FILE): ParsedListing<CliReleaseStatus> {
  return parseReleaseListing(text, CLI_LISTING_RULES, file);
}

const models = lastResults<CliModel>();

/**
 * A release file read as the reference reads sand.json (schema and integrity): a SpecError names
 * the file and the JSON pointer. A file read before with the same content gives its last model, so
 * the check and the history (and `npm run dev`, save after save) read each release once.
 */
export function loadReleaseModel(file: string): CliModel {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return loadCliModel(file); // which throws the SpecError that names the file
  }
  return models.get(path.resolve(file), contentKey(text), () => loadCliModel(file));
}

function statedVersion(file: string): StatedVersion {
  return { version: loadReleaseModel(file).program.version, where: '#/program/version' };
}

/**
 * Reads the listing under `root`, checks it and every file it names, and returns the releases
 * oldest first. Throws a SpecError naming the listing and the file that disagrees with it.
 */
export function loadCliHistory(root = '.'): CliRelease[] {
  return loadReleaseListing(root, CLI_LISTING_RULES, statedVersion);
}

/** The current release (the listing guarantees there is exactly one, and that it is the newest). */
export function currentCliRelease(releases: readonly CliRelease[]): CliRelease {
  return currentOf(releases);
}
