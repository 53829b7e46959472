/**
 * The Sun API's history as data: `openapi/versions/versions.yaml` lists every release (version,
 * date, status, sunset, file, summary), each a complete OpenAPI file in `openapi/versions/` kept
 * as it was released; `openapi/sun-api.yaml` is the description being written (the current
 * release, or the current release and changes not released yet). The listing is read and checked
 * by the history listing shared with the CLI (`generator/history/listing.ts`).
 */
import { loadDocument } from '../../openapi/load.ts';
import { memoByFile } from '../../cache/file-memo.ts';
import { SITE_API_SPEC } from '../../openapi/site-api.ts';
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

export { isIsoDay } from '../../history/listing.ts';

export type ReleaseStatus = 'current' | 'supported' | 'deprecated';

export type ApiRelease = Release<ReleaseStatus>;

/** The API's releases: YAML OpenAPI files; a deprecated release's reference is withdrawn on its sunset. */
export const API_LISTING_RULES: ListingRules<ReleaseStatus> = {
  dir: 'openapi/versions',
  working: SITE_API_SPEC,
  product: 'API',
  extension: '.yaml',
  fileKind: 'OpenAPI file',
  versionField: 'info.version',
  statuses: ['current', 'supported', 'deprecated'],
  sunsetStatus: 'deprecated',
};

export const LISTING_FILE = listingFile(API_LISTING_RULES);
/** The description being written: the reference shows it; releases are copies of it kept in `openapi/versions`. */
export const WORKING_API_FILE = SITE_API_SPEC;

/** Parses the listing's text and checks each entry's shape (pure). `file` names the listing in errors. */
export function parseListing(text: string, file = LISTING_FILE): ParsedListing<ReleaseStatus> {
  return parseReleaseListing(text, API_LISTING_RULES, file);
}

// Remembered by file identity: `npm run dev` checks the listing on every save, and a release file
// seldom changes (copying each parsed release out of the parse cache was most of that check).
const statedVersion = memoByFile((file): StatedVersion => {
  const loaded = loadDocument(file);
  const info = loaded.doc.info as { version?: unknown } | undefined;
  return {
    version: info && typeof info.version === 'string' ? info.version : undefined,
    where: loaded.lineOf('#/info/version'),
  };
});

/**
 * Reads the listing under `root`, checks it and every file it names, and returns the releases
 * oldest first. Throws a SpecError naming the listing and the file that disagrees with it.
 */
export function loadApiHistory(root = '.'): ApiRelease[] {
  return loadReleaseListing(root, API_LISTING_RULES, statedVersion);
}

/** The current release (the listing guarantees there is exactly one, and that it is the newest). */
export function currentRelease(releases: readonly ApiRelease[]): ApiRelease {
  return currentOf(releases);
}
