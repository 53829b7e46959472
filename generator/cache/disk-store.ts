/**
 * A map kept on disk between runs of the generator, for work that is expensive and repeatable
 * (highlighting a code block): values by the hash of their input, one file per value in a folder
 * per `namespace`, the key of everything else the values depend on (the code that makes them, the
 * packages, the Node version). Another namespace is another folder, so a change to that code or
 * an upgrade starts empty instead of reusing old results; only the newest few folders are kept.
 * A file per value, not one file for all: a run reads the values it asks for, not every value
 * any run ever stored (one file grew with every block ever highlighted, was parsed whole on each
 * run, and was written whole again after a save under `npm run dev` highlighted one new block).
 * Under `.cache/gen/`: safe to delete (the work is done again).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sha256 } from './fingerprint.ts';

export interface DiskStore<T> {
  get(input: string): T | undefined;
  set(input: string, value: T): void;
  /** Writes the values added since the last save (each whole, then renamed: a reader never sees half). */
  save(): void;
}

/** How many namespaces of one store are kept (the newest), so a branch switch back still finds its own. */
const KEPT = 3;

export function diskStore<T>(dir: string, namespace: string): DiskStore<T> {
  const folder = path.join(dir, namespace);
  // A value's file: fanned out by the hash's first two characters, as git's objects are.
  const fileOf = (hash: string) => path.join(folder, hash.slice(0, 2), `${hash.slice(2)}.json`);
  const added = new Map<string, T>();
  return {
    get(input) {
      const hash = sha256(input);
      if (added.has(hash)) return added.get(hash);
      try {
        return JSON.parse(fs.readFileSync(fileOf(hash), 'utf8')) as T;
      } catch {
        // Missing or unreadable: made again.
        return undefined;
      }
    },
    set(input, value) {
      added.set(sha256(input), value);
    },
    save() {
      if (added.size === 0) return;
      for (const [hash, value] of added) {
        const file = fileOf(hash);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(`${file}.tmp-${process.pid}`, JSON.stringify(value));
        fs.renameSync(`${file}.tmp-${process.pid}`, file);
      }
      added.clear();
      // The folder's date says when it was last used: the oldest go beyond KEPT.
      const now = new Date();
      fs.utimesSync(folder, now, now);
      const others = fs
        .readdirSync(dir, { withFileTypes: true })
        // Another run may prune the same folder meanwhile: a namespace gone since the listing is skipped.
        .map((entry) => ({
          name: entry.name,
          time: fs.statSync(path.join(dir, entry.name), { throwIfNoEntry: false })?.mtimeMs ?? 0,
        }))
        .sort((a, b) => b.time - a.time);
      for (const { name } of others.slice(KEPT)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    },
  };
}
