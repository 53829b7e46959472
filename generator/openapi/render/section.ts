/**
 * An API section's files: each page of its layout rendered by its kind's module, then the stubs,
 * the sidebars, the model file and the schemas file.
 */
import type { FileRecord } from '../../lib/files.ts';
import { metaRecords } from '../../lib/meta.ts';
import { SECTION_SCHEMAS_FILE } from '../../../shared/api/section-files.ts';
import type { ApiSectionModel } from '../../../shared/api/page-model.ts';
import {
  highlightPages,
  pageModelRecord,
  pageRoute,
  sectionModelRecords,
  stubPage,
} from '../../lib/generated-section.ts';
import { oncePerOperation, schemasFor, type ApiModel, type Operation } from '../model.ts';
import type { SchemaNode } from '../schema.ts';
import type { ApiLayout, ApiPage } from '../layout.ts';
import { schemaDataPath } from '../schema-data.ts';
import type { ApiPageDoc, ExtraApiPage, RenderOptions } from './options.ts';
import { renderLandingPage } from './landing-page.ts';
import { renderOverviewPage } from './overview-page.ts';
import { renderTagPage } from './tag-page.ts';
import { renderSubgroupPage } from './subgroup-page.ts';
import { renderOperationPage } from './operation-page.ts';
import { shownFieldAnchors } from './field-anchors.ts';
import { contentKey, lastResults } from '../../cache/memo.ts';

export type { CliCommandLink, DownloadFile } from './options.ts';

/** The component schemas any operation of the section shows, by name (sorted, so the file is stable). */
function sectionSchemas(model: ApiModel): Record<string, SchemaNode> {
  const all: Record<string, SchemaNode> = {};
  for (const op of [...model.operations, ...model.webhooks]) Object.assign(all, schemasFor(model, op));
  return Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((name) => [name, all[name]]),
  );
}

/** A large API's examples longer than this (JSON characters) are shown shortened. */
export const EXAMPLE_MAX_BYTES = 6_000;

export interface SectionOptions extends RenderOptions {
  /**
   * URL the operations' schema data files are served under (schema-data.ts writes them): a
   * grouped section's pages then show a bounded part of each schema and load the rest when opened.
   */
  schemaDataBase?: string;
}

/**
 * The root sidebar with the extra pages' entries after the overview (its first entries: landing,
 * overview). A page in a folder (`recipes/x.mdx`) is listed in its folder's sidebar; the folder
 * gets one entry, titled by its index page (`recipes/index.mdx`).
 */
function withExtraEntries(
  meta: Record<string, unknown>,
  extra: readonly ExtraApiPage[],
  overviewSlug: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta)) {
    out[key] = value;
    if (key !== overviewSlug) continue;
    for (const page of extra) {
      const [first, rest] = page.file.replace(/\.mdx$/, '').split('/');
      if (rest === undefined) out[first] = page.sidebarTitle;
      else if (rest === 'index') out[first] = page.sidebarTitle;
    }
  }
  return out;
}

/** The sidebars of the extra pages' folders: each page but the index (the folder's own entry), in the given order. */
function extraFolderSidebars(extra: readonly ExtraApiPage[]): Map<string, Record<string, string>> {
  const folders = new Map<string, Record<string, string>>();
  for (const page of extra) {
    const [folder, rest] = page.file.replace(/\.mdx$/, '').split('/');
    if (rest === undefined) continue;
    if (!folders.has(folder)) folders.set(folder, {});
    if (rest !== 'index') folders.get(folder)![rest] = page.sidebarTitle;
  }
  return folders;
}

/** An operation's rows (parameters, fields, headers) by operationId, as its rendered page shows them. */
export type ShownRows = (operationId: string) => ReadonlySet<string> | undefined;

/** A section's pages, rendered: what its files are made of, and the rows each operation page shows. */
export interface RenderedApiPages {
  docs: Array<{ file: string; doc: ApiPageDoc }>;
  rows: ShownRows;
}

/**
 * `npm run dev`: each operation page as last rendered, by its route, reused while its key is the
 * same, so a save renders the pages it changes and no other (the pages are not changed after).
 */
const renderedOperationPages = lastResults<ApiPageDoc>();

