'use client';
import { useSyncExternalStore } from 'react';

/**
 * The code samples of the request the reader is building, by sample id (`curl`, `typescript`…),
 * published by the request builder and shown by the sample tabs; `null` while no builder is open.
 * One operation per page, so one value per page.
 */
let current: Record<string, string> | null = null;
const listeners = new Set<() => void>();

export function publishLiveSamples(samples: Record<string, string> | null): void {
  current = samples;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveSamples(): Record<string, string> | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
