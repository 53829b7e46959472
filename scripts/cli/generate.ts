import type { FileRecord } from '../lib/files.ts';
import type { CliModel, CommandModel } from './model.ts';
import { renderCommandPage, renderRootPage, type RenderContext } from './render/command-page.ts';
import { renderOverviewPage } from './render/overview-page.ts';
import { renderSidebars } from './render/sidebar.ts';

/** Where a command's page lives under content/cli: folders for commands with children. */
export function commandPagePath(command: CommandModel): string {
  const base = command.path.join('/');
  return command.children.length > 0 ? `${base}/index.mdx` : `${base}.mdx`;
}

/** Every file of content/cli, sorted by path. Pure: model in, records out. */
export function renderCliPages(model: CliModel, ctx: RenderContext = {}): FileRecord[] {
  const records: FileRecord[] = [
    { path: 'index.mdx', content: renderOverviewPage(model) },
    { path: commandPagePath(model.root), content: renderRootPage(model) },
    ...renderSidebars(model),
  ];
  for (const command of model.byId.values()) {
    if (command === model.root) continue;
    records.push({ path: commandPagePath(command), content: renderCommandPage(model, command, ctx) });
  }
  return records.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
