/**
 * The API pipeline: one OpenAPI file → the files of its section, in the steps of `apiSteps`, run
 * in their order. Each step is a function of what the steps before it made: only `load` reads a
 * file, nothing writes one. `modelApi` runs the steps up to the layout (what the other sections
 * need to know of the API), `renderApi` the last one.
 */
import YAML from 'yaml';
import { jsonPointer } from '../lib/errors.ts';
import type { FileRecord } from '../lib/files.ts';
import { loadDocument, place, type LoadedDocument } from './load.ts';
import { checkVersion, validateDocument } from './validate.ts';
import { stripInternal } from './internal.ts';
import { coverageReport, type CoverageFinding } from './coverage.ts';
import type { ExampleFinding } from './example-check.ts';
import { checkExamplesRemembered } from './example-check-cache.ts';
import { checkExampleFit, type ExampleFitFinding } from './example-fit.ts';
import { typesFor } from './typescript-types.ts';
import { renditionFor31 } from './rendition-3.1.ts';
import { checkLocalRefs, localizeSelfRefs, resolveRefs, type ResolvedDocument } from './resolve.ts';
import { rewriteSpecLinks } from './spec-links.ts';
import { buildModel, type ApiModel } from './model.ts';
import { apiLayout, type ApiLayout } from './layout.ts';
import {
  apiSectionFiles,
  renderApiPages,
  type CliCommandLink,
  type DownloadFile,
  type RenderedApiPages,
  type ShownRows,
} from './render/section.ts';
import type { ExtraApiPage } from './render/options.ts';
import { renderSchemaData, SCHEMA_DATA_DIR } from './schema-data.ts';
import type { PageMarks } from '../../shared/api/history-marks.ts';

export interface ApiGenOptions {
  specFile: string;
  /** Also produce the downloadable files (openapi.yaml, openapi.json, openapi.d.ts) for the site root. */
  publish?: boolean;
  routeBase?: string;
  /** Environment variable the code samples read the API key from. */
  authEnv?: string;
  /** operationId → the `sand` commands that call it (the cross-section index's `commandsByOperation`). */
  cliCommands?: Map<string, CliCommandLink[]> | Record<string, CliCommandLink[]>;
  /**
   * A large (grouped) API's pages load deep schema levels from data files served from the site
   * root (`schemaData`, for `public/`); without it they render their schemas in full.
   */
  schemaData?: boolean;
  /**
   * The spec was written for another site (a mounted API): relative links in its text are
   * resolved against its `externalDocs.url` or shown as plain text (spec-links.ts).
   */
  foreignLinks?: boolean;
  /** The API's history as marks on its pages (generator/api-history/releases/page-marks.ts). */
  history?: PageMarks;
  /** Pages other generators add to the section (the changelog). */
  extraPages?: ExtraApiPage[];
}

/** The files on offer on the overview page of the site's own API (`publish`). */
const DOWNLOADS: DownloadFile[] = [
  { href: '/openapi.yaml', label: 'openapi.yaml', description: 'The OpenAPI 3.1 description, as YAML.' },
  {
    href: '/openapi.json',
    label: 'openapi.json',
    description: 'The same description as JSON, for tools that prefer it.',
  },
  {
    href: '/openapi.d.ts',
    label: 'openapi.d.ts',
    description:
      'TypeScript types of every path, request and response (openapi-typescript), used by the TypeScript samples.',
  },
];

/** The downloads of a 3.2 description: it as written, its 3.1 rendition (rendition-3.1.ts) for tools that read 3.1 at most, and the types. */
const DOWNLOADS_3_2: DownloadFile[] = [
  {
    href: '/openapi.yaml',
    label: 'openapi.yaml',
    description: 'The OpenAPI 3.2 description, as YAML: everything the reference shows.',
  },
  { href: '/openapi.json', label: 'openapi.json', description: 'The same 3.2 description as JSON.' },
  {
    href: '/openapi-3.1.yaml',
    label: 'openapi-3.1.yaml',
    description:
      'An OpenAPI 3.1 rendition for tools that do not read 3.2 yet (code generators, Postman): what 3.1 cannot say is kept as x- extensions.',
  },
  { href: '/openapi-3.1.json', label: 'openapi-3.1.json', description: 'The 3.1 rendition as JSON.' },
  {
    href: '/openapi.d.ts',
    label: 'openapi.d.ts',
    description:
      'TypeScript types of every path, request and response (openapi-typescript, from the 3.1 rendition), used by the TypeScript samples.',
  },
];