/**
 * The key of an operation page: everything `renderOperationPage` reads. The operation as modelled
 * (its schemas name the components they use), the component schemas it shows, converted and as
 * written (the request builder checks bodies against the written ones); the API's own parts every
 * page may show (title, servers, security schemes, tags); the options, with each function's
 * answers for this page (its tags' links, its schema data file) and every operation's route (a
 * response link may name any operation).
 */
function operationPageKey(model: ApiModel, layout: ApiLayout, options: RenderOptions): (op: Operation) => string {
  const { operations, webhooks: _, schemaContext: __, ...apiParts } = model;
  const plainOptions = Object.entries(options).filter(
    ([name, value]) => typeof value !== 'function' && name !== 'cliCommands' && name !== 'history',
  );
  const routes = operations.map((op) => [op.operationId, layout.operationRoute(op)]);
  // A tag's operations are each page's own: the tags without them.
  const tags = apiParts.tags.map(({ operations: _, ...tag }) => tag);
  const shared = contentKey({ ...apiParts, tags }, plainOptions, routes);
  const commands = options.cliCommands;
  const commandsOf = (id: string) => (commands instanceof Map ? commands.get(id) : commands?.[id]);
  return (op) =>
    contentKey(
      shared,
      operationContentKey(model, op),
      (op.tags ?? []).map((tag) => options.tagHref?.(tag)),
      options.schemaDataHref?.(op),
      commandsOf(op.operationId),
      options.history?.operations.get(op.operationId),
      options.history?.places.get(op.operationId),
    );
}

/** The key of an operation as modelled and the component schemas it shows, converted and as written; once per operation. */
const operationContentKey = oncePerOperation((model, op) => {
  const { schemaContext } = model;
  const schemas = schemasFor(model, op);
  return contentKey(
    op,
    schemas,
    Object.keys(schemas).map((name) => writtenSchemaJson(schemaContext.rawNamed.get(name), schemaContext.refOf)),
  );
});

/**
 * A component schema as written, its `$ref`s put back: the resolver replaced each by its target (in
 * place, so a recursive schema is a cycle), and every other component is keyed on its own.
 */
function writtenSchemaJson(schema: unknown, refOf: WeakMap<object, string>): string | undefined {
  return JSON.stringify(schema, (key, value) =>
    key !== '' && typeof value === 'object' && value !== null && refOf.has(value) ? { $ref: refOf.get(value) } : value,
  );
}

/**
 * Every page of the layout rendered by its kind's module. The rows of an operation's page are read
 * from the page as rendered (on demand, once), so a generator that links to them (the changelog)
 * gets them without rendering the page again.
 */
export function renderApiPages(model: ApiModel, layout: ApiLayout, options: SectionOptions = {}): RenderedApiPages {
  const { routeBase } = layout;
  // A grouped (large) API's pages stay light: code as data, long examples shortened, deep schema levels loaded on demand.
  const compact = layout.grouping === 'tag';
  const pageOptions: RenderOptions = {
    ...options,
    routeBase,
    tagHref: layout.tagHref,
    plainCode: compact || options.plainCode,
    exampleMaxBytes: compact ? EXAMPLE_MAX_BYTES : options.exampleMaxBytes,
    schemaDataHref:
      compact && options.schemaDataBase ? (op) => `${options.schemaDataBase}/${schemaDataPath(layout, op)}` : undefined,
    webhooksHref: layout.webhooksHref,
    operationHref: (operationId) => {
      const target = model.operations.find((op) => op.operationId === operationId);
      return target ? layout.operationRoute(target) : undefined;
    },
  };
  const operationKey = operationPageKey(model, layout, pageOptions);
  const operationPages = new Map<string, { op: Operation; doc: ApiPageDoc }>();
  const docs = layout.pages.map((page: ApiPage): { file: string; doc: ApiPageDoc } => {
    switch (page.kind) {
      case 'landing':
        return { file: page.file, doc: renderLandingPage(model, layout) };
      case 'overview':
        return { file: page.file, doc: renderOverviewPage(model, pageOptions) };
      case 'tag':
        return { file: page.file, doc: renderTagPage(page.group, page.slug, page.subgroups, layout) };
      case 'subgroup':
        return { file: page.file, doc: renderSubgroupPage(page.group, page.sub, layout, page.webhooks) };
      case 'operation': {
        const doc = renderedOperationPages.get(`${routeBase}/${page.file}`, operationKey(page.op), () =>
          renderOperationPage(model, page.op, pageOptions),
        );
        operationPages.set(page.op.operationId, { op: page.op, doc });
        return { file: page.file, doc };
      }
      case 'webhooks':
        return { file: page.file, doc: renderTagPage(page.group, page.slug, page.subgroups, layout, 'Webhooks') };
    }
  });
  const rowsById = new Map<string, ReadonlySet<string>>();
  const rows: ShownRows = (operationId) => {
    const rendered = operationPages.get(operationId);
    if (!rendered) return undefined;
    let shown = rowsById.get(operationId);
    if (!shown) rowsById.set(operationId, (shown = shownFieldAnchors(model, rendered.op, rendered.doc.page)));
    return shown;
  };
  return { docs, rows };
}

