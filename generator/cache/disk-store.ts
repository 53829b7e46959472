/**
 * A map kept on disk between runs of the generator, for work that is expensive and repeatable
 * (highlighting a code block): values by the hash of their input, in one JSON file per
 * `namespace`, the key of everything else the values depend on (the code that makes them, the
 * packages, the Node version). Another namespace is another file, so a change to that code or
 * an upgrade starts empty instead of reusing old results; only the newest few files are kept.
 * Under `.cache/gen/`: safe to delete (the work is done again).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sha256 } from './fingerprint.ts';

export interface DiskStore<T> {
  get(input: string): T | undefined;
  set(input: string, value: T): void;
  /** Writes the file when something was added (whole, then renamed: a reader never sees half). */
  save(): void;
}

/** How many namespaces of one store are kept (the newest), so a branch switch back still finds its own. */
const KEPT = 3;

export function diskStore<T>(dir: string, namespace: string): DiskStore<T> {
  const file = path.join(dir, `${namespace}.json`);
  let values: Record<string, T> = {};
  try {
    values = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, T>;
  } catch {
    // Missing or unreadable: start empty.
  }
  let added = false;
  return {
    get: (input) => (Object.hasOwn(values, sha256(input)) ? values[sha256(input)] : undefined),
    set(input, value) {
      values[sha256(input)] = value;
      added = true;
    },
    save() {
      if (!added) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${file}.tmp-${process.pid}`, JSON.stringify(values));
      fs.renameSync(`${file}.tmp-${process.pid}`, file);
      added = false;
      const others = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({ name, time: fs.statSync(path.join(dir, name)).mtimeMs }))
        .sort((a, b) => b.time - a.time);
      for (const { name } of others.slice(KEPT)) fs.rmSync(path.join(dir, name), { force: true });
    },
  };
}
