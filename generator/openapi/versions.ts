/**
 * The references of the API's older served releases: each one run through the same pipeline as
 * the current API (modelApi → renderApi, like a mounted API, with its own `routeBase`), into its
 * own folder of the `api-versions` section (`content/api-versions/v1-3-0/…`, routes
 * `/api-versions/v1-3-0/…`), plus the data the version picker and the banner read
 * (`public/api-versions.json`). The current version stays at `/api`.
 *
 * A release is served while it is supported, or deprecated with a sunset after `day` (gen passes
 * the current release's day, so the output depends on the files only). Set
 * `SANDGARDEN_API_VERSIONS=current` to leave the older references out (the bench measures the
 * build both ways; `npm run build` regenerates with the same setting).
 */
import type { FileRecord } from '../lib/files.ts';
import type { JsonObject } from '../lib/json.ts';
import type { ApiRelease } from '../api-history/releases/history.ts';
import {
  API_VERSIONS_FILE,
  OLDER_VERSIONS_SECTION,
  isServed,
  versionSlug,
  type ApiVersionsData,
  type ServedVersion,
} from '../../shared/api/api-versions.ts';
import fs from 'node:fs';
import {
  modelApi,
  renderApi,
  type ApiGenOptions,
  type ApiGenResult,
  type ModelledApi,
  type PipelineHooks,
} from './pipeline.ts';
import { contentKey, lastResults } from '../cache/memo.ts';
import type { ApiLayout } from './layout.ts';
import { servedReference, type ServedReference } from './served-reference.ts';

// The settings that choose what is generated, in a module of their own: gen's cache reads them without loading the pipeline.
export { API_VERSIONS_ENV, TODAY_ENV, olderVersionsWanted, today } from './versions-settings.ts';

/** The older releases whose reference the site serves, newest first. */
export function servedOlderReleases(releases: readonly ApiRelease[], day: string): ApiRelease[] {
  return releases.filter((r) => r.status !== 'current' && isServed(r, day)).reverse();
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The operationIds a description holds (those it names; the Sun API names all). */
export function operationIds(doc: JsonObject): string[] {
  const ids: string[] = [];
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Record<string, { operationId?: unknown }>>)) {
    for (const method of METHODS) {
      const id = item?.[method]?.operationId;
      if (typeof id === 'string') ids.push(id);
    }
  }
  return ids;
}

/** One version's pages below its base: '' for the landing, each operation page with its operationId. */
function versionPages(layout: ApiLayout): Record<string, string | null> {
  const entries = layout.pages.map((page): [string, string | null] => {
    const path = page.file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
    return [path, page.kind === 'operation' ? page.op.operationId : null];
  });
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function servedVersion(release: ApiRelease, base: string, layout: ApiLayout): ServedVersion {
  return {
    version: release.version,
    status: release.status,
    date: release.date,
    ...(release.sunset ? { sunset: release.sunset } : {}),
    base,
    overview: base,
    pages: versionPages(layout),
  };
}

/** The picker's data: the served versions (newest first) and, per operation, the releases that have it. */
export function apiVersionsData(
  releases: readonly ApiRelease[],
  documents: ReadonlyMap<string, JsonObject>,
  served: ServedVersion[],
): ApiVersionsData {
  const operations: Record<string, string[]> = {};
  for (const release of releases) {
    const doc = documents.get(release.version);
    if (!doc) throw new Error(`release ${release.version}: its description was not loaded`);
    for (const id of operationIds(doc)) (operations[id] ??= []).push(release.version);
  }
  const sorted = Object.fromEntries(
    Object.keys(operations)
      .sort()
      .map((id) => [id, operations[id]]),
  );
  return { versions: served, operations: sorted, releases: releases.map((r) => r.version) };
}

export interface OlderVersionsOutput {
  /** `content/api-versions`: one folder per older served version, and the folder's sidebar. */
  pages: FileRecord[];
  /** `public/api-versions.json`. */
  data: FileRecord;
  /** The older served references, by version (the changelog links a removal to the last one that had it). */
  references: Map<string, ServedReference>;
}

/**
 * The older served versions' references and the picker's data. `current` is the current API as
 * `npm run gen` modelled it; `history` the releases and their descriptions (built once per run).
 */
/**
 * One older release's reference, modelled and rendered. A release file does not change once
 * released: `npm run dev` renders each once, and again only when its text does (a test's own
 * reader of files is always used as given).
 */
function olderReference(
  options: ApiGenOptions,
  hooks: PipelineHooks,
): Promise<{ api: ModelledApi; rendered: ApiGenResult }> {
  const make = async () => {
    const api = await modelApi(options, hooks);
    return { api, rendered: await renderApi(api, options) };
  };
  if (hooks.readDocument || hooks.onStep) return make();
  return olderReferences.get(options.specFile, contentKey(fs.readFileSync(options.specFile, 'utf8'), options), make);
}

const olderReferences = lastResults<Promise<{ api: ModelledApi; rendered: ApiGenResult }>>();

export async function olderVersionsOutput(
  history: { releases: ApiRelease[]; documents: ReadonlyMap<string, JsonObject> },
  current: ModelledApi,
  { day, include, authEnv, hooks = {} }: { day: string; include: boolean; authEnv?: string; hooks?: PipelineHooks },
): Promise<OlderVersionsOutput> {
  const currentRelease = history.releases.find((r) => r.status === 'current');
  if (!currentRelease) throw new Error('openapi/versions/versions.yaml: no release has status current');
  const served: ServedVersion[] = [servedVersion(currentRelease, current.layout.routeBase, current.layout)];
  const pages: FileRecord[] = [];
  const sidebar: Record<string, unknown> = {};
  const references = new Map<string, ServedReference>();
  for (const release of include ? servedOlderReleases(history.releases, day) : []) {
    const slug = versionSlug(release.version);
    const base = `/${OLDER_VERSIONS_SECTION}/${slug}`;
    // Same pipeline as the current API; no downloads (the files at /openapi.* are the current release) and no CLI links (the CLI calls the current API).
    const options: ApiGenOptions = { specFile: release.file, routeBase: base, authEnv };
    const { api, rendered } = await olderReference(options, hooks);
    pages.push(...rendered.pages.map((r) => ({ path: `${slug}/${r.path}`, content: r.content })));
    sidebar[slug] = `Version ${release.version}`;
    served.push(servedVersion(release, base, api.layout));
    references.set(release.version, servedReference(api, rendered.rows));
  }
  // Nextra needs a page for every top-level `_meta` key (content/_meta.ts names this section): with the older versions left out, one unlisted page says so.
  if (pages.length === 0)
    pages.push({
      path: 'index.mdx',
      content:
        '---\ntitle: Older API versions\nunlisted: true\n---\n\nThis build serves the current API version only (`SANDGARDEN_API_VERSIONS=current`).\n',
    });
  else
    pages.push(
      { path: '_meta.json', content: JSON.stringify(sidebar, null, 2) + '\n' },
      { path: '_meta.ts', content: "import meta from './_meta.json';\nexport default meta;\n" },
    );
  const data = apiVersionsData(history.releases, history.documents, served);
  return { pages, data: { path: API_VERSIONS_FILE, content: JSON.stringify(data) + '\n' }, references };
}
