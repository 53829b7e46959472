/**
 * The API's served versions as one versioned reference of the site (shared/reference-versions.ts):
 * the current version at `/api`, the older served ones at `/api-versions/v1-3-0/…`, their data in
 * `public/api-versions.json`. What only the API has: a deprecated release is served until its sunset.
 */
import type { ReferenceHistory } from '../reference-versions';

export const API_REFERENCE: ReferenceHistory = {
  dataFile: 'api-versions.json',
  currentSection: 'api',
  olderSection: 'api-versions',
  label: 'API version',
  itemNoun: 'operation',
  // Not the docs' version key: the choices are independent.
  storageKey: 'sandgarden-api-preferred-version',
  testIdPrefix: 'api',
};

/** The top content folder and route of the older versions' references: `/api-versions/v1-3-0/…`. */
export const OLDER_VERSIONS_SECTION = API_REFERENCE.olderSection;

/** Whether a route is a page of an older API version's reference (they have Markdown twins). */
export const isOlderVersionRoute = (route: string): boolean => route.startsWith(`/${OLDER_VERSIONS_SECTION}/`);

/** Whether an older release is still served on `today` (ISO day): supported, or deprecated with a sunset after today. */
export function isServed(release: { status: string; sunset?: string }, today: string): boolean {
  if (release.status === 'current' || release.status === 'supported') return true;
  return release.status === 'deprecated' && !!release.sunset && release.sunset > today;
}
