'use client';
import { isRouterNavigation, pageUrlOfPayload } from './prefetch-policy';

const INSTALLED = Symbol.for('sandgarden.navigationRecovery');

function loadInFull(page: URL, reason: string): Promise<Response> {
  console.warn(
    `Could not fetch ${page.pathname}${page.search} for a client-side navigation (${reason}); loading the page in full.`,
  );
  window.location.assign(page.href);
  // The browser is leaving this document; the router's request never completes.
  return new Promise<Response>(() => {});
}

/**
 * A client-side navigation fetches the target page's data (its RSC payload). When that fails
 * (connection dropped, a new deploy removed the file) the reader still gets the page: a console
 * warning, then a full load of the target address, which the server answers with HTML.
 */
function installNavigationRecovery() {
  const original = window.fetch as typeof window.fetch & { [INSTALLED]?: true };
  if (original[INSTALLED]) return;
  const recovering: typeof window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : null;
    const shape = { method: init?.method ?? request?.method, headers: init?.headers ?? request?.headers };
    const url = new URL(request?.url ?? String(input), window.location.href);
    if (url.origin !== window.location.origin || !isRouterNavigation(shape)) return original(input, init);
    let response: Response;
    try {
      response = await original(input, init);
    } catch (error) {
      if (init?.signal?.aborted) throw error; // the router cancelled it: not a failure
      return loadInFull(pageUrlOfPayload(url), error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) return loadInFull(pageUrlOfPayload(url), `HTTP ${response.status}`);
    return response;
  };
  window.fetch = Object.assign(recovering, { [INSTALLED]: true as const });
}

if (typeof window !== 'undefined') installNavigationRecovery();

/** Rendered once in the root layout so this module loads with the app. */
export function NavigationRecovery() {
  return null;
}

// Every error boundary (app/error.tsx, app/global-error.tsx, each section's error.tsx) draws the
// crash page, and each boundary is a chunk of its own: Turbopack copies a module into every chunk
// that needs it unless a chunk loaded before holds it. Referenced here, in the root layout's code,
// it is loaded once and the boundaries share it (five copies on every page before;
// docs/performance-log.md, "Kept for speed").
export { CrashPage } from './CrashPage';
