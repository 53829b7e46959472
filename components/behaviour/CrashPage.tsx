'use client';
import { startTransition, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { isChunkLoadError, isHotReloadMismatch, mayRetryHotReload } from './chunk-error';

export const CRASH_TITLE = 'Page Error';

export interface CrashPageProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/** A full load of the same address is the cure for missing code: at most once per address and minute. */
const RELOAD_GUARD_KEY = 'sandgarden:reloaded-after-chunk-error';
const RELOAD_GUARD_MS = 60_000;

function reloadOnceFor(url: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 'null') as { url: string; at: number } | null;
    if (last && last.url === url && Date.now() - last.at < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ url, at: Date.now() }));
  } catch {
    // Storage blocked: reload anyway; a second failure lands here again only after the browser's own load.
  }
  return true;
}

/** When this page asked for its render again after a hot-reload mismatch (`next dev` only). */
const hotReloadRetries: number[] = [];
/** How long after the error: Turbopack's rebuild that caused it is then done. */
const HOT_RELOAD_RETRY_AFTER_MS = 500;

/**
 * What a reader sees when rendering a page throws: "This page crashed.", the error, and a
 * "Try again" button that renders it again. When the error is code that failed to download
 * during a client-side navigation (a new deploy, a dropped connection), the page is loaded in
 * full instead, after a console warning.
 */
export function CrashPage({ error, reset }: CrashPageProps) {
  const [reloading, setReloading] = useState(false);
  const router = useRouter();

  // `next dev` only (the check is false in a build, and the code dropped): a save's render met
  // while the bundler was rebuilding names code the browser does not hold yet; the server's
  // render again, once built, shows the save instead of this page.
  useEffect(() => {
    if (!isHotReloadMismatch(error, process.env.NODE_ENV === 'development')) return;
    if (!mayRetryHotReload(hotReloadRetries, Date.now())) return;
    const timer = setTimeout(
      () =>
        startTransition(() => {
          router.refresh();
          reset();
        }),
      HOT_RELOAD_RETRY_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [error, reset, router]);

  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    const target = window.location.href;
    if (!reloadOnceFor(target)) return;
    console.warn(
      `Could not load the code of ${window.location.pathname} (${error.message}); loading the page in full.`,
    );
    setReloading(true);
    // reload(), not assign(): assigning the same address with a #hash would only scroll.
    window.location.reload();
  }, [error]);

  useEffect(() => {
    if (reloading) return;
    const previous = document.title;
    document.title = CRASH_TITLE;
    // Next.js writes the page's own <title> as metadata arrives; keep ours while this is shown.
    const keepTitle = new MutationObserver(() => {
      if (document.title !== CRASH_TITLE) document.title = CRASH_TITLE;
    });
    keepTitle.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      keepTitle.disconnect();
      document.title = previous;
    };
  }, [reloading]);

  if (reloading) return null;
  return (
    <main className="sg-crash" id="nextra-skip-nav">
      <h1>This page crashed.</h1>
      <pre>{error.message || String(error)}</pre>
      <button type="button" className="sg-button" onClick={() => reset()}>
        Try again
      </button>
    </main>
  );
}
