/**
 * The writers' targets for `npm run dev` (docs/decisions.md, "Budgets", decided 2026-11-29), each
 * read against a bare Nextra site run beside ours in the same run (same versions, one MDX page,
 * `next dev` from a warm bundler cache): our first page when nothing changed against the bare
 * site's; every save of ours against the bare site's MDX save, an MDX save within a little of it,
 * an API or CLI save (ours or a mounted API's) within a second, the first save after the start
 * allowed one second more; at localhost and at the network address alike. A save counts as shown
 * when its word is on the open page without a reload: a full reload loses the reader's place, so
 * a save shown that way misses whatever its time.
 */

/** Seconds over the bare site's figure each target allows. */
export const DEV_MARGINS = {
  firstPage: 5,
  mdxSave: 0.3,
  specSave: 1,
  /** Added to the save's own margin for the first save after a start (the bundler's first recompile). */
  firstSave: 1,
} as const;

/** What a save edited: a hand-written MDX page, our API or CLI description, or a mounted API's. */
export type SaveKind = 'mdx' | 'spec' | 'mounted';

export interface SaveReading {
  /** What was saved and where it was watched: "API operation, second edit, at http://127.0.0.1:3313". */
  name: string;
  kind: SaveKind;
  /** Watched at the network address `npm run dev` prints rather than at localhost. */
  network: boolean;
  /** From the save to the word on screen; null when it did not show within the bench's wait. */
  seconds: number | null;
  reloaded: boolean;
}

/** The bare site's readings: its first page when nothing changed, its MDX saves in order (the first after its start first). */
export interface BareReading {
  firstPageSeconds: number;
  mdxSaves: SaveReading[];
}

export interface DevVerdict {
  target: string;
  /** Ours and the bare site's figures side by side, with the limit they make. */
  reading: string;
  /** Null: not judged, the bare site gave no figure to read against. */
  met: boolean | null;
}

const secs = (value: number) => `${value.toFixed(2)} s`;
const shown = (save: SaveReading) =>
  save.seconds === null ? 'not shown' : `${secs(save.seconds)}${save.reloaded ? ' by a full reload' : ''}`;
const shownInPlace = (save: SaveReading) => save.seconds !== null && !save.reloaded;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The median of a page's saves after the first (the first after a start is the bundler's first
 * recompile, which the targets allow for separately), counting only those shown in place; null
 * when none was.
 */
export function laterSavesMedian(saves: SaveReading[]): { seconds: number; of: number } | null {
  const later = saves.slice(1).filter(shownInPlace);
  if (later.length === 0) return null;
  return { seconds: median(later.map((save) => save.seconds!)), of: later.length };
}

/** The bare site's MDX save: the yardstick. */
export const bareMdxSave = (bare: BareReading) => laterSavesMedian(bare.mdxSaves);

const marginOf = (kind: SaveKind) => (kind === 'mdx' ? DEV_MARGINS.mdxSave : DEV_MARGINS.specSave);
const GROUPS: Array<{ kinds: SaveKind[]; label: string }> = [
  { kinds: ['mdx'], label: 'MDX saves' },
  { kinds: ['spec'], label: 'API or CLI saves' },
  { kinds: ['mounted'], label: 'mounted API saves' },
];

/**
 * One verdict per target. `saves`: ours in the order they were made, the first being the first
 * after the start; it is judged by the first-save target only.
 */
export function devVerdicts(firstPageSeconds: number, saves: SaveReading[], bare: BareReading): DevVerdict[] {
  const pageLimit = bare.firstPageSeconds + DEV_MARGINS.firstPage;
  const list: DevVerdict[] = [
    {
      target: `first page when nothing changed ≤ bare site's + ${DEV_MARGINS.firstPage} s`,
      reading: `ours ${firstPageSeconds.toFixed(1)} s, bare ${bare.firstPageSeconds.toFixed(1)} s (limit ${pageLimit.toFixed(1)} s)`,
      met: firstPageSeconds <= pageLimit,
    },
  ];
  const yardstick = bareMdxSave(bare);
  const bareText = yardstick
    ? `bare MDX save ${secs(yardstick.seconds)} (median of ${yardstick.of})`
    : `bare MDX save not read (its saves after the first: ${
        bare.mdxSaves
          .slice(1)
          .map((save) => shown(save))
          .join(', ') || 'none'
      })`;
  /** The verdict on `these` saves, each within the bare MDX save plus its kind's margin plus `extra`. */
  const judge = (target: string, these: SaveReading[], extra = 0): DevVerdict => {
    const limit = (save: SaveReading) => yardstick!.seconds + marginOf(save.kind) + extra;
    if (!yardstick)
      return {
        target,
        reading: `ours ${these.map((save) => `${shown(save)} (${save.name})`).join('; ')}; ${bareText}: not judged`,
        met: null,
      };
    const missed = these.filter((save) => !shownInPlace(save) || save.seconds! > limit(save));
    const limits = [...new Set(these.map((save) => secs(limit(save))))].join(' / ');
    if (missed.length)
      return {
        target,
        reading: `ours ${missed.length} of ${these.length} over: ${missed.map((save) => `${shown(save)} (${save.name})`).join('; ')}; ${bareText} (limit ${limits})`,
        met: false,
      };
    const worst = [...these].sort((a, b) => b.seconds! - a.seconds!)[0];
    return {
      target,
      reading: `ours slowest ${shown(worst)} of ${these.length} (${worst.name}), ${bareText} (limit ${limits})`,
      met: true,
    };
  };
  const [first, ...later] = saves;
  if (first) {
    const margin = `${marginOf(first.kind)} s + ${DEV_MARGINS.firstSave} s`;
    list.push(judge(`first save after the start ≤ bare MDX save + ${margin}`, [first], DEV_MARGINS.firstSave));
  }
  for (const network of [false, true])
    for (const group of GROUPS) {
      const these = later.filter((save) => save.network === network && group.kinds.includes(save.kind));
      if (these.length === 0) continue;
      const where = network ? 'at the network address' : 'at localhost';
      list.push(judge(`${group.label} ${where} ≤ bare MDX save + ${marginOf(group.kinds[0])} s`, these));
    }
  return list;
}

/** A verdict's word as the bench lines print it. */
export const verdictWord = (met: boolean | null) => (met === null ? 'NOT JUDGED' : met ? 'met' : 'MISSED');
