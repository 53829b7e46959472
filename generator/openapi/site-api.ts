/**
 * The site's API section: our own API (with its downloads) and, when `SANDGARDEN_EXTRA_API` names
 * one, a second API mounted in a folder of it (mount.ts). `modelSiteApi` runs the pipeline's steps
 * up to the layout for each; `renderSiteApiPages` renders their pages, with the cross-section index,
 * and `siteApiOutputs` lays the section out with the pages other generators add.
 */
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import type { FileRecord } from '../lib/files.ts';
import type { SiteIndex } from '../site-index.ts';
import type { CoverageFinding } from './coverage.ts';
import type { ExampleFinding } from './example-check.ts';
import type { ExampleFitFinding } from './example-fit.ts';
import { EXTRA_API_ENV, mountApiRecords, parseExtraApi } from './mount.ts';
import {
  apiSteps,
  modelApi,
  publishedFiles,
  renderApi,
  type ApiGenOptions,
  type ApiGenResult,
  type ModelledApi,
  type PipelineHooks,
} from './pipeline.ts';
import { servedReference, type ServedReference } from './served-reference.ts';
import { SCHEMA_DATA_DIR } from './schema-data.ts';
import type { PageMarks } from '../../shared/api/history-marks.ts';
import type { ExtraApiPage } from './render/options.ts';
import { apiSectionFiles } from './render/section.ts';
import { contentKey, lastResults } from '../cache/memo.ts';
import { loadDocument } from './load.ts';
import { documentParts, remodel, type DocumentParts, type RemodelBase } from './remodel.ts';
import type { ResolvedDocument } from './resolve.ts';
import { SITE_API_CONTENT } from '../lib/generated-content.ts';

export const SITE_API_SPEC = 'openapi/sun-api.yaml';
/** The site root: the description and its types are downloadable from `/openapi.*`. */
export const SITE_PUBLIC = 'public';
/** Environment variable the code samples read the key from, as the `sand` CLI does. */
export const SITE_AUTH_ENV = 'SAND_API_KEY';

/**
 * One description's coverage report (coverage.ts), the internal parts left out of it, its examples
 * that do not match their schemas (example-check.ts) and its error examples not true of an
 * operation that shows them (example-fit.ts).
 */
export interface SpecCoverage {
  file: string;
  findings: CoverageFinding[];
  internal: string[];
  examples: ExampleFinding[];
  exampleFit: ExampleFitFinding[];
}

export interface ApiSectionOutput {
  dir: string;
  records: FileRecord[];
  /** The directory is shared: write and compare only these files. */
  partial?: boolean;
  coverage?: SpecCoverage[];
}

const coverageOf = (api: ModelledApi): SpecCoverage => ({
  file: api.specFile,
  findings: api.coverage,
  internal: api.internal,
  examples: api.examples,
  exampleFit: api.exampleFit,
});

const SITE_OPTIONS: ApiGenOptions = {
  specFile: SITE_API_SPEC,
  publish: true,
  authEnv: SITE_AUTH_ENV,
  schemaData: true,
};

/** The site's API and the mounted one, each modelled and laid out, not yet rendered. */
export interface SiteApiModels {
  site: ModelledApi;
  mounted?: { mount: string; options: ApiGenOptions; api: ModelledApi };
}

/**
 * The site's API, modelled once; `publish` false when only its model is needed (`--cli-spec`);
 * `keepDocument` keeps the description as written beside the model (the API's history diffs it).
 */
export async function modelSiteApi(
  hooks: PipelineHooks = {},
  { publish = true, mount = true, keepDocument = false } = {},
): Promise<SiteApiModels> {
  const site = await modelByText('site', { ...SITE_OPTIONS, publish }, hooks, keepDocument);
  const extra = mount ? parseExtraApi(process.env[EXTRA_API_ENV]) : undefined;
  if (!extra) return { site };
  const options: ApiGenOptions = {
    specFile: extra.specFile,
    routeBase: `/api/${extra.mount}`,
    authEnv: SITE_AUTH_ENV,
    schemaData: true,
    foreignLinks: true,
  };
  return { site, mounted: { mount: extra.mount, options, api: await modelByText('mounted', options, hooks) } };
}

/**
 * A description is modelled again only when its file changed: `npm run dev` re-runs the generator
 * on every save, a save to sand's description leaves the API's as it was, and a large mounted
 * description (GitHub's) would otherwise cost each save as much as a fresh run. Keyed by its text
 * as read (a test's reader may hold an edit the file does not); one that names other files in a
 * `$ref` is modelled every time, since they may have changed.
 */
