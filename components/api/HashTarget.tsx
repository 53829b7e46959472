'use client';
import { useEffect } from 'react';

/**
 * Field anchors can sit inside closed <details>: when the URL's #hash points into one, open
 * every enclosing <details> and scroll the field into view, so links to nested fields work.
 */
export function OpenDetailsForHash() {
  useEffect(() => {
    const reveal = () => {
      const id = decodeURIComponent(location.hash.slice(1));
      if (!id) return;
      const target = document.getElementById(id);
      if (!target) return;
      let opened = false;
      for (let el = target.parentElement; el; el = el.parentElement) {
        if (el instanceof HTMLDetailsElement && !el.open) {
          el.open = true;
          opened = true;
        }
      }
      if (opened) target.scrollIntoView();
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);
  return null;
}
