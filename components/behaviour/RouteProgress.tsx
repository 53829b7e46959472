'use client';
import type { ReactNode } from 'react';
import { ProgressProvider } from '@bprogress/next/app';

/** A page change shorter than this shows nothing: a flash of progress would only distract. */
export const PROGRESS_DELAY_MS = 200;

/**
 * While a page change takes a noticeable time: a thin bar along the top of the window and a
 * spinner in the corner, both after the delay, both gone when the page arrives. (The spinner's
 * pace and reduced-motion stillness are set in behaviour.css.)
 *
 * Not `loading.tsx`: in a static export a loading boundary makes every page's HTML carry the
 * spinner first and the content hidden until an inline script swaps it in, which leaves readers
 * without JavaScript with a spinner and no page.
 */
export function RouteProgress({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider
      color="var(--sg-progress-color)"
      height="3px"
      delay={PROGRESS_DELAY_MS}
      options={{ showSpinner: true }}
      spinnerPosition="bottom-right"
      shallowRouting
    >
      {children}
    </ProgressProvider>
  );
}