function modelByText(
  slot: 'site' | 'mounted',
  options: ApiGenOptions,
  hooks: PipelineHooks,
  keepDocument = false,
): Promise<ModelledApi> {
  let textKey: string;
  if (hooks.readDocument) {
    const written = hooks.readDocument(options.specFile);
    textKey = contentKey(written.text);
    hooks = { ...hooks, readDocument: () => written };
  } else {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(options.specFile);
    } catch {
      return modelApi(options, hooks, keepDocument); // its own read names the file and the fix
    }
    // The bytes hashed, and decoded only when modelled: GitHub's 13 MB hash in 12 ms as bytes,
    // 40 ms as text, and decoding them costs more again. The load takes the text read here.
    textKey = createHash('sha256').update(bytes).digest('hex');
    const file = options.specFile;
    hooks = {
      ...hooks,
      readDocument: (at) => (at === file ? loadDocument(at, bytes.toString('utf8')) : loadDocument(at)),
    };
  }
  return models[slot].get(slot, contentKey(textKey, options, keepDocument), () => {
    const made = modelAgain(slot, options, hooks, keepDocument);
    // Files its `$ref`s name may change without its text: not kept for the next run.
    made.then(
      (api) => api.externalRefs && models[slot].forget(slot),
      () => {},
    );
    return made;
  });
}

/**
 * A description modelled from its last model when the save changed only path items (remodel.ts),
 * else whole. Only a description whose document is not kept (a mounted one: large, and nothing
 * published from it) leaves a base for the next save; ours is small, and modelled whole.
 */
async function modelAgain(
  slot: 'site' | 'mounted',
  options: ApiGenOptions,
  hooks: PipelineHooks,
  keepDocument: boolean,
): Promise<ModelledApi> {
  const last = remodelBases.get(slot);
  remodelBases.delete(slot);
  const optionsKey = contentKey(options, keepDocument);
  const leavesBase = !keepDocument && !options.publish;
  if (last && leavesBase && last.optionsKey === optionsKey) {
    const written = apiSteps.load(options.specFile, hooks.readDocument);
    const again = await remodel(last.base, written, options);
    if (again) {
      remodelBases.set(slot, { optionsKey, base: again.base });
      remodelled[slot]++;
      return again.api;
    }
    hooks = { ...hooks, readDocument: () => written };
  }
  let parts: DocumentParts | undefined;
  let resolved: ResolvedDocument | undefined;
  const api = await modelApi(
    options,
    leavesBase
      ? { ...hooks, onLoaded: (w) => void (parts = documentParts(w.doc)), onResolved: (r) => void (resolved = r) }
      : hooks,
    keepDocument,
  );
  if (parts && resolved) remodelBases.set(slot, { optionsKey, base: { parts, resolved, api } });
  return api;
}

const remodelBases = new Map<'site' | 'mounted', { optionsKey: string; base: RemodelBase }>();
const remodelled = { site: 0, mounted: 0 };
/** How often a mounted API was modelled from its last model after a save to its path items (tests). */
export const mountedRemodelCount = () => remodelled.mounted;

const models = { site: lastResults<Promise<ModelledApi>>(), mounted: lastResults<Promise<ModelledApi>>() };
/** How often a mounted API was modelled and reused (tests). */
export const mountedModelCounts = () => models.mounted.counts();
/** How often the site's API was modelled and reused (tests). */
export const siteModelCounts = () => models.site.counts();
/**
 * `make` once per model (with the options of its first call): a model kept by `modelByText` (its
 * file unchanged) keeps what was made of it, and a new model (a changed file) gets its own.
 */
function oncePerModel<T>(make: (api: ModelledApi, options: ApiGenOptions) => T) {
  const made = new WeakMap<ModelledApi, T>();
  return (api: ModelledApi, options: ApiGenOptions): T => {
    if (!made.has(api)) made.set(api, make(api, options));
    return made.get(api) as T;
  };
}

/**
 * The site API's downloads, made after its pages: a save's open page is written before them
 * (they are the description as YAML, JSON and TypeScript types, not a page).
 */
const sitePublishedFiles = oncePerModel(publishedFiles);
/** A mounted API's pages, rendered: a save's open page is handed over from them before the section is laid out. */
const mountedApiPages = oncePerModel((api, options) => apiSteps.render(api, options));
/** A mounted API's pages and files. */
const mountedApiRendered = oncePerModel((api, options) => renderApi(api, options, {}, mountedApiPages(api, options)));

/** The mounted API's pages, rendered, or undefined when none is mounted. */
export function renderedMountedPages(models: SiteApiModels): ReturnType<typeof apiSteps.render> | undefined {
  return models.mounted && mountedApiPages(models.mounted.api, models.mounted.options);
}

