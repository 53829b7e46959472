'use client';
/**
 * `npm run dev` only: when a saved spec fails to regenerate, a banner over the page names the
 * file, the place, the reason and the fix (the terminal says the same), and goes away once a save
 * regenerates cleanly. A clean run that wrote only what hot reload does not see (a section's
 * models) carries `finishedAt`, and a page rendered before then refreshes in place
 * (refresh-until-shown.ts). The status comes from the dev script's event stream
 * (tools/dev/main.ts) on `port`, which the root layout reads when it renders, at the host the page
 * was opened at (a page at the network address cannot reach this machine's loopback address). The layout renders
 * this only when `NODE_ENV` is `development`, fixed at compile time, so a production build drops
 * the banner's code and the static export never connects anywhere.
 */
import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { devServerUrl, type SpecStatus } from '../../shared/dev-status';
import { refreshUntilShown } from './refresh-until-shown';

export function DevSpecStatus({ port, renderedAt }: { port: string; renderedAt: number }) {
  const [status, setStatus] = useState<SpecStatus>({ ok: true });
  const router = useRouter();
  const pathname = usePathname();
  // When the server rendered what the page shows (a refresh renders the layout again).
  const shownFrom = useRef(renderedAt);
  shownFrom.current = renderedAt;
  useEffect(() => {
    const refresher = refreshUntilShown({
      refresh: () => router.refresh(),
      shownFrom: () => shownFrom.current,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    });
    // The page's path, given again after each move to another page: the dev script warms the
    // bundler on the first page's file, and a save writes the open pages' files first.
    const events = new EventSource(devServerUrl(window.location, port, `/events?page=${encodeURIComponent(pathname)}`));
    events.onmessage = (event) => {
      const next = JSON.parse(event.data) as SpecStatus;
      setStatus(next);
      if (next.finishedAt !== undefined) refresher.runFinished(next.finishedAt);
    };
    return () => {
      refresher.stop();
      events.close();
    };
  }, [port, router, pathname]);
  // Tells the dev script when the server rendered what the page now shows: a save's run goes on
  // with the rest of the pages once the open one shows its files, written first.
  useEffect(() => {
    fetch(devServerUrl(window.location, port, `/rendered?at=${renderedAt}`), { mode: 'no-cors' }).catch(() => {});
  }, [port, renderedAt]);
  if (status.ok) return null;
  return (
    <div
      role="alert"
      data-dev-spec-error=""
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: 1000,
        maxHeight: '50vh',
        overflow: 'auto',
        padding: '1rem 1.5rem',
        background: '#fff1f0',
        color: '#5c0a05',
        borderBottom: '3px solid #b42318',
        fontSize: '0.9rem',
        lineHeight: 1.5,
      }}
    >
      <p style={{ fontWeight: 700 }}>
        The {status.section} could not be regenerated: these pages show the last version that built.
      </p>
      <p>
        <code>{status.file}</code>
        {status.place ? (
          <>
            , at <code>{status.place}</code>
          </>
        ) : null}
        : {status.reason}
      </p>
      <p>Fix: {status.fix}. Save the file and this message goes away.</p>
    </div>
  );
}
