import fs from 'node:fs';
import path from 'node:path';
import type { FileRecord } from './files.ts';

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

/** Compares what a generator would write with what `dir` holds now. */
export function diffOutputDir(dir: string, records: FileRecord[]): OutputDiff {
  const existing = new Set(listFiles(dir));
  const diff: OutputDiff = { added: [], changed: [], removed: [] };
  for (const record of records) {
    if (!existing.has(record.path)) diff.added.push(record.path);
    else if (fs.readFileSync(path.join(dir, record.path), 'utf8') !== record.content) diff.changed.push(record.path);
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
    if (p.startsWith('/') || p.split('/').includes('..') || p === '') throw new Error(`refusing to write outside the output directory: "${p}"`);
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

/** Like `diffOutputDir` for a shared directory: only the listed files count, others are ignored. */
export function diffFiles(dir: string, records: FileRecord[]): OutputDiff {
  const diff: OutputDiff = { added: [], changed: [], removed: [] };
  for (const record of records) {
    const target = path.join(dir, record.path);
    if (!fs.existsSync(target)) diff.added.push(record.path);
    else if (fs.readFileSync(target, 'utf8') !== record.content) diff.changed.push(record.path);
  }
  return diff;
}

/**
 * Writes single files into a directory others also write to (such as `public/`), each one
 * atomically: a temporary sibling first, then a rename over the old file.
 */
export function writeFiles(dir: string, records: FileRecord[]): void {
  assertSafeRecords(records);
  for (const record of records) {
    const target = path.join(dir, record.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.gen-tmp-${process.pid}`;
    fs.writeFileSync(tmp, record.content);
    fs.renameSync(tmp, target);
  }
}
