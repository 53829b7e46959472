/**
 * Nextra's page map lists every MDX file under `content/` and imports each one's front matter, into
 * every route. The generated references (`content/api`, `content/cli` and the older releases'
 * `content/api-versions`, `content/cli-versions`) are nine tenths of the site's pages; the layouts
 * read their sidebars from the files gen wrote instead (app/_lib/generated-page-map.ts). After
 * install, Nextra's list of pages leaves those folders out, so the page map every route compiles
 * (in `next dev`, before the first page and again after each save under `content/`) holds the
 * docs and their tag and category pages only.
 * Applied by tools/install/patch-theme.ts; idempotent; fails loudly when Nextra's code no longer matches.
 */
import { API_REFERENCE } from '../../shared/api/api-versions.ts';
import { CLI_REFERENCE } from '../../shared/cli/cli-versions.ts';
import { exactEdits, type Edit } from './patch-edits.ts';

/** The content folders Nextra's page map leaves out. */
export const OWN_PAGE_MAP_FOLDERS = [API_REFERENCE, CLI_REFERENCE].flatMap((reference) => [
  reference.currentSection,
  reference.olderSection,
]);

const LISTED = '    // Include all Markdown/MDX files from `content` directory\n';

const EDITS: Edit[] = [
  [
    LISTED,
    '    // Include all Markdown/MDX files from `content` directory, but the generated references (their layouts read their own page map)\n' +
      OWN_PAGE_MAP_FOLDERS.map((folder) => `    \`!\${contentDir}/${folder}/**\`,\n`).join(''),
  ],
];

export const patchPageMap = exactEdits(
  EDITS,
  "Nextra's list of pages for the page map",
  'tools/install/patch-page-map.ts',
);
