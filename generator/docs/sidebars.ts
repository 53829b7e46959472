/**
 * Sidebar rules for hand-written content: every `_meta` key names a page or folder (else:
 * "missing doc id"), and every page is in its folder's `_meta` or marked `unlisted: true`
 * (else: "missing sidebar"). Nextra would silently append unlisted-by-accident pages. A page a
 * `_meta` hides (`display: 'hidden'`, a standalone page such as a template) is in no sidebar, so it
 * must be `unlisted: true` and `searchable: false` too: else search, the sitemap and `llms.txt`
 * would list a page the site's navigation never shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SpecError } from '../lib/errors.ts';
import { readMeta } from './content-tree.ts';
import { parseFrontmatter } from './frontmatter.ts';

export interface SidebarProblem {
  file: string;
  place: string;
  reason: string;
  fix: string;
}

const isLinkOrSeparator = (value: unknown) =>
  typeof value === 'object' && value !== null && ('href' in value || (value as { type?: string }).type === 'separator');

export async function checkSidebars(root: string, skip: string[]): Promise<SidebarProblem[]> {
  const problems: SidebarProblem[] = [];
  async function visit(dir: string): Promise<void> {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const pages = entries.filter((e) => e.isFile() && /\.mdx?$/.test(e.name)).map((e) => e.name.replace(/\.mdx?$/, ''));
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    const meta = await readMeta('.', dir);
    const keys = meta ? Object.keys(meta.data) : [];
    if (meta) {
      for (const key of keys) {
        // A generated folder (content/tags, content/category) may not exist before the first gen.
        if (
          isLinkOrSeparator(meta.data[key]) ||
          pages.includes(key) ||
          folders.includes(key) ||
          skip.includes(path.relative(root, path.join(dir, key)))
        )
          continue;
        problems.push({
          file: meta.file,
          place: `key "${key}"`,
          reason: `the sidebar names "${key}", but there is no ${key}.mdx or ${key}/ in ${dir} (missing doc id)`,
          fix: `create ${path.join(dir, key)}.mdx or remove "${key}" from ${path.basename(meta.file)}`,
        });
      }
    }
    for (const page of pages) {
      const file = path.join(dir, fs.existsSync(path.join(dir, `${page}.mdx`)) ? `${page}.mdx` : `${page}.md`);
      const frontmatter = () => parseFrontmatter(file, fs.readFileSync(file, 'utf8')).data;
      if (keys.includes(page)) {
        const entry = meta!.data[page] as { display?: unknown } | undefined;
        const data = entry?.display === 'hidden' ? frontmatter() : undefined;
        if (data && (data.unlisted !== true || data.searchable !== false)) {
          problems.push({
            file,
            place: 'frontmatter',
            reason: `${meta!.file} hides this page from the sidebar, but search, the sitemap and llms.txt would still list it`,
            fix: 'add "unlisted: true" and "searchable: false" to its frontmatter (the page stays reachable by link)',
          });
        }
        continue;
      }
      if (frontmatter().unlisted === true) continue;
      problems.push({
        file,
        place: 'frontmatter',
        reason: `no sidebar lists this page (missing sidebar)`,
        fix: meta
          ? `add "${page}" to ${meta.file}, or set "unlisted: true" in its frontmatter`
          : `create ${path.join(dir, '_meta.ts')} listing "${page}", or set "unlisted: true" in its frontmatter`,
      });
    }
    for (const folder of folders) {
      const sub = path.join(dir, folder);
      if (skip.includes(path.relative(root, sub))) continue;
      if (!keys.includes(folder) && meta) {
        problems.push({
          file: meta.file,
          place: `folder "${folder}"`,
          reason: `no sidebar lists the folder ${folder}/ (missing sidebar)`,
          fix: `add "${folder}" to ${meta.file}`,
        });
      }
      await visit(sub);
    }
  }
  await visit(root);
  return problems;
}

export async function assertSidebars(root: string, skip: string[]): Promise<void> {
  const [first, ...rest] = await checkSidebars(root, skip);
  if (first)
    throw new SpecError(
      first.file,
      first.place,
      first.reason + (rest.length ? ` (and ${rest.length} more)` : ''),
      first.fix,
    );
}
