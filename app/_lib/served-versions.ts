/**
 * The served releases of the versioned references (the API's, sand's) as the pages read them at
 * build time (`public/api-versions.json`, `public/cli-versions.json`, written by `npm run gen`):
 * which release a page is in, for the banner of an older release's pages and the version picker.
 * Server only.
 */
import path from 'node:path';
import {
  currentVersionTarget,
  locateRoute,
  type ReferenceHistory,
  type ServedVersion,
  type VersionsData,
} from '../../shared/reference-versions';
import { API_REFERENCE } from '../../shared/api/api-versions';
import { CLI_REFERENCE, cliStatusNote } from '../../shared/cli/cli-versions';
import { readModelFile } from './model-file';

const REFERENCES: readonly ReferenceHistory[] = [API_REFERENCE, CLI_REFERENCE];

export interface PageVersion {
  history: ReferenceHistory;
  data: VersionsData;
  version: ServedVersion;
  page: string;
  current: ServedVersion;
}

/** The versioned reference a page belongs to (its current or an older release); undefined for any other page. */
const referenceOf = (pagePath: readonly string[]) =>
  REFERENCES.find((h) => pagePath[0] === h.currentSection || pagePath[0] === h.olderSection);

/** The release a page of a versioned reference is in; undefined outside them (and for a mounted API's pages). */
export function pageVersion(pagePath: readonly string[]): PageVersion | undefined {
  const history = referenceOf(pagePath);
  if (!history) return undefined;
  const data = readModelFile<VersionsData>(path.join(process.cwd(), 'public', history.dataFile));
  if (!data) return undefined;
  const here = locateRoute(data, '/' + pagePath.join('/'));
  return here && { history, data, ...here, current: data.versions[0] };
}

/** A page of an older release's reference: noindex, no twin, not searched. */
export const isOlderVersionPage = (pagePath: readonly string[]) =>
  REFERENCES.some((h) => pagePath[0] === h.olderSection);

/** The banner's link: the same page in the current release, or its overview. */
export const currentVersionHref = (at: PageVersion) => currentVersionTarget(at.data, at.version, at.page);

/** The banner of an older release's page: which release, what its status means, and the way back. */
export function versionBanner(at: PageVersion) {
  const { href, samePage } = currentVersionHref(at);
  const [version, current] = [at.version.version, at.current.version];
  const testId = `${at.history.testIdPrefix}-version-banner`;
  if (at.history === CLI_REFERENCE)
    return {
      heading: `You are reading the reference of sand ${version}; the current release is ${current}.`,
      note: cliStatusNote(at.version.status),
      href,
      linkText: samePage ? `Read this page in sand ${current}` : `Read the sand ${current} reference`,
      testId,
    };
  return {
    heading: `You are reading version ${version}; the current version is ${current}.`,
    note: at.version.sunset ? `This version is deprecated and served until ${at.version.sunset}.` : undefined,
    href,
    linkText: samePage ? `Read this page in version ${current}` : `Read the version ${current} reference`,
    testId,
  };
}

const STATUS_LABELS: Partial<Record<ServedVersion['status'], string>> = {
  current: ' (current)',
  deprecated: ' (deprecated)',
  unsupported: ' (unsupported)',
};

/** The picker's options: every served release, newest first. */
export const pickerVersions = (data: VersionsData) =>
  data.versions.map((v) => ({ version: v.version, label: `${v.version}${STATUS_LABELS[v.status] ?? ''}` }));
