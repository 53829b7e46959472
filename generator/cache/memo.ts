/**
 * In-memory reuse for `npm run dev`, which runs the generator in its own process save after save:
 * a step whose input has the same content as last time gives its last result instead of working
 * again. One slot per thing (a file, a release), holding its last input's key and result, so memory
 * stays bounded however long `npm run dev` runs. A one-off `npm run gen` only fills the slots.
 */
import { createHash } from 'node:crypto';

/** Maps and sets written with their entries (JSON writes them as `{}`, which would make all of them one key). */
const withEntries = (_key: string, value: unknown) =>
  value instanceof Map ? { map: [...value] } : value instanceof Set ? { set: [...value] } : value;

/** The key of a step's input: a hash of its parts (strings, or data JSON can write, maps and sets included). */
export function contentKey(...parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts)
    hash.update(typeof part === 'string' ? part : (JSON.stringify(part, withEntries) ?? 'undefined')).update('\0');
  return hash.digest('hex');
}

export interface LastResults<T> {
  /** The last result made for `slot` when it was made from the same `key`, else a new one from `make` (remembered if it does not throw). */
  get(slot: string, key: string, make: () => T): T;
  /** Drops `slot`'s result: the next `get` makes a new one whatever its key. */
  forget(slot: string): void;
  /** How many results were reused and made (tests, and the bench's notes). */
  counts(): { reused: number; made: number };
}

export function lastResults<T>(): LastResults<T> {
  const slots = new Map<string, { key: string; value: T }>();
  let reused = 0;
  let made = 0;
  return {
    get(slot, key, make) {
      const last = slots.get(slot);
      if (last && last.key === key) {
        reused++;
        return last.value;
      }
      made++;
      const value = make();
      slots.set(slot, { key, value });
      // A promise that rejects is not remembered: the next run tries again.
      if (value instanceof Promise) value.catch(() => slots.get(slot)?.value === value && slots.delete(slot));
      return value;
    },
    forget: (slot) => void slots.delete(slot),
    counts: () => ({ reused, made }),
  };
}
