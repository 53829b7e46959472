/**
 * The Markdown twins of a built site: for every page the sitemap lists, `/x.md` beside `/x`,
 * written from the same sources as the page (the API and CLI models for their pages, the MDX
 * for the others), plus `/llms.txt` and `/llms-full.txt`. Pure apart from reading the sources:
 * returns file records relative to `out/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FileRecord } from '../../generator/lib/files.ts';
import { SpecError } from '../../generator/lib/errors.ts';
import { parseFrontmatter } from '../../generator/docs/frontmatter.ts';
import { loadDocsInput } from '../../generator/docs/load.ts';
import { site } from '../../site.config.ts';
import { twinPath } from '../../shared/twin-path.ts';
import { SECTION_SCHEMAS_FILE } from '../../shared/api/section-files.ts';
import { readJsonFile, readSectionModel } from '../../shared/section-model-files.ts';
import { mdxToMarkdown } from './mdx-twin.ts';
import { pageToMarkdown } from './page-twin.ts';
import type { ComponentTwins, TwinOptions, TwinSection } from './component-twin.ts';
import { API_COMPONENT_TWINS } from './api-twin.ts';
import { CLI_COMPONENT_TWINS } from './cli-twin.ts';
import {
  SECTION_MODEL_FILE,
  STUB_COMPONENT,
  sectionFolders,
  type PageModel,
  type SectionModel,
} from '../../shared/page-model.ts';
import { docsSidebarOrder } from './sidebar-order.ts';
import { renderLlmsFull, renderLlmsTxt, type TwinEntry } from './llms.ts';
import type { FrontMatter } from '../../shared/page-cards.ts';
import { API_REFERENCE } from '../../shared/api/api-versions.ts';
import type { VersionsData } from '../../shared/reference-versions.ts';
import { isOlderVersionRoute, olderVersionNotice } from './older-version.ts';

export { twinPath };

/** Every section's component twins: the one registry generated pages' twins are written with. */
const COMPONENT_TWINS: ComponentTwins = { ...API_COMPONENT_TWINS, ...CLI_COMPONENT_TWINS };

/** A generated page's twin (any section's), its components read by `COMPONENT_TWINS`. */
export function generatedPageTwin(
  title: string,
  page: PageModel,
  section: TwinSection = {},
  options: TwinOptions = {},
): string {
  return pageToMarkdown(title, page, section, { components: COMPONENT_TWINS, ...options });
}

/** The request sample languages llms-full.txt carries per operation (each operation's own twin has more). */
const FULL_SAMPLE_LANGUAGES = ['curl'];

interface ListedPage {
  route: string;
  file: string;
  source: string;
  frontmatter: Record<string, unknown>;
}

/** The MDX file a route is rendered from: `content/x.mdx` or `content/x/index.mdx`. */
function sourceFile(contentDir: string, route: string): string | undefined {
  const base = path.join(contentDir, route === '/' ? 'index' : route.slice(1));
  return [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')].find((file) =>
    fs.existsSync(file),
  );
}

/**
 * The front matter of the page at a route, read from its MDX file once, with `filePath` as the
 * page map has it: what a generated card list's cards show (shared/page-cards.ts).
 */
function frontMatterReader(contentDir: string): (route: string) => FrontMatter | undefined {
  const read = new Map<string, FrontMatter | undefined>();
  return (route) => {
    if (!read.has(route)) {
      const file = sourceFile(contentDir, route);
      read.set(
        route,
        file ? { ...parseFrontmatter(file, fs.readFileSync(file, 'utf8')).data, filePath: file } : undefined,
      );
    }
    return read.get(route);
  };
}

export interface TwinSources {
  contentDir: string;
  site: { title: string; description: string };
  /** Docs routes in sidebar order. */
  docsOrder: string[];
  /** The API's served versions (`public/api-versions.json`), for the twins of the older ones' pages; none before gen wrote it. */
  apiVersions?: VersionsData;
  /** Where `apiVersions` is read from, for the message when it is missing (default `public/api-versions.json`). */
  apiVersionsFile?: string;
}

/** Reads what the site was built from: its content folder (the generated sections' models among it) and the docs sidebars. */
export async function loadTwinSources(root = '.'): Promise<TwinSources> {
  const apiVersionsFile = path.join(root, 'public', API_REFERENCE.dataFile);
  return {
    contentDir: path.join(root, 'content'),
    site: { title: site.title, description: site.description },
    docsOrder: docsSidebarOrder(await loadDocsInput(root)),
    apiVersionsFile,
    ...(fs.existsSync(apiVersionsFile)
      ? { apiVersions: JSON.parse(fs.readFileSync(apiVersionsFile, 'utf8')) as VersionsData }
      : {}),
  };
}

/** The banner an older API version's twin opens with; undefined for any other page. */
function noticeOf(route: string, sources: TwinSources): TwinOptions {
  if (!isOlderVersionRoute(route)) return {};
  const file = sources.apiVersionsFile ?? path.join('public', API_REFERENCE.dataFile);
  if (!sources.apiVersions)
    throw new SpecError(
      file,
      route,
      "an older API version's page is exported but the served versions' file is missing",
      'run `npm run gen`, then build again',
    );
  const notice = olderVersionNotice(sources.apiVersions, route);
  if (!notice)
    throw new SpecError(
      file,
      route,
      'the exported page is in no older version the file lists',
      'run `npm run gen`, then build again',
    );
  return { notice };
}