/** The files on offer for a description of this OpenAPI version. */
const downloadsFor = (openapi: string): DownloadFile[] => (openapi.startsWith('3.2.') ? DOWNLOADS_3_2 : DOWNLOADS);

/** `value` as an absolute URL, when it is one (a foreign spec's base for its relative links). */
export function absoluteUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value).href;
  } catch {
    return undefined;
  }
}

/** The steps, in the order they run. */
export const apiSteps = {
  /** Reads and parses the YAML or JSON file (a syntax error names its line). */
  load(file: string, read: (file: string) => LoadedDocument = loadDocument): LoadedDocument {
    return read(file);
  },

  /**
   * OpenAPI 3.0, 3.1 or 3.2, every local `$ref` pointing at something (a `$ref` to this document
   * by its 3.2 `$self` URI counts as local), the document valid against its schema.
   */
  async validate(loaded: LoadedDocument): Promise<{ externalRefs: boolean }> {
    checkVersion(loaded);
    localizeSelfRefs(loaded.doc);
    const { externalRefs } = checkLocalRefs(loaded);
    await validateDocument(loaded);
    return { externalRefs };
  },

  /**
   * Leaves out the internal parts (x-internal, x-hidden; internal.ts) before anything is made
   * from the document: no download, page or other section (CLI links) ever sees them.
   */
  stripInternal(loaded: LoadedDocument): { loaded: LoadedDocument; internal: string[] } {
    const { removed, ...stripped } = stripInternal(loaded, (pointer) => place(loaded, pointer));
    return { loaded: stripped, internal: removed.map(jsonPointer) };
  },

  /** What the description holds that the pages do not show; read before `resolve`, so each part is reported once, where it is written. */
  coverage(loaded: LoadedDocument): CoverageFinding[] {
    return coverageReport(loaded.doc);
  },

  /**
   * Every written example checked against its schema (example-check.ts); before `resolve`, so
   * Ajv follows the `$ref`s (circular ones too) and each finding names where the example is written.
   * Remembered on disk by the description's content (example-check-cache.ts).
   */
  examples(loaded: LoadedDocument): ExampleFinding[] {
    return checkExamplesRemembered(loaded.doc, loaded.lineOf, loaded.file);
  },

  /**
   * Every error example checked against each operation whose page shows it (example-fit.ts): a
   * parameter or body pointer it names that the operation lacks; before `resolve`, so a shared
   * example is named where it is written.
   */
  exampleFit(loaded: LoadedDocument): ExampleFitFinding[] {
    return checkExampleFit(loaded.doc, loaded.lineOf);
  },

  /**
   * Every `$ref` replaced by its target (in place: a large document is not copied, so `loaded`
   * holds the resolved one afterwards, unless `copy`); a foreign spec's relative links rewritten.
   */
  async resolve(
    loaded: LoadedDocument,
    how: { externalRefs: boolean; copy?: boolean; foreignLinks?: boolean; routeBase: string },
  ): Promise<ResolvedDocument> {
    const resolved = await resolveRefs(loaded, { inPlace: !how.copy, externalRefs: how.externalRefs });
    if (how.foreignLinks)
      rewriteSpecLinks(resolved.doc, { routeBase: how.routeBase, base: absoluteUrl(resolved.doc.externalDocs?.url) });
    return resolved;
  },

  /** The typed model (model.ts); pure. */
  model(resolved: ResolvedDocument): ApiModel {
    return buildModel(resolved.doc, resolved.refOf);
  },

  /**
   * Which pages, folders and sidebars, as data (layout.ts): a large spec gets one folder per tag,
   * so no page carries every operation in its sidebar.
   */
  layout(model: ApiModel, routeBase: string): ApiLayout {
    return apiLayout(model, { routeBase, landingAsFolderIndex: routeBase !== '/api' });
  },

  /**
   * The description as written (YAML, JSON) and its TypeScript types, for the site root, from the
   * document as written (`resolve` ran on a copy). A 3.2 description also gets its 3.1 rendition
   * (the types are made from it: openapi-typescript reads 3.1), and a warning listing what the
   * rendition changed (a note: what 3.1 cannot say, nothing for a writer to fix).
   */
  async downloads(loaded: LoadedDocument): Promise<{ files: FileRecord[]; findings: CoverageFinding[] }> {
    const yamlText = loaded.format === 'yaml' ? loaded.text : YAML.stringify(loaded.doc, { lineWidth: 0 });
    const rendition = renditionFor31(loaded.doc);
    const files: FileRecord[] = [
      { path: 'openapi.yaml', content: yamlText },
      { path: 'openapi.json', content: JSON.stringify(loaded.doc, null, 2) + '\n' },
    ];
    if (rendition.changes.length > 0) {
      files.push(
        { path: 'openapi-3.1.yaml', content: YAML.stringify(rendition.doc, { lineWidth: 0 }) },
        { path: 'openapi-3.1.json', content: JSON.stringify(rendition.doc, null, 2) + '\n' },
      );
    }
    files.push({ path: 'openapi.d.ts', content: await typesFor(rendition.doc) });
    const findings: CoverageFinding[] =
      rendition.changes.length === 0
        ? []
        : [
            {
              level: 'note',
              pointer: '#',
              subject: 'openapi-3.1 rendition',
              reason: `what OpenAPI 3.1 cannot say, changed in openapi-3.1.yaml/.json (${rendition.changes.length}): ${rendition.changes.join('; ')}`,
            },
          ];
    return { files, findings };
  },

  /**
   * Every page of the layout rendered (render/section.ts) and, for a grouped API with `schemaData`,
   * the schema data files its pages load deep levels from. The section's files are made from the
   * pages by `apiSectionFiles` (render/section.ts), after other generators have read the pages'
   * rows (the changelog).
   */
  render(api: ModelledApi, options: ApiGenOptions): { rendered: RenderedApiPages; schemaData: FileRecord[] } {
    const { model, layout } = api;
    const dataDir = `${SCHEMA_DATA_DIR}${layout.routeBase}`;
    const withData = layout.grouping === 'tag' && !!options.schemaData;
    const rendered = renderApiPages(model, layout, {
      routeBase: options.routeBase,
      authEnv: options.authEnv,
      cliCommands: options.cliCommands,
      history: options.history,
      downloads: options.publish ? downloadsFor(model.openapi) : undefined,
      schemaDataBase: withData ? `/${dataDir}` : undefined,
    });
    const schemaData = withData
      ? renderSchemaData(model, layout).map((r) => ({ path: `${dataDir}/${r.path}`, content: r.content }))
      : [];
    return { rendered, schemaData };
  },
};

