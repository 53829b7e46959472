'use client';
import { CrashPage, type CrashPageProps } from '../components/behaviour/CrashPage';
import { site } from '../site.config';

/** A crash in the root layout itself: nothing of the page is left, so this brings its own document. */
export default function GlobalError(props: CrashPageProps) {
  return (
    <html lang={site.locale} dir="ltr">
      <body>
        <CrashPage {...props} />
      </body>
    </html>
  );
}
