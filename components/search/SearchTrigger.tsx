'use client';
/**
 * What opens the search dialog. `SearchField` looks like the theme's search field (navbar on
 * desktop, top of the drawer on mobile) with the Ctrl K / ⌘K hint; `SearchButton` is the
 * navbar's search icon on mobile, where the theme hides the navbar field. The field's name is
 * its visible text, shortcut hint included, so a reader who says what they see can press it
 * (WCAG 2.5.3).
 */
import { useEffect, useState } from 'react';
import { loadSearchPanel } from './load-search-panel';
import { searchStore } from './search-store';
import { SearchIcon } from './SearchIcon';
import styles from './search.module.css';

function useIsMac(): boolean {
  const [mac, setMac] = useState(false);
  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)), []);
  return mac;
}

// A pointer on (or focus in) a trigger is a good hint that search is next: fetch its code now.
const preload = () =>
  void loadSearchPanel().catch(() => {
    // Opening retries the download and shows the error if it fails again.
  });

export function SearchField() {
  const mac = useIsMac();
  return (
    <button
      type="button"
      className={styles.field}
      onClick={searchStore.open}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="dialog"
      aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      data-search-trigger="field"
    >
      <SearchIcon className={styles.fieldIcon} />
      <span className={styles.fieldPlaceholder}>Search documentation…</span>
      <kbd className={styles.fieldKbd}>{mac ? '⌘ K' : 'Ctrl K'}</kbd>
    </button>
  );
}

export function SearchButton() {
  return (
    <button
      type="button"
      className={styles.mobileButton}
      onClick={searchStore.open}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="dialog"
      aria-label="Search documentation"
      data-search-trigger="button"
    >
      <SearchIcon />
    </button>
  );
}
