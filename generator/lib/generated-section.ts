/**
 * What every generated section's generator shares once it has its pages as blocks
 * (shared/page-model.ts): the step that makes them read as MDX pages did (heading ids and
 * typographic quotes, by the libraries Nextra's MDX compiler uses), code highlighted in one
 * compile per section, the page stubs, and the section's model file. A new section's generator
 * builds blocks and calls these; it copies none of them.
 */
import Slugger from 'github-slugger';
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import {
  SECTION_MODEL_FILE,
  STUB_COMPONENT,
  type BlockComponentName,
  type Inline,
  type PageBlock,
  type PageModel,
  type SectionModel,
} from '../../shared/page-model.ts';
import { SECTION_SHARED_FILE, pageModelPath, type SectionIndex } from '../../shared/section-model-files.ts';
import type { FileRecord } from './files.ts';
import { frontmatter, jsxElement } from './mdx.ts';
import { highlightCodeBlocks } from './highlight-code.ts';

/** A heading block that may carry Nextra's custom id (`## Title [#id]`) until `finishPage` slugs it. */
export type DraftBlock<N extends BlockComponentName> = PageBlock<N> & { customId?: string };

/**
 * The page from its blocks in order: h2 to h6 given the ids Nextra gives MDX headings
 * (github-slugger over the page, custom ids included, so a repeated title gets `-1`), and prose
 * given curly quotes by remark-smartypants over the whole page, as Nextra's compiler does. The
 * blocks are changed in place.
 */
export function finishPage<N extends BlockComponentName>(blocks: Array<DraftBlock<N>>): PageModel<N> {
  const slugger = new Slugger();
  const texts: Array<{ node: { value: string }; set(value: string): void }> = [];
  const textNode = (value: string, set: (value: string) => void) => {
    const node = { type: 'text' as const, value };
    texts.push({ node, set });
    return node;
  };
  const phrasing = (parts: Inline[]): PhrasingContent[] =>
    parts.map((part, i) => {
      if (typeof part === 'string') return textNode(part, (v) => (parts[i] = v));
      if ('link' in part)
        return { type: 'link' as const, url: part.link, children: [textNode(part.text, (v) => (part.text = v))] };
      return { type: 'inlineCode' as const, value: part.code };
    });
  const walk = (list: Array<DraftBlock<N>>): RootContent[] =>
    list.flatMap((block): RootContent[] => {
      switch (block.kind) {
        case 'heading': {
          const { customId } = block;
          delete block.customId;
          if (block.level > 1) block.id = slugger.slug(customId ?? block.text);
          return [{ type: 'heading', depth: block.level, children: [textNode(block.text, (v) => (block.text = v))] }];
        }
        case 'paragraph':
          return [{ type: 'paragraph', children: phrasing(block.content) }];
        case 'alert':
          return [
            {
              type: 'blockquote',
              children: [{ type: 'paragraph', children: [textNode(block.text, (v) => (block.text = v))] }],
            },
          ];
        case 'list':
          return [
            {
              type: 'list',
              ordered: block.ordered,
              children: block.items.map((item) => ({
                type: 'listItem',
                children: [{ type: 'paragraph', children: phrasing(item) }],
              })),
            },
          ];
        case 'component':
          return walk(block.children ?? []);
        case 'code':
          return [];
      }
    });
  const tree: Root = { type: 'root', children: walk(blocks) };
  unified().use(remarkSmartypants).runSync(tree);
  for (const { node, set } of texts) set(node.value);
  return { blocks };
}

function codeBlocksOf(blocks: readonly PageBlock[]): Array<Extract<PageBlock, { kind: 'code' }>> {
  return blocks.flatMap((block) =>
    block.kind === 'code' ? [block] : block.kind === 'component' ? codeBlocksOf(block.children ?? []) : [],
  );
}

/**
 * Fills in every code block's highlighted tree, all of a section's blocks in one compile. A block
 * that has its tree is a page `npm run dev` kept from the last run (a changed block is a new one).
 */
export async function highlightPages(pages: Record<string, PageModel>): Promise<void> {
  const blocks = Object.values(pages)
    .flatMap((p) => codeBlocksOf(p.blocks))
    .filter((block) => block.tree === undefined);
  const trees = await highlightCodeBlocks(blocks);
  blocks.forEach((block, i) => (block.tree = trees[i]));
}

/**
 * A page file: front matter (title and description for the sidebar, search and twins; theme
 * settings; a folder's own page is its index) and the one component that draws the page from its
 * section's model. It changes only with its front matter: a change to what the page shows is in
 * its model file, which `next dev` reloads the page for. Were the stub to change with it, each
 * save would make the dev server compile the MDX page and the site's page map again.
 */
