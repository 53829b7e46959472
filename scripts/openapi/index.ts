import YAML from 'yaml';
import { jsonPointer } from '../lib/errors.ts';
import type { FileRecord } from '../lib/files.ts';
import { buildModel, loadCheckedDocument, type ApiModel } from './model.ts';
import { resolveRefs } from './resolve.ts';
import { apiLayout } from './layout.ts';
import { renderApiSection, type CliCommandLink, type DownloadFile } from './render.ts';
import { coverageReport, type CoverageFinding } from './coverage.ts';
import { typesFor } from './types-file.ts';
import { renderSchemaData, SCHEMA_DATA_DIR } from './schema-data.ts';
import { rewriteSpecLinks } from './spec-links.ts';

function absoluteUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value).href;
  } catch {
    return undefined;
  }
}

export interface ApiGenOptions {
  specFile: string;
  /** Also produce the downloadable files (openapi.yaml, openapi.json, openapi.d.ts) for the site root. */
  publish?: boolean;
  routeBase?: string;
  /** Environment variable the code samples read the API key from. */
  authEnv?: string;
  cliCommands?: Record<string, CliCommandLink[]> | Map<string, CliCommandLink[]>;
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
}

export interface ApiGenResult {
  model: ApiModel;
  /** Pages and sidebar, relative to the API content directory. */
  pages: FileRecord[];
  /** Files for the site root (`public/`); empty unless `publish`. */
  publicFiles: FileRecord[];
  /** A grouped API's schema data, relative to `public/`; empty unless `schemaData`. */
  schemaData: FileRecord[];
  /** The parts of the description the pages do not show (coverage.ts). */
  coverage: CoverageFinding[];
  /** JSON pointers of the internal parts left out (x-internal, x-hidden; internal.ts). */
  internal: string[];
}

export const DOWNLOADS: DownloadFile[] = [
  { href: '/openapi.yaml', label: 'openapi.yaml', description: 'The OpenAPI 3.1 description, as YAML.' },
  { href: '/openapi.json', label: 'openapi.json', description: 'The same description as JSON, for tools that prefer it.' },
  { href: '/openapi.d.ts', label: 'openapi.d.ts', description: 'TypeScript types of every path, request and response (openapi-typescript), used by the TypeScript samples.' },
];

/** The whole API section from one OpenAPI file: load → validate → resolve → model → render. */
export async function generateApi(options: ApiGenOptions): Promise<ApiGenResult> {
  const { loaded, externalRefs, internalRemoved } = await loadCheckedDocument(options.specFile);
  // The downloads are made from the document as written, before references are resolved in place.
  const publicFiles: FileRecord[] = [];
  if (options.publish) {
    const yamlText = loaded.format === 'yaml' ? loaded.text : YAML.stringify(loaded.doc, { lineWidth: 0 });
    publicFiles.push({ path: 'openapi.yaml', content: yamlText });
    publicFiles.push({ path: 'openapi.json', content: JSON.stringify(loaded.doc, null, 2) + '\n' });
    publicFiles.push({ path: 'openapi.d.ts', content: await typesFor(loaded.doc) });
  }
  // Read before references are resolved in place: each part is reported once, where it is written.
  const coverage = coverageReport(loaded.doc);
  const { doc, refOf } = await resolveRefs(loaded, { inPlace: true, externalRefs });
  if (options.foreignLinks) rewriteSpecLinks(doc, { routeBase: options.routeBase ?? '/api', base: absoluteUrl(doc.externalDocs?.url) });
  const model = buildModel(doc, refOf);
  const renderOptions = {
    routeBase: options.routeBase,
    authEnv: options.authEnv,
    cliCommands: options.cliCommands,
    downloads: options.publish ? DOWNLOADS : undefined,
  };
  // A large spec gets one folder per tag, so no page carries every operation in its sidebar,
  // and schema views that load their deep levels on demand, so no page carries whole trees.
  const routeBase = options.routeBase ?? '/api';
  const layout = apiLayout(model, { routeBase, landingAsFolderIndex: routeBase !== '/api' });
  const dataDir = `${SCHEMA_DATA_DIR}${routeBase}`;
  const withData = layout.grouping === 'tag' && !!options.schemaData;
  const pages = await renderApiSection(model, layout, { ...renderOptions, schemaDataBase: withData ? `/${dataDir}` : undefined });
  const schemaData = withData ? renderSchemaData(model, layout).map((r) => ({ path: `${dataDir}/${r.path}`, content: r.content })) : [];
  return { model, pages, publicFiles, schemaData, coverage, internal: internalRemoved.map(jsonPointer) };
}
