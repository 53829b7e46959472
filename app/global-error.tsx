'use client';
import { CrashPage, type CrashPageProps } from '../components/behaviour/CrashPage';
import { site } from '../site.config';

/**
 * Its own document, without the root layout and so without the site's stylesheet: importing that
 * here would split it into one more render-blocking file on every page (docs/performance-log.md,
 * "Kept for speed"). The few rules the crash page needs come inline.
 */
const CRASH_PAGE_STYLE =
  'body{margin:0;font-family:system-ui,sans-serif}.sg-crash{max-width:48rem;margin:auto;padding:4rem 1.5rem}.sg-crash pre{white-space:pre-wrap}';

/** A crash in the root layout itself: nothing of the page is left, so this brings its own document. */
export default function GlobalError(props: CrashPageProps) {
  return (
    <html lang={site.locale} dir="ltr">
      <head>
        <style>{CRASH_PAGE_STYLE}</style>
      </head>
      <body>
        <CrashPage {...props} />
      </body>
    </html>
  );
}
