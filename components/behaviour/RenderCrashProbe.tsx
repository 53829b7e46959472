'use client';
import { useEffect, useState } from 'react';

/**
 * Proves the crash page in the end-to-end tests against the real production build: with
 * `?simulate-render-crash` in the address, the page throws while rendering, once per page load,
 * so "Try again" can show it recovering. Without the flag it renders nothing and does nothing.
 */
export const CRASH_FLAG = 'simulate-render-crash';

const crashedAt = new Set<string>();

export function RenderCrashProbe() {
  const [crashAt, setCrashAt] = useState<string | null>(null);
  useEffect(() => {
    const address = window.location.pathname + window.location.search;
    if (new URLSearchParams(window.location.search).has(CRASH_FLAG) && !crashedAt.has(address)) {
      crashedAt.add(address);
      setCrashAt(address);
    }
  }, []);
  if (crashAt) throw new Error(`Simulated render crash at ${crashAt}`);
  return null;
}
