import fs from 'node:fs';
import path from 'node:path';
import type { FileRecord } from './files.ts';
import { memoByFile } from '../cache/file-memo.ts';

export interface OutputDiff {
  added: string[];
  changed: string[];
  removed: string[];
}

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/** An output file's text: `npm run dev` compares every page on each save, and reads only the files written since (file-memo.ts). */
const readOutputFile = memoByFile((file) => fs.readFileSync(file, 'utf8'));

/** Compares what a generator would write with what `dir` holds now. */
export function diffOutputDir(dir: string, records: FileRecord[]): OutputDiff {
  const existing = new Set(listFiles(dir));
  const diff: OutputDiff = { added: [], changed: [], removed: [] };
  for (const record of records) {
    if (!existing.has(record.path)) diff.added.push(record.path);
    else if (readOutputFile(path.join(dir, record.path)) !== record.content) diff.changed.push(record.path);
    existing.delete(record.path);
  }
  diff.removed = [...existing];
  return diff;
}

export function isEmptyDiff(diff: OutputDiff): boolean {
  return diff.added.length + diff.changed.length + diff.removed.length === 0;
}

function assertSafeRecords(records: FileRecord[]): void {
  const seen = new Set<string>();
  for (const { path: p } of records) {
    if (p.startsWith('/') || p.split('/').includes('..') || p === '')
      throw new Error(`refusing to write outside the output directory: "${p}"`);
    if (seen.has(p)) throw new Error(`two generated files share the path "${p}"`);
    seen.add(p);
  }
}

/**
 * Replaces `dir` with exactly `records`, atomically: everything is written to a sibling
 * temporary directory first, so a failure part-way leaves the previous output untouched.
 */
