/** Sizes of exported files on disk. */
import fs from 'node:fs';
import path from 'node:path';

export interface DirSize {
  bytes: number;
  files: number;
}

/** Files under `dir` (recursively; none when it is missing), `/`-separated relative paths, with their sizes. */
export function filesUnder(dir: string): Array<{ file: string; bytes: number }> {
  const out: Array<{ file: string; bytes: number }> = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile())
        out.push({ file: path.relative(dir, full).split(path.sep).join('/'), bytes: fs.statSync(full).size });
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/** The files under `dir` that `filter` keeps (given each file's path joined to `dir`), counted and summed. */
export function dirSize(dir: string, filter: (file: string) => boolean = () => true): DirSize {
  const kept = filesUnder(dir).filter(({ file }) => filter(path.join(dir, file)));
  return { bytes: kept.reduce((sum, { bytes }) => sum + bytes, 0), files: kept.length };
}
