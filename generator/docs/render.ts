import type { FileRecord } from '../lib/files.ts';
import { escapeMdxText, frontmatter, jsxElement } from '../lib/mdx.ts';
import type { Card, Category, DocsModel, TagSummary } from './model.ts';
import { TAG_ALIASES, tagLabel, tagRoute } from '../../shared/docs-tags.ts';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * The card list of a category or tag page: the routes only. Each card's title and description
 * are its page's front matter, looked up when the site is built (`app/_lib/page-cards.ts`) and
 * when its twin is written, so the MDX stays small however many pages it lists.
 */
function cardList(cards: Card[]): string {
  return jsxElement('DocCards', { routes: cards.map((card) => card.href) });
}

/** `/category/{slug}`: the category's title and description, then a card per child in sidebar order. */
export function renderCategoryPage(category: Category): FileRecord {
  const content =
    [
      frontmatter({ title: category.title, description: category.description }).trimEnd(),
      `# ${escapeMdxText(category.title)}`,
      escapeMdxText(category.description),
      cardList(category.children),
    ].join('\n\n') + '\n';
  return { path: `${category.slug}.mdx`, content };
}

export function renderCategoryPages(model: DocsModel): FileRecord[] {
  return model.categories.map(renderCategoryPage);
}

/** `/tags/{tag}`: every listed page with that tag, by title, with its description. */
export function renderTagPage(summary: TagSummary): FileRecord {
  const count = plural(summary.pages.length, 'page');
  const label = tagLabel(summary.tag);
  const heading = `${count} tagged "${label}"`;
  const content =
    [
      frontmatter({
        title: `Pages tagged "${label}"`,
        description: `The ${count} of the docs tagged "${label}", each with what it covers.`,
      }).trimEnd(),
      `# ${escapeMdxText(heading)}`,
      cardList(summary.pages),
      '[All tags](/tags)',
    ].join('\n\n') + '\n';
  return { path: `${summary.tag}.mdx`, content };
}

/** `/tags`: every tag, alphabetical by what readers see, with its page count. */
function renderTagIndex(model: DocsModel): FileRecord {
  const tags = model.tags
    .map((t) => ({ tag: t.tag, label: tagLabel(t.tag), href: t.route, count: t.pages.length }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || (a.tag < b.tag ? -1 : 1));
  const content =
    [
      frontmatter({
        title: 'Tags',
        description: `All ${tags.length} tags of the docs, alphabetical, each with the number of pages that carry it.`,
      }).trimEnd(),
      '# Tags',
      jsxElement('TagIndex', { tags }),
    ].join('\n\n') + '\n';
  return { path: 'index.mdx', content };
}

/** `/tags/{alias}`: a static page that sends the reader on to the canonical tag page. */
function renderTagRedirect(alias: string, tag: string): FileRecord {
  const label = tagLabel(tag);
  const content =
    [
      frontmatter({
        title: `The tag "${alias}" has moved`,
        description: `The pages tagged "${label}" are at ${tagRoute(tag)}; this page forwards there.`,
        searchable: false,
      }).trimEnd(),
      jsxElement('TagRedirect', { alias, to: tagRoute(tag), label }),
    ].join('\n\n') + '\n';
  return { path: `${alias}.mdx`, content };
}

export function renderTagPages(model: DocsModel): FileRecord[] {
  return [
    renderTagIndex(model),
    ...model.tags.map(renderTagPage),
    ...Object.entries(TAG_ALIASES)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([alias, tag]) => renderTagRedirect(alias, tag)),
  ];
}
