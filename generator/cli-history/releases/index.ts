/** The CLI's history as data: the release listing, its files, and the changelog headings that state it. */
import { assertChangelogHeadingsAgree } from './changelog-headings.ts';
import { loadCliHistory, type CliRelease } from './history.ts';

export {
  CLI_LISTING_FILE,
  currentCliRelease,
  loadCliHistory,
  type CliRelease,
  type CliReleaseStatus,
} from './history.ts';

/**
 * For `npm run gen`: throws a SpecError naming the listing and the file when the listing and the
 * release files disagree, a release file is not a valid description, or the changelog's release
 * headings state other days.
 */
export function assertCliHistoryConsistent(root = '.'): CliRelease[] {
  const releases = loadCliHistory(root);
  assertChangelogHeadingsAgree(releases, root);
  return releases;
}