export interface TwinResult {
  files: FileRecord[];
  entries: TwinEntry[];
  inlinedReference: boolean;
}

/**
 * The twins of `routes` (the sitemap's pages), llms.txt and llms-full.txt; and the twins of
 * `olderVersionRoutes` (the older API versions' pages, which no sitemap lists), which the llms
 * files leave out: they list the site as it is today.
 */
export function renderTwins(routes: string[], sources: TwinSources, olderVersionRoutes: string[] = []): TwinResult {
  const pages: ListedPage[] = [...routes, ...olderVersionRoutes].map((route) => {
    const file = sourceFile(sources.contentDir, route);
    if (!file)
      throw new SpecError(
        'out/sitemap.xml',
        route,
        'a listed page has no MDX source to write its Markdown twin from',
        `add ${path.join(sources.contentDir, route.slice(1) || 'index')}.mdx, or keep the page out of the sitemap (unlisted: true)`,
      );
    const source = fs.readFileSync(file, 'utf8');
    return { route, file, source, frontmatter: parseFrontmatter(file, source).data };
  });

  const listed = new Set(routes);
  const sections = new Map<string, LoadedSection | null>();
  const frontMatterAt = frontMatterReader(sources.contentDir);

  const entries: TwinEntry[] = pages.map((page) => {
    const title = typeof page.frontmatter.title === 'string' ? page.frontmatter.title : page.route;
    const description = typeof page.frontmatter.description === 'string' ? page.frontmatter.description : undefined;
    const generated = generatedPage(page, sources.contentDir, sections);
    const markdown = generated
      ? generatedPageTwin(title, generated.page, generated.section, noticeOf(page.route, sources))
      : mdxToMarkdown({ title, description, source: page.source, file: page.file, frontMatterAt });
    // llms-full.txt inlines operations with their curl sample only: with curl, Python and
    // TypeScript the Sun API's reference would make it several times larger for the same facts.
    const full =
      generated && listed.has(page.route)
        ? generatedPageTwin(title, generated.page, generated.section, { sampleLanguages: FULL_SAMPLE_LANGUAGES })
        : markdown;
    return {
      route: page.route,
      twinPath: twinPath(page.route),
      title,
      description,
      markdown,
      ...(full !== markdown ? { fullMarkdown: full } : {}),
    };
  });

  const rank = new Map(sources.docsOrder.map((route, i) => [route, i]));
  const ordered = entries
    .filter((entry) => listed.has(entry.route))
    .sort(
      (a, b) =>
        (rank.get(a.route) ?? Infinity) - (rank.get(b.route) ?? Infinity) ||
        (a.route < b.route ? -1 : a.route > b.route ? 1 : 0),
    );
  const full = renderLlmsFull(sources.site, ordered);
  const files: FileRecord[] = [
    ...entries.map((e) => ({ path: e.twinPath.slice(1), content: e.markdown })),
    { path: 'llms.txt', content: renderLlmsTxt(sources.site, ordered) },
    { path: 'llms-full.txt', content: full.content },
  ];
  return { files, entries: ordered, inlinedReference: full.inlinedReference };
}

interface LoadedSection extends TwinSection {
  file: string;
  pages: SectionModel['pages'];
}

/** A section's model file and, for an API section, the component schemas beside it; null where the folder has none. */
function loadSection(contentDir: string, folder: string): LoadedSection | null {
  const file = path.join(contentDir, folder, SECTION_MODEL_FILE);
  const model = readSectionModel(path.join(contentDir, folder), readJsonFile);
  if (!model) return null;
  const schemasFile = path.join(contentDir, folder, SECTION_SCHEMAS_FILE);
  const schemas = fs.existsSync(schemasFile)
    ? (JSON.parse(fs.readFileSync(schemasFile, 'utf8')) as TwinSection['schemas'])
    : undefined;
  return { file, pages: model.pages, shared: model.shared, schemas };
}

/**
 * The model entry of a generated page (a stub naming its route: `<GeneratedPage route=… />`),
 * from the nearest section model at or above its folder, with what its section holds besides;
 * undefined for a page that is no stub.
 */
function generatedPage(
  page: ListedPage,
  contentDir: string,
  sections: Map<string, LoadedSection | null>,
): { page: PageModel; section: TwinSection } | undefined {
  if (!new RegExp(`^<${STUB_COMPONENT} route=`, 'm').test(page.source)) return undefined;
  for (const folder of sectionFolders(page.route.slice(1).split('/'))) {
    if (!sections.has(folder)) sections.set(folder, loadSection(contentDir, folder));
    const section = sections.get(folder);
    if (!section) continue;
    const found = section.pages[page.route];
    if (!found)
      throw new SpecError(
        section.file,
        page.route,
        'the page names a route its section model does not hold',
        'run `npm run gen`',
      );
    return { page: found, section };
  }
  throw new SpecError(
    page.file,
    page.route,
    `no ${SECTION_MODEL_FILE} at or above the page's folder`,
    'run `npm run gen`',
  );
}
