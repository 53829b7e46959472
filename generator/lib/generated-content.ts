import { API_REFERENCE } from '../../shared/api/api-versions.ts';
import { CLI_REFERENCE } from '../../shared/cli/cli-versions.ts';

/** Folders under content/ that generators own; hand-written rules do not apply to them. */
export const GENERATED_CONTENT = [
  'api',
  API_REFERENCE.olderSection,
  'cli',
  CLI_REFERENCE.olderSection,
  'tags',
  'category',
];
