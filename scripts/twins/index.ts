/**
 * The Markdown twins of a built site: for every page the sitemap lists, `/x.md` beside `/x`,
 * written from the same sources as the page (the API and CLI models for their pages, the MDX
 * for the others), plus `/llms.txt` and `/llms-full.txt`. Pure apart from reading the sources:
 * returns file records relative to `out/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FileRecord } from '../lib/files.ts';
import { SpecError } from '../lib/errors.ts';
import { parseFrontmatter } from '../docs/frontmatter.ts';
import { loadDocsInput } from '../docs/load.ts';
import { DOWNLOADS, generateApi } from '../openapi/index.ts';
import { loadApiModel, type ApiModel, type Operation } from '../openapi/model.ts';
import { GROUP_THRESHOLD } from '../openapi/layout.ts';
import { EXAMPLE_MAX_BYTES } from '../openapi/render.ts';
import { EXTRA_API_ENV, parseExtraApi } from '../openapi/mount.ts';
import { SITE_API_SPEC, SITE_AUTH_ENV } from '../openapi/section.ts';
import { commandsByOperation, loadCliModel } from '../cli/index.ts';
import { site } from '../../site.config.ts';
import { twinPath } from '../../shared/twin-path.ts';
import type { CliModel } from '../cli/model.ts';
import { landingTwin, operationTwin, overviewTwin, type ApiTwinOptions } from './api-twin.ts';
import { commandTwin, type CliOperation } from './cli-twin.ts';
import { mdxToMarkdown } from './mdx-twin.ts';
import { pageToMarkdown } from './page-twin.ts';
import { SECTION_MODEL_FILE, STUB_COMPONENT, sectionFolders, type PageModel, type SectionModel } from '../../shared/page-model.ts';
import { toMarkdown, type Block } from './markdown.ts';
import { docsSidebarOrder } from './sidebar-order.ts';
import { renderLlmsFull, renderLlmsTxt, type TwinEntry } from './llms.ts';
import type { FrontMatter } from '../../shared/page-cards.ts';

export { twinPath };

interface ListedPage {
  route: string;
  file: string;
  source: string;
  frontmatter: Record<string, unknown>;
}

/** The MDX file a route is rendered from: `content/x.mdx` or `content/x/index.mdx`. */
function sourceFile(contentDir: string, route: string): string | undefined {
  const base = path.join(contentDir, route === '/' ? 'index' : route.slice(1));
  return [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')].find((file) => fs.existsSync(file));
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
      read.set(route, file ? { ...parseFrontmatter(file, fs.readFileSync(file, 'utf8')).data, filePath: file } : undefined);
    }
    return read.get(route);
  };
}

interface ApiSource {
  base: string;
  model: ApiModel;
  options: ApiTwinOptions;
  /** The operation each operation page's route shows. */
  operationAt: Map<string, Operation>;
}

export interface TwinSources {
  contentDir: string;
  site: { title: string; description: string };
  /** The site's API model, the CLI model and an API mounted beside ours (the large-API bench). */
  apis: Array<{ base: string; model: ApiModel; downloads?: ApiTwinOptions['downloads'] }>;
  cli: CliModel;
  /** Docs routes in sidebar order. */
  docsOrder: string[];
}

/** Reads the sources the site was built from (the same files and environment `npm run gen` reads). */
export async function loadTwinSources(root = '.'): Promise<TwinSources> {
  const { model } = await loadApiModel(path.join(root, SITE_API_SPEC));
  const apis: TwinSources['apis'] = [{ base: '/api', model, downloads: DOWNLOADS }];
  const extra = parseExtraApi(process.env[EXTRA_API_ENV]);
  if (extra) {
    // As `npm run gen` mounts it: its relative links rewritten for this site.
    const mounted = await generateApi({ specFile: extra.specFile, routeBase: `/api/${extra.mount}`, foreignLinks: true });
    apis.push({ base: `/api/${extra.mount}`, model: mounted.model });
  }
  return {
    contentDir: path.join(root, 'content'),
    site: { title: site.title, description: site.description },
    apis,
    cli: loadCliModel(),
    docsOrder: docsSidebarOrder(await loadDocsInput(root)),
  };
}

export interface TwinResult {
  files: FileRecord[];
  entries: TwinEntry[];
  inlinedReference: boolean;
}

