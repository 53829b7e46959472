/**
 * The API's served versions as the pages read them at build time (`public/api-versions.json`,
 * written by `npm run gen`): which version a page of the API section is in, for the banner of an
 * older version's pages and the version picker. Server only.
 */
import path from 'node:path';
import {
  API_VERSIONS_FILE,
  OLDER_VERSIONS_SECTION,
  currentVersionTarget,
  locateRoute,
  type ApiVersionsData,
  type ServedVersion,
} from '../../shared/api/api-versions';
import { readModelFile } from './model-file';

const DATA_FILE = path.join(process.cwd(), 'public', API_VERSIONS_FILE);

export interface PageVersion {
  data: ApiVersionsData;
  version: ServedVersion;
  page: string;
  current: ServedVersion;
}

/** The version a page of the API section is in; undefined outside it (and for a mounted API's pages). */
export function pageVersion(pagePath: readonly string[]): PageVersion | undefined {
  if (pagePath[0] !== 'api' && pagePath[0] !== OLDER_VERSIONS_SECTION) return undefined;
  const data = readModelFile<ApiVersionsData>(DATA_FILE);
  if (!data) return undefined;
  const here = locateRoute(data, '/' + pagePath.join('/'));
  return here && { data, ...here, current: data.versions[0] };
}

export const isOlderVersionPage = (pagePath: readonly string[]) => pagePath[0] === OLDER_VERSIONS_SECTION;

/** The banner's link: the same page in the current version, or its overview. */
export const currentVersionHref = (at: PageVersion) => currentVersionTarget(at.data, at.version, at.page);

/** The picker's options: every served version, newest first. */
export const pickerVersions = (data: ApiVersionsData) =>
  data.versions.map((v) => ({
    version: v.version,
    label: `${v.version}${v.status === 'current' ? ' (current)' : v.status === 'deprecated' ? ' (deprecated)' : ''}`,
  }));
