'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { cleanHtmlPath } from './clean-url';

/**
 * A host that serves the exported `x.html` files as they are leaves `/x.html`, `/x/index.html` or
 * `/index.html` in the address bar. Swap in the clean address (same history entry, no reload;
 * query and hash kept) so links, bookmarks and the sidebar's active item agree.
 */
export function CleanHtmlUrl() {
  const pathname = usePathname();
  useEffect(() => {
    const { pathname: current, search, hash } = window.location;
    const clean = cleanHtmlPath(current);
    // Next.js watches replaceState and updates its router, so usePathname follows.
    if (clean) window.history.replaceState(null, '', clean + search + hash);
  }, [pathname]);
  return null;
}
