/** The parts of `npm run bench` that `--only` can pick, so one figure can be re-measured quickly. */
export const BENCH_PARTS = [
  'gen',
  'gen-peer',
  'build',
  'twins',
  'pages',
  'mainthread',
  'lighthouse',
  'relative',
  'dev',
] as const;

/** The parts that need no exported site (`out/`). */
export const NO_EXPORT_PARTS: ReadonlySet<string> = new Set(['gen-peer', 'dev']);

/** The parts `--only` names (all of them without it); an unknown name is an error listing the known ones. */
export function benchParts(only: string | undefined): Set<string> {
  if (only === undefined) return new Set(BENCH_PARTS);
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(BENCH_PARTS as readonly string[]).includes(name));
  if (unknown.length || !names.length) {
    throw new Error(
      `--only=${only}: unknown part ${unknown.join(', ') || '(none given)'}; use a comma-separated list of ${BENCH_PARTS.join(', ')}`,
    );
  }
  return new Set(names);
}
