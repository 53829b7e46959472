/**
 * The API changelog as `npm run dev` shows it, with the Unreleased entry (what the working
 * description changes since the current release). The pages `npm run gen` writes never hold that
 * entry, under `npm run dev` as under `npm run gen`, so a dev start after a gen rewrites no page
 * and the bundler recompiles nothing. Dev's generator writes this page's model to a file outside
 * `content/`, which the page wrapper reads in development only (app/_lib/generated-pages.tsx).
 */
export const DEV_CHANGELOG_DIR = '.cache/dev';
export const DEV_CHANGELOG_NAME = 'changelog.json';

export interface DevChangelog {
  route: string;
  /** The changelog page's model with the Unreleased entry (shared/page-model.ts PageModel). */
  page: { blocks: unknown[] };
}
