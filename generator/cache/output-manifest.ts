/**
 * What a run of `npm run gen` left on disk, recorded under the key of its inputs
 * (fingerprint.ts): every output folder with the hash of each file's bytes, and the notes it
 * printed. A later run with the same key may skip generating only while every output folder
 * still holds exactly those files with exactly those bytes: a hand edit, a deleted or an added
 * file sends it down the full road again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FileRecord } from '../lib/files.ts';
import { fileIdentity, settledIdentity } from './file-memo.ts';
import { filesUnder, sha256 } from './fingerprint.ts';

export interface RecordedOutput {
  dir: string;
  /** The folder is shared with hand-made files (`public/`): only these files are its. */
  partial?: boolean;
  /** path (relative to `dir`) → sha256 of its bytes. */
  files: Record<string, string>;
  /**
   * path → the file's identity on disk once its bytes were known to be these (file-memo.ts): a
   * file still of that identity is not read and hashed again. None for a file written within its
   * racy window before the recording (file-memo.ts: a later write in the same clock tick could
   * keep its identity).
   */
  identities?: Record<string, string>;
}

export interface OutputManifest {
  key: string;
  outputs: RecordedOutput[];
  /** What the run printed as warnings, printed again when a run is skipped. */
  notes: string[];
}

/**
 * The hash of each output's text as last recorded by this process: `npm run dev` records every
 * output after each save, and most are the same text as the save before (compared, not hashed again).
 */
const lastHashed = new Map<string, { content: string; hash: string }>();
function contentHash(file: string, content: string): string {
  const known = lastHashed.get(file);
  if (known?.content === content) return known.hash;
  const hash = sha256(Buffer.from(content, 'utf8'));
  lastHashed.set(file, { content, hash });
  return hash;
}

export function manifestOf(
  key: string,
  outputs: ReadonlyArray<{ dir: string; records: FileRecord[]; partial?: boolean }>,
  notes: string[],
): OutputManifest {
  return {
    key,
    outputs: outputs.map(({ dir, records, partial }) => ({
      dir,
      ...(partial ? { partial } : {}),
      files: Object.fromEntries(records.map((r) => [r.path, contentHash(`${dir}/${r.path}`, r.content)])),
    })),
    notes,
  };
}

/** What comparing the disk with a manifest found. */
export interface OutputCheck {
  /** The first way the disk differs ("content/api/x.mdx changed"); undefined when it holds exactly what was recorded. */
  difference?: string;
  /** Files read and found equal got their identities into the manifest: worth writing it again. */
  learned: boolean;
}

/**
 * Compares the disk with the manifest. A file whose identity is the recorded one is not read; one
 * read and found equal gets its identity into the manifest, so the next check need not read it.
 */
export function checkOutputs(manifest: OutputManifest, root = '.'): OutputCheck {
  const now = Date.now();
  let learned = false;
  for (const output of manifest.outputs) {
    const { dir, partial, files } = output;
    const recorded = Object.keys(files).sort();
    if (!partial) {
      const onDisk = filesUnder(dir, root).map((file) => file.slice(dir.length + 1));
      const extra = onDisk.find((file) => !(file in files));
      if (extra) return { difference: `${dir}/${extra} is not a generated file`, learned };
    }
    for (const file of recorded) {
      const full = path.join(root, dir, file);
      const stat = fs.statSync(full, { throwIfNoEntry: false });
      if (!stat) return { difference: `${dir}/${file} is missing`, learned };
      if (output.identities?.[file] === fileIdentity(stat)) continue;
      if (sha256(fs.readFileSync(full)) !== files[file]) return { difference: `${dir}/${file} changed`, learned };
      const identity = settledIdentity(stat, now);
      if (identity) {
        output.identities = { ...output.identities, [file]: identity };
        learned = true;
      }
    }
  }
  return { learned };
}

/** `manifest` with the identities of its files as they are on disk now (written just before). */
export function withIdentities(manifest: OutputManifest, root = '.'): OutputManifest {
  const now = Date.now();
  return {
    ...manifest,
    outputs: manifest.outputs.map((output) => {
      const identities: Record<string, string> = {};
      for (const file of Object.keys(output.files)) {
        const stat = fs.statSync(path.join(root, output.dir, file), { throwIfNoEntry: false });
        const identity = stat && settledIdentity(stat, now);
        if (identity) identities[file] = identity;
      }
      return { ...output, identities };
    }),
  };
}

/** Manifests live one file per key: `npm run dev` (with Unreleased) and `npm run build` each keep theirs. */
const manifestPath = (cacheDir: string, key: string) => path.join(cacheDir, 'outputs', `${key}.json`);
/** How many keys are kept (the newest by date): enough for dev, build and a branch switch. */
const KEPT = 6;

export function readManifest(cacheDir: string, key: string): OutputManifest | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestPath(cacheDir, key), 'utf8')) as OutputManifest;
    return manifest.key === key && Array.isArray(manifest.outputs) ? manifest : undefined;
  } catch {
    // No manifest, or an unreadable one: the run generates.
    return undefined;
  }
}

/** Stores `manifest` (written whole, then renamed: a reader never sees half of it) and keeps the newest few. */
export function writeManifest(cacheDir: string, manifest: OutputManifest): void {
  const target = manifestPath(cacheDir, manifest.key);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(`${target}.tmp-${process.pid}`, JSON.stringify(manifest));
  fs.renameSync(`${target}.tmp-${process.pid}`, target);
  const dir = path.dirname(target);
  const kept = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    // Another run may prune the same folder meanwhile: a file gone since the listing is skipped.
    .map((name) => ({ name, time: fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of kept.slice(KEPT)) fs.rmSync(path.join(dir, name), { force: true });
}

/** Forgets a key's manifest (its outputs were found changed, or a run with it failed). */
export function dropManifest(cacheDir: string, key: string): void {
  fs.rmSync(manifestPath(cacheDir, key), { force: true });
}
