/**
 * Whether an error means code failed to download (a missing or blocked script chunk) rather than
 * code that ran and threw. Bundlers and browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null && 'message' in error)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(message));
}

const CHUNK_FAILURE_MESSAGES = [
  /Loading chunk [\w/.-]+ failed/i, // webpack
  /Failed to load chunk/i, // Turbopack
  /Loading CSS chunk/i,
  /Failed to fetch dynamically imported module/i, // Chromium, native import()
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
];

/**
 * Whether an error is React's "Element type is invalid … got: undefined" under `next dev`: a
 * render that names a client component the browser's code does not hold yet, met when hot reload
 * delivers a render while Turbopack is still rebuilding. Rendering again once it has built cures it.
 */
export function isHotReloadMismatch(error: unknown, development: boolean): boolean {
  if (!development || typeof error !== 'object' || error === null || !('message' in error)) return false;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && /^Element type is invalid\b.*\bgot: undefined\b/s.test(message);
}

/**
 * How many renders again after such an error a page may ask for within `HOT_RELOAD_RETRY_WINDOW_MS`.
 * Each save and each undo can meet it (one in three or four saves of GitHub's mounted description
 * did), so the budget is short-lived: five a minute ran out after two or three quick saves and
 * left the page crashed until reloaded; a page that keeps failing still stops asking.
 */
export const HOT_RELOAD_RETRIES = 3;
export const HOT_RELOAD_RETRY_WINDOW_MS = 10_000;

/** Whether another retry fits the budget, given the times of the earlier ones (kept, trimmed, in `times`). */
export function mayRetryHotReload(times: number[], now: number): boolean {
  while (times.length > 0 && now - times[0]! > HOT_RELOAD_RETRY_WINDOW_MS) times.shift();
  if (times.length >= HOT_RELOAD_RETRIES) return false;
  times.push(now);
  return true;
}