/** The twins of `routes` (the sitemap's pages), llms.txt and llms-full.txt. */
export function renderTwins(routes: string[], sources: TwinSources): TwinResult {
  const pages: ListedPage[] = routes.map((route) => {
    const file = sourceFile(sources.contentDir, route);
    if (!file) throw new SpecError('out/sitemap.xml', route, 'a listed page has no MDX source to write its Markdown twin from', `add ${path.join(sources.contentDir, route.slice(1) || 'index')}.mdx, or keep the page out of the sitemap (unlisted: true)`);
    const source = fs.readFileSync(file, 'utf8');
    return { route, file, source, frontmatter: parseFrontmatter(file, source).data };
  });

  const apis = sources.apis
    .slice()
    .sort((a, b) => b.base.length - a.base.length)
    .map((api) => apiSource(api, pages, sources));
  const cliOperations = new Map<string, CliOperation>();
  const site = apis.find((a) => a.base === '/api');
  for (const op of site?.model.operations ?? []) {
    const href = site!.options.hrefOf(op);
    if (href) cliOperations.set(op.operationId, { href, method: op.method.toUpperCase(), path: op.path, summary: op.summary });
  }
  const commands = new Map([...sources.cli.byId.values()].map((c) => [c.href, c]));
  const sectionModels = new Map<string, SectionModel | null>();
  const frontMatterAt = frontMatterReader(sources.contentDir);

  const entries: TwinEntry[] = pages.map((page) => {
    const title = typeof page.frontmatter.title === 'string' ? page.frontmatter.title : page.route;
    const description = typeof page.frontmatter.description === 'string' ? page.frontmatter.description : undefined;
    const blocks = modelBlocks(page, apis, commands, cliOperations, sources.cli);
    const generated = blocks ? undefined : generatedPage(page, sources.contentDir, sectionModels);
    const markdown = blocks ? toMarkdown(blocks) : generated ? pageToMarkdown(title, generated.page, generated.shared) : mdxToMarkdown({ title, description, source: page.source, file: page.file, frontMatterAt });
    return { route: page.route, twinPath: twinPath(page.route), title, description, markdown };
  });

  const rank = new Map(sources.docsOrder.map((route, i) => [route, i]));
  const ordered = entries.slice().sort((a, b) => (rank.get(a.route) ?? Infinity) - (rank.get(b.route) ?? Infinity) || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const full = renderLlmsFull(sources.site, ordered);
  const files: FileRecord[] = [
    ...entries.map((e) => ({ path: e.twinPath.slice(1), content: e.markdown })),
    { path: 'llms.txt', content: renderLlmsTxt(sources.site, ordered) },
    { path: 'llms-full.txt', content: full.content },
  ];
  return { files, entries: ordered, inlinedReference: full.inlinedReference };
}

/**
 * The model entry of a generated page (a stub naming its route: `<GeneratedPage route=… />`),
 * from the nearest section model at or above its folder, with the section's shared data;
 * undefined for a page that is no stub.
 */
function generatedPage(page: ListedPage, contentDir: string, models: Map<string, SectionModel | null>): { page: PageModel; shared: SectionModel['shared'] } | undefined {
  if (!new RegExp(`^<${STUB_COMPONENT} route=`, 'm').test(page.source)) return undefined;
  for (const folder of sectionFolders(page.route.slice(1).split('/'))) {
    const file = path.join(contentDir, folder, SECTION_MODEL_FILE);
    if (!models.has(file)) models.set(file, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SectionModel) : null);
    const model = models.get(file);
    if (!model) continue;
    const found = model.pages[page.route];
    if (!found) throw new SpecError(file, page.route, 'the page names a route its section model does not hold', 'run `npm run gen` and commit the result');
    return { page: found, shared: model.shared };
  }
  throw new SpecError(page.file, page.route, `no ${SECTION_MODEL_FILE} at or above the page's folder`, 'run `npm run gen` and commit the result');
}

function inApi(route: string, base: string): boolean {
  return route === base || route.startsWith(`${base}/`);
}

function apiSource(api: TwinSources['apis'][number], pages: ListedPage[], sources: TwinSources): ApiSource {
  // An operation's page is a leaf named by its slug, in whatever folder the layout (flat, per
  // tag, per subcategory) puts it; slugs are unique in a model and never the overview's.
  const bySlug = new Map([...api.model.operations, ...api.model.webhooks].map((op) => [op.slug, op]));
  const routeOf = new Map<Operation, string>();
  const others = sources.apis.filter((a) => a.base !== api.base && a.base.startsWith(`${api.base}/`));
  for (const page of pages) {
    if (!inApi(page.route, api.base) || others.some((o) => inApi(page.route, o.base)) || /^index\.mdx?$/.test(path.basename(page.file))) continue;
    const op = bySlug.get(page.route.slice(page.route.lastIndexOf('/') + 1));
    if (op) routeOf.set(op, page.route);
  }
  const grouped = api.model.operations.length > GROUP_THRESHOLD;
  return {
    base: api.base,
    model: api.model,
    operationAt: new Map([...routeOf].map(([op, route]) => [route, op])),
    options: {
      hrefOf: (op: Operation) => routeOf.get(op),
      landingHref: api.base,
      overviewHref: `${api.base}/${api.model.overviewSlug}`,
      cliCommands: api.base === '/api' ? commandsByOperation(sources.cli) : undefined,
      authEnv: SITE_AUTH_ENV,
      downloads: api.downloads,
      exampleMaxBytes: grouped ? EXAMPLE_MAX_BYTES : undefined,
    },
  };
}

/** The twin of a page that a model describes, or undefined for pages written from their MDX. */
function modelBlocks(page: ListedPage, apis: ApiSource[], commands: Map<string, CliModel['root']>, cliOperations: Map<string, CliOperation>, cli: CliModel): Block[] | undefined {
  const api = apis.find((a) => inApi(page.route, a.base));
  if (api) {
    if (page.route === api.options.landingHref) return landingTwin(api.model, String(page.frontmatter.title ?? api.model.title), api.options);
    if (page.route === api.options.overviewHref) return overviewTwin(api.model, api.options);
    const op = api.operationAt.get(page.route);
    return op ? operationTwin(api.model, op, api.options) : undefined;
  }
  const command = commands.get(page.route);
  return command ? commandTwin(cli, command, cliOperations) : undefined;
}
