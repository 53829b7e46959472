'use client';
import { useEffect, useState } from 'react';
import { LazyPart } from '../behaviour/LazyPart';
import type { TryItOperation } from '../../shared/api/try-it/types';
import { answerWaitsFor, liveSignInFor, markUnfinished } from './try-it/sign-in/session';
import styles from './try-it.module.css';

// The builder's code (form, sample generators, request resolution) is fetched when the reader
// opens it, or warms up when a pointer or focus reaches the button: the page's first load stays lean.
const loadForm = () => import('./TryItForm');

/** "Try it": the request builder of one operation, closed until the reader opens it. */
export function ApiTryIt({ data }: { data: TryItOperation }) {
  const [open, setOpen] = useState(false);
  // One per page; a stable id, not useId (search results may point at its heading).
  const id = 'try-it';
  const warm = () => void loadForm().catch(() => undefined);
  // Open by itself: back from signing in (the callback page sent the reader here) to finish it;
  // back without an answer (Back from the server's error page, or long gone) to say so; or
  // signed in already in this tab for this API (a reload).
  useEffect(() => {
    const check = (cameBack: boolean) => {
      const path = location.pathname;
      if (markUnfinished(path, cameBack) || answerWaitsFor(path) || (data.signIn && liveSignInFor(data.signIn)))
        setOpen(true);
    };
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    check(navigation?.type === 'back_forward');
    // A page restored from the back-forward cache runs no effect again: its pageshow says it came back.
    const restored = (event: PageTransitionEvent) => event.persisted && check(true);
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
  }, [data.signIn]);
  return (
    // The same heading and note on every operation page: search leaves them out (the guides explain Try it).
    <section className={styles.tryIt} aria-labelledby={`${id}-title`} data-pagefind-ignore="all">
      <div className={styles.tryItHead}>
        <h2 id={`${id}-title`} className={styles.tryItTitle}>
          Try it
        </h2>
        <button
          type="button"
          className={styles.primary}
          data-pagefind-ignore="all"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onPointerEnter={warm}
          onFocus={warm}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Close the request builder' : 'Open the request builder'}
        </button>
      </div>
      <p className={styles.tryItNote}>
        Fill in the parameters and send a real request to a server you choose; nothing is sent until you press Send.
      </p>
      <div id={`${id}-body`} hidden={!open}>
        {open ? <LazyPart load={loadForm} props={{ data }} label="The request builder" /> : null}
      </div>
    </section>
  );
}
