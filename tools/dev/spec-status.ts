/**
 * What the browser shows while `npm run dev` runs: whether the last regeneration worked and, when
 * it did not, the error `npm run gen` printed (file, place, reason, fix), read back from its output.
 */

import type { SpecStatus } from '../../shared/dev-status.ts';

export type { SpecStatus };

// ANSI colour codes, which tools write to a terminal but a browser must not show.
const ANSI = /\u001b\[[0-9;]*m/g;

/** The section a spec file feeds, by its folder. */
export function sectionOf(file: string): string {
  if (/(^|\/)openapi\//.test(file) || /\.ya?ml$/.test(file)) return 'API reference';
  if (/(^|\/)cli-spec\//.test(file)) return 'CLI reference';
  return 'generated pages';
}

/**
 * Reads a failed `npm run gen`'s output. Its errors are `error: FILE at PLACE: REASON` then
 * `  fix: FIX` (SpecError); anything else (a crash) is shown whole as the reason.
 */
export function specStatusFromGen(exitCode: number, output: string, changed: string[] = []): SpecStatus {
  if (exitCode === 0) return { ok: true };
  const lines = output.replace(ANSI, '').split('\n');
  const at = lines.findIndex((line) => line.startsWith('error: '));
  const head = at >= 0 ? /^error: (.+?)(?: at (.+?))?: (.+)$/.exec(lines[at]!) : null;
  if (head) {
    const fix = /^\s*fix: (.+)$/.exec(lines[at + 1] ?? '')?.[1] ?? 'correct the file and save it again';
    const [, file, place = '', reason] = head;
    return { ok: false, section: sectionOf(file!), file: file!, place, reason: reason!, fix };
  }
  const file = changed[0] ?? '';
  return {
    ok: false,
    section: sectionOf(file),
    file,
    place: '',
    reason: output.replace(ANSI, '').trim() || `npm run gen exited with code ${exitCode}`,
    fix: 'read the error above, correct the file and save it again',
  };
}
