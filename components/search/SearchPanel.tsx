'use client';
/**
 * The search dialog's content, fetched the first time the reader opens search (see
 * SearchDialog.tsx). Results appear as you type,
 * each with its section, title (and the heading it leads to) and a highlighted excerpt; chips
 * narrow the results to one section; ↑/↓ move, Enter opens, Esc closes.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { SEARCH_SECTIONS, type SearchSection } from '../../shared/search/page-search-data';
import { loadPagefind, SearchUnavailableInDev } from '../../shared/search/pagefind-loader';
import { emptyOutcome, runSearch, type PagefindApi, type SearchOutcome } from '../../shared/search/search-engine';
import type { SearchHit } from '../../shared/search/results';
import { takeEarlyTyping } from './early-typing';
import { searchStore, useSearchOpen } from './search-store';
import { SearchIcon } from './SearchIcon';
import styles from './search.module.css';

type IndexState =
  | { status: 'idle' | 'loading' | 'dev' }
  | { status: 'ready'; pagefind: PagefindApi }
  | { status: 'error'; message: string };

/** Milliseconds between the last keystroke and the search: enough to skip half-typed words. */
const TYPING_PAUSE = 60;
const RESULT_LIMIT = 10;

function HitText({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className={styles.hitHead}>
        {hit.section ? (
          <span className={styles.section} data-section={hit.section}>
            {hit.section}
          </span>
        ) : null}
        <span className={styles.hitTitle}>
          {hit.title}
          {hit.heading ? (
            <>
              <span className={styles.crumb} aria-hidden="true">
                {' › '}
              </span>
              <span className={styles.visuallyHidden}>, section </span>
              {hit.heading}
            </>
          ) : null}
        </span>
      </span>
      {hit.method && hit.path ? (
        <code className={styles.hitCode}>
          {hit.method} {hit.path}
        </code>
      ) : hit.command && hit.command !== hit.title ? (
        <code className={styles.hitCode}>{hit.command}</code>
      ) : null}
      {hit.excerpt.length > 0 ? (
        <span className={styles.excerpt} data-search-excerpt="">
          {hit.excerpt.map((part, i) =>
            part.highlight ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
          )}
        </span>
      ) : null}
    </>
  );
}

/**
 * The search itself, loaded on first use by `SearchDialog`: the modal dialog, the query, the
 * section chips and the results.
 */
