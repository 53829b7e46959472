/**
 * "Did you mean": the known names closest to what was asked, for the error a tool returns on an
 * unknown route, operation, command or release. Pure. Two measures, the better one counts: edit
 * distance over the whole name (typos: `startRnu`), and shared words (other wordings: "run start"
 * for `sand runs start`, "runs/start" for `/cli/sand/runs/start`); the other measure breaks ties.
 */
import { editDistance } from '../../generator/lib/edit-distance.ts';

/** A name as compared: lower case, camelCase split, every run of non-letters a space. */
export function normalName(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const words = (text: string) =>
  new Set(
    normalName(text)
      .split(' ')
      .filter(Boolean)
      .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w)),
  );

/** How alike two names are, 0 (nothing shared) to 1.1 (the same once normalised). */
export function similarity(asked: string, known: string): number {
  const a = normalName(asked);
  const b = normalName(known);
  if (!a || !b) return 0;
  if (a === b) return 1.1;
  const edit = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  const wa = words(asked);
  const wb = words(known);
  const shared = [...wa].filter((w) => wb.has(w)).length;
  const dice = (2 * shared) / (wa.size + wb.size);
  return Math.max(edit, dice) + 0.1 * Math.min(edit, dice);
}

export interface Candidate {
  /** What the error names (a route, an operationId, a command). */
  name: string;
  /** Other texts that identify it (a title, `METHOD /path`, a summary); the best of all counts. */
  aliases?: readonly string[];
}

/** Up to `count` known names, closest first (ties in the order given); none when nothing is alike at all. */
export function closestMatches(asked: string, candidates: readonly Candidate[], count = 3): string[] {
  return candidates
    .map((candidate, order) => ({
      name: candidate.name,
      order,
      score: Math.max(...[candidate.name, ...(candidate.aliases ?? [])].map((text) => similarity(asked, text))),
    }))
    .filter((c) => c.score > 0.2)
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, count)
    .map((c) => c.name);
}

/** The sentence an error ends with: ` Closest: "a", "b", "c".` or a pointer to the listing tool. */
export function closestSentence(asked: string, candidates: readonly Candidate[], listing: string): string {
  const close = closestMatches(asked, candidates);
  return close.length
    ? ` Closest matches: ${close.map((name) => `"${name}"`).join(', ')}.`
    : ` Nothing is close; ${listing}.`;
}
