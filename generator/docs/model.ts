import { SpecError } from '../lib/errors.ts';
import type { Frontmatter } from './frontmatter.ts';
import { SPEC_TAGS, TAG_ALIASES, isSpecTag, tagRoute, type SpecTag } from '../../shared/docs-tags.ts';
import { kebabCase } from '../../shared/slug.ts';

/** One MDX page as read from disk. Paths are repo-relative with POSIX separators. */
export interface SourcePage {
  file: string;
  /** Directory holding the file, e.g. `content/docs/using`. */
  dir: string;
  /** File name without extension, the key a `_meta` file uses for it. */
  name: string;
  route: string;
  frontmatter: Frontmatter;
}

/** One folder of the docs tree with its sidebar (`_meta`) and category data (`_category.json`). */
export interface SourceFolder {
  dir: string;
  name: string;
  route: string;
  /** The docs root (`content/docs`) is a sidebar but not a category. */
  isRoot: boolean;
  metaFile: string;
  meta: Record<string, unknown> | undefined;
  categoryFile: string;
  category: Record<string, unknown> | undefined;
}

export interface DocsInput {
  pages: SourcePage[];
  folders: SourceFolder[];
}

export interface DocPage {
  file: string;
  route: string;
  title: string;
  description: string;
  tags: SpecTag[];
  unlisted: boolean;
}

/** What a card shows: used by category pages and tag pages alike. */
export interface Card {
  title: string;
  description: string;
  href: string;
}

export interface Category {
  slug: string;
  route: string;
  title: string;
  description: string;
  children: Card[];
}

export interface TagSummary {
  tag: SpecTag;
  route: string;
  pages: Card[];
}

export interface DocsModel {
  pages: DocPage[];
  categories: Category[];
  tags: TagSummary[];
}

function place(fm: Frontmatter, key: string): string {
  return `line ${fm.keyLines[key] ?? fm.firstLine}`;
}

function requireText(page: SourcePage, key: 'title' | 'description'): string {
  const value = page.frontmatter.data[key];
  if (typeof value !== 'string' || value.trim() === '') {
    const example =
      key === 'title'
        ? 'title: Workflow lifecycle'
        : 'description: How a workflow moves from a first push to a tagged production version.';
    throw new SpecError(
      page.file,
      place(page.frontmatter, key),
      `the frontmatter has no ${key}`,
      `add a line "${example}" to the frontmatter`,
    );
  }
  if (/\n/.test(value.trim())) {
    throw new SpecError(
      page.file,
      place(page.frontmatter, key),
      `the ${key} spans several lines`,
      `write the ${key} as one line`,
    );
  }
  return value.trim();
}

function readTags(page: SourcePage, required: boolean): SpecTag[] {
  const fm = page.frontmatter;
  const raw = fm.data.tags;
  if (raw === undefined && !required) return [];
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new SpecError(
      page.file,
      place(fm, 'tags'),
      'the frontmatter has no tags list',
      `add "tags: [concepts]" with names from the ${SPEC_TAGS.length} tags of shared/docs-tags.ts`,
    );
  }
  const seen = new Set<string>();
  return raw.map((tag, i) => {
    if (typeof tag !== 'string') {
      throw new SpecError(
        page.file,
        place(fm, 'tags'),
        `tag ${i + 1} is not a name`,
        'write each tag as a plain word, e.g. "tags: [workflows, push]"',
      );
    }
    if (!isSpecTag(tag)) {
      const alias = TAG_ALIASES[tag];
      const fix = alias ? `write "${alias}" instead of "${tag}"` : `use one of: ${SPEC_TAGS.join(', ')}`;
      throw new SpecError(page.file, place(fm, 'tags'), `unknown tag "${tag}"`, fix);
    }
    if (seen.has(tag))
      throw new SpecError(page.file, place(fm, 'tags'), `the tag "${tag}" is listed twice`, 'remove the repeated tag');
    seen.add(tag);
    return tag;
  });
}

function readPage(page: SourcePage, inDocsTree: boolean): DocPage {
  const fm = page.frontmatter;
  const title = requireText(page, 'title');
  const description = requireText(page, 'description');
  const tags = readTags(page, inDocsTree);
  const unlisted = fm.data.unlisted;
  if (unlisted !== undefined && typeof unlisted !== 'boolean') {
    throw new SpecError(
      page.file,
      place(fm, 'unlisted'),
      '"unlisted" is not true or false',
      'write "unlisted: true" or remove the line',
    );
  }
  if (unlisted === true && fm.data.searchable !== false) {
    throw new SpecError(
      page.file,
      place(fm, 'unlisted'),
      'an unlisted page would still be in the search index',
      'add "searchable: false" to the frontmatter',
    );
  }
  return { file: page.file, route: page.route, title, description, tags, unlisted: unlisted === true };
}

