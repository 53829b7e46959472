import type { FileRecord } from '../../lib/files.ts';
import { metaRecords } from '../../lib/meta.ts';
import type { CliModel, CommandModel } from '../model.ts';

type MetaItem = string | { title: string; theme?: { collapsed: boolean } };

/**
 * A command with subcommands is a folder, folded: the sidebar (and the phone's menu, which lists
 * it in full) shows the command groups, and the active page unfolds its own folder.
 */
function item(command: CommandModel): MetaItem {
  if (command.children.length === 0) return command.name;
  return { title: command.name, theme: { collapsed: true } };
}

/**
 * `_meta.json` and the `_meta.ts` Nextra reads (it reads _meta.{js,ts} only; the data stays in the
 * JSON). Below the top folder, `parent` is the command whose subcommands the folder lists: their
 * links then name the whole command to screen readers and crawlers ("sand runs start").
 */
function metaFiles(dir: string, meta: Record<string, MetaItem>, parent?: CommandModel): FileRecord[] {
  // The `@/` path alias (tsconfig.json) names the helper the same way from every folder depth.
  const ts = parent
    ? `import meta from './_meta.json';\nimport { withParentCommands } from '@/components/cli/sidebar-title';\n\nexport default withParentCommands(meta, ${JSON.stringify(parent.id)});\n`
    : undefined;
  return metaRecords(dir, meta, ts);
}

/** `_meta.json` + `_meta.ts` for content/cli and every folder below it, mirroring the command tree. */
export function renderSidebars(
  model: CliModel,
  extraPages: ReadonlyArray<{ file: string; sidebarTitle: string }> = [],
): FileRecord[] {
  const records = metaFiles('', {
    // The section's first entry names what the section is, beside the docs' and the API's in the phone's menu.
    index: 'CLI reference',
    ...Object.fromEntries(extraPages.map((p) => [p.file.replace(/\.mdx$/, ''), p.sidebarTitle])),
    [model.root.name]: { title: model.root.name, theme: { collapsed: false } },
  });
  const visit = (command: CommandModel) => {
    if (command.children.length === 0) return;
    records.push(
      ...metaFiles(command.path.join('/'), Object.fromEntries(command.children.map((c) => [c.name, item(c)])), command),
    );
    command.children.forEach(visit);
  };
  visit(model.root);
  return records;
}
