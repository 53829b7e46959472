'use client';
import { useEffect } from 'react';
import { revealHashTarget } from './hash-target';

/**
 * Field anchors can sit inside closed <details> or in levels a large API's page left out: when
 * the page opens at a `#hash` (a load, a client navigation from another page, which mounts this
 * again) or the hash changes on the page (a link, a search result), reveal the field
 * (`revealHashTarget`: open the levels above it, scroll it below the navbar, highlight it).
 */
export function OpenDetailsForHash() {
  useEffect(() => {
    const reveal = () => void revealHashTarget();
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);
  return null;
}
