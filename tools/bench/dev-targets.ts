/**
 * The writers' targets for `npm run dev`, read from what the bench's dev loop measured (from a
 * warm bundler cache): the first page when nothing changed, the first save after the start (the
 * bundler's one-time first recompile), every later API or CLI save, every MDX save. A save counts
 * as shown when its word is on the open page without a reload: a full reload loses the reader's
 * place, so a save shown that way misses whatever its time.
 */

const DEV_TARGETS = {
  firstPageSeconds: 15,
  firstSaveSeconds: 3,
  laterSpecSaveSeconds: 2,
  mdxSaveSeconds: 1,
} as const;

export interface SaveReading {
  /** What was saved and where it was watched: "API operation, second edit, at http://127.0.0.1:3313". */
  name: string;
  kind: 'spec' | 'mdx';
  /** From the save to the word on screen; null when it did not show within the bench's wait. */
  seconds: number | null;
  reloaded: boolean;
}

export interface DevVerdict {
  target: string;
  reading: string;
  met: boolean;
}

const secs = (value: number) => `${value.toFixed(2)} s`;
const shown = (save: SaveReading) =>
  save.seconds === null ? 'not shown' : `${secs(save.seconds)}${save.reloaded ? ' by a full reload' : ''}`;
const within = (save: SaveReading, limit: number) => save.seconds !== null && !save.reloaded && save.seconds <= limit;

/** One verdict per target; `saves` in the order they were made, the first being the first after the start. */
export function devVerdicts(firstPageSeconds: number, saves: SaveReading[]): DevVerdict[] {
  const list: DevVerdict[] = [
    {
      target: `first page ≤ ${DEV_TARGETS.firstPageSeconds} s when nothing changed`,
      reading: `${firstPageSeconds.toFixed(1)} s`,
      met: firstPageSeconds <= DEV_TARGETS.firstPageSeconds,
    },
  ];
  const [first, ...later] = saves;
  if (first)
    list.push({
      target: `first save after the start ≤ ${DEV_TARGETS.firstSaveSeconds} s`,
      reading: `${shown(first)} (${first.name})`,
      met: within(first, DEV_TARGETS.firstSaveSeconds),
    });
  const group = (kind: SaveReading['kind'], target: string, limit: number) => {
    const these = later.filter((save) => save.kind === kind);
    if (these.length === 0) return;
    const missed = these.filter((save) => !within(save, limit));
    const worst = [...these].sort((a, b) => (b.seconds ?? Infinity) - (a.seconds ?? Infinity))[0];
    const reading = missed.length
      ? `${missed.length} of ${these.length} missed: ${missed.map((save) => `${shown(save)} (${save.name})`).join('; ')}`
      : `slowest ${shown(worst)} of ${these.length} (${worst.name})`;
    list.push({ target: `${target} ≤ ${limit} s`, reading, met: missed.length === 0 });
  };
  group('spec', 'later API or CLI saves', DEV_TARGETS.laterSpecSaveSeconds);
  group('mdx', 'MDX saves', DEV_TARGETS.mdxSaveSeconds);
  return list;
}
