'use client';
import { isRouterPrefetch, prefetchAllowed, type ConnectionHints } from './prefetch-policy';

const INSTALLED = Symbol.for('sandgarden.prefetchPolicy');

/**
 * Next.js has no setting for this, but every prefetch its router makes (links in view, links
 * hovered, `router.prefetch`) is a `fetch` carrying the Next-Router-Prefetch header. Refusing
 * those here, before they reach the network, turns prefetching off for readers on data saver or
 * a 2G connection; the router treats a refused prefetch as a miss and fetches on click instead.
 * The connection is read at each request, so it follows changes while the page is open.
 */
function installPrefetchPolicy() {
  const original = window.fetch as typeof window.fetch & { [INSTALLED]?: true };
  if (original[INSTALLED]) return;
  const guarded: typeof window.fetch = (input, init) => {
    const headers = init?.headers ?? (input instanceof Request ? input.headers : undefined);
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (isRouterPrefetch(headers) && !prefetchAllowed(connection)) {
      return Promise.reject(new DOMException('Prefetch skipped: data saver or a 2G connection', 'AbortError'));
    }
    return original.call(window, input, init);
  };
  window.fetch = Object.assign(guarded, { [INSTALLED]: true as const });
}

// At module evaluation, before hydration mounts any link that could schedule a prefetch.
if (typeof window !== 'undefined') installPrefetchPolicy();

/** Rendered once in the root layout so this module loads with the app. */
export function PrefetchPolicy() {
  return null;
}