interface MetaItem {
  key: string;
  title: string | undefined;
  hidden: boolean;
}

/** The `_meta` entries that name a page or folder (links, separators and menus name neither). */
function metaItems(folder: SourceFolder): MetaItem[] {
  if (!folder.meta) return [];
  const items: MetaItem[] = [];
  for (const [key, value] of Object.entries(folder.meta)) {
    if (key === '*') continue;
    if (typeof value === 'string') {
      items.push({ key, title: value, hidden: false });
      continue;
    }
    if (value === null || typeof value !== 'object') {
      throw new SpecError(
        folder.metaFile,
        `key "${key}"`,
        'the entry is neither a title nor an object',
        `write "${key}: 'Title'" or "${key}: { display: 'hidden' }"`,
      );
    }
    const entry = value as Record<string, unknown>;
    if ('href' in entry || entry.type === 'separator' || entry.type === 'menu') continue;
    items.push({
      key,
      title: typeof entry.title === 'string' ? entry.title : undefined,
      hidden: entry.display === 'hidden',
    });
  }
  return items;
}

function byTitle(a: Card, b: Card): number {
  const x = a.title.toLowerCase();
  const y = b.title.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.href < b.href ? -1 : a.href > b.href ? 1 : 0;
}

function card(page: DocPage): Card {
  return { title: page.title, description: page.description, href: page.route };
}

/**
 * Validates the docs tree and derives categories (one per folder below the docs root, children in
 * `_meta` order) and tag pages (listed pages only, by title). Throws SpecError on the first problem.
 */