export default function SearchPanel() {
  const open = useSearchOpen();
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnTo = useRef<Element | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const listId = `${ids}-results`;
  const optionId = (i: number) => `${ids}-option-${i}`;

  const [query, setQuery] = useState('');
  const [section, setSection] = useState<SearchSection | null>(null);
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });
  const [outcome, setOutcome] = useState<SearchOutcome>(emptyOutcome());
  const [searching, setSearching] = useState(false);
  const [active, setActive] = useState(0);

  const loadIndex = useCallback(() => {
    setIndex({ status: 'loading' });
    loadPagefind().then(
      (pagefind) => setIndex({ status: 'ready', pagefind }),
      (error: unknown) => {
        if (error instanceof SearchUnavailableInDev) setIndex({ status: 'dev' });
        else setIndex({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, []);

  // The store drives the native modal dialog (focus moves in, the page behind goes inert).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const input = inputRef.current;
      input?.focus();
      // Keys typed before this code was here (early-typing.ts), taken in the same task as the focus
      // so none falls between; written into the field at once, so a key pressed before React
      // renders the state lands after them.
      const held = takeEarlyTyping();
      if (input && held !== null) {
        input.value = held.text;
        input.setSelectionRange(held.text.length, held.text.length);
        setQuery(held.text);
        // The dialog would give the focus back to the hidden input, now gone: back to the trigger instead.
        returnTo.current = held.from;
      } else input?.select();
      if (index.status === 'idle' || index.status === 'error') loadIndex();
    } else if (!open) {
      if (dialog.open) dialog.close();
      const back = returnTo.current;
      returnTo.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open, index.status, loadIndex]);

  // Search as the reader types; a newer query wins over a slower older one.
  const generation = useRef(0);
  useEffect(() => {
    const current = ++generation.current;
    if (index.status !== 'ready' || !query.trim()) {
      // Before the index is ready a typed query has no outcome yet: recording an empty one for it
      // would show "no results" for a moment when the index arrives, before the search runs.
      setOutcome(emptyOutcome(index.status === 'ready' ? query : '', section));
      setSearching(false);
      return;
    }
    setSearching(true);
    const timer = setTimeout(() => {
      runSearch(index.pagefind, query, section, RESULT_LIMIT).then(
        (next) => {
          if (current !== generation.current) return;
          setOutcome(next);
          setActive(0);
          setSearching(false);
        },
        (error: unknown) => {
          if (current !== generation.current) return;
          setIndex({ status: 'error', message: error instanceof Error ? error.message : String(error) });
          setSearching(false);
        },
      );
    }, TYPING_PAUSE);
    return () => clearTimeout(timer);
  }, [query, section, index]);

  useEffect(() => {
    listRef.current?.querySelector(`[id="${optionId(active)}"]`)?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on the stable useId value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, outcome]);

  const close = useCallback(() => searchStore.close(), []);

  const go = useCallback(
    (hit: SearchHit) => {
      close();
      const [path, hash] = hit.url.split('#');
      if (path === window.location.pathname && hash) {
        // The same #hash again sets nothing and fires no hashchange: announce it, so the field
        // is brought into view and highlighted again (components/api/HashTarget.tsx).
        if (window.location.hash === `#${hash}`) window.dispatchEvent(new HashChangeEvent('hashchange'));
        else window.location.hash = hash;
      } else router.push(hit.url);
    },
    [close, router],
  );

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = outcome.hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % count : (i - 1 + count) % count));
    } else if (event.key === 'Escape') {
      // Chrome would first clear a search field on Esc; here Esc always closes.
      event.preventDefault();
      close();
    } else if (event.key === 'Enter') {
      const hit = outcome.hits[active];
      if (hit && !event.nativeEvent.isComposing) {
        event.preventDefault();
        go(hit);
      }
    }
  };

  const term = query.trim();
  const shownHits = term && outcome.query === query ? outcome.hits : [];
  const settled = index.status === 'ready' && !searching && outcome.query === query;
  let status: string | null = null;
  if (index.status === 'loading' && term) status = 'Loading the search index…';
  else if (settled && term && shownHits.length === 0)
    status = null; // the empty state below says it
  else if (settled && term)
    status = `${outcome.total} ${outcome.total === 1 ? 'result' : 'results'}${section ? ` in ${section}` : ''}`;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Search documentation"
      onClose={close}
      onCancel={close}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === dialogRef.current) close();
      }}
    >
      {/* data-settled-query: the query whose results are shown (tests wait for it). */}
      <div className={styles.panel} data-settled-query={settled && term ? query : undefined}>
        <div className={styles.inputRow}>
          <SearchIcon className={styles.inputIcon} />
          <input
            ref={inputRef}
            data-search-input=""
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search documentation"
            aria-autocomplete="list"
            aria-expanded={shownHits.length > 0}
            aria-controls={listId}
            aria-activedescendant={shownHits.length > 0 ? optionId(active) : undefined}
            placeholder="Search docs, API and CLI…"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.closeButton} onClick={close} aria-label="Close search">
            Esc
          </button>
        </div>

        <div className={styles.chips} role="group" aria-label="Narrow to a section">
          {[null, ...SEARCH_SECTIONS].map((name) => {
            const count = name ? outcome.counts[name] : outcome.counts.Docs + outcome.counts.API + outcome.counts.CLI;
            return (
              <button
                key={name ?? 'all'}
                type="button"
                className={styles.chip}
                aria-pressed={section === name}
                data-section={name ?? 'all'}
                onClick={() => {
                  setSection(name);
                  inputRef.current?.focus();
                }}
              >
                {name ?? 'All sections'}
                {settled && term ? <span className={styles.count}>{count}</span> : null}
              </button>
            );
          })}
        </div>

        {/* Focusable so keyboard users can scroll a long list; arrows from the field also scroll it. */}
        <div className={styles.body} tabIndex={0} role="region" aria-label="Results">
          <p className={styles.status} role="status" aria-live="polite">
            {status}
          </p>
          {index.status === 'dev' ? (
            <div className={styles.notice} data-search-state="dev">
              <p>
                <strong>Search works on the built site.</strong>
              </p>
              <p>
                The search index is made from the exported pages at build time, so <code>next dev</code> has none. Run{' '}
                <code>npm run build</code>, then <code>npm start</code>, to search.
              </p>
            </div>
          ) : index.status === 'error' ? (
            <div className={styles.notice} data-search-state="error" role="alert">
              <p>
                <strong>The search index could not be loaded.</strong>
              </p>
              <p className={styles.errorText}>{index.message}</p>
              <button type="button" className={styles.retry} onClick={loadIndex}>
                Retry
              </button>
            </div>
          ) : settled && term && shownHits.length === 0 ? (
            <div className={styles.notice} data-search-state="empty">
              <p>
                <strong>
                  No results for “{term}”{section ? ` in ${section}` : ''}.
                </strong>
              </p>
              {section && outcome.counts.Docs + outcome.counts.API + outcome.counts.CLI > 0 ? (
                <button type="button" className={styles.retry} onClick={() => setSection(null)}>
                  Search all sections
                </button>
              ) : (
                <p>Check the spelling, or try fewer or more general words.</p>
              )}
            </div>
          ) : !term ? (
            <p className={styles.hint}>
              Search the docs, the API reference and the CLI reference: a topic, an operation (“create workflow”, “POST
              /workflows”, “createWorkflow”) or a command (“sand runs start”).
            </p>
          ) : null}

          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Search results"
            className={styles.results}
            hidden={shownHits.length === 0}
          >
            {shownHits.map((hit, i) => (
              <Link
                key={hit.url}
                id={optionId(i)}
                href={hit.url}
                prefetch={false}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                className={styles.hit}
                data-section={hit.section}
                onMouseMove={() => setActive(i)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  go(hit);
                }}
              >
                <HitText hit={hit} />
              </Link>
            ))}
          </div>
        </div>

        <div className={styles.footer} aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> to move
          </span>
          <span>
            <kbd>↵</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </div>
      </div>
    </dialog>
  );
}
