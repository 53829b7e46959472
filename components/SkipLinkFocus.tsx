'use client';
import { useEffect } from 'react';

/**
 * The theme's "Skip to Content" link points at an empty, unfocusable anchor, so browsers scroll
 * but leave keyboard focus behind. Move focus into the page's main content instead.
 */
export function SkipLinkFocus() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a.nextra-skip-nav');
      const main = document.querySelector('main');
      if (!link || !main) return;
      main.setAttribute('tabindex', '-1');
      // After the browser's own jump to the (unfocusable) anchor, which would reset focus.
      setTimeout(() => main.focus({ preventScroll: true }), 0);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
