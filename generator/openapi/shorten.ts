/**
 * Example values of a large API can be hundreds of kilobytes (a list of fifty full objects); a
 * page carries its text twice (HTML and React payload). Above a size, an example is shown
 * shortened: every list keeps its first item, then long strings are cut, then objects keep their
 * first fields. The label says so.
 */
import { toJson } from './examples.ts';

function firstItems(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [firstItems(value[0])] : [];
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, firstItems(v)]));
  return value;
}

function cutStrings(value: unknown, max: number): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max)}…` : value;
  if (Array.isArray(value)) return value.map((v) => cutStrings(v, max));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutStrings(v, max)]));
  return value;
}

function firstEntries(value: unknown, max: number): unknown {
  if (Array.isArray(value)) return value.map((v) => firstEntries(v, max));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, max)
        .map(([k, v]) => [k, firstEntries(v, max)]),
    );
  return value;
}

export interface ShownExample {
  value: unknown;
  /** Set when the value was shortened: what the reader is told. */
  note?: string;
}

/** The example as shown: unchanged when its JSON is at most `maxBytes`, otherwise shortened. */
export function shortenExample(value: unknown, maxBytes: number): ShownExample {
  const full = toJson(value).length;
  if (full <= maxBytes || typeof value !== 'object' || value === null) return { value };
  let shown = firstItems(value);
  let how = 'lists show their first item';
  if (toJson(shown).length > maxBytes) {
    shown = cutStrings(shown, 80);
    how += ', long strings are cut';
  }
  if (toJson(shown).length > maxBytes) {
    shown = firstEntries(shown, 12);
    how += ', objects show their first 12 fields';
  }
  return { value: shown, note: `shortened from ${(full / 1000).toFixed(0)} kB: ${how}` };
}
