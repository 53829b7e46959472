/**
 * The one vocabulary of a generated section (the API, each mounted API, the CLI; the next
 * section too): its pages as blocks, already laid out (heading ids as Nextra gives them,
 * typographic quotes, highlighted code), in one model file per section (`content/api/_model.json`,
 * `content/cli/_model.json`, `content/api/{mount}/_model.json`) that `npm run gen` writes beside
 * the page stubs. `components/GeneratedPage.tsx` draws a page's blocks, `app/_lib/generated-pages.tsx`
 * binds a stub to its page, the twins build writes its Markdown from the same blocks. Plain JSON;
 * spec text in it is data, rendered as text.
 */
import type { ElementTree } from './element-tree';

/** Where a section's model sits in its content folder. */
export const SECTION_MODEL_FILE = '_model.json';
/** The component a page stub names (`<GeneratedPage route=… />`); `app/_lib/generated-pages.tsx` binds it to the page's model entry. */
export const STUB_COMPONENT = 'GeneratedPage';

/**
 * Every component a block may name, with the section whose generator emits it. The one list: the
 * block type's `name` is derived from its keys, so the compiler rejects an unknown name, and each
 * section's component map (`components/api/index.ts`, `components/cli/index.ts`) must register
 * exactly its section's names (`satisfies`). `page-model.test.ts` fails on a name no generator emits.
 */
export const BLOCK_COMPONENTS = {
  ApiAuthentication: 'api',
  ApiCallbackHeader: 'api',
  ApiCliCommands: 'api',
  ApiCode: 'api',
  ApiDownloads: 'api',
  ApiEncoding: 'api',
  ApiExampleLabel: 'api',
  ApiExternalDocs: 'api',
  ApiIntro: 'api',
  ApiOperationAside: 'api',
  ApiOperationHeader: 'api',
  ApiOperationList: 'api',
  ApiOverviewMeta: 'api',
  ApiParameters: 'api',
  ApiPayloadExample: 'api',
  /** A recipe's runner (`/api/recipes/…`): runs its steps against the reader's server. */
  ApiRecipeRun: 'api',
  ApiRequestSamples: 'api',
  ApiResponseExample: 'api',
  ApiResponseExamples: 'api',
  ApiResponseHeaders: 'api',
  ApiResponseLinks: 'api',
  ApiSchema: 'api',
  ApiSecuritySchemes: 'api',
  ApiServers: 'api',
  ApiTagList: 'api',
  ApiTryIt: 'api',
  CliArgsTable: 'cli',
  CliCommandList: 'cli',
  CliConfigKeys: 'cli',
  CliEnvTable: 'cli',
  CliExitCodes: 'cli',
  CliFlagsTable: 'cli',
  CliGlobalFlags: 'cli',
  CliOperations: 'cli',
  CliSeeAlso: 'cli',
  /** Markdown from a spec, as data (react-markdown, no raw HTML); `headingShift` moves its headings down. */
  Markdown: 'any',
} as const satisfies Record<string, 'api' | 'cli' | 'any'>;

export type BlockComponentName = keyof typeof BLOCK_COMPONENTS;
/** The names a section's pages may use: its own and the shared ones. */
export type SectionComponentName<S extends 'api' | 'cli'> = {
  [K in BlockComponentName]: (typeof BLOCK_COMPONENTS)[K] extends S | 'any' ? K : never;
}[BlockComponentName];
/** The names a section registers in its own component map; `any`: the shared ones, registered once in mdx-components.tsx. */
export type OwnComponentName<S extends 'api' | 'cli' | 'any'> = {
  [K in BlockComponentName]: (typeof BLOCK_COMPONENTS)[K] extends S ? K : never;
}[BlockComponentName];

/** A run of prose: text, inline code, or a link. */
export type Inline = string | { code: string } | { link: string; text: string };

