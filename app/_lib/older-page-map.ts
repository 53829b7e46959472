/**
 * The page map of one older release's reference (`content/api-versions/v1-3-0/`,
 * `content/cli-versions/v1-7-0/`), read from the files gen wrote there. Nextra's own page map leaves
 * the older releases out (tools/install/patch-page-map.ts): they are two thirds of the site's
 * pages, and only their own layouts show them. The folder is given in the shape Nextra's loader
 * gives a content folder (a `_meta.json` as its meta, each MDX page with its front matter, a
 * folder's `index.mdx` as the page at the folder's route), normalized by Nextra's own
 * `normalizePageMap`, so `versionPageMap` lifts it as it did the loader's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageMapItem } from 'nextra';
import { normalizePageMap } from 'nextra/page-map';
import { parse } from 'yaml';
import { readModelFile } from './model-file';
import { withParentCommands } from '../../components/cli/sidebar-title';

const CONTENT_DIR = path.join(process.cwd(), 'content');

/** A generated page's front matter: the YAML between its first two `---` lines; none without. */
export function frontMatterOf(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  return match ? ((parse(match[1]) as Record<string, unknown> | null) ?? {}) : {};
}

const frontMatters = new Map<string, { mtimeMs: number; value: Record<string, unknown> }>();

/** The front matter of the MDX file `file`, read once and again when `npm run dev` rewrites it. */
function readFrontMatter(file: string): Record<string, unknown> {
  const { mtimeMs } = fs.statSync(file);
  const cached = frontMatters.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.value;
  const value = frontMatterOf(fs.readFileSync(file, 'utf8'));
  frontMatters.set(file, { mtimeMs, value });
  return value;
}

/**
 * A folder's meta as its `_meta.ts` exports it: the `_meta.json` beside it, with the CLI's command
 * titles given their parent commands where the generated `_meta.ts` names them
 * (generator/cli/render/sidebar.ts).
 */
function folderMeta(dir: string): Record<string, unknown> | undefined {
  const meta = readModelFile<Record<string, string | { title: string }>>(path.join(dir, '_meta.json'));
  const ts = path.join(dir, '_meta.ts');
  const parents =
    meta && fs.existsSync(ts) && /withParentCommands\(meta, ("(?:[^"\\]|\\.)*")\)/.exec(fs.readFileSync(ts, 'utf8'));
  return parents ? withParentCommands(meta, JSON.parse(parents[1]) as string) : meta;
}

/** The items of the folder `dir`, served at `route`, as Nextra's loader lists them (before normalizing). */
function folderItems(dir: string, route: string): PageMapItem[] {
  const items: PageMapItem[] = [];
  const meta = folderMeta(dir);
  if (meta) items.push({ data: meta } as PageMapItem);
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    // `_pages/` holds the models, not pages.
    if (entry.isDirectory() && !entry.name.startsWith('_'))
      items.push({
        name: entry.name,
        route: `${route}/${entry.name}`,
        children: folderItems(path.join(dir, entry.name), `${route}/${entry.name}`),
      } as PageMapItem);
    else if (entry.isFile() && entry.name.endsWith('.mdx')) {
      const name = entry.name.slice(0, -'.mdx'.length);
      items.push({
        name,
        route: name === 'index' ? route : `${route}/${name}`,
        frontMatter: readFrontMatter(path.join(dir, entry.name)),
      } as PageMapItem);
    }
  }
  return items;
}

/**
 * The section's folder (`api-versions`) as Nextra's page map would hold it, with the pages of the
 * one release `route` belongs to (`/api-versions/v1-3-0/get-run` → `v1-3-0`; the others' folders
 * are empty): the sidebar of a release's page shows that release only. Undefined when gen wrote no
 * such section. A release is only ever a key of the section's meta, never a path of its own.
 */
export function olderSectionFolder(section: string, route: string, contentDir = CONTENT_DIR): PageMapItem | undefined {
  const dir = path.join(contentDir, section);
  const meta = readModelFile<Record<string, unknown>>(path.join(dir, '_meta.json'));
  if (!meta) return undefined;
  const release = route.split('/')[2];
  // Every release the section's meta names is a folder (Nextra's check of a meta's keys), the other releases' empty.
  const children: PageMapItem[] = [
    { data: meta } as PageMapItem,
    ...Object.keys(meta).map((name) => {
      const folder = path.join(dir, name);
      const shown = name === release && fs.existsSync(folder);
      const at = `/${section}/${name}`;
      return { name, route: at, children: shown ? folderItems(folder, at) : [] } as PageMapItem;
    }),
  ];
  return normalizePageMap({ name: section, route: `/${section}`, children } as never) as unknown as PageMapItem;
}
