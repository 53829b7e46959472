/**
 * What this process derived from a file (its text, its hash, its imports), remembered with the
 * file's identity then (inode, size, change and modification times): `npm run dev` runs the
 * generator again on every save, and a file whose identity is unchanged is not read again. A
 * file changed just before the reading is not remembered: a second write in the same tick of the
 * timestamps' clock could leave the same identity (git's "racily clean" files). A fresh process
 * (`npm run gen`) starts with nothing remembered.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * A file changed this recently may change again within the same tick of the clock its timestamps
 * come from, its identity unchanged: on a filesystem that keeps whole seconds (two on FAT).
 */
export const RACY_MS = 2000;
/**
 * The same on a filesystem that keeps finer timestamps: the kernel stamps writes from its coarse
 * clock, which ticks every 1 to 10 ms. A fresh run's outputs then settle while it writes them, and
 * the next run reads only the last few again.
 */
export const FINE_RACY_MS = 50;

/** A file's identity: a write (in place or by a rename) changes it. */
export const fileIdentity = (stat: fs.Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;

/** Whole-second timestamps say the filesystem keeps no finer ones. */
export const racyWindow = (stat: fs.Stats) =>
  stat.mtimeMs % 1000 === 0 && stat.ctimeMs % 1000 === 0 ? RACY_MS : FINE_RACY_MS;

/** A file's identity, or undefined while it is too recent to be trusted (its racy window). */
export function settledIdentity(stat: fs.Stats, now = Date.now()): string | undefined {
  return now - Math.max(stat.mtimeMs, stat.ctimeMs) > racyWindow(stat) ? fileIdentity(stat) : undefined;
}

/** `derive`, remembered per file for as long as the file's identity stays the same. */
export function memoByFile<T>(derive: (file: string) => T): (file: string) => T {
  const known = new Map<string, { identity: string; value: T }>();
  return (file) => {
    const full = path.resolve(file);
    const stat = fs.statSync(full);
    const hit = known.get(full);
    if (hit?.identity === fileIdentity(stat)) return hit.value;
    const value = derive(file); // as the caller named it: its messages name it so
    const identity = settledIdentity(stat);
    if (identity) known.set(full, { identity, value });
    else known.delete(full);
    return value;
  };
}
