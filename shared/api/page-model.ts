/**
 * An API section's one model file (`content/api/_model.json`, `content/api/{mount}/_model.json`,
 * written by `npm run gen` beside the section's `_schemas.json`): every page of the section as a
 * list of blocks, already laid out (heading ids, typographic quotes, highlighted code), which
 * `components/api/ApiPage.tsx` renders and the page wrapper reads the table of contents from.
 * The page files are stubs naming their route. Plain JSON; spec text in it is data, rendered as text.
 */
import type { ElementTree } from '../element-tree';

/** Where the model sits in an API section's content folder. */
export const API_MODEL_FILE = '_model.json';

/** The components a block may name (registered in `components/api/index.ts` and mdx-components.tsx). */
export type ApiComponentName =
  | 'ApiAuthentication' | 'ApiCallbackHeader' | 'ApiCliCommands' | 'ApiCode' | 'ApiDownloads' | 'ApiEncoding' | 'ApiExampleLabel'
  | 'ApiExternalDocs' | 'ApiIntro' | 'ApiOperationAside' | 'ApiOperationHeader' | 'ApiOperationList' | 'ApiOverviewMeta'
  | 'ApiParameters' | 'ApiPayloadExample' | 'ApiRequestSamples' | 'ApiResponseExample' | 'ApiResponseExamples'
  | 'ApiResponseHeaders' | 'ApiResponseLinks' | 'ApiSchema' | 'ApiSecuritySchemes' | 'ApiServers' | 'ApiTagList' | 'ApiTryIt'
  | 'Markdown';

export type ApiBlock =
  /**
   * A page heading. `id` as Nextra gives MDX headings (github-slugger over the page's h2 to h6, a
   * custom `[#id]` slugged too); none for h1.
   */
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string; id?: string }
  /** A paragraph of plain text. */
  | { kind: 'paragraph'; text: string }
  /**
   * A fenced code block: `meta` as after the fence's language (`copy=true`); `tree`, the block as
   * Nextra renders the fence, highlighted (absent until the generator fills it in).
   */
  | { kind: 'code'; lang: string; code: string; meta?: string; tree?: ElementTree[] }
  /** One of the API components (or `Markdown`, spec Markdown as data), its props data, with its children. */
  | { kind: 'component'; name: ApiComponentName; props: Record<string, unknown>; children?: ApiBlock[] };

export interface ApiPageModel {
  blocks: ApiBlock[];
}

export interface ApiSectionModel {
  /** By route: `/api`, `/api/start-run`, `/api/github/repos/repos/get`. */
  pages: Record<string, ApiPageModel>;
}

/** The first block naming `name`, searched depth-first (the operation header of an operation page). */
export function findComponent(blocks: ApiBlock[], name: ApiComponentName): Extract<ApiBlock, { kind: 'component' }> | undefined {
  for (const block of blocks) {
    if (block.kind !== 'component') continue;
    if (block.name === name) return block;
    const inner = findComponent(block.children ?? [], name);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The folders, nearest first, whose section files (`_model.json`, `_schemas.json`) may hold a page
 * of the API section: every folder at or above the page's own, up to `api` (`api/github/repos/x` →
 * `api/github/repos/x`, `api/github/repos`, `api/github`, `api`).
 */
export function sectionFolders(pagePath: readonly string[]): string[] {
  const folders: string[] = [];
  for (let depth = pagePath.length; depth >= 1; depth--) folders.push(pagePath.slice(0, depth).join('/'));
  return folders;
}
