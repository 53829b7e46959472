'use client';
/**
 * The search dialog: one per page (mounted in the navbar), opened by the navbar field, the
 * mobile search button, the drawer's field, Ctrl+K / ⌘K or "/". Only the shortcuts live in the
 * first load; the dialog's code (and Pagefind's, and the index) loads when search is first opened.
 */
import { useEffect, useState } from 'react';
import { LazyPart } from '../behaviour/LazyPart';
import { loadSearchPanel } from './load-search-panel';
import { searchStore, useSearchOpen } from './search-store';

function isEditable(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (element as HTMLElement).isContentEditable;
}

export function SearchDialog() {
  const open = useSearchOpen();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);

  // Shortcuts: Ctrl+K / ⌘K anywhere, "/" when not typing in a field.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const modK =
        event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
      const slash =
        event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(document.activeElement);
      if (!modK && !slash) return;
      event.preventDefault();
      if (searchStore.isOpen()) document.querySelector<HTMLInputElement>('[data-search-input]')?.select();
      else searchStore.open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return used ? <LazyPart load={loadSearchPanel} props={{}} label="Search" /> : null;
}
