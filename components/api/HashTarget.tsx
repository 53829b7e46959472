'use client';
import { useEffect } from 'react';
import { decodedHash, openEnclosingDetails } from './hash-target';

/**
 * Field anchors can sit inside closed <details>: when the URL's #hash points into one, open
 * every enclosing <details> and scroll the field into view, so links to nested fields work.
 */
export function OpenDetailsForHash() {
  useEffect(() => {
    const reveal = () => {
      const id = decodedHash();
      const target = id ? document.getElementById(id) : null;
      if (target && openEnclosingDetails(target)) target.scrollIntoView();
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);
  return null;
}
