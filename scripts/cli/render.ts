import { createHash } from 'node:crypto';
import type { FileRecord } from '../lib/files.ts';
import { frontmatter, jsxElement } from '../lib/mdx.ts';
import { highlightCodeBlocks } from '../lib/highlight-code.ts';
import { CLI_MODEL_FILE, type CliPageModel, type CliSectionModel } from '../../shared/cli/page-model.ts';
import { CLI_BASE, type CliModel, type CommandModel } from './model.ts';
import { commandPage, rootPage, type RenderContext } from './render/command-page.ts';
import { overviewPage } from './render/overview-page.ts';
import { flagData } from './render/props.ts';
import { renderSidebars } from './render/sidebar.ts';

/** Where a command's page lives under content/cli: folders for commands with children. */
export function commandPagePath(command: CommandModel): string {
  const base = command.path.join('/');
  return command.children.length > 0 ? `${base}/index.mdx` : `${base}.mdx`;
}

/**
 * A page file: front matter (title and description for the sidebar, search and twins; a folder's
 * own page is its index) and the one component that renders the page from the section's model.
 * `version` hashes what the page shows, so a change to it changes the file: `next dev` reloads the
 * page and git dates it, as when the file held the content.
 */
function stubPage(route: string, title: string, description: string, version: string, asIndexPage?: boolean): string {
  return `${frontmatter({ title, description, asIndexPage })}\n${jsxElement('CliPage', { route, version })}\n`;
}

function pageVersion(page: CliPageModel, globalFlags: CliSectionModel['globalFlags']): string {
  const shown = page.blocks.some((block) => block.kind === 'global-flags') ? { page, globalFlags } : { page };
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 12);
}

/** Fills in every code block's highlighted tree, all of the section's blocks in one compile. */
async function highlightPages(pages: Record<string, CliPageModel>): Promise<void> {
  const blocks = Object.values(pages).flatMap((page) => page.blocks.filter((block) => block.kind === 'code'));
  const trees = await highlightCodeBlocks(blocks);
  blocks.forEach((block, i) => (block.tree = trees[i]));
}

/**
 * Every file of content/cli, sorted by path: one small page per command, the overview, the
 * sidebars, and `_model.json` holding every page's content. Model and the site API's operations
 * (the cross-section index's) in, records out; nothing read or written.
 */
export async function renderCliSection(model: CliModel, ctx: RenderContext): Promise<FileRecord[]> {
  const pages: Record<string, CliPageModel> = { [CLI_BASE]: overviewPage(model) };
  for (const command of model.byId.values()) pages[command.href] = command === model.root ? rootPage(model) : commandPage(model, command, ctx);
  await highlightPages(pages);
  const section: CliSectionModel = { globalFlags: model.globalFlags.map(flagData), pages };
  const version = (route: string) => pageVersion(pages[route], section.globalFlags);
  const records: FileRecord[] = [
    { path: 'index.mdx', content: stubPage(CLI_BASE, `${model.program.name} CLI`, model.program.summary, version(CLI_BASE)) },
    ...renderSidebars(model),
  ];
  for (const command of model.byId.values()) {
    // asIndexPage: the folder's own page in the sidebar, not a child entry of it.
    records.push({ path: commandPagePath(command), content: stubPage(command.href, command.id, command.summary, version(command.href), command.children.length > 0 || undefined) });
  }
  records.push({ path: CLI_MODEL_FILE, content: JSON.stringify(section) + '\n' });
  return records.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
