/**
 * Whether a site run of `npm run gen` (or its `--check`) can be skipped: its inputs hash to a key
 * (fingerprint.ts) recorded after an earlier run, and every output folder still holds exactly the
 * bytes recorded with it (output-manifest.ts). Only then; any doubt runs the generator.
 *
 * The cache folder, `.cache/gen/`, is safe to delete: the next run generates in full and records again.
 */
import path from 'node:path';
import { genInputsKey, specFiles } from './fingerprint.ts';
import {
  dropManifest,
  checkOutputs,
  manifestOf,
  readManifest,
  withIdentities,
  writeManifest,
  type OutputManifest,
} from './output-manifest.ts';
import type { FileRecord } from '../lib/files.ts';
import { EXTRA_API_ENV, parseExtraApi } from '../openapi/mount.ts';
import { API_VERSIONS_ENV, today } from '../openapi/versions-settings.ts';

export const GEN_CACHE_DIR = '.cache/gen';

export interface SiteRunCache {
  key: string;
  /** The manifest of an earlier run with these inputs whose outputs are all still on disk as it left them. */
  unchanged(): OutputManifest | undefined;
  /**
   * Records a run's outputs, which are on disk now (written, or checked equal), under the key of
   * the inputs it read; not when the inputs changed while it ran (the outputs may be of either).
   */
  record(outputs: ReadonlyArray<{ dir: string; records: FileRecord[]; partial?: boolean }>, notes: string[]): boolean;
  /** Forgets this key (a run with it failed its check). */
  forget(): void;
}

export interface SiteRunSettings {
  /** Folders under `content/` that gen writes. */
  generatedContent: readonly string[];
  /** `--unreleased` (`npm run dev`): the changelog shows the working description's changes. */
  unreleased: boolean;
  env?: Record<string, string | undefined>;
  root?: string;
  cacheDir?: string;
}

/**
 * The cache of the site's own run. A mounted API (`SANDGARDEN_EXTRA_API`) is a file anywhere on
 * disk: its mount, its path and its bytes (with every file its `$ref`s name) join the key.
 */
export function siteRunCache({
  generatedContent,
  unreleased,
  env = process.env,
  root = '.',
  cacheDir = `${root}/${GEN_CACHE_DIR}`,
}: SiteRunSettings): SiteRunCache {
  const extra = parseExtraApi(env[EXTRA_API_ENV]);
  const mounted = extra && { mount: extra.mount, spec: path.resolve(root, extra.specFile) };
  // The day counts: the notes printed (a passed sunset) depend on it.
  const keyNow = () =>
    genInputsKey({
      generatedContent,
      root,
      otherFiles: mounted ? specFiles(mounted.spec) : [],
      settings: { unreleased, apiVersions: env[API_VERSIONS_ENV] ?? '', day: today(env), mounted },
    });
  const key = keyNow();
  return {
    key,
    unchanged() {
      const manifest = readManifest(cacheDir, key);
      if (!manifest) return undefined;
      const { difference, learned } = checkOutputs(manifest, root);
      if (difference === undefined) {
        // Files read this time and found equal are not read next time.
        if (learned) writeManifest(cacheDir, manifest);
        return manifest;
      }
      dropManifest(cacheDir, key);
      return undefined;
    },
    record(outputs, notes) {
      if (keyNow() !== key) return false;
      writeManifest(cacheDir, withIdentities(manifestOf(key, outputs, notes), root));
      return true;
    },
    forget: () => dropManifest(cacheDir, key),
  };
}
