/**
 * The component schemas of an API section, one JSON file beside its pages (`content/api/_schemas.json`,
 * `content/api/{mount}/_schemas.json`): `npm run gen` writes it, the page wrapper hands it to the
 * schema views, so no page carries schema data of its own.
 */
export const SECTION_SCHEMAS_FILE = '_schemas.json';
