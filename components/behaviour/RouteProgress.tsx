'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { BProgress, css } from '@bprogress/core';
import { startsPageChange } from './route-progress';

/** A page change shorter than this shows nothing: a flash of progress would only distract. */
export const PROGRESS_DELAY_MS = 200;

const OPT_OUT = '[data-prevent-progress="true"], [data-disable-progress="true"]';
const progressStyle = css({ color: 'var(--sg-progress-color)', height: '3px', spinnerPosition: 'bottom-right' });

/**
 * While a page change takes a noticeable time: a thin bar along the top of the window and a
 * spinner in the corner, both after the delay, both gone when the page arrives. (The spinner's
 * pace and reduced-motion stillness are set in behaviour.css.)
 *
 * The bar is @bprogress/core; the wiring to the router is ours, not @bprogress/next's: one click
 * listener on the document instead of one per link re-attached on every DOM change, and ~3 kB
 * (gzip) less JS on every page.
 *
 * Not `loading.tsx`: in a static export a loading boundary makes every page's HTML carry the
 * spinner first and the content hidden until an inline script swaps it in, which leaves readers
 * without JavaScript with a spinner and no page.
 */
export function RouteProgress({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    BProgress.configure({ showSpinner: true });
    // Capture phase: before the link's own handler turns the click into a client-side navigation.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link) return;
      const click = {
        defaultPrevented: event.defaultPrevented,
        modifierKey: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        button: event.button,
        link: {
          href: link.getAttribute('href') ?? '',
          target: link.getAttribute('target') ?? '',
          download: link.hasAttribute('download'),
          optedOut: (event.target as Element).closest(OPT_OUT) !== null,
        },
      };
      if (!startsPageChange(click, window.location.href)) return;
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(() => BProgress.start(), PROGRESS_DELAY_MS);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // The new page is here: cancel a bar that has not shown yet, finish one that has.
  useEffect(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    if (BProgress.isStarted()) BProgress.done();
  }, [pathname]);

  return (
    <>
      <style>{progressStyle}</style>
      {children}
    </>
  );
}
