/** Sizes of exported files on disk. */
import fs from 'node:fs';
import path from 'node:path';

export interface DirSize {
  bytes: number;
  files: number;
}

export function dirSize(dir: string, filter: (file: string) => boolean = () => true): DirSize {
  let bytes = 0;
  let files = 0;
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && filter(full)) {
        bytes += fs.statSync(full).size;
        files++;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { bytes, files };
}
