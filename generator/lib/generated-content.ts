import { OLDER_VERSIONS_SECTION } from '../../shared/api/api-versions.ts';

/** Folders under content/ that generators own; hand-written rules do not apply to them. */
export const GENERATED_CONTENT = ['api', OLDER_VERSIONS_SECTION, 'cli', 'tags', 'category'];