export function buildDocsModel(input: DocsInput): DocsModel {
  const folderDirs = new Set(input.folders.map((f) => f.dir));
  const pages = new Map<string, DocPage>();
  for (const source of input.pages) pages.set(source.file, readPage(source, folderDirs.has(source.dir)));

  const pagesByDir = new Map<string, SourcePage[]>();
  for (const source of input.pages) pagesByDir.set(source.dir, [...(pagesByDir.get(source.dir) ?? []), source]);
  const foldersByParent = new Map<string, SourceFolder[]>();
  for (const folder of input.folders) {
    if (folder.isRoot) continue;
    const parent = folder.dir.slice(0, folder.dir.lastIndexOf('/'));
    foldersByParent.set(parent, [...(foldersByParent.get(parent) ?? []), folder]);
  }
  const folderByDir = new Map(input.folders.map((f) => [f.dir, f]));

  // Category identity (title, slug, description) first, so a parent can point at its subfolders.
  const categoryOf = new Map<string, Category>();
  const slugs = new Map<string, string>();
  for (const folder of input.folders) {
    if (folder.isRoot) continue;
    const parent = folderByDir.get(folder.dir.slice(0, folder.dir.lastIndexOf('/')));
    const entry = parent ? metaItems(parent).find((item) => item.key === folder.name) : undefined;
    const cat = folder.category;
    if (!cat) {
      throw new SpecError(
        folder.categoryFile,
        '',
        `the folder ${folder.dir} has no category description`,
        `create ${folder.categoryFile} holding {"description": "<one sentence about this section>"}`,
      );
    }
    const title = entry?.title ?? (typeof cat.title === 'string' ? cat.title : undefined);
    if (!title) {
      throw new SpecError(
        parent?.metaFile ?? folder.categoryFile,
        `key "${folder.name}"`,
        `the folder ${folder.dir} has no sidebar title`,
        `add "${folder.name}: 'Title'" to ${parent?.metaFile ?? 'the parent _meta.ts'}`,
      );
    }
    if (typeof cat.description !== 'string' || cat.description.trim() === '') {
      throw new SpecError(
        folder.categoryFile,
        'description',
        'the category has no description',
        'add "description": "<one sentence about this section>" to it',
      );
    }
    if (cat.slug !== undefined && (typeof cat.slug !== 'string' || kebabCase(cat.slug) !== cat.slug)) {
      throw new SpecError(
        folder.categoryFile,
        'slug',
        `the slug ${JSON.stringify(cat.slug)} is not kebab-case`,
        'write lower-case words joined by hyphens, or remove the slug to derive it from the title',
      );
    }
    const slug = (cat.slug as string | undefined) ?? kebabCase(title);
    const clash = slugs.get(slug);
    if (clash)
      throw new SpecError(
        folder.categoryFile,
        'slug',
        `the category slug "${slug}" is also used by ${clash}`,
        'give one of the two folders a distinct "slug" in its _category.json',
      );
    slugs.set(slug, folder.dir);
    categoryOf.set(folder.dir, {
      slug,
      route: `/category/${slug}`,
      title,
      description: cat.description.trim(),
      children: [],
    });
  }

  // Sidebars: every key names something, everything is listed (or unlisted and hidden).
  for (const folder of input.folders) {
    if (!folder.meta) {
      throw new SpecError(
        folder.metaFile,
        '',
        `the folder ${folder.dir} has no sidebar`,
        `create ${folder.metaFile} exporting the order of its pages and folders`,
      );
    }
    const children: Card[] = [];
    const items = metaItems(folder);
    const folderPages = pagesByDir.get(folder.dir) ?? [];
    const subfolders = foldersByParent.get(folder.dir) ?? [];
    for (const item of items) {
      const source = folderPages.find((p) => p.name === item.key);
      const sub = subfolders.find((f) => f.name === item.key);
      if (!source && !sub) {
        throw new SpecError(
          folder.metaFile,
          `key "${item.key}"`,
          `names no page or folder in ${folder.dir}`,
          `create ${folder.dir}/${item.key}.mdx or remove "${item.key}" from ${folder.metaFile}`,
        );
      }
      if (source) {
        const page = pages.get(source.file)!;
        if (item.hidden && !page.unlisted) {
          throw new SpecError(
            source.file,
            place(source.frontmatter, 'title'),
            'the sidebar hides this page but it is not unlisted',
            `add "unlisted: true" and "searchable: false" to its frontmatter, or drop "display: 'hidden'" for "${item.key}" in ${folder.metaFile}`,
          );
        }
        if (!item.hidden && page.unlisted) {
          throw new SpecError(
            folder.metaFile,
            `key "${item.key}"`,
            'an unlisted page is shown in the sidebar',
            `write "${item.key}: { display: 'hidden' }"`,
          );
        }
        if (!item.hidden) children.push(card(page));
      } else if (sub && !item.hidden) {
        const cat = categoryOf.get(sub.dir)!;
        children.push({ title: cat.title, description: cat.description, href: cat.route });
      }
    }
    const keys = new Set(items.map((i) => i.key));
    for (const source of folderPages) {
      if (!keys.has(source.name)) {
        throw new SpecError(
          source.file,
          '',
          'no sidebar lists this page',
          `add "${source.name}" to ${folder.metaFile} (with "display: 'hidden'" and "unlisted: true" for an unlisted page)`,
        );
      }
    }
    for (const sub of subfolders) {
      if (!keys.has(sub.name)) {
        throw new SpecError(
          folder.metaFile,
          '',
          `the folder ${sub.dir} is missing from this sidebar`,
          `add "${sub.name}: 'Title'" to ${folder.metaFile}`,
        );
      }
    }
    const cat = categoryOf.get(folder.dir);
    if (cat) cat.children = children;
  }

  for (const cat of categoryOf.values()) {
    if (cat.children.length === 0) {
      const dir = [...categoryOf.entries()].find(([, c]) => c === cat)![0];
      throw new SpecError(
        folderByDir.get(dir)!.metaFile,
        '',
        `the category "${cat.title}" has no listed children`,
        'list at least one page in this sidebar',
      );
    }
  }

  const listed = [...pages.values()].filter((p) => !p.unlisted);
  const tags: TagSummary[] = SPEC_TAGS.map((tag) => ({
    tag,
    route: tagRoute(tag),
    pages: listed
      .filter((p) => p.tags.includes(tag))
      .map(card)
      .sort(byTitle),
  }));
  const categories = [...categoryOf.values()].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const sortedPages = [...pages.values()].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return { pages: sortedPages, categories, tags };
}

/** Every tag of `SPEC_TAGS` must be on a listed page, or its tag page would be empty (docs/decisions.md, "Routes"). */
export function assertEveryTagUsed(model: DocsModel): void {
  const unused = model.tags.filter((t) => t.pages.length === 0).map((t) => t.tag);
  if (unused.length > 0) {
    throw new SpecError(
      'content/docs',
      '',
      `no listed page carries the tag${unused.length > 1 ? 's' : ''} ${unused.map((t) => `"${t}"`).join(', ')}, so ${unused.map(tagRoute).join(', ')} would be empty`,
      'add each tag to the "tags" frontmatter of a page it describes',
    );
  }
}
