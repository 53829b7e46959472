/** The API's history as data: the release listing, its files, and the docs pages that state it. */
import { assertDocsPagesAgree } from './docs-pages.ts';
import { loadApiHistory, type ApiRelease } from './history.ts';

export { currentRelease, loadApiHistory, type ApiRelease, type ReleaseStatus } from './history.ts';

/**
 * For `npm run gen`: throws a SpecError naming the listing and the file when the listing and the
 * release files disagree, or when the changelog or the versions page states other releases.
 */
export function assertHistoryConsistent(root = '.'): ApiRelease[] {
  const releases = loadApiHistory(root);
  assertDocsPagesAgree(releases, root);
  return releases;
}
