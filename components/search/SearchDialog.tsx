'use client';
/**
 * The search dialog: one per page (mounted in the navbar), opened by the navbar field, the
 * mobile search button, the drawer's field, Ctrl+K / ⌘K or "/". Only the shortcuts live in the
 * first load; the dialog's code (and Pagefind's, and the index) loads when search is first opened.
 * The shortcuts are recognised by the inline script of early-typing.ts, which also keeps the keys
 * typed before the dialog is there; this listens to what it tells.
 */
import { useEffect, useState } from 'react';
import { LazyPart } from '../behaviour/LazyPart';
import { hasEarlyTyping, SEARCH_EVENT, SEARCH_INPUT_ATTRIBUTE, type SearchEventDetail } from './early-typing';
import { loadSearchPanel } from './load-search-panel';
import { searchStore, useSearchOpen } from './search-store';

export function SearchDialog() {
  const open = useSearchOpen();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);

  useEffect(() => {
    const onSearch = (event: Event) => {
      const detail = (event as CustomEvent<SearchEventDetail>).detail;
      if (detail === 'close') searchStore.close();
      else if (searchStore.isOpen()) document.querySelector<HTMLInputElement>(`[${SEARCH_INPUT_ATTRIBUTE}]`)?.select();
      else searchStore.open();
    };
    window.addEventListener(SEARCH_EVENT, onSearch);
    // The shortcut (or a trigger) was pressed before the page hydrated: its keys are waiting.
    if (hasEarlyTyping()) searchStore.open();
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  }, []);

  return used ? <LazyPart load={loadSearchPanel} props={{}} label="Search" /> : null;
}
