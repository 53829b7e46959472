/**
 * The site's API section: our own API (with its downloads) and, when `SANDGARDEN_EXTRA_API` names
 * one, a second API mounted in a folder of it (mount.ts). `modelSiteApi` runs the pipeline's steps
 * up to the layout for each; `renderSiteApi` renders them, with the cross-section index.
 */
import type { FileRecord } from '../lib/files.ts';
import type { SiteIndex } from '../site-index.ts';
import type { CoverageFinding } from './coverage.ts';
import type { ExampleFinding } from './example-check.ts';
import type { ExampleFitFinding } from './example-fit.ts';
import { EXTRA_API_ENV, mountApiRecords, parseExtraApi } from './mount.ts';
import { modelApi, renderApi, type ApiGenOptions, type ModelledApi, type PipelineHooks } from './pipeline.ts';
import { SCHEMA_DATA_DIR } from './schema-data.ts';
import type { PageMarks } from '../history/page-marks.ts';
import type { ExtraApiPage } from './render/options.ts';
import { contentKey, lastResults } from '../gen-cache/memo.ts';

export const SITE_API_SPEC = 'openapi/sun-api.yaml';
export const SITE_API_CONTENT = 'content/api';
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

const coverageOf = (api: ModelledApi): SpecCoverage => ({ file: api.specFile, findings: api.coverage, internal: api.internal, examples: api.examples, exampleFit: api.exampleFit });

const SITE_OPTIONS: ApiGenOptions = { specFile: SITE_API_SPEC, publish: true, authEnv: SITE_AUTH_ENV, schemaData: true };

/** The site's API and the mounted one, each modelled and laid out, not yet rendered. */
export interface SiteApiModels {
  site: ModelledApi;
  mounted?: { mount: string; options: ApiGenOptions; api: ModelledApi };
}

/**
 * The site's API, modelled once; `publish` false when only its model is needed (`--cli-spec`);
 * `keepDocument` keeps the description as written beside the model (the API's history diffs it).
 */
export async function modelSiteApi(hooks: PipelineHooks = {}, { publish = true, mount = true, keepDocument = false } = {}): Promise<SiteApiModels> {
  const site = await modelApi({ ...SITE_OPTIONS, publish }, hooks, keepDocument);
  const extra = mount ? parseExtraApi(process.env[EXTRA_API_ENV]) : undefined;
  if (!extra) return { site };
  const options: ApiGenOptions = { specFile: extra.specFile, routeBase: `/api/${extra.mount}`, authEnv: SITE_AUTH_ENV, schemaData: true, foreignLinks: true };
  return { site, mounted: { mount: extra.mount, options, api: await modelApi(options, hooks) } };
}

/**
 * The site's API pages (each operation listing the commands that call it, from the index, and
 * marked with the API's history when given), downloads and schema data; `added`: pages and root
 * files other generators add (the changelog), and the history marks (scripts/history/page-marks.ts).
 */
export function renderSiteApi(models: SiteApiModels, index: SiteIndex, added: { extraPages?: ExtraApiPage[]; publicFiles?: FileRecord[]; history?: PageMarks } = {}): Promise<ApiSectionOutput[]> {
  // `npm run dev` after a save under cli-spec/ only: when the description (as written, internal
  // parts left out, which the model and layout are made from), its downloads, coverage and
  // internal parts, the commands calling each operation and the added pages are as last time, so
  // are the pages. A mounted API is read from anywhere: always rendered.
  const { loaded, publicFiles, coverage, internal } = models.site;
  if (!loaded || models.mounted) return renderSiteApiNow(models, index, added);
  const key = contentKey(loaded.doc, publicFiles, coverage, internal, SITE_OPTIONS, index.commandsByOperation, added);
  return renderedSiteApi.get('site', key, () => renderSiteApiNow(models, index, added));
}

const renderedSiteApi = lastResults<Promise<ApiSectionOutput[]>>();

async function renderSiteApiNow(models: SiteApiModels, index: SiteIndex, added: { extraPages?: ExtraApiPage[]; publicFiles?: FileRecord[]; history?: PageMarks }): Promise<ApiSectionOutput[]> {
  const site = await renderApi(models.site, { ...SITE_OPTIONS, cliCommands: index.commandsByOperation, extraPages: added.extraPages, history: added.history });
  let { pages, schemaData } = site;
  const coverage = [coverageOf(site)];
  if (models.mounted) {
    const { mount, options, api } = models.mounted;
    const mounted = await renderApi(api, options);
    pages = mountApiRecords(pages, mounted.pages, mount, mounted.model.title);
    schemaData = [...schemaData, ...mounted.schemaData];
    coverage.push(coverageOf(mounted));
  }
  // The schema data folder is the generator's alone: replaced whole, so no stale file stays.
  const dataRecords = schemaData.map((r) => ({ path: r.path.slice(`${SCHEMA_DATA_DIR}/`.length), content: r.content }));
  return [
    { dir: SITE_API_CONTENT, records: pages, coverage },
    { dir: SITE_PUBLIC, records: [...site.publicFiles, ...(added.publicFiles ?? [])], partial: true },
    { dir: `${SITE_PUBLIC}/${SCHEMA_DATA_DIR}`, records: dataRecords },
  ];
}

/** Another spec's API pages only (`--api-spec`), into `out`: no downloads, no CLI links (the CLI calls the site's API). */
export async function otherApiOutputs(specFile: string, out: string, hooks: PipelineHooks = {}): Promise<ApiSectionOutput[]> {
  const api = await modelApi({ specFile }, hooks);
  const result = await renderApi(api, { specFile });
  return [{ dir: out, records: result.pages, coverage: [coverageOf(result)] }];
}
