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
import { API_REFERENCE, isServed } from '../../shared/api/api-versions.ts';
import { olderBase, type ServedVersion, type VersionsData } from '../../shared/reference-versions.ts';
import {
  olderSectionRecords,
  pageOfStub,
  referenceBases,
  servedVersion,
  versionsData,
  versionsDataRecord,
  type OlderReference,
} from '../history/older-references.ts';
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
const versionPages = (layout: ApiLayout) =>
  layout.pages.map((page): [string, string | null] => [
    pageOfStub(page.file),
    page.kind === 'operation' ? page.op.operationId : null,
  ]);

/** The picker's data: the served versions (newest first) and, per operation, the releases that have it. */
export function apiVersionsData(
  releases: readonly ApiRelease[],
  documents: ReadonlyMap<string, JsonObject>,
  served: ServedVersion[],
): VersionsData {
  return versionsData(
    releases,
    (version) => {
      const doc = documents.get(version);
      if (!doc) throw new Error(`release ${version}: its description was not loaded`);
      return operationIds(doc);
    },
    served,
  );
}

export interface OlderVersionsOutput {
  /** `content/api-versions`: one folder per older served version, and the folder's sidebar. */
  pages: FileRecord[];
  /** `public/api-versions.json`. */
  data: FileRecord;
  /** Each served version's reference, by version (`/api` the current one's): the changelog links them. */
  bases: ReadonlyMap<string, string>;
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
  const served: ServedVersion[] = [
    servedVersion(currentRelease, current.layout.routeBase, versionPages(current.layout)),
  ];
  const older: OlderReference[] = [];
  const references = new Map<string, ServedReference>();
  for (const release of include ? servedOlderReleases(history.releases, day) : []) {
    const base = olderBase(API_REFERENCE, release.version);
    // Same pipeline as the current API; no downloads (the files at /openapi.* are the current release) and no CLI links (the CLI calls the current API).
    const options: ApiGenOptions = { specFile: release.file, routeBase: base, authEnv };
    const { api, rendered } = await olderReference(options, hooks);
    older.push({ version: release.version, title: `Version ${release.version}`, records: rendered.pages });
    served.push(servedVersion(release, base, versionPages(api.layout)));
    references.set(release.version, servedReference(api, rendered.rows));
  }
  const pages = olderSectionRecords(older, {
    title: 'Older API versions',
    text: 'This build serves the current API version only (`SANDGARDEN_API_VERSIONS=current`).',
  });
  const data = apiVersionsData(history.releases, history.documents, served);
  return { pages, data: versionsDataRecord(API_REFERENCE, data), bases: referenceBases(data), references };
}
