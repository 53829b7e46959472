/**
 * The component schemas an API page's schema views look names up in: its section's one JSON file
 * (shared/api/section-files.ts), read once per build process and again when `npm run dev` rewrites
 * it (app/_lib/model-file.ts); none when the section names no component schema. Pages carry no
 * schema data.
 */
import path from 'node:path';
import type { SchemaNode } from '../../shared/api/schema-node';
import { SECTION_SCHEMAS_FILE } from '../../shared/api/section-files';
import { sectionFolders } from '../../shared/page-model';
import { readModelFile } from './model-file';

export type Schemas = Record<string, SchemaNode>;

const CONTENT_DIR = path.join(process.cwd(), 'content');
const readSchemas = (folder: string) => readModelFile<Schemas>(path.join(CONTENT_DIR, folder, SECTION_SCHEMAS_FILE));

/**
 * The schemas of the API section a page belongs to: the nearest section file at or above the
 * page's folder (`api/github/repos/x` → `api/github/`, `api/start-run` → `api/`).
 */
export function apiSectionSchemas(pagePath: string[]): Schemas | undefined {
  if (pagePath[0] !== 'api' && pagePath[0] !== 'api-versions') return undefined;
  for (const folder of sectionFolders(pagePath)) {
    const found = readSchemas(folder);
    if (found) return found;
  }
  // A section whose operations use no component schemas has no file.
  return {};
}
