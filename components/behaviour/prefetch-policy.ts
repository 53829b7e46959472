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

/** A request as `fetch` receives it, reduced to what tells router traffic apart. */
export interface RequestShape {
  method?: string;
  headers?: HeadersInit;
}

/**
 * Whether a request is one of the Next.js router's prefetches. They carry the Next-Router-Prefetch
 * header, except the probe that starts each prefetch in a static export: a bare HEAD request for
 * the page (navigations never send HEAD; the router's offline check does, with the RSC header).
 */
export function isRouterPrefetch({ method = 'GET', headers }: RequestShape): boolean {
  const present = new Headers(headers);
  if (present.has('next-router-prefetch')) return true;
  return method.toUpperCase() === 'HEAD' && !present.has('rsc');
}

/** Whether a request is the router fetching a page's data for a navigation (or a refresh). */
export function isRouterNavigation({ method = 'GET', headers }: RequestShape): boolean {
  const present = new Headers(headers);
  return method.toUpperCase() === 'GET' && present.has('rsc') && !present.has('next-router-prefetch');
}

/**
 * The page a router data request is for. In a static export the router fetches `/x.txt` (and
 * `/index.txt` for `/`) with a cache-busting `_rsc` parameter.
 */
export function pageUrlOfPayload(payloadUrl: URL): URL {
  const page = new URL(payloadUrl);
  page.searchParams.delete('_rsc');
  if (page.pathname.endsWith('.txt')) {
    page.pathname = page.pathname.slice(0, -'.txt'.length).replace(/\/index$/, '') || '/';
  }
  return page;
}
