'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { cleanHtmlPath } from './clean-url';

/** Scrolls the element the address's #hash names into view; false when there is none. */
function scrollToHashTarget(): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/**
 * A new page starts at its top, or at its #hash target when the address has one (also on the
 * first load, once the page has hydrated and its layout settled). Back and forward keep the
 * position the browser restores.
 */
export function ScrollOnNavigation() {
  const pathname = usePathname();
  const shownPath = useRef<string | null>(null);
  const poppedTo = useRef<string | null>(null);

  useEffect(() => {
    const onPopState = () => {
      poppedTo.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    // `/x.html` becoming `/x` (CleanHtmlUrl) is the same page.
    const path = cleanHtmlPath(pathname) ?? pathname;
    const previous = shownPath.current;
    const restoring = poppedTo.current === pathname;
    shownPath.current = path;
    poppedTo.current = null;
    if (previous === path || restoring) return;
    if (previous === null) {
      scrollToHashTarget();
      return;
    }
    if (!scrollToHashTarget()) window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
