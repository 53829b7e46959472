import YAML from 'yaml';
import type { FileRecord } from '../lib/files.ts';
import { loadDocument } from './load.ts';
import { buildModel, type ApiModel } from './model.ts';
import { checkLocalRefs, resolveRefs } from './resolve.ts';
import { checkVersion, validateDocument } from './validate.ts';
import { renderApiPages, type CliCommandLink, type DownloadFile } from './render.ts';
import { typesFor } from './types-file.ts';
import { GROUP_THRESHOLD, renderGroupedApiPages } from './grouped.ts';

export interface ApiGenOptions {
  specFile: string;
  /** Also produce the downloadable files (openapi.yaml, openapi.json, openapi.d.ts) for the site root. */
  publish?: boolean;
  routeBase?: string;
  /** Environment variable the code samples read the API key from. */
  authEnv?: string;
  cliCommands?: Record<string, CliCommandLink[]> | Map<string, CliCommandLink[]>;
}

export interface ApiGenResult {
  model: ApiModel;
  /** Pages and sidebar, relative to the API content directory. */
  pages: FileRecord[];
  /** Files for the site root (`public/`); empty unless `publish`. */
  publicFiles: FileRecord[];
}

export const DOWNLOADS: DownloadFile[] = [
  { href: '/openapi.yaml', label: 'openapi.yaml', description: 'The OpenAPI 3.1 description, as YAML.' },
  { href: '/openapi.json', label: 'openapi.json', description: 'The same description as JSON, for tools that prefer it.' },
  { href: '/openapi.d.ts', label: 'openapi.d.ts', description: 'TypeScript types of every path, request and response (openapi-typescript), used by the TypeScript samples.' },
];

/** The whole API section from one OpenAPI file: load → validate → resolve → model → render. */
export async function generateApi(options: ApiGenOptions): Promise<ApiGenResult> {
  const loaded = loadDocument(options.specFile);
  checkVersion(loaded);
  checkLocalRefs(loaded);
  await validateDocument(loaded);
  // The downloads are made from the document as written, before references are resolved in place.
  const publicFiles: FileRecord[] = [];
  if (options.publish) {
    const yamlText = loaded.format === 'yaml' ? loaded.text : YAML.stringify(loaded.doc, { lineWidth: 0 });
    publicFiles.push({ path: 'openapi.yaml', content: yamlText });
    publicFiles.push({ path: 'openapi.json', content: JSON.stringify(loaded.doc, null, 2) + '\n' });
    publicFiles.push({ path: 'openapi.d.ts', content: await typesFor(loaded.doc) });
  }
  const { doc, refOf } = await resolveRefs(loaded, { inPlace: true });
  const model = buildModel(doc, refOf);
  const renderOptions = {
    routeBase: options.routeBase,
    authEnv: options.authEnv,
    cliCommands: options.cliCommands,
    downloads: options.publish ? DOWNLOADS : undefined,
  };
  // A large spec gets one folder per tag, so no page carries every operation in its sidebar.
  const pages = model.operations.length > GROUP_THRESHOLD
    ? renderGroupedApiPages(model, { ...renderOptions, landingAsFolderIndex: options.routeBase !== undefined && options.routeBase !== '/api' })
    : renderApiPages(model, renderOptions);
  return { model, pages, publicFiles };
}