/** The mounted API's pages and files, or undefined when none is mounted. */
export function renderedMountedApi(models: SiteApiModels): Promise<ApiGenResult> | undefined {
  return models.mounted && mountedApiRendered(models.mounted.api, models.mounted.options);
}

/** The site's API with its pages rendered, before its files are laid out. */
export interface RenderedSiteApi {
  models: SiteApiModels;
  site: ReturnType<typeof apiSteps.render>;
  /** Today's reference: each operation's route and the rows its page shows (the changelog links to them). */
  reference: ServedReference;
  /** The content key of what the pages were rendered from (`npm run dev` reuses work by it); none for a mounted API. */
  key?: string;
}

/**
 * The site's API pages, rendered (each operation listing the commands that call it, from the index,
 * and marked with the API's history when given). Other generators read them (the changelog, the
 * rows it links to) before `siteApiOutputs` lays the section out with the pages they add.
 */
export function renderSiteApiPages(models: SiteApiModels, index: SiteIndex, history?: PageMarks): RenderedSiteApi {
  const make = (key?: string): RenderedSiteApi => {
    const site = apiSteps.render(models.site, { ...SITE_OPTIONS, cliCommands: index.commandsByOperation, history });
    return { models, site, reference: servedReference(models.site, site.rendered.rows), key };
  };
  // `npm run dev` after a save under cli-spec/ only: when the description (as written, internal
  // parts left out, which the model and layout are made from), its downloads, coverage and
  // internal parts, the commands calling each operation and the history marks are as last time, so
  // are the pages. With a mounted API the section is laid out again (its pages are kept by their model).
  if (!models.site.loaded || models.mounted) return make();
  const key = contentKey(descriptionKey(models.site, SITE_OPTIONS), SITE_OPTIONS, index.commandsByOperation, history);
  return renderedSitePages.get('site', key, () => make(key));
}

const renderedSitePages = lastResults<RenderedSiteApi>();

/**
 * The key of what a model was made from, once per model: one kept by `modelByText` is not hashed
 * again. The downloads are made from the document as written, so it keys them too.
 */
const descriptionKey = oncePerModel(({ loaded, coverage, internal }) => contentKey(loaded?.doc, coverage, internal));

/** The section's files: the rendered pages with the pages other generators add (the changelog), and root files (its feed). */
export function siteApiOutputs(
  api: RenderedSiteApi,
  added: { extraPages?: ExtraApiPage[]; publicFiles?: FileRecord[] } = {},
): Promise<ApiSectionOutput[]> {
  if (!api.key) return siteApiOutputsNow(api, added);
  return siteOutputs.get('site', contentKey(api.key, added), () => siteApiOutputsNow(api, added));
}

const siteOutputs = lastResults<Promise<ApiSectionOutput[]>>();

async function siteApiOutputsNow(
  { models, site }: RenderedSiteApi,
  added: { extraPages?: ExtraApiPage[]; publicFiles?: FileRecord[] },
): Promise<ApiSectionOutput[]> {
  let pages = await apiSectionFiles(models.site.model, models.site.layout, site.rendered, added.extraPages);
  let schemaData = site.schemaData;
  const published = await sitePublishedFiles(models.site, SITE_OPTIONS);
  const coverage = [coverageOf({ ...models.site, coverage: [...models.site.coverage, ...published.findings] })];
  if (models.mounted) {
    const { mount } = models.mounted;
    const mounted = (await renderedMountedApi(models))!;
    pages = mountApiRecords(pages, mounted.pages, mount, mounted.model.title);
    schemaData = [...schemaData, ...mounted.schemaData];
    coverage.push(coverageOf(mounted));
  }
  // The schema data folder is the generator's alone: replaced whole, so no stale file stays.
  const dataRecords = schemaData.map((r) => ({ path: r.path.slice(`${SCHEMA_DATA_DIR}/`.length), content: r.content }));
  return [
    { dir: SITE_API_CONTENT, records: pages, coverage },
    { dir: SITE_PUBLIC, records: [...published.files, ...(added.publicFiles ?? [])], partial: true },
    { dir: `${SITE_PUBLIC}/${SCHEMA_DATA_DIR}`, records: dataRecords },
  ];
}

/** Another spec's API pages only (`--api-spec`), into `out`: no downloads, no CLI links (the CLI calls the site's API). */
export async function otherApiOutputs(
  specFile: string,
  out: string,
  hooks: PipelineHooks = {},
): Promise<ApiSectionOutput[]> {
  const api = await modelApi({ specFile }, hooks);
  const result = await renderApi(api, { specFile });
  return [{ dir: out, records: result.pages, coverage: [coverageOf(result)] }];
}