export function stubPage(data: Record<string, unknown>, route: string): string {
  const last = stubs.get(data);
  if (last?.route === route) return last.text;
  const text = `${frontmatter(data)}\n${jsxElement(STUB_COMPONENT, { route })}\n`;
  stubs.set(data, { route, text });
  return text;
}

/**
 * A stub by its front matter object, as `pageFiles` keeps page files: a page `npm run dev` reuses
 * (the API's operation pages) keeps its stub too (writing front matter as YAML is not free), and
 * front matter is never changed once a page is rendered.
 */
const stubs = new WeakMap<Record<string, unknown>, { route: string; text: string }>();

/**
 * The section's model files (shared/section-model-files.ts): each page's blocks in a file of its
 * own, named as its stub (`stubFiles`, by route), and the index naming them, with the data pages
 * share. Written for review: one-space indented, one value a line, so a changed description is one
 * changed line in a diff; a code block's highlighted `tree` stays on one line (it is derived from
 * the `code` beside it, and would triple the file spread out). Key order is the generator's, which
 * is deterministic.
 */
export function sectionModelRecords(section: SectionModel, stubFiles: ReadonlyMap<string, string>): FileRecord[] {
  const index: SectionIndex = { pageFiles: {} };
  const records: FileRecord[] = [];
  for (const [route, page] of Object.entries(section.pages)) {
    const stub = stubFiles.get(route);
    if (stub === undefined) throw new Error(`the section's page ${route} has no page file`);
    const record = pageModelRecord(page, stub);
    index.pageFiles[route] = record.path;
    records.push(record);
  }
  if (section.shared) {
    index.sharedFile = SECTION_SHARED_FILE;
    records.push({ path: SECTION_SHARED_FILE, content: reviewableJson(section.shared) + '\n' });
  }
  records.push({ path: SECTION_MODEL_FILE, content: reviewableJson(index) + '\n' });
  return records;
}

/** One page's model file (`_pages/…json`), named as its stub. */
export function pageModelRecord(page: PageModel, stubFile: string): FileRecord {
  return { path: pageModelPath(stubFile), content: pageFileText(page) };
}

/** The route a page file of a section is served at: `index.mdx` → the section's base, `runs/index.mdx` → `{base}/runs`. */
export function pageRoute(routeBase: string, file: string): string {
  const rest = file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
  return rest ? `${routeBase}/${rest}` : routeBase;
}

/**
 * The files of the pages at `routes` among a section's files (relative to its folder, served
 * under `routeBase`): each one's stub and model file, and the files of data the section's pages
 * share (`sharedFiles`). `npm run dev` writes them first. None when no page is open.
 */
export function openPageRecords(
  records: readonly FileRecord[],
  routeBase: string,
  routes: ReadonlySet<string>,
  sharedFiles: readonly string[] = [SECTION_SHARED_FILE],
): FileRecord[] {
  const stubs = new Set(
    records.filter((r) => r.path.endsWith('.mdx') && routes.has(pageRoute(routeBase, r.path))).map((r) => r.path),
  );
  if (stubs.size === 0) return [];
  const wanted = new Set([...stubs, ...[...stubs].map(pageModelPath), ...sharedFiles]);
  return records.filter((r) => wanted.has(r.path));
}

/**
 * A page's file as last written, by the page object: `npm run dev` reuses the pages a save did not
 * change (the API's operation pages), and a page is never changed once laid out.
 */
const pageFiles = new WeakMap<PageModel, string>();

function pageFileText(page: PageModel): string {
  let text = pageFiles.get(page);
  if (text === undefined) pageFiles.set(page, (text = reviewableJson(page) + '\n'));
  return text;
}

/**
 * `value` as JSON, indented one space per level, with the values of `compactKeys` on one line.
 * Written by the engine's `JSON.stringify` (a section model is megabytes, rewritten on each save
 * under `npm run dev`): each compact value is swapped for a marker string while the whole is
 * indented, then put back on its line. The marker holds a NUL, which JSON escapes, and a per-call
 * nonce, so no string of the model can look like one.
 */
export function reviewableJson(value: unknown, compactKeys: ReadonlySet<string> = new Set(['tree'])): string {
  const compact: string[] = [];
  const nonce = Math.random().toString(36).slice(2);
  const text =
    JSON.stringify(
      value,
      function (this: unknown, key: string, v: unknown) {
        if (Array.isArray(this) || !compactKeys.has(key) || v === undefined || typeof v === 'function') return v;
        compact.push(JSON.stringify(v));
        return `\0${nonce}:${compact.length - 1}`;
      },
      1,
    ) ?? 'null';
  if (compact.length === 0) return text;
  const marker = new RegExp(`"\\\\u0000${nonce}:(\\d+)"`, 'g');
  return text.replace(marker, (_, index: string) => compact[Number(index)]);
}