export type PageBlock<N extends BlockComponentName = BlockComponentName> =
  /**
   * A page heading. `id` as Nextra gives MDX headings (github-slugger over the page's h2 to h6, a
   * custom `[#id]` slugged too); none for h1.
   */
  | {
      kind: 'heading';
      level: 1 | 2 | 3 | 4 | 5 | 6;
      text: string;
      id?: string;
      /**
       * Search leaves the heading and its section out: text many pages repeat that one page
       * explains (an error response the description shares among its operations).
       */
      searchSkip?: true;
    }
  /** A paragraph of prose. */
  | { kind: 'paragraph'; content: Inline[] }
  /** A tight list, each item one run of prose. */
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  /** A callout (the theme's `Callout`) holding one line of text. */
  | { kind: 'alert'; type: 'warning' | 'note'; text: string }
  /**
   * A fenced code block: `meta` as after the fence's language (`copy=true`, `filename="Output"`);
   * `tree`, the block as Nextra renders the fence, highlighted (absent until the generator fills it in).
   */
  | { kind: 'code'; lang: string; code: string; meta?: string; tree?: ElementTree[] }
  /**
   * A registered component with its data props and its children. `sectionProps` names props
   * taken from the section's `shared` data (`{ flags: 'globalFlags' }`), which the model then
   * holds once instead of on every page.
   */
  | {
      kind: 'component';
      name: N;
      props: Record<string, unknown>;
      sectionProps?: Record<string, string>;
      children?: Array<PageBlock<N>>;
      /** Search leaves the block out: rows many pages repeat alike (an error body's named schema). */
      searchSkip?: true;
    };

export interface PageModel<N extends BlockComponentName = BlockComponentName> {
  blocks: Array<PageBlock<N>>;
}

export interface SectionModel<N extends BlockComponentName = BlockComponentName> {
  /** By route: `/api`, `/api/start-run`, `/cli/sand/runs/start`, `/api/github/repos/repos/get`. */
  pages: Record<string, PageModel<N>>;
  /** Data several pages show, kept once (the CLI's global flags); blocks name it in `sectionProps`. */
  shared?: Record<string, unknown>;
}

/** The props a component block is drawn with: its own, and those it takes from the section's shared data. */
export function blockProps(
  block: Extract<PageBlock, { kind: 'component' }>,
  shared: SectionModel['shared'],
): Record<string, unknown> {
  if (!block.sectionProps) return block.props;
  const props = { ...block.props };
  for (const [prop, key] of Object.entries(block.sectionProps)) {
    if (!shared || !(key in shared))
      throw new Error(
        `a ${block.name} block takes "${prop}" from the section's shared "${key}", which the model lacks\n  fix: run \`npm run gen\``,
      );
    props[prop] = shared[key];
  }
  return props;
}

/** The section's shared data a page's blocks name (a page that names some is dated by the shared data's file too). */
export function sharedDataOf(page: PageModel, shared: SectionModel['shared']): Record<string, unknown> {
  const used: Record<string, unknown> = {};
  const visit = (blocks: readonly PageBlock[]) => {
    for (const block of blocks) {
      if (block.kind !== 'component') continue;
      for (const key of Object.values(block.sectionProps ?? {})) used[key] = shared?.[key];
      visit(block.children ?? []);
    }
  };
  visit(page.blocks);
  return used;
}

/** The first block naming `name`, searched depth-first (the operation header of an operation page). */
export function findComponent(
  blocks: readonly PageBlock[],
  name: BlockComponentName,
): Extract<PageBlock, { kind: 'component' }> | undefined {
  for (const block of blocks) {
    if (block.kind !== 'component') continue;
    if (block.name === name) return block;
    const inner = findComponent(block.children ?? [], name);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The folders, nearest first, whose section files (`_model.json`, an API's `_schemas.json`) may
 * hold a page: every folder at or above the page's own, up to the top (`api/github/repos/x` →
 * `api/github/repos/x`, `api/github/repos`, `api/github`, `api`).
 */
export function sectionFolders(pagePath: readonly string[]): string[] {
  const folders: string[] = [];
  for (let depth = pagePath.length; depth >= 1; depth--) folders.push(pagePath.slice(0, depth).join('/'));
  return folders;
}
