/**
 * `npm run dev` only: after a run that hot reload does not show, the open page asks the server for
 * its render again until that render is newer than the run. Next sometimes fetches a refresh and
 * applies none of it (more often just after the page loaded), so one request is not enough: each
 * further one waits twice as long as the last, and the asking stops after a few.
 */
export const FIRST_RETRY_MS = 2000;
export const MAX_REFRESHES = 5;

export interface RefreshDeps {
  /** The router's refresh: the server's render again, the reader's place and state kept. */
  refresh(): void;
  /** When the server rendered what the page shows now. */
  shownFrom(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export interface RefreshUntilShown {
  /** A clean run finished at `finishedAt`: refresh the page unless its render is newer. */
  runFinished(finishedAt: number): void;
  stop(): void;
}

export function refreshUntilShown(deps: RefreshDeps): RefreshUntilShown {
  let wanted = 0;
  let refreshes = 0;
  let timer: unknown;
  const ask = () => {
    deps.clearTimer(timer);
    timer = undefined;
    if (wanted <= deps.shownFrom() || refreshes >= MAX_REFRESHES) return;
    deps.refresh();
    timer = deps.setTimer(ask, FIRST_RETRY_MS * 2 ** refreshes);
    refreshes += 1;
  };
  return {
    runFinished(finishedAt) {
      if (finishedAt <= wanted) return;
      wanted = finishedAt;
      refreshes = 0;
      ask();
    },
    stop: () => deps.clearTimer(timer),
  };
}
