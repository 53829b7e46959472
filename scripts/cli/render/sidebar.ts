import type { FileRecord } from '../../lib/files.ts';
import type { CliModel, CommandModel } from '../model.ts';

/** Variant lists longer than this start folded, so the sidebar stays usable; the active page unfolds its folder. */
const FOLD_VARIANTS_ABOVE = 5;

type MetaItem = string | { title: string; theme?: { collapsed: boolean } };

function item(command: CommandModel): MetaItem {
  if (command.children.length === 0) return command.name;
  const folded = command.subcommandKind === 'variants' && command.children.length > FOLD_VARIANTS_ABOVE;
  return { title: command.name, theme: { collapsed: folded } };
}

function metaFiles(dir: string, meta: Record<string, MetaItem>): FileRecord[] {
  const prefix = dir ? `${dir}/` : '';
  return [
    { path: `${prefix}_meta.json`, content: JSON.stringify(meta, null, 2) + '\n' },
    // Nextra 4 reads _meta.{js,ts} only; the data stays in the JSON beside it.
    { path: `${prefix}_meta.ts`, content: "import meta from './_meta.json';\nexport default meta;\n" },
  ];
}

/** `_meta.json` + `_meta.ts` for content/cli and every folder below it, mirroring the command tree. */
export function renderSidebars(model: CliModel): FileRecord[] {
  const records = metaFiles('', { index: 'Overview', [model.root.name]: { title: model.root.name, theme: { collapsed: false } } });
  const visit = (command: CommandModel) => {
    if (command.children.length === 0) return;
    records.push(...metaFiles(command.path.join('/'), Object.fromEntries(command.children.map((c) => [c.name, item(c)]))));
    command.children.forEach(visit);
  };
  visit(model.root);
  return records;
}
