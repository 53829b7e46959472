/**
 * What `npm run dev` tells the open pages about the last regeneration of the specs
 * (tools/dev/main.ts sends it, components/dev/DevSpecStatus.tsx shows it).
 */
export type SpecStatus =
  | {
      ok: true;
      /**
       * When the run finished (ms since the epoch), given only when it wrote what the bundler's hot
       * reload does not see: a section's models, which a generated page reads when it renders. A
       * page rendered before then fetches its server-rendered content again.
       */
      finishedAt?: number;
    }
  | {
      ok: false;
      /** The part of the site whose pages are stale ("API reference"). */
      section: string;
      file: string;
      /** A line (`line 12`) or JSON pointer with its line, when the error names one. */
      place: string;
      reason: string;
      fix: string;
      /**
       * Given when the failed run had written the open pages' files first and put them back: those
       * pages render again, with the last version that built, under the banner.
       */
      finishedAt?: number;
    };
