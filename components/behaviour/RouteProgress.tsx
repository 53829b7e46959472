'use client';
import type { ReactNode } from 'react';
import { ProgressProvider } from '@bprogress/next/app';

/** A page change shorter than this shows no bar: a flash of progress would only distract. */
export const PROGRESS_DELAY_MS = 200;

/** The thin bar at the top of the window while a page change takes a noticeable time. */
export function RouteProgress({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider
      color="var(--sg-progress-color)"
      height="3px"
      delay={PROGRESS_DELAY_MS}
      options={{ showSpinner: false }}
      shallowRouting
    >
      {children}
    </ProgressProvider>
  );
}