export type ApiStep = keyof typeof apiSteps;
/** The names of the steps, in order. */
export const API_STEPS = Object.keys(apiSteps) as ApiStep[];

/** Where a run of the pipeline reads its file, and who hears of each step (tests count them). */
export interface PipelineHooks {
  readDocument?: (file: string) => LoadedDocument;
  onStep?: (step: ApiStep) => void;
  /** The document as read, before any step (remodel.ts keeps its parts' keys). */
  onLoaded?: (written: LoadedDocument) => void;
  /** The resolved document (remodel.ts resolves a save's path items against it). */
  onResolved?: (resolved: ResolvedDocument) => void;
}

/** What the steps up to `layout` make of one file. */
export interface ModelledApi {
  specFile: string;
  model: ApiModel;
  layout: ApiLayout;
  /** The parts of the description the pages do not show (coverage.ts). */
  coverage: CoverageFinding[];
  /** The examples that do not match their schemas (example-check.ts). */
  examples: ExampleFinding[];
  /** The error examples not true of an operation that shows them (example-fit.ts). */
  exampleFit: ExampleFitFinding[];
  /** JSON pointers of the internal parts left out (x-internal, x-hidden; internal.ts). */
  internal: string[];
  /** The document as written, internal parts left out (`resolve` ran on a copy); kept when asked for, or to `publish` it. */
  loaded?: LoadedDocument;
  /** Whether it names other files in a `$ref`: then its text alone does not say what it holds. */
  externalRefs: boolean;
}

