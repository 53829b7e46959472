/**
 * Where the API changelog is served and how its releases are named in it: the pages' history
 * marks, the changelog page, its feed and the tools that read its data all link by these.
 */

export const CHANGELOG_ROUTE = '/api/changelog';
export const CHANGELOG_FEED = '/api/changelog.xml';
/** The changelog as data, for tools (the MCP server's `api_changes` reads it from the build). */
export const CHANGELOG_DATA = '/api/changelog.json';

/** A release's heading id on the changelog page: stable, from its version (`1.3.0` → `v1-3-0`). */
export function releaseAnchor(version: string): string {
  return `v${version.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
