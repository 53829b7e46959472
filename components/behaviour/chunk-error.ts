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
