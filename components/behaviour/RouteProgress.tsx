'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { startsPageChange } from './route-progress';

/** A page change shorter than this shows nothing: a flash of progress would only distract. */
export const PROGRESS_DELAY_MS = 200;

const OPT_OUT = '[data-prevent-progress="true"], [data-disable-progress="true"]';

type Bar = typeof import('@bprogress/core').BProgress;
let loadedBar: Bar | null = null;

/**
 * The bar itself (@bprogress/core) is fetched on the first click that changes the
 * page, well within the delay before it may show, so no page loads it before interaction. Its
 * styles go into the head once, as the library's React provider used to put them.
 */
function loadBar(): Promise<Bar> {
  return import('@bprogress/core').then(({ BProgress, css }) => {
    if (!loadedBar) {
      const style = document.createElement('style');
      style.textContent = css({ color: 'var(--sg-progress-color)', height: '3px', spinnerPosition: 'bottom-right' });
      document.head.append(style);
      BProgress.configure({ showSpinner: true });
      loadedBar = BProgress;
    }
    return BProgress;
  });
}

/**
 * While a page change takes a noticeable time: a thin bar along the top of the window and a
 * spinner in the corner, both after the delay, both gone when the page arrives. (The spinner's
 * pace and reduced-motion stillness are set in behaviour.css.)
 *
 * The wiring to the router is ours, not @bprogress/next's: one click listener on the document
 * instead of one per link re-attached on every DOM change, and the bar's code loads on demand.
 *
 * Not `loading.tsx`: in a static export a loading boundary makes every page's HTML carry the
 * spinner first and the content hidden until an inline script swaps it in, which leaves readers
 * without JavaScript with a spinner and no page.
 */
export function RouteProgress({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  /** The page change the bar is waiting for; a page that arrives (or a newer click) replaces it. */
  const pending = useRef<{ timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(() => {
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
      if (pending.current) clearTimeout(pending.current.timer);
      // A bar that cannot be fetched (offline) is no bar; the page change goes on without it.
      const bar = loadBar().catch(() => null);
      const change = {
        timer: setTimeout(() => {
          void bar.then((progress) => {
            if (progress && pending.current === change) progress.start();
          });
        }, PROGRESS_DELAY_MS),
      };
      pending.current = change;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // The new page is here: cancel a bar that has not shown yet, finish one that has.
  useEffect(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (loadedBar?.isStarted()) loadedBar.done();
  }, [pathname]);

  return children;
}