function stepper(hooks: PipelineHooks) {
  return <K extends ApiStep>(name: K): (typeof apiSteps)[K] => {
    hooks.onStep?.(name);
    return apiSteps[name];
  };
}

/**
 * load → validate → strip internal → coverage → examples → example fit → resolve → model → layout.
 * Throws SpecError on bad input. With `publish` the document as written is kept for `downloads`.
 */
export async function modelApi(
  options: ApiGenOptions,
  hooks: PipelineHooks = {},
  keepDocumentAsked = false,
): Promise<ModelledApi> {
  const keepDocument = keepDocumentAsked || !!options.publish;
  const step = stepper(hooks);
  const routeBase = options.routeBase ?? '/api';
  const written = step('load')(options.specFile, hooks.readDocument);
  hooks.onLoaded?.(written);
  const { externalRefs } = await step('validate')(written);
  const { loaded, internal } = step('stripInternal')(written);
  const coverage = step('coverage')(loaded);
  const examples = step('examples')(loaded);
  const exampleFit = step('exampleFit')(loaded);
  const resolved = await step('resolve')(loaded, {
    externalRefs,
    copy: keepDocument,
    foreignLinks: options.foreignLinks,
    routeBase,
  });
  hooks.onResolved?.(resolved);
  const model = step('model')(resolved);
  const layout = step('layout')(model, routeBase);
  return {
    specFile: options.specFile,
    model,
    layout,
    coverage,
    examples,
    exampleFit,
    internal,
    ...(keepDocument ? { loaded } : {}),
    externalRefs,
  };
}

/** For a caller that needs only the model: the first steps, and the document as written (internal parts left out). */
export async function loadApiModel(
  file: string,
  hooks: PipelineHooks = {},
): Promise<{ model: ApiModel; loaded: LoadedDocument }> {
  const { model, loaded } = await modelApi({ specFile: file }, hooks, true);
  return { model, loaded: loaded! };
}

/** The files a published API offers at the site root, and the note on its 3.1 rendition (`downloads`); none unless `publish`. */
export async function publishedFiles(
  api: ModelledApi,
  options: ApiGenOptions,
  hooks: PipelineHooks = {},
): Promise<{ files: FileRecord[]; findings: CoverageFinding[] }> {
  if (!options.publish || !api.loaded) return { files: [], findings: [] };
  return stepper(hooks)('downloads')(api.loaded);
}

export interface ApiGenResult extends ModelledApi {
  /** Files for the site root (`public/`); empty unless `publish`. */
  publicFiles: FileRecord[];
  /** Pages and sidebar, relative to the API content directory. */
  pages: FileRecord[];
  /** A grouped API's schema data, relative to `public/`; empty unless `schemaData`. */
  schemaData: FileRecord[];
  /** The rows each operation's page shows. */
  rows: ShownRows;
}

/** The last step, `render`, of a modelled API (unless its pages are given), and the section's files made from its pages. */
export async function renderApi(
  api: ModelledApi,
  options: ApiGenOptions,
  hooks: PipelineHooks = {},
  pages?: ReturnType<typeof apiSteps.render>,
): Promise<ApiGenResult> {
  const published = await publishedFiles(api, options, hooks);
  const { rendered, schemaData } = pages ?? stepper(hooks)('render')(api, options);
  return {
    ...api,
    publicFiles: published.files,
    coverage: [...api.coverage, ...published.findings],
    pages: await apiSectionFiles(api.model, api.layout, rendered, options.extraPages),
    schemaData,
    rows: rendered.rows,
  };
}

/** The whole pipeline for one file. */
export async function generateApi(options: ApiGenOptions, hooks: PipelineHooks = {}): Promise<ApiGenResult> {
  return renderApi(await modelApi(options, hooks), options, hooks);
}
