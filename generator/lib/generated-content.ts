import { API_REFERENCE } from '../../shared/api/api-versions.ts';
import { CLI_REFERENCE } from '../../shared/cli/cli-versions.ts';

/** Where the site's own API reference is generated (imported by `npm run dev`'s start, so kept apart from the generator's heavy modules). */
export const SITE_API_CONTENT = `content/${API_REFERENCE.currentSection}`;

/**
 * The generated references: their pages are stubs the site reads from the files, never bundled
 * (app/_lib/generated-stub-pages.ts), so hot reload does not see them.
 */
export const STUB_SECTIONS = ['api', API_REFERENCE.olderSection, 'cli', CLI_REFERENCE.olderSection];

/** Folders under content/ that generators own; hand-written rules do not apply to them. */
export const GENERATED_CONTENT = [
  'api',
  API_REFERENCE.olderSection,
  'cli',
  CLI_REFERENCE.olderSection,
  'tags',
  'category',
];