export function replaceOutputDir(dir: string, records: FileRecord[]): void {
  assertSafeRecords(records);
  const parent = path.dirname(path.resolve(dir));
  const name = path.basename(dir);
  const tmp = path.join(parent, `.gen-tmp-${name}-${process.pid}`);
  const old = path.join(parent, `.gen-old-${name}-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    for (const record of records) {
      const target = path.join(tmp, record.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, record.content);
    }
    fs.mkdirSync(tmp, { recursive: true });
    if (fs.existsSync(dir)) fs.renameSync(dir, old);
    fs.renameSync(tmp, dir);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (fs.existsSync(old) && !fs.existsSync(dir)) fs.renameSync(old, dir);
    throw error;
  }
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Brings `dir` to exactly `records` (its `diff` against them, from `diffOutputDir`), touching only
 * the files whose bytes change: `next dev` then recompiles only the pages a change reaches, and an
 * unchanged file keeps its date. Each new file is written beside the folder first, then renamed
 * over the old one, so a page is never missing while `next dev` watches; the data files go in
 * before the pages (`placingOrder`). A replaced or removed file is copied aside first, so a
 * failure part-way puts every file back as it was.
 */
export function updateOutputDir(dir: string, records: FileRecord[], diff: OutputDiff): void {
  if (!fs.existsSync(dir)) return replaceOutputDir(dir, records);
  assertSafeRecords(records);
  const parent = path.dirname(path.resolve(dir));
  const name = path.basename(dir);
  const tmp = path.join(parent, `.gen-tmp-${name}-${process.pid}`);
  const old = path.join(parent, `.gen-old-${name}-${process.pid}`);
  const byPath = new Map(records.map((r) => [r.path, r.content]));
  const placed: string[] = [];
  const removed: string[] = [];
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(old, { recursive: true, force: true });
  try {
    // Everything new is written, and everything replaced or removed copied aside, before the folder is touched.
    for (const file of [...diff.added, ...diff.changed]) {
      fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
      fs.writeFileSync(path.join(tmp, file), byPath.get(file)!);
    }
    for (const file of [...diff.changed, ...diff.removed]) {
      fs.mkdirSync(path.dirname(path.join(old, file)), { recursive: true });
      fs.copyFileSync(path.join(dir, file), path.join(old, file));
    }
    for (const file of placingOrder([...diff.added, ...diff.changed])) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.renameSync(path.join(tmp, file), path.join(dir, file));
      placed.push(file);
    }
    for (const file of diff.removed) {
      fs.rmSync(path.join(dir, file));
      removed.push(file);
    }
  } catch (error) {
    const before = new Set([...diff.changed, ...diff.removed]);
    for (const file of placed) if (!before.has(file)) fs.rmSync(path.join(dir, file), { force: true });
    for (const file of [...placed, ...removed].filter((f) => before.has(f)))
      fs.renameSync(path.join(old, file), path.join(dir, file));
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(old, { recursive: true, force: true });
    throw error;
  }
  for (const file of diff.removed) removeEmptyFolders(dir, path.dirname(file));
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * The pages (`.mdx`) last: a page that changes makes `next dev` render it again at once, and that
 * render reads the section's model and sidebars, which must be the new ones by then.
 */
export function placingOrder(files: string[]): string[] {
  const isPage = (file: string) => file.endsWith('.mdx');
  return [...files.filter((f) => !isPage(f)), ...files.filter(isPage)];
}

/** Removes `rel` (a folder inside `dir`) and its parents up to `dir` while they are empty. */
function removeEmptyFolders(dir: string, rel: string): void {
  for (let folder = rel; folder !== '.' && folder !== ''; folder = path.dirname(folder)) {
    const full = path.join(dir, folder);
    if (!fs.existsSync(full) || fs.readdirSync(full).length > 0) return;
    fs.rmdirSync(full);
  }
}

/** Like `diffOutputDir` for a shared directory: only the listed files count, others are ignored. */
export function diffFiles(dir: string, records: FileRecord[]): OutputDiff {
  const diff: OutputDiff = { added: [], changed: [], removed: [] };
  for (const record of records) {
    const target = path.join(dir, record.path);
    if (!fs.existsSync(target)) diff.added.push(record.path);
    else if (readOutputFile(target) !== record.content) diff.changed.push(record.path);
  }
  return diff;
}

/**
 * Writes single files into a directory others also write to (such as `public/`), each one
 * atomically: a temporary sibling first, then a rename over the old file. With `diff` (from
 * `diffFiles`), only the files it names as added or changed are written.
 */
export function writeFiles(dir: string, records: FileRecord[], diff?: OutputDiff): void {
  assertSafeRecords(records);
  const touched = diff && new Set([...diff.added, ...diff.changed]);
  for (const record of records) {
    if (touched && !touched.has(record.path)) continue;
    const target = path.join(dir, record.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.gen-tmp-${process.pid}`;
    fs.writeFileSync(tmp, record.content);
    fs.renameSync(tmp, target);
  }
}

/**
 * Writes files before a run has made the rest (`npm run dev` writes the open pages first) and can
 * put back what they replaced: a run that fails afterwards leaves every file as it was. Models are
 * written before the pages that read them, as `placingOrder` has it.
 */
export function writerAhead() {
  const replaced = new Map<string, string | undefined>();
  return {
    /** Writes the records whose bytes change; returns their paths, each under `dir`. */
    write(dir: string, records: FileRecord[]): string[] {
      const diff = diffFiles(dir, records);
      const files = placingOrder([...diff.added, ...diff.changed]);
      for (const file of files) {
        const target = path.join(dir, file);
        if (!replaced.has(target))
          replaced.set(target, fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined);
      }
      const byPath = new Map(records.map((r) => [r.path, r]));
      writeFiles(
        dir,
        files.map((file) => byPath.get(file)!),
      );
      return files.map((file) => `${dir}/${file}`);
    },
    /** Puts every file written back as it was (a file that did not exist is removed). */
    restore(): void {
      for (const [target, content] of replaced) {
        if (content === undefined) fs.rmSync(target, { force: true });
        else writeFiles(path.dirname(target), [{ path: path.basename(target), content }]);
      }
      replaced.clear();
    },
  };
}
