'use client';
import { useSyncExternalStore } from 'react';
import { dropFirstPaintLanguage, SAMPLE_LANGUAGE_KEY } from './sample-language-script';

/**
 * The reader's one choice of sample language for the whole site (as Stripe's docs do): every
 * samples block on the page follows it, and it is kept in localStorage, so the next page, a reload
 * and other open tabs show the same language. Stored as the tab's label (`Go`), matched to a tab's
 * label or id.
 */
const KEY = SAMPLE_LANGUAGE_KEY;
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the choice lasts for this page only
  }
}

let fallback: string | null = null;

export function chooseSampleLanguage(label: string): void {
  fallback = label;
  // The first-paint rules (sample-language-script.ts) show the stored language; from now on React does.
  dropFirstPaintLanguage();
  try {
    localStorage.setItem(KEY, label);
  } catch {
    // storage blocked: `fallback` still applies the choice to every block on this page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice (the `storage` event fires only in the other tabs).
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen language, or null before any choice (and during the server render and hydration). */
export function useSampleLanguage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read() ?? fallback,
    () => null,
  );
}
