/** What the Network Information API tells about the reader's connection (Chromium only). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** Prefetching spends data ahead of need: skip it when the reader saves data or the link is slow. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}

/** The Next.js router marks its prefetch requests with this header (a navigation never sends it). */
export const PREFETCH_HEADER = 'next-router-prefetch';

export function isRouterPrefetch(headers: HeadersInit | undefined): boolean {
  if (!headers) return false;
  return new Headers(headers).has(PREFETCH_HEADER);
}
