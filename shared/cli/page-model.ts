/**
 * The CLI section's one model file (`content/cli/_model.json`, written by `npm run gen`): every
 * CLI page as a list of blocks, already laid out (heading ids, typographic quotes, highlighted code), which
 * `components/cli/CliPage.tsx` renders and the page wrapper reads the table of contents from.
 * Plain JSON; spec text in it is data, rendered as text.
 */
import type { ElementTree } from '../element-tree';
import type { CliFlagData } from './types';

/** Where the model sits in the CLI section's content folder. */
export const CLI_MODEL_FILE = '_model.json';

/** A run of prose: text, inline code, or a link. */
export type CliInline = { text: string } | { code: string } | { link: string; text: string };

/** The table components a block may name (registered in `components/cli/index.ts`). */
export type CliTableName = 'CliArgsTable' | 'CliCommandList' | 'CliConfigKeys' | 'CliEnvTable' | 'CliExitCodes' | 'CliFlagsTable' | 'CliOperations' | 'CliSeeAlso';

export type CliBlock =
  /** `id` as Nextra gives MDX headings (github-slugger over the page's h2 and h3); none for h1. */
  | { kind: 'heading'; level: 1 | 2 | 3; text: string; id?: string }
  | { kind: 'paragraph'; content: CliInline[] }
  | { kind: 'ordered-list'; items: CliInline[][] }
  | { kind: 'alert'; type: 'warning' | 'note'; text: string }
  /**
   * A fenced code block: `meta` as after the fence's language (`filename="Output"`); `tree`, the
   * block as Nextra renders the fence, highlighted (absent until `highlightPages` fills it in).
   */
  | { kind: 'code'; lang: string; code: string; meta?: string; tree?: ElementTree[] }
  /** Markdown from the spec, for the Markdown component (its headings start at h4). */
  | { kind: 'markdown'; source: string }
  | { kind: 'table'; component: CliTableName; props: Record<string, unknown> }
  /** The program's global flags, kept once in the model: a full table, or the folded one of command pages. */
  | { kind: 'global-flags'; component: 'CliFlagsTable' | 'CliGlobalFlags' };

export interface CliPageModel {
  blocks: CliBlock[];
}

export interface CliSectionModel {
  globalFlags: CliFlagData[];
  /** By route: `/cli`, `/cli/sand`, `/cli/sand/runs/start`. */
  pages: Record<string, CliPageModel>;
}
