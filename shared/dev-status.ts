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

/**
 * Where `npm run dev`'s status server serves mermaid's browser build (its `dist` folder), for a
 * diagram not drawn yet; the entry module is `DEV_MERMAID_ENTRY` under it.
 */
export const DEV_MERMAID_PATH = '/mermaid/';
export const DEV_MERMAID_ENTRY = 'mermaid.esm.min.mjs';

/** A URL of `npm run dev`'s status server, at the host the page itself was opened at (localhost, 127.0.0.1, a network address). */
export function devServerUrl(location: { hostname: string }, port: string, pathname: string): string {
  return `http://${location.hostname}:${port}${pathname}`;
}
