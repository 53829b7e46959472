/**
 * Where sand's changelog is served: the page, its feed and its JSON (the MCP server's
 * `cli_changes` reads it from the build). Its releases are named as the API changelog's are
 * (`releaseAnchor`: `1.7.0` → `#v1-7-0`).
 */
export const CLI_CHANGELOG_ROUTE = '/cli/changelog';
export const CLI_CHANGELOG_FEED = '/cli/changelog.xml';
export const CLI_CHANGELOG_DATA = '/cli/changelog.json';
