/**
 * The CLI section's instance of the page vocabulary (shared/page-model.ts): its pages may name
 * the `Cli*` tables and `Markdown`; its model's `shared.globalFlags` holds the program's global
 * flags once, for the blocks that show them.
 */
import type { PageBlock, PageModel, SectionComponentName, SectionModel } from '../page-model';

export type CliComponentName = SectionComponentName<'cli'>;
export type CliBlock = PageBlock<CliComponentName>;
export type CliPageModel = PageModel<CliComponentName>;
export type CliSectionModel = SectionModel<CliComponentName>;
/** The key of the global flags in the CLI model's shared data. */
export const GLOBAL_FLAGS = 'globalFlags';
