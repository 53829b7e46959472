import type { FileRecord } from '../../lib/files.ts';
import { highlightPages, sectionModelRecords, stubPage } from '../../lib/generated-section.ts';
import { GLOBAL_FLAGS, type CliPageModel, type CliSectionModel } from '../../../shared/cli/page-model.ts';
import { CLI_BASE, type CliModel, type CommandModel } from '../model.ts';
import { commandPage, markedFlagData, rootPage, type RenderContext } from './command-page.ts';
import { overviewPage } from './overview-page.ts';
import { commandLink } from './props.ts';
import { renderSidebars } from './sidebar.ts';
import { contentKey, lastResults } from '../../cache/memo.ts';

/** Where a command's page lives under content/cli: folders for commands with children. */
export function commandPagePath(command: CommandModel): string {
  const base = command.path.join('/');
  return command.children.length > 0 ? `${base}/index.mdx` : `${base}.mdx`;
}

/** A page another generator adds to the section (sand's changelog): its stub's file, its sidebar title, front matter and blocks. */
export interface CliExtraPage {
  /** Relative to content/cli: `changelog.mdx`, listed in the sidebar after the overview. */
  file: string;
  route: string;
  sidebarTitle: string;
  frontmatter: Record<string, unknown>;
  page: CliPageModel;
}

/**
 * `npm run dev`: each command's page as last rendered, by its route, reused while its key is the
 * same: a save renders the pages it changes (the pages are not changed after).
 */
const renderedCommandPages = lastResults<CliPageModel>();

/**
 * What `commandPage` reads: the command itself, and of the commands it shows, what their links
 * show (its subcommands, its parent and the commands it lists under "See also"); of its siblings,
 * the operations they call (which decide what search skips on a variant's page); the operations it
 * calls as the API's index has them; its marks.
 */
function commandPageKey(model: CliModel, command: CommandModel, ctx: RenderContext): string {
  const { children, ...own } = command;
  const parent = model.byId.get(command.path.slice(0, -1).join(' '));
  return contentKey(
    own,
    children.map(commandLink),
    parent && [commandLink(parent), parent.subcommandKind, parent.children.map((sibling) => sibling.operations)],
    command.seeAlso.map((id) => {
      const target = model.byId.get(id);
      return target && commandLink(target);
    }),
    command.operations.map((id) => ctx.operations.get(id)),
    ctx.marks?.commands.get(command.id),
    ctx.marks?.flags.get(command.id),
  );
}

/**
 * Every file of content/cli, sorted by path: one small page per command, the overview, the
 * sidebars, and `_model.json` with a file per page holding its content (`_pages/`). Model and the site API's operations
 * (the cross-section index's) in, records out; nothing read or written. `base`: the section's
 * route (`/cli`; an older release's `/cli-versions/v1-7-0`, its commands' hrefs below it).
 */
export async function renderCliSection(
  model: CliModel,
  ctx: RenderContext,
  extraPages: readonly CliExtraPage[] = [],
  base: string = CLI_BASE,
): Promise<FileRecord[]> {
  const changelog = extraPages.find((extra) => extra.file === 'changelog.mdx')?.route;
  const pages: Record<string, CliPageModel> = { [base]: overviewPage(model, changelog, base) };
  for (const extra of extraPages) pages[extra.route] = extra.page;
  for (const command of model.byId.values())
    pages[command.href] =
      command === model.root
        ? rootPage(model, base)
        : renderedCommandPages.get(command.href, commandPageKey(model, command, ctx), () =>
            commandPage(model, command, ctx),
          );
  await highlightPages(pages);
  const section: CliSectionModel = {
    pages,
    shared: { [GLOBAL_FLAGS]: model.globalFlags.map((flag) => markedFlagData(ctx, '', flag)) },
  };
  const stub = (route: string, title: string, description: string, asIndexPage?: boolean) =>
    stubPage({ title, description, asIndexPage }, route);
  const records: FileRecord[] = [
    { path: 'index.mdx', content: stub(base, `${model.program.name} CLI`, model.program.summary) },
    ...renderSidebars(model, extraPages),
  ];
  const stubFiles = new Map([[base, 'index.mdx']]);
  for (const extra of extraPages) {
    stubFiles.set(extra.route, extra.file);
    records.push({ path: extra.file, content: stubPage(extra.frontmatter, extra.route) });
  }
  for (const command of model.byId.values()) {
    stubFiles.set(command.href, commandPagePath(command));
    // asIndexPage: the folder's own page in the sidebar, not a child entry of it.
    records.push({
      path: commandPagePath(command),
      content: stub(command.href, command.id, command.summary, command.children.length > 0 || undefined),
    });
  }
  records.push(...sectionModelRecords(section, stubFiles));
  return records.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** How many command pages were rendered and reused so far in this process (tests). */
export const renderedCommandCounts = () => renderedCommandPages.counts();
