/**
 * A theme patch made of exact text edits, each of whose places must occur once: applied all
 * together, recognised as already applied, or refused with the file named when the theme's code
 * no longer matches (a new theme version must be looked at, not patched blindly).
 */
import type { PatchResult } from './patch-breakpoint.ts';

export type Edit = [from: string, to: string];

export function exactEdits(edits: Edit[], what: string, patchModule: string) {
  return (text: string, file: string): PatchResult => {
    const counts = edits.map(([from]) => text.split(from).length - 1);
    if (counts.every((count) => count === 1)) {
      return { text: edits.reduce((result, [from, to]) => result.replace(from, to), text), status: 'patched' };
    }
    if (counts.every((count) => count === 0) && edits.every(([, to]) => text.includes(to)))
      return { text, status: 'already' };
    throw new Error(
      `${file}: ${what} did not match (each edit's place found ${counts.join(', ')} times, expected 1); the theme changed, update ${patchModule}`,
    );
  };
}
