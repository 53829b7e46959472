/**
 * API pages are small files naming their route (`<ApiPage route="/api/start-run" />`); their
 * content is their section's one model file (shared/api/page-model.ts: `content/api/_model.json`,
 * `content/api/{mount}/_model.json` for a mounted API), read once per build process and again
 * when it changes. The page wrapper takes each page's table of contents, its operation header
 * (for search) and its `ApiPage` from here.
 */
import path from 'node:path';
import { API_MODEL_FILE, findComponent, sectionFolders, type ApiPageModel, type ApiSectionModel } from '../../shared/api/page-model';
import { headingToc, type TocEntry } from '../../shared/page-toc';
import { ApiPage } from '../../components/api/ApiPage';
import { readModelFile } from './model-file';
import { apiSectionSchemas } from './api-schemas';
import { withSchemaViews } from '../../shared/api/page-schema-views';

const CONTENT_DIR = path.join(process.cwd(), 'content');
/** A section's model; null where the folder has none. */
function sectionModel(folder: string): { file: string; model: ApiSectionModel } | null {
  const file = path.join(CONTENT_DIR, folder, API_MODEL_FILE);
  const model = readModelFile<ApiSectionModel>(file);
  return model ? { file, model } : null;
}

/** The nearest section model at or above the page's folder (`api/github/repos/x` → `api/github/_model.json`, `api/start-run` → `api/_model.json`). */
function nearestModel(pagePath: string[]): { file: string; model: ApiSectionModel } | null {
  for (const folder of sectionFolders(pagePath)) {
    const found = sectionModel(folder);
    if (found) return found;
  }
  return null;
}

/** The model entry of an API page; undefined for a page of another section or one no model holds (a hand-written page). */
function apiPageAt(pagePath: string[]): ApiPageModel | undefined {
  if (pagePath[0] !== 'api') return undefined;
  return nearestModel(pagePath)?.model.pages['/' + pagePath.join('/')];
}

/** An API page's table of contents, as Nextra's MDX compiler would export it; undefined for other pages. */
export function apiPageTocAt(pagePath: string[]): TocEntry[] | undefined {
  const page = apiPageAt(pagePath);
  return page && headingToc(page.blocks);
}

/** The data props of an API page's operation header (what search knows the page by); undefined when it has none. */
export function apiOperationHeader(pagePath: string[]): Record<string, unknown> | undefined {
  const page = apiPageAt(pagePath);
  return page && findComponent(page.blocks, 'ApiOperationHeader')?.props;
}

/**
 * The page's MDX components plus its `ApiPage`, bound to the page's model entry with its schema
 * views decided: one schema-view pass over the page, with its section's component schemas
 * (api-schemas.ts). A stub whose route no model holds (a stale model) fails, naming the model
 * file and the fix.
 */
export function withApiPage(pagePath: string[], components: Record<string, unknown>): Record<string, unknown> {
  if (pagePath[0] !== 'api') return components;
  const route = '/' + pagePath.join('/');
  // `version` (a hash of the page's content, see scripts/openapi/render.ts) only makes the file change with it.
  const BoundApiPage = (props: { route?: unknown; version?: unknown }) => {
    const where = `content/${pagePath.join('/')}`;
    if (props.route !== route) throw new Error(`${where}: the page at ${route} names the route ${String(props.route)}\n  fix: run \`npm run gen\` and commit the result`);
    const found = nearestModel(pagePath);
    const page = found?.model.pages[route];
    if (!page) {
      const model = found ? path.relative(process.cwd(), found.file) : `an ${API_MODEL_FILE} at or above content/${pagePath.slice(0, -1).join('/')}`;
      throw new Error(`${where}: the page ${route} is not in ${model}\n  fix: run \`npm run gen\` and commit the result`);
    }
    const blocks = withSchemaViews(page.blocks, apiSectionSchemas(pagePath) ?? {});
    return <ApiPage page={{ blocks }} components={components} />;
  };
  return { ...components, ApiPage: BoundApiPage };
}