/**
 * Every file of an API section, relative to its output directory, from its rendered pages and the
 * pages other generators add: one small page per layout entry, one `_meta` per folder,
 * `_model.json` with a file per page holding its content (`_pages/`) and `_schemas.json` the component schemas they name.
 */
export async function apiSectionFiles(
  model: ApiModel,
  layout: ApiLayout,
  rendered: RenderedApiPages,
  extra: readonly ExtraApiPage[] = [],
): Promise<FileRecord[]> {
  const { routeBase } = layout;
  const docs = [...rendered.docs];
  for (const page of extra) {
    const clash = docs.find((d) => d.file === page.file);
    if (clash)
      throw new Error(
        `the API section cannot hold both its page ${clash.file} and the generated page "${page.sidebarTitle}" at the same file: rename the operation (its operationId) or the page`,
      );
    docs.push({ file: page.file, doc: page.doc });
  }
  const section: ApiSectionModel = {
    pages: Object.fromEntries(docs.map(({ file, doc }) => [pageRoute(routeBase, file), doc.page])),
  };
  await highlightPages(section.pages);
  const files: FileRecord[] = docs.map(({ file, doc }) => stubRecord(routeBase, file, doc));
  for (const { folder, meta } of layout.sidebars)
    files.push(...metaRecords(folder, folder === '' ? withExtraEntries(meta, extra, model.overviewSlug) : meta));
  for (const [folder, meta] of extraFolderSidebars(extra)) files.push(...metaRecords(folder, meta));
  files.push(...sectionModelRecords(section, new Map(docs.map(({ file }) => [pageRoute(routeBase, file), file]))));
  files.push(...schemasRecord(model));
  return files;
}

/** The component schemas of every page, once for the section: pages name them, the site looks them up. */
function schemasRecord(model: ApiModel): FileRecord[] {
  const schemas = sectionSchemas(model);
  return Object.keys(schemas).length > 0
    ? [{ path: SECTION_SCHEMAS_FILE, content: JSON.stringify(schemas) + '\n' }]
    : [];
}

function stubRecord(routeBase: string, file: string, doc: ApiPageDoc): FileRecord {
  return { path: file, content: stubPage(doc.frontmatter, pageRoute(routeBase, file)) };
}

/**
 * The stub and model file of each rendered page at `routes` (the pages open under `npm run dev`),
 * with the component schemas they name, as `apiSectionFiles` makes them: the writer sees them
 * before the rest of the section is laid out.
 */
export async function openApiPageFiles(
  model: ApiModel,
  layout: ApiLayout,
  rendered: RenderedApiPages,
  routes: ReadonlySet<string>,
): Promise<FileRecord[]> {
  const { routeBase } = layout;
  const open = rendered.docs.filter(({ file }) => routes.has(pageRoute(routeBase, file)));
  if (open.length === 0) return [];
  await highlightPages(Object.fromEntries(open.map(({ file, doc }) => [file, doc.page])));
  return [
    ...open.flatMap(({ file, doc }) => [stubRecord(routeBase, file, doc), pageModelRecord(doc.page, file)]),
    ...schemasRecord(model),
  ];
}

/** How many operation pages were rendered and reused so far in this process (tests). */
export const renderedOperationCounts = () => renderedOperationPages.counts();
