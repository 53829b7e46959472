'use client';
import { useEffect, useState } from 'react';

/** How one picker keeps its choice: a localStorage key behind a reader and a writer (each tolerates blocked storage). */
export interface VersionStore {
  read(storage: Storage | undefined): string | undefined;
  /** False when the browser refuses (private mode, storage full). */
  write(storage: Storage | undefined, version: string): boolean;
}

export const BLOCKED_STATUS = 'Your browser blocked saving the choice; it applies to this visit only.';

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The stored choice of a version picker. Storage exists only in the browser: it is read after
 * hydration, so server and client HTML match (`ready` says when it has been read).
 */
export function useStoredVersion(store: VersionStore): {
  stored: string | undefined;
  ready: boolean;
  save: (version: string) => boolean;
} {
  const [stored, setStored] = useState<string | undefined>(undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setStored(store.read(browserStorage()));
    setReady(true);
  }, [store]);
  return { stored, ready, save: (version) => store.write(browserStorage(), version) };
}
