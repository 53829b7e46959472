/**
 * The component schemas of an API section, one JSON file beside its pages (`content/api/_schemas.json`,
 * `content/api/{mount}/_schemas.json`): `npm run gen` writes it (unless no operation uses a component schema), the page wrapper hands it to the
 * schema views, so no page carries schema data of its own.
 */
export const SECTION_SCHEMAS_FILE = '_schemas.json';

/**
 * The API section's folder of recipe pages (`content/api/recipes`, `/api/recipes`): `npm run gen`
 * writes it beside the API's own pages. It is no folder of the API's layout (a tag's, a mounted
 * API's), so it leaves the section in one layout (`app/_lib/page-map.ts`, `hasApiFolders`).
 */
export const RECIPES_FOLDER = 'recipes';
