'use client';
import { isRouterPrefetch, prefetchAllowed, type ConnectionHints } from './prefetch-policy';

const INSTALLED = Symbol.for('sandgarden.prefetchPolicy');

/**
 * Next.js has no setting for this, but every prefetch its router makes (links in view, links
 * hovered, `router.prefetch`) goes through `fetch`. Refusing those requests here, before they
 * reach the network, turns prefetching off for readers on data saver or a 2G connection; the
 * router treats a refused prefetch as a miss and fetches the page when it is clicked. The
 * connection is read at each request, so a change while the page is open counts.
 */
function installPrefetchPolicy() {
  const original = window.fetch as typeof window.fetch & { [INSTALLED]?: true };
  if (original[INSTALLED]) return;
  const guarded: typeof window.fetch = (input, init) => {
    const request = input instanceof Request ? input : null;
    const shape = { method: init?.method ?? request?.method, headers: init?.headers ?? request?.headers };
    const url = new URL(request?.url ?? String(input), window.location.href);
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (url.origin === window.location.origin && isRouterPrefetch(shape) && !prefetchAllowed(connection)) {
      return Promise.reject(new DOMException('Prefetch skipped: data saver or a 2G connection', 'AbortError'));
    }
    return original(input, init);
  };
  window.fetch = Object.assign(guarded, { [INSTALLED]: true as const });
}

// At module evaluation, before hydration mounts any link that could schedule a prefetch.
if (typeof window !== 'undefined') installPrefetchPolicy();

/** Rendered once in the root layout so this module loads with the app. */
export function PrefetchPolicy() {
  return null;
}
